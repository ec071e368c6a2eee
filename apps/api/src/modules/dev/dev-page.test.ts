import { Hono } from 'hono'
import { html } from 'hono/html'
import { expect, test } from 'vitest'
import { decisionButton, devPage, devTable, postedDecision } from './dev-page.ts'

test('a dev page escapes what customers typed and names each decision button', async () => {
  const app = new Hono().get('/', (c) =>
    devPage(c, {
      title: 'Dev things',
      intro: 'Development only.',
      body: devTable(['Id', 'Text', 'Decision'], [{ id: 7, text: '<script>alert(1)</script>' }], (row) => {
        return html`<tr><td>${row.id}</td><td>${row.text}</td><td>${decisionButton('/dev/x/7', 'approved', 'approve', 'Thing 7: approve')}</td></tr>`
      }),
    }),
  )
  const page = await (await app.request('/')).text()
  expect(page).toContain('<title>Dev things · Vitrina</title>')
  expect(page).not.toContain('<script>alert(1)</script>')
  expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(page).toContain('<th scope="col">Decision</th>')
  expect(page).toMatch(
    /<input type="hidden" name="state" value="approved" \/>\s*<button type="submit" aria-label="Thing 7: approve">approve<\/button>/,
  )
  expect(page).not.toContain('http-equiv="refresh"')
})

test('a posted decision outside the allowed ones is a 400, not a state change', () => {
  expect(postedDecision({ state: 'published' }, ['published', 'rejected'] as const)).toBe('published')
  expect(() => postedDecision({ state: 'done' }, ['published', 'rejected'] as const)).toThrow(
    /Expected published or rejected/,
  )
  expect(() => postedDecision({}, ['approved'] as const)).toThrow()
})
