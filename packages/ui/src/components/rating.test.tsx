import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Rating } from './rating.tsx'

test('the rating is one image named by its label, with the stars hidden from screen readers', () => {
  const html = renderToStaticMarkup(<Rating value={4.3} label="Rated 4.3 out of 5" />)
  expect(html).toContain('role="img"')
  expect(html).toContain('aria-label="Rated 4.3 out of 5"')
  expect(html).toContain('aria-hidden="true"')
  expect(html).toContain('★★★★★')
  expect(html).toContain('86%')
})

test('values outside the scale are clamped', () => {
  expect(renderToStaticMarkup(<Rating value={9} label="x" />)).toContain('100%')
  expect(renderToStaticMarkup(<Rating value={-1} label="x" />)).toContain(':0%')
  expect(renderToStaticMarkup(<Rating value={Number.NaN} label="x" />)).toContain(':0%')
})
