// The stand-in is a plain script: importing it only defines `window.ymaps3` (unit tests import it so).
export {}
