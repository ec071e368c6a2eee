/** Builds a sitemap document; every URL is XML-escaped (slugs come from the API). */
export function sitemapXml(urls: readonly string[]): string {
  const escapeXml = (text: string) =>
    text.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
    )
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`
}

type Node = { slug: string; children: Node[] }

/** Catalogue paths of a category tree, root first: /catalog/a/, /catalog/a/b/, ... */
export function categoryPaths(nodes: readonly Node[], parents: readonly string[] = []): string[] {
  return nodes.flatMap((node) => {
    const segments = [...parents, node.slug]
    return [`/catalog/${segments.join('/')}/`, ...categoryPaths(node.children, segments)]
  })
}
