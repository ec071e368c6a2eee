function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

const PALETTES = [
  ['#2f6b3b', '#a7c957', '#f2e8cf'],
  ['#1f5fa8', '#7fb3e6', '#f1f6fb'],
  ['#8c2f39', '#e5989b', '#fff1e6'],
  ['#3d405b', '#81b29a', '#f4f1de'],
  ['#264653', '#e9c46a', '#f4a261'],
  ['#5f0f40', '#fb8b24', '#fff3e0'],
] as const

/** A simple landscape (sky, two ridges, sun) whose colours and shapes derive from the path. */
export function renderArtwork(path: string, width: number): string {
  const h = hash(path)
  const palette = PALETTES[h % PALETTES.length] ?? PALETTES[0]
  const [dark, mid, light] = palette
  const isLogo = path.includes('/brand/')
  const height = isLogo ? Math.round(width / (path.includes('square') ? 1 : 3)) : Math.round((width * 4) / 3)
  const peak = 30 + (h % 40)
  const sunX = 20 + ((h >>> 8) % 60)
  const label = (path.split('/').at(-2) ?? '').replace(/[^a-z0-9-]/gi, '').slice(0, 24)
  if (isLogo) {
    const company = path.includes('/brand/1/') ? 'ТРОПА' : 'WAYFARER'
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 ${path.includes('square') ? 300 : 100}"><rect width="100%" height="100%" fill="${dark}"/><text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="36" font-weight="700" fill="${light}">${company}</text></svg>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 133" preserveAspectRatio="xMidYMid slice"><rect width="100" height="133" fill="${light}"/><circle cx="${sunX}" cy="30" r="10" fill="${mid}" opacity="0.8"/><path d="M0 100 L${peak} ${45 + (h % 20)} L${peak + 25} 85 L${peak + 40} 60 L100 95 L100 133 L0 133 Z" fill="${dark}"/><path d="M0 115 L30 90 L60 110 L85 95 L100 105 L100 133 L0 133 Z" fill="${mid}" opacity="0.9"/><text x="50" y="126" text-anchor="middle" font-family="sans-serif" font-size="5" fill="${light}">${label}</text></svg>`
}
