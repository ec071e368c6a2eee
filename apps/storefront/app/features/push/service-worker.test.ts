import { expect, test, vi } from 'vitest'
import {
  clickPlan,
  handleNotificationClick,
  handlePush,
  readPushMessage,
  type WindowClientLike,
  type WorkerScope,
} from './service-worker.ts'

const origin = 'https://outdoor.example'

function fakeScope(tabs: WindowClientLike[] = []) {
  const shown: { title: string; options: NotificationOptions }[] = []
  const opened: string[] = []
  const scope: WorkerScope = {
    location: { origin },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options })
      },
    },
    clients: {
      matchAll: async () => tabs,
      openWindow: async (url) => {
        opened.push(url)
      },
      claim: async () => {},
    },
    skipWaiting: async () => {},
    addEventListener: () => {},
  }
  return { scope, shown, opened }
}

async function click(data: unknown, tabs: WindowClientLike[] = []) {
  const { scope, opened } = fakeScope(tabs)
  const reported: string[] = []
  const close = vi.fn()
  let waited: Promise<unknown> = Promise.resolve()
  await handleNotificationClick(
    scope,
    {
      notification: { data, close },
      waitUntil: (p) => {
        waited = p
      },
    },
    async (url) => reported.push(url),
  )
  await waited
  expect(close).toHaveBeenCalledOnce()
  return { opened, reported }
}

test.each([
  [{ id: 7, type: 'ORDER', value: '42' }, `${origin}/my/orders/42/`],
  [{ id: 7, type: 'PRODUCT_CATEGORY', value: 'tents' }, `${origin}/catalog/tents/`],
  [{ id: 7, type: 'PROMOTION', value: 'autumn-sale' }, `${origin}/promotions/autumn-sale/`],
  [{ id: 7, type: 'LANDING', value: 'about' }, `${origin}/sections/about/`],
  [{ id: 7, type: 'LINK', value: 'https://other.example/x' }, 'https://other.example/x'],
  [{ id: 7, type: 'LINK', value: '/catalog/' }, `${origin}/catalog/`],
])('a click on %o opens %s and is reported', async (message, url) => {
  const { opened, reported } = await click({ title: 'T', body: 'B', ...message })
  expect(opened).toEqual([url])
  expect(reported).toEqual([`${origin}/push/click/7`])
})

test('a LINK without a value opens nothing; a javascript: link opens nothing', async () => {
  expect((await click({ id: 1, type: 'LINK', value: '', title: 'T' })).opened).toEqual([])
  expect((await click({ id: 1, type: 'LINK', value: null, title: 'T' })).opened).toEqual([])
  expect((await click({ id: 1, type: 'LINK', value: 'javascript:alert(1)', title: 'T' })).opened).toEqual([])
})

test('a message without an id opens its page but is not reported', async () => {
  const { opened, reported } = await click({ type: 'ORDER', value: '5', title: 'T' })
  expect(opened).toEqual([`${origin}/my/orders/5/`])
  expect(reported).toEqual([])
  expect((await click({ id: '  ', type: 'ORDER', value: '5', title: 'T' })).reported).toEqual([])
})

test('a tab already showing the page is focused instead of opening another', async () => {
  const focus = vi.fn(async () => undefined)
  const { opened } = await click({ id: 3, type: 'ORDER', value: '9', title: 'T' }, [
    { url: `${origin}/my/orders/9/`, focus },
  ])
  expect(opened).toEqual([])
  expect(focus).toHaveBeenCalledOnce()
})

test('without a tab on the page, a tab of the shop is taken there instead of opening a window', async () => {
  const navigate = vi.fn(async () => ({}))
  const focus = vi.fn(async () => undefined)
  const other = { url: 'https://elsewhere.example/', focus, navigate }
  const { opened } = await click({ id: 3, type: 'ORDER', value: '9', title: 'T' }, [
    other,
    { url: `${origin}/catalog/`, focus, navigate },
  ])
  expect(navigate).toHaveBeenCalledExactlyOnceWith(`${origin}/my/orders/9/`)
  expect(opened).toEqual([])
  // A LINK elsewhere never takes over the shop's tab.
  navigate.mockClear()
  const link = await click({ id: 3, type: 'LINK', value: 'https://other.example/', title: 'T' }, [
    { url: `${origin}/`, focus, navigate },
  ])
  expect(navigate).not.toHaveBeenCalled()
  expect(link.opened).toEqual(['https://other.example/'])
})

test('a push shows the notification with its body and media; a foreign push shows nothing', async () => {
  const { scope, shown } = fakeScope()
  const message = {
    id: 9,
    type: 'PROMOTION',
    value: 'x',
    title: 'Sale',
    body: 'Up to 30%',
    media: 'https://m.example/a.jpg',
  }
  await handlePush(scope, { data: { json: () => message }, waitUntil: () => {} })
  await handlePush(scope, { data: { json: () => ({ hello: 'world' }) }, waitUntil: () => {} })
  await handlePush(scope, {
    data: {
      json: () => {
        throw new SyntaxError('not json')
      },
    },
    waitUntil: () => {},
  })
  expect(shown).toHaveLength(1)
  expect(shown[0]).toMatchObject({
    title: 'Sale',
    options: { body: 'Up to 30%', image: message.media, tag: 'push-9', data: message },
  })
})

test('readPushMessage and clickPlan keep the rules of the domain', () => {
  expect(readPushMessage(null)).toBeNull()
  expect(clickPlan({ id: 1, type: 'ORDER', value: '../admin' }, origin).open).toBe(
    `${origin}/my/orders/..%2Fadmin/`,
  )
})
