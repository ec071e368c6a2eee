import { expect, test } from 'vitest'
import { createScrollLock } from './scroll-lock.ts'

function fakePage(y: number) {
  const page = { y, style: { position: '', top: '', width: '' } }
  return {
    page,
    lock: createScrollLock({
      scrollY: () => page.y,
      scrollTo: (to) => {
        page.y = to
      },
      setStyle: (style) => {
        page.style = style
      },
    }),
  }
}

test('the page is pinned at its offset while a layer is open, and comes back on close', () => {
  const { page, lock } = fakePage(420)
  const release = lock.lock()
  expect(page.style).toEqual({ position: 'fixed', top: '-420px', width: '100%' })
  page.y = 0 // what a pinned body reports
  release()
  expect(page.style.position).toBe('')
  expect(page.y).toBe(420)
})

test('nested layers: only closing the last one restores the page; a double release counts once', () => {
  const { page, lock } = fakePage(100)
  const outer = lock.lock()
  const inner = lock.lock()
  inner()
  inner()
  expect(lock.layers).toBe(1)
  expect(page.style.position).toBe('fixed')
  outer()
  expect(lock.layers).toBe(0)
  expect(page.style.position).toBe('')
})
