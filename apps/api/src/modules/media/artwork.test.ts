import { expect, test } from 'vitest'
import { renderArtwork } from './artwork.ts'

const size = (svg: string) => {
  const match = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null
}

test('the square brand mark is a symbol without lettering (it must read at 32 px); the wide logo names the shop', () => {
  for (const company of ['1', '2']) {
    const mark = renderArtwork(`/media/brand/${company}/logo-square.svg`, 64)
    expect(size(mark)).toEqual({ width: 64, height: 64 })
    expect(mark).not.toContain('<text')
    const wide = renderArtwork(`/media/brand/${company}/logo.svg`, 300)
    expect(size(wide)).toEqual({ width: 300, height: 100 })
  }
  expect(renderArtwork('/media/brand/1/logo.svg', 300)).toContain('ТРОПА')
  expect(renderArtwork('/media/brand/2/logo.svg', 300)).toContain('WAYFARER')
  expect(renderArtwork('/media/brand/1/logo-square.svg', 64)).not.toBe(
    renderArtwork('/media/brand/2/logo-square.svg', 64),
  )
})

test('banners are wide landscapes (8:3), not a product picture, and the same path draws the same picture', () => {
  const banner = renderArtwork('/media/banners/1-1.svg', 1200)
  expect(size(banner)).toEqual({ width: 1200, height: 450 })
  expect(banner).toBe(renderArtwork('/media/banners/1-1.svg', 1200))
  expect(banner).not.toBe(renderArtwork('/media/banners/2-1.svg', 1200))
  expect(banner).not.toContain('fabric')
})

test('the palm of the sea banner stands whole on the beach, in proportion, in the band a desktop shows', () => {
  // The banner shows y 90-240 of the scene; capped at 22rem on a 1200 px wide desktop it is cropped to about
  // y 106-224. The palm is 123 units tall at scale 1 (trunk 95, fronds 28 above the crown).
  for (const path of ['/media/banners/2-1.svg', '/media/banners/2-3.svg']) {
    const palm = /<g transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)">/.exec(
      renderArtwork(path, 1200),
    )
    expect(palm, `a palm in ${path}`).not.toBeNull()
    const [base, scale] = [Number(palm?.[2]), Number(palm?.[3])]
    expect(base).toBeLessThanOrEqual(224)
    expect(base - 123 * scale).toBeGreaterThanOrEqual(106)
    // At most about 40% of the banner's height, not a crown filling a third of it with the trunk cut off.
    expect(123 * scale).toBeLessThanOrEqual(0.45 * 150)
  }
})

test('each travel good has its own drawing, and its category picture shows that good', () => {
  const goods = [
    'suitcase',
    'travel-pillow',
    'packing-cubes',
    'toiletry-bag',
    'adapter',
    'power-bank',
    'guidebook',
  ]
  const drawings = goods.map((g) => renderArtwork(`/media/products/${g}/${g}-2-1/0-blue.svg`, 400))
  // Unknown goods fall back to a backpack: none of these may be that fallback, nor equal to another.
  const backpack = renderArtwork('/media/products/backpack/backpack-2-1/0-blue.svg', 400)
  expect(new Set([...drawings, backpack]).size).toBe(goods.length + 1)
  // "guidebooks-cities-…" is a book (its page edge), not the city boots the gear patterns would pick.
  expect(renderArtwork('/media/categories/guidebooks-cities-europe.svg', 400)).toContain('#f4efe4')
  expect(renderArtwork('/media/categories/accessories-electronics-power-banks.svg', 400)).toContain('#6fe08a')
})
