import { describe, expect, test } from 'vitest'
import type { MenuEntry } from '../../lib/navigation.server.ts'
import { menuLinks } from './menu-links.ts'

const entry = (over: Partial<MenuEntry>): MenuEntry => ({
  id: 1,
  name: 'Item',
  href: '/catalog/clothes/',
  private: false,
  desktop: true,
  mobile: true,
  children: [],
  ...over,
})

describe('menuLinks', () => {
  test('an internal item keeps its href and shows at both widths', () => {
    expect(menuLinks([entry({})], false)).toEqual([
      {
        id: 1,
        name: 'Item',
        href: '/catalog/clothes/',
        external: false,
        newTab: false,
        show: 'all',
        children: [],
      },
    ])
  })

  test('display flags: desktop only, mobile only, neither (dropped)', () => {
    const links = menuLinks(
      [
        entry({ id: 1, mobile: false }),
        entry({ id: 2, desktop: false }),
        entry({ id: 3, desktop: false, mobile: false }),
      ],
      false,
    )
    expect(links.map((link) => [link.id, link.show])).toEqual([
      [1, 'desktop'],
      [2, 'mobile'],
    ])
  })

  test('a private item leads a guest to login with the item as returnUrl, a signed-in shopper to the item', () => {
    const orders = entry({ href: '/my/orders/', private: true })
    expect(menuLinks([orders], false)[0]?.href).toBe('/login/?returnUrl=%2Fmy%2Forders%2F')
    expect(menuLinks([orders], true)[0]?.href).toBe('/my/orders/')
  })

  test('external links: web pages in a new tab, mailto: and tel: not', () => {
    const [web, mail, tel] = menuLinks(
      [
        entry({ href: 'https://example.com/blog' }),
        entry({ href: 'mailto:shop@example.com' }),
        entry({ href: 'tel:+74950000001' }),
      ],
      false,
    )
    expect(web).toMatchObject({ external: true, newTab: true })
    expect(mail).toMatchObject({ external: true, newTab: false })
    expect(tel).toMatchObject({ external: true, newTab: false })
  })

  test('children follow the same rules', () => {
    const parent = entry({
      children: [
        entry({ id: 2, href: '/my/orders/', private: true }),
        entry({ id: 3, desktop: false, mobile: false }),
      ],
    })
    const [link] = menuLinks([parent], false)
    expect(link?.children.map((child) => child.href)).toEqual(['/login/?returnUrl=%2Fmy%2Forders%2F'])
  })
})
