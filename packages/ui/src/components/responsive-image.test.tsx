import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ResponsiveImage } from './responsive-image.tsx'

const image = {
  url: '/media/original.jpg',
  scaled: [
    { url: '/media/1200.jpg', width: 1200 },
    { url: '/media/300.jpg', width: 300 },
    { url: '/media/600.jpg', width: 600 },
  ],
}

test('picks the smallest scaled copy at least 1.8x the rendered width and sets its box', () => {
  render(<ResponsiveImage image={image} alt="Down jacket" renderedWidth={300} ratio="3:4" />)
  const img = screen.getByRole('img', { name: 'Down jacket' })
  // 300 px x 1.8 = 540: the 600 px copy, not the 1200 px one.
  expect(img.getAttribute('src')).toBe('/media/600.jpg')
  expect(img.getAttribute('width')).toBe('300')
  expect(img.getAttribute('height')).toBe('400')
  expect(img.getAttribute('loading')).toBe('lazy')
  expect(img.getAttribute('fetchpriority')).toBeNull()
})

test('the main image loads eagerly with high priority', () => {
  render(<ResponsiveImage image={image} alt="Tent" renderedWidth={560} priority />)
  const img = screen.getByRole('img', { name: 'Tent' })
  expect(img.getAttribute('src')).toBe('/media/1200.jpg')
  expect(img.getAttribute('fetchpriority')).toBe('high')
  expect(img.getAttribute('loading')).toBe('eager')
  expect(img.getAttribute('height')).toBe('560')
})

test('an eager image skips lazy-loading but keeps the default priority', () => {
  render(<ResponsiveImage image={image} alt="Tent" renderedWidth={300} eager />)
  const img = screen.getByRole('img', { name: 'Tent' })
  expect(img.getAttribute('loading')).toBe('eager')
  expect(img.getAttribute('fetchpriority')).toBeNull()
})

test('when no copy is wide enough the widest is used; without copies the original', () => {
  const { rerender } = render(<ResponsiveImage image={image} alt="Boots" renderedWidth={1000} />)
  expect(screen.getByRole('img').getAttribute('src')).toBe('/media/1200.jpg')
  rerender(
    <ResponsiveImage image={{ url: '/media/original.jpg', scaled: [] }} alt="Boots" renderedWidth={1000} />,
  )
  expect(screen.getByRole('img').getAttribute('src')).toBe('/media/original.jpg')
})
