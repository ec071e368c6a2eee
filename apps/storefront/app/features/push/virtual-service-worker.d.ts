declare module 'virtual:vitrina-service-worker' {
  /** The service worker's bundled source (vite.config.ts `serviceWorker`). */
  const script: string
  export default script
}
