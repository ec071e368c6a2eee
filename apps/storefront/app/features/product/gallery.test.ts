import { expect, test } from 'vitest'
import { galleryBoxes, galleryImages } from './gallery.ts'

const scaled = [200, 400, 800, 1200].map((width) => ({ url: `a.jpg?w=${width}`, width }))

test('the main slot and the thumbnail each get a sharp enough copy', () => {
  expect(galleryImages([{ url: 'a.jpg', scaled }])).toEqual([
    { src: 'a.jpg?w=1200', thumb: 'a.jpg?w=200', full: 'a.jpg' },
  ])
})

test('an image without scaled copies uses the original everywhere', () => {
  expect(galleryImages([{ url: 'b.jpg', scaled: [] }])).toEqual([
    { src: 'b.jpg', thumb: 'b.jpg', full: 'b.jpg' },
  ])
})

test("the main image and thumbnails get boxes of the company's ratio", () => {
  expect(galleryBoxes('3:4')).toEqual({ main: { width: 560, height: 747 }, thumb: { width: 72, height: 96 } })
  expect(galleryBoxes(null)).toEqual({ main: { width: 560, height: 560 }, thumb: { width: 72, height: 72 } })
})
