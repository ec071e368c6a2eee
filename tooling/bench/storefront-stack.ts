// The API (fresh PGlite, demo seed) and the built storefront under remix-serve, started for a benchmark,
// plus the three pages every storefront figure is taken on.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BENCH_STOREFRONT_SECRET, repoRoot, startApi } from './api-server.ts'
import { type Server, startServer } from './harness.ts'

export const storefrontDir = join(repoRoot, 'apps', 'storefront')

export type Page = { label: string; file: string; path: string }

export type StorefrontStack = {
  apiUrl: string
  storefrontUrl: string
  /** `2026-11-22 19:00`: when the measured build was made (UTC). */
  buildDate: string
  pages: Page[]
  stop: () => Promise<void>
}

export function ensureStorefrontBuild(): void {
  if (existsSync(join(storefrontDir, 'build', 'server', 'index.js'))) return
  console.log('apps/storefront/build is missing: building the storefront')
  execFileSync(
    process.execPath,
    [join(repoRoot, 'tooling', 'scripts', 'pnpm.mjs'), '--filter', '@vitrina/storefront', 'build'],
    { cwd: repoRoot, stdio: 'inherit' },
  )
}

async function apiJson<T>(apiUrl: string, path: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, { headers: { 'X-QA-Company': '1' } })
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`)
  return (await response.json()) as T
}

/** The three pages: home, the first root category's listing, the first product. */
async function discoverPages(apiUrl: string): Promise<Page[]> {
  const categories = await apiJson<{ slug: string }[] | { results: { slug: string }[] }>(
    apiUrl,
    '/api/categories/',
  )
  const category = (Array.isArray(categories) ? categories : categories.results)[0]?.slug
  if (!category) throw new Error('GET /api/categories/: no root category')
  const products = await apiJson<{ results: { slug: string }[] }>(apiUrl, '/api/products/?page_size=1')
  const product = products.results[0]?.slug
  if (!product) throw new Error('GET /api/products/: no product')
  return [
    { label: 'home', file: 'home.html', path: '/' },
    { label: 'category listing', file: 'listing.html', path: `/catalog/${category}/` },
    { label: 'product', file: 'product.html', path: `/catalog/products/${product}/` },
  ]
}

export async function startStorefrontStack(
  apiPort: number,
  storefrontPort: number,
): Promise<StorefrontStack> {
  ensureStorefrontBuild()
  const buildDate = statSync(join(storefrontDir, 'build', 'server', 'index.js'))
    .mtime.toISOString()
    .slice(0, 16)
    .replace('T', ' ')
  const apiUrl = `http://localhost:${apiPort}`
  const storefrontUrl = `http://localhost:${storefrontPort}`
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-api-'))
  const servers: Server[] = []
  const stop = async () => {
    for (const server of servers.splice(0).reverse()) await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    servers.push({ name: 'API', ...(await startApi(apiPort, { DATA_DIR: dataDir, PUBLIC_URL: apiUrl })) })
    servers.push(
      await startServer({
        name: 'Storefront',
        command: process.execPath,
        args: ['server.mjs'],
        cwd: storefrontDir,
        env: {
          PORT: String(storefrontPort),
          API_URL: apiUrl,
          NODE_ENV: 'production',
          STOREFRONT_SECRET: BENCH_STOREFRONT_SECRET,
        },
        healthUrl: `${storefrontUrl}/favicon.svg`,
        stdout: 'ignore', // server.mjs logs every request there
      }),
    )
    return { apiUrl, storefrontUrl, buildDate, pages: await discoverPages(apiUrl), stop }
  } catch (error) {
    await stop()
    throw error
  }
}
