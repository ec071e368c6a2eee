import { expect, test } from 'vitest'
import { titleMeta } from './title-meta.ts'

const root = (data: unknown) => [{ id: 'root', data }, { id: 'routes/shop/route' }]

test('the title comes translated from the root data, with the site name and noindex', () => {
  const matches = root({ company: { name: 'Тропа' }, titles: { notFound: 'Страница не найдена' } })
  expect(titleMeta(matches, 'notFound')).toEqual([
    { title: 'Страница не найдена — Тропа' },
    { name: 'robots', content: 'noindex' },
  ])
})

test('without root data or a title the English title is shown rather than nothing', () => {
  expect(titleMeta([], 'comingSoon')[0]).toEqual({ title: 'Coming soon' })
  expect(titleMeta(root({ company: { name: 'Shop' }, titles: { region: '' } }), 'region')[0]).toEqual({
    title: 'Choose your city — Shop',
  })
  expect(titleMeta(root('broken'), 'cart')[0]).toEqual({ title: 'Cart' })
})
