import { fileURLToPath } from 'node:url'
import { transformAsync } from '@babel/core'
import { lingui } from '@lingui/vite-plugin'
import { vitePlugin as remix } from '@remix-run/dev'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { build, defineConfig, type Plugin } from 'vite'
import { attachSipStandIn } from './app/features/channels/sip-stand-in.server.ts'
import { appChunks } from './app-chunks.ts'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

/**
 * Lingui's macros (`<Trans>`, `t`) need a Babel pass; Remix's Vite plugin has no Babel hook, so this plugin
 * runs `@lingui/babel-plugin-lingui-macro` only on the files that import a macro and leaves the rest to
 * esbuild (fast, and the only Babel work in the build).
 */
function linguiMacro(): Plugin {
  return {
    name: 'vitrina:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('/node_modules/') || !code.includes('/macro')) return null
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        // Keep the English source text in the build: a message missing from a catalogue then shows in
        // English, never as a hashed id.
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]],
      })
      return result?.code ? { code: result.code, map: result.map } : null
    },
  }
}

/** The SIP-over-WebSocket stand-in on the dev server's own host, as server.mjs serves it in e2e. */
function sipStandIn(): Plugin {
  return {
    name: 'vitrina:sip-stand-in',
    apply: 'serve',
    configureServer(server) {
      if (server.httpServer && 'listen' in server.httpServer)
        attachSipStandIn(server.httpServer as import('node:http').Server)
    },
  }
}

/**
 * `remix vite:build` evaluates this file once for the client build and again for the server build, in one
 * process: the id is kept in the process environment so both bundles get the same one. A deploy may set
 * VITRINA_BUILD_ID itself (e.g. the commit hash).
 */
function buildId(): string {
  process.env.VITRINA_BUILD_ID ||= new Date().toISOString()
  return process.env.VITRINA_BUILD_ID
}

/**
 * The service worker (app/features/push/service-worker.entry.ts) as one self-contained classic script, offered
 * to the server bundle as `virtual:vitrina-service-worker` (its source text) and served by the `/sw.js`
 * route: a worker cannot load the app's ES chunks, and served by a route it gets its own caching headers
 * rather than the assets' immutable year.
 */
function serviceWorker(): Plugin {
  const id = 'virtual:vitrina-service-worker'
  const entry = fileURLToPath(new URL('./app/features/push/service-worker.entry.ts', import.meta.url))
  return {
    name: 'vitrina:service-worker',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null
      this.addWatchFile(entry)
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          minify: true,
          lib: { entry, formats: ['iife'], name: 'vitrinaServiceWorker', fileName: () => 'sw.js' },
        },
      })
      const chunk = (Array.isArray(output) ? output : [output])
        .flatMap((o) => ('output' in o ? o.output : []))
        .find((o) => o.type === 'chunk')
      if (chunk?.type !== 'chunk') throw new Error('the service worker build produced no script')
      return `export default ${JSON.stringify(chunk.code)}`
    },
  }
}

/**
 * Every vanilla-extract stylesheet of the client build goes into one chunk, so each page links one stylesheet
 * (about 15 kB gzip for the whole shop, cached across pages) instead of 15-20 small ones: under a slow
 * connection each extra render-blocking request costs a round trip before first paint (issue 18). The chunk
 * holds only CSS, so Vite drops its empty script and links the stylesheet from every chunk that used a piece
 * of it; the class-name exports stay in the components' own chunks.
 */
function oneStylesheet(id: string): string | undefined {
  return id.endsWith('.vanilla.css') ? 'styles' : undefined
}

const app = (file: string) => fileURLToPath(new URL(`./app/${file}`, import.meta.url))
/** The browser's chunks of the app's own code (see app-chunks.ts). */
const chunkGroups = [
  { name: 'frame', entries: ['entry.client.tsx', 'root.tsx', 'routes/shop/route.tsx'].map(app) },
  {
    name: 'catalog',
    entries: ['routes/home/route.tsx', 'routes/category/route.tsx', 'routes/product/route.tsx'].map(app),
    shared: 2,
    // Checkout shares a few small modules (prices, formats) with them, not the listing's code.
    avoid: ['routes/cart/route.tsx', 'routes/cart-delivery/route.tsx'].map(app),
  },
]

const appChunk = appChunks(chunkGroups)

export default defineConfig(({ isSsrBuild }) => ({
  server: { port: 3000 },
  // The browser's chunks only: how the server bundle is split costs no download. The stylesheet rule comes
  // first, so no app chunk group claims a piece of CSS.
  build: isSsrBuild
    ? {}
    : { rollupOptions: { output: { manualChunks: (id, meta) => oneStylesheet(id) ?? appChunk(id, meta) } } },
  // One id per build, in the server and the client bundle alike: open tabs compare theirs with the
  // server's (`/builds/latest.json`) to notice a deploy (spec §9).
  define: { __VITRINA_BUILD_ID__: JSON.stringify(buildId()) },
  plugins: [
    serviceWorker(),
    linguiMacro(),
    sipStandIn(),
    lingui(),
    vanillaExtractPlugin(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
        v3_routeConfig: true,
      },
    }),
  ],
}))
