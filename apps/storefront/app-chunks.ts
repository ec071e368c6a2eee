import type { Rollup } from 'vite'

type GetManualChunk = Rollup.GetManualChunk
type GetModuleInfo = Rollup.GetModuleInfo

/**
 * A chunk of the app's own modules: those reachable from at least `shared` (default 1) of `entries`; those
 * that `avoid` also reaches go to a second chunk, `<name>-shared`, so that page does not load the group.
 */
export type ChunkGroup = {
  name: string
  entries: readonly string[]
  shared?: number
  avoid?: readonly string[]
}

/**
 * Client chunking (issue 18). Rollup gives every module that two route modules share its own chunk, so a shop
 * page loaded ~45 files of a few hundred bytes each, and gzip (per file) lost ~9 kB to them. Instead:
 * - `framework`: React, Remix and Lingui's runtime — every page needs them before it hydrates, and they change
 *   only with an upgrade, so they stay cached across deploys of the app's code;
 * - one chunk per group, in order: the app's modules that the group's entries import statically (a module
 *   already in an earlier group stays there). `frame` is what every shop page loads anyway (entry.client, root,
 *   the shop layout); `catalog` what the catalogue pages share and checkout does not use.
 * Route modules stay their own entries, other packages keep Rollup's splitting, and modules only one page uses
 * stay with it. A page outside a group that shares one module with it loads the whole group's chunk (the bare
 * webviews load `frame`): a few kB more there, for every shop page's gain.
 */
export function appChunks(groups: readonly ChunkGroup[]): GetManualChunk {
  let owner: Map<string, string> | null = null
  return (id, { getModuleInfo }) => {
    if (FRAMEWORK.test(id)) return 'framework'
    owner ??= assign(groups, getModuleInfo)
    return owner.get(id) ?? null
  }
}

const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|turbo-stream|@remix-run\/[^/]+|@lingui\/(core|react))\//

function assign(groups: readonly ChunkGroup[], getModuleInfo: GetModuleInfo): Map<string, string> {
  const owner = new Map<string, string>()
  for (const group of groups) {
    const reached = new Map<string, number>()
    for (const entry of group.entries)
      for (const id of staticGraph(entry, getModuleInfo)) reached.set(id, (reached.get(id) ?? 0) + 1)
    const avoided = new Set((group.avoid ?? []).flatMap((entry) => [...staticGraph(entry, getModuleInfo)]))
    for (const [id, count] of reached) {
      if (count < (group.shared ?? 1) || owner.has(id)) continue
      // Named, not left to Rollup: it pulls an unassigned dependency of a manual chunk into that chunk.
      owner.set(id, avoided.has(id) ? `${group.name}-shared` : group.name)
    }
  }
  return owner
}

/** The app's own modules (not entries, not node_modules, not virtual) statically reachable from `entry`. */
function staticGraph(entry: string, getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>()
  const found = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    const info = getModuleInfo(id)
    if (!info) return
    const own = !id.includes('/node_modules/') && !id.startsWith('\0')
    if (own && id !== entry && !info.isEntry) found.add(id)
    // A package's own imports are its business (and Rollup's); the app's are followed.
    if (own || id === entry) for (const imported of info.importedIds) visit(imported)
  }
  visit(entry)
  return found
}
