import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Pager } from './pagination.tsx'

const labels = { nav: 'Pages', previous: 'Load previous', next: 'Load next', status: 'Page 2 of 3' }

test('a middle page links to both neighbours around its status', () => {
  const html = renderToStaticMarkup(<Pager previousHref="?page=1" nextHref="?page=3" labels={labels} />)
  expect(html).toContain('<nav aria-label="Pages"')
  expect(html).toMatch(/<a href="\?page=1" rel="prev"[^>]*>Load previous<\/a>/)
  expect(html).toContain('Page 2 of 3')
  expect(html).toMatch(/<a href="\?page=3" rel="next"[^>]*>Load next<\/a>/)
})

test('the first page has no previous link and the last no next link', () => {
  const first = renderToStaticMarkup(<Pager previousHref={null} nextHref="?page=2" labels={labels} />)
  expect(first).not.toContain('Load previous')
  const last = renderToStaticMarkup(<Pager previousHref="?page=2" nextHref={null} labels={labels} />)
  expect(last).not.toContain('Load next')
})

test('a single page renders nothing', () => {
  expect(renderToStaticMarkup(<Pager previousHref={null} nextHref={null} labels={labels} />)).toBe('')
})

test('an app can render its own links', () => {
  const html = renderToStaticMarkup(
    <Pager
      previousHref={null}
      nextHref="/p/2/"
      labels={labels}
      renderLink={({ href, children }) => <a href={`${href}#x`}>{children}</a>}
    />,
  )
  expect(html).toContain('<a href="/p/2/#x">Load next</a>')
})
