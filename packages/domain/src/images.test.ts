import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  aspectRatioCss,
  DEFAULT_IMAGE_RATIO,
  IMAGE_DENSITY_FACTOR,
  imageRatio,
  pickScaledImage,
  type ScaledImage,
} from './images.ts'

const image = (width: number): ScaledImage => ({ url: `/img/${width}.jpg`, width })
const SCALED = [image(1200), image(320), image(2400), image(640)]

test.each([
  [100, 320], // needs 180
  [177, 320], // needs 318.6
  [178, 640], // needs 320.4: 320 is just too narrow
  [300, 640], // needs 540
  [356, 1200], // needs 640.8
  [600, 1200], // needs exactly 1080
  [1000, 2400], // needs 1800
  [1333, 2400], // needs 2399.4
  [1334, 2400], // needs 2401.2: none is wide enough, the widest is the best there is
  [5000, 2400],
  [0, 320],
  [-10, 320],
  [Number.NaN, 2400],
])('for a %d px slot the %d px copy is picked', (requested, width) => {
  expect(pickScaledImage(SCALED, requested)?.width).toBe(width)
})

test('an image exactly 1.8 times the slot is wide enough', () => {
  expect(IMAGE_DENSITY_FACTOR).toBe(1.8)
  expect(pickScaledImage([image(900), image(1000)], 500)?.width).toBe(900)
})

test('an empty list gives undefined', () => {
  expect(pickScaledImage([], 300)).toBeUndefined()
})

test('copies without a usable width are skipped', () => {
  expect(pickScaledImage([image(Number.NaN), image(320)], 100)?.width).toBe(320)
  expect(pickScaledImage([image(Number.NaN), image(320)], 1000)?.width).toBe(320)
  expect(pickScaledImage([image(Number.NaN)], 100)).toBeUndefined()
})

test('on equal widths the earlier copy wins, and extra fields come back with it', () => {
  const first = { url: '/a.webp', width: 640, format: 'webp' }
  const second = { url: '/a.jpg', width: 640, format: 'jpeg' }
  expect(pickScaledImage([first, second], 300)).toBe(first)
  expect(pickScaledImage([first, second], 1000)).toBe(first)
  expect(pickScaledImage([first, second], 300)?.format).toBe('webp')
})

const widths = fc.array(fc.integer({ min: 1, max: 5000 }), { maxLength: 12 }).map((list) => list.map(image))
const requested = fc.integer({ min: 1, max: 3000 })

test('the picked copy is wide enough whenever any copy is', () => {
  fc.assert(
    fc.property(widths, requested, (scaled, slot) => {
      const picked = pickScaledImage(scaled, slot)
      if (scaled.some((candidate) => candidate.width >= 1.8 * slot)) {
        expect(picked?.width).toBeGreaterThanOrEqual(1.8 * slot)
      }
    }),
  )
})

test('no wide-enough copy is narrower than the picked one', () => {
  fc.assert(
    fc.property(widths, requested, (scaled, slot) => {
      const picked = pickScaledImage(scaled, slot)
      for (const candidate of scaled) {
        if (candidate.width >= 1.8 * slot) expect(candidate.width).toBeGreaterThanOrEqual(picked?.width ?? 0)
      }
    }),
  )
})

test('when no copy is wide enough the widest is picked, and only an empty list gives undefined', () => {
  fc.assert(
    fc.property(widths, requested, (scaled, slot) => {
      const picked = pickScaledImage(scaled, slot)
      expect(picked === undefined).toBe(scaled.length === 0)
      if (scaled.every((candidate) => candidate.width < 1.8 * slot) && picked) {
        expect(picked.width).toBe(Math.max(...scaled.map((candidate) => candidate.width)))
      }
    }),
  )
})

test('the order of the list does not change the width picked', () => {
  fc.assert(
    fc.property(widths, requested, (scaled, slot) => {
      const reversed = [...scaled].reverse()
      expect(pickScaledImage(reversed, slot)?.width).toBe(pickScaledImage(scaled, slot)?.width)
    }),
  )
})

test.each([
  ['1:1', 1, 1],
  ['3:4', 3, 4],
  ['16:9', 16, 9],
  ['4:3', 4, 3],
  [' 3 : 4 ', 3, 4],
  ['1.91:1', 1.91, 1],
  ['', 1, 1],
  [null, 1, 1],
  [undefined, 1, 1],
  ['square', 1, 1],
  ['3/4', 1, 1],
  ['3:4:5', 1, 1],
  ['0:1', 1, 1],
  ['1:0', 1, 1],
  ['-3:4', 1, 1],
  ['3:', 1, 1],
  [':4', 1, 1],
  [`${'9'.repeat(400)}:1`, 1, 1],
])('imageRatio(%j) is %d:%d', (value, width, height) => {
  expect(imageRatio(value)).toEqual({ width, height })
})

test('an unreadable ratio is the default 1:1', () => {
  expect(DEFAULT_IMAGE_RATIO).toEqual({ width: 1, height: 1 })
})

test.each([
  [{ width: 3, height: 4 }, '3 / 4'],
  [{ width: 16, height: 9 }, '16 / 9'],
  [{ width: 1.91, height: 1 }, '1.91 / 1'],
])('aspectRatioCss(%o) is %j', (ratio, css) => {
  expect(aspectRatioCss(ratio)).toBe(css)
})

test('a ratio read from "W:H" prints back as "W / H"', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (width, height) => {
      expect(aspectRatioCss(imageRatio(`${width}:${height}`))).toBe(`${width} / ${height}`)
    }),
  )
})
