import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ProductCard, type ProductCardData } from './product-card.tsx'

const product = (overrides: Partial<ProductCardData> = {}): ProductCardData => ({
  name: 'Пуховая куртка Altai Pro',
  brand: 'Altai',
  image: {
    url: '/media/p/1.svg',
    scaled: [
      { url: '/media/p/1-1200.svg', width: 1200 },
      { url: '/media/p/1-600.svg', width: 600 },
      { url: '/media/p/1-300.svg', width: 300 },
    ],
  },
  price: '12990.00',
  old_price: '15990.00',
  in_stock: true,
  rating: 4.5,
  reviews_count: 12,
  ...overrides,
})
const labels = {
  outOfStock: 'Out of stock',
  noPrice: 'Price on request',
  rating: (rating: number, count: number) => `Rating ${rating} of 5, ${count} reviews`,
}

test('a card is one link named by the product, with a scaled picture of a set size, price and rating', () => {
  const { container } = render(
    <ProductCard product={product()} href="/p/1/" currency="RUB" locale="ru" ratio="3:4" labels={labels} />,
  )
  const link = screen.getByRole('link', { name: 'Пуховая куртка Altai Pro' })
  expect(link.getAttribute('href')).toBe('/p/1/')
  const img = container.querySelector('img')
  // Cards render about 300 px wide: the smallest copy of at least 1.8 x 300 = 540 px (spec §9).
  expect(img?.getAttribute('src')).toBe('/media/p/1-600.svg')
  expect(img?.getAttribute('alt')).toBe('')
  expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['300', '400'])
  expect(img?.getAttribute('loading')).toBe('lazy')
  expect(screen.getByText('Rating 4.5 of 5, 12 reviews')).toBeTruthy()
  expect(container.querySelector('del')).not.toBeNull()
  expect(screen.queryByText('Out of stock')).toBeNull()
})

test('no picture keeps the frame; no reviews, no rating; sold out and unpriced are said', () => {
  const { container } = render(
    <ProductCard
      product={product({ image: null, reviews_count: 0, in_stock: false, price: null, old_price: null })}
      href="/p/2/"
      currency="RUB"
      locale="ru"
      labels={labels}
    />,
  )
  expect(container.querySelector('img')).toBeNull()
  expect(container.querySelector('a > span')).not.toBeNull()
  expect(screen.queryByText(/^Rating/)).toBeNull()
  expect(screen.getByText('Out of stock')).toBeTruthy()
  expect(screen.getByText('Price on request')).toBeTruthy()
})

test('the first card of a listing loads its picture first; the rest of the first screen without lazy delay', () => {
  const cases = [
    ['priority', 'eager', 'high'],
    ['eager', 'eager', null],
    ['lazy', 'lazy', null],
  ] as const
  for (const [imageLoading, loading, fetchpriority] of cases) {
    const { container, unmount } = render(
      <ProductCard
        product={product()}
        href="/p/1/"
        currency="RUB"
        locale="ru"
        labels={labels}
        imageLoading={imageLoading}
      />,
    )
    const img = container.querySelector('img')
    expect([img?.getAttribute('loading'), img?.getAttribute('fetchpriority')], imageLoading).toEqual([
      loading,
      fetchpriority,
    ])
    unmount()
  }
})
