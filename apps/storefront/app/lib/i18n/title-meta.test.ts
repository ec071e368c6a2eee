import { expect, test } from 'vitest'
import { errorTitleMeta, titleMeta } from './title-meta.ts'

const root = (data: unknown) => [{ id: 'root', data }, { id: 'routes/shop/route' }]

test('the title comes translated from the root data, with the site name and noindex', () => {
  const matches = root({ company: { name: 'Тропа' }, titles: { notFound: 'Страница не найдена' } })
  expect(titleMeta(matches, 'notFound')).toEqual([
    { title: 'Страница не найдена — Тропа' },
    { name: 'robots', content: 'noindex' },
  ])
})

test('without root data or a title the English title is shown rather than nothing', () => {
  expect(titleMeta([], 'notFound')[0]).toEqual({ title: 'Page not found' })
  expect(titleMeta(root({ company: { name: 'Shop' }, titles: { region: '' } }), 'region')[0]).toEqual({
    title: 'Choose your city — Shop',
  })
  expect(titleMeta(root('broken'), 'cart')[0]).toEqual({ title: 'Cart' })
})

test('an error view is titled by its status', () => {
  const matches = root({ company: { name: 'Тропа' }, titles: { notFound: 'Страница не найдена' } })
  expect(errorTitleMeta(matches, { status: 404, data: null })[0]).toEqual({
    title: 'Страница не найдена — Тропа',
  })
  expect(errorTitleMeta([], { status: 403 })[0]).toEqual({ title: 'Access restricted' })
  expect(errorTitleMeta([], { status: 401 })[0]).toEqual({ title: 'Sign in' })
  expect(errorTitleMeta([], new Error('boom'))[0]).toEqual({ title: 'Something went wrong' })
})
