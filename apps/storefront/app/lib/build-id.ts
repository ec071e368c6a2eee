// Replaced at build time by Vite's `define` (vite.config.ts): the same value in the server and the client
// bundle of one build. Declared here, not globally, so only this module may read it.
declare const __VITRINA_BUILD_ID__: string | undefined

/**
 * The id of the running build: the server answers it at `/builds/latest.json`, the browser compares it with
 * the id it was built with to notice a deploy (spec §9). 'dev' outside a Vite build (unit tests).
 */
export const BUILD_ID: string = typeof __VITRINA_BUILD_ID__ === 'string' ? __VITRINA_BUILD_ID__ : 'dev'
