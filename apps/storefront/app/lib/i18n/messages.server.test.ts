import { expect, test, vi } from 'vitest'

// The .po catalogues are compiled by the Lingui Vite plugin, which unit tests do not run: a stand-in loader
// counts the imports instead.
const loads = vi.hoisted(() => ({ count: 0, fail: false }))
vi.mock('./i18n.ts', async (original) => ({
  ...(await original<typeof import('./i18n.ts')>()),
  loadMessages: async (locale: string) => {
    loads.count += 1
    if (loads.fail) throw new Error('import failed')
    return { greeting: [locale === 'ru' ? 'Привет' : 'Hello'] }
  },
}))

const { createServerI18n, serverMessages } = await import('./messages.server.ts')

test('each locale is imported once per process and every caller gets the same catalogue', async () => {
  const first = serverMessages('ru')
  expect(serverMessages('ru')).toBe(first)
  expect(await first).toEqual({ greeting: ['Привет'] })
  expect((await createServerI18n('ru'))._('greeting')).toBe('Привет')
  expect(await serverMessages('en')).toEqual({ greeting: ['Hello'] })
  expect(loads.count).toBe(2)
})

test('a failed import is not kept: the next call imports again', async () => {
  loads.fail = true
  await expect(serverMessages('kk' as 'ru')).rejects.toThrow('import failed')
  loads.fail = false
  expect(await serverMessages('kk' as 'ru')).toEqual({ greeting: ['Hello'] })
})
