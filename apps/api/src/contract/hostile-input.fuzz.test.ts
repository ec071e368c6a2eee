import { afterAll, beforeAll, expect, test } from 'vitest'
import { signInNewCustomer } from '../testing/sign-in.ts'
import { type Json, startTestServer, type TestServer } from '../testing/test-server.ts'

/**
 * Walks every operation of the API's own OpenAPI document (read over HTTP, so it works with the hand-written
 * document and a generated one alike) and sends hostile values into each path parameter, query parameter,
 * header and body field, signed in and not. Whatever the answer, it must not be a 5xx.
 */
let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  token = (await signInNewCustomer(server)).key
})
afterAll(async () => {
  await server.close()
})

/** Raw (already percent-encoded where it matters) values for path and query parameters and headers. */
const HOSTILE_TEXT = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999999',
  '1e309',
  'NaN',
  '1.5',
  '%00',
  'a%00b',
  '%C3%28',
  '%E2%82',
  '%',
  '..%2F..%2Fetc',
  "'%3B%20drop%20table%20orders--",
  '%F0%9F%8E%92',
  'x'.repeat(3000),
]
/** Header values cannot carry NUL or non-ASCII on the wire; these are the ones a client can send. */
const HOSTILE_HEADER = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  'abc',
  'x'.repeat(3000),
  "1' or '1'='1",
]
const HOSTILE_JSON: unknown[] = [
  null,
  -1,
  0,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 3,
  1e308,
  -1e308,
  1.5,
  'a\u0000b',
  '\ud800',
  'x'.repeat(20_000),
  '',
  true,
  {},
  [],
  [null],
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
]

type Operation = { method: string; path: string; op: Json }

function resolve(doc: Json, node: Json): Json {
  let current = node
  for (let depth = 0; current?.$ref && depth < 10; depth++) {
    const parts = String(current.$ref).replace(/^#\//, '').split('/')
    current = parts.reduce((at: Json, part) => at?.[part], doc)
  }
  return current
}

/** A plausible value of a JSON schema, so a hostile value in one field reaches its check. */
function sample(doc: Json, schemaRef: Json, depth = 0): unknown {
  const schema = resolve(doc, schemaRef) ?? {}
  if (depth > 6) return null
  if (schema.example !== undefined) return schema.example
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  const variant = schema.anyOf ?? schema.oneOf
  if (variant)
    return sample(doc, variant.find((s: Json) => resolve(doc, s)?.type !== 'null') ?? variant[0], depth + 1)
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(schema.properties ?? {}))
        out[key] = sample(doc, value, depth + 1)
      return out
    }
    case 'array':
      return [sample(doc, schema.items, depth + 1)]
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1)
    case 'boolean':
      return true
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com'
      if (schema.pattern) return '79160000000'
      return 'x'
    default:
      return null
  }
}

/** Every position in a body down to three levels (`['products', 0, 'count']`). */
function positions(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (prefix.length >= 3 || value === null || typeof value !== 'object') return [prefix]
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value)
  return [prefix, ...keys.flatMap((key) => positions((value as Json)[key], [...prefix, key]))]
}

function replaced(body: unknown, at: (string | number)[], hostile: unknown): unknown {
  if (at.length === 0) return hostile
  const copy = structuredClone(body) as Json
  let node = copy
  for (const key of at.slice(0, -1)) node = node[key]
  node[at[at.length - 1] as string] = hostile
  return copy
}

async function operations(): Promise<{ doc: Json; list: Operation[] }> {
  const response = await server.request('/api/schema/', { company: null })
  expect(response.status).toBe(200)
  const doc = await response.json()
  const list: Operation[] = []
  for (const [path, item] of Object.entries<Json>(doc.paths))
    for (const method of ['get', 'post', 'put', 'patch', 'delete'])
      if (item[method]) list.push({ method: method.toUpperCase(), path, op: item[method] })
  return { doc, list }
}

type Probe = { label: string; path: string; init: RequestInit & { token?: string; company?: number | null } }

function probesFor(doc: Json, { method, path, op }: Operation): Probe[] {
  const params = (op.parameters ?? []).map((p: Json) => resolve(doc, p))
  const pathParams = params.filter((p: Json) => p.in === 'path').map((p: Json) => p.name as string)
  const queryParams = params.filter((p: Json) => p.in === 'query').map((p: Json) => p.name as string)
  const headerParams = params.filter((p: Json) => p.in === 'header').map((p: Json) => p.name as string)
  const fill = (values: Record<string, string>) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1')
  const bodySchema = op.requestBody?.content?.['application/json']?.schema
  const baseBody = bodySchema ? sample(doc, bodySchema) : undefined
  const json = (body: unknown): RequestInit => ({
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
  })
  const base =
    baseBody === undefined ? { headers: { 'Idempotency-Key': crypto.randomUUID() } } : json(baseBody)
  const probes: Probe[] = []
  const add = (label: string, probePath: string, init: RequestInit) =>
    probes.push({ label, path: probePath, init: { method, ...init } })

  for (const name of pathParams)
    for (const value of HOSTILE_TEXT) add(`path ${name}=${value.slice(0, 20)}`, fill({ [name]: value }), base)
  for (const name of queryParams)
    for (const value of HOSTILE_TEXT)
      add(`query ${name}=${value.slice(0, 20)}`, `${fill({})}?${name}=${value}`, base)
  for (const name of [...headerParams, 'X-QA-Company', 'X-QA-Region'])
    for (const value of HOSTILE_HEADER) {
      const headers = new Headers(base.headers)
      headers.set(name, value)
      add(`header ${name}=${value.slice(0, 20)}`, fill({}), { ...base, headers })
    }
  if (baseBody !== undefined) {
    for (const at of positions(baseBody))
      for (const value of HOSTILE_JSON)
        add(
          `body ${at.join('.') || '(root)'}=${JSON.stringify(value)?.slice(0, 30)}`,
          fill({}),
          json(replaced(baseBody, at, value)),
        )
    add('body: invalid UTF-8', fill({}), {
      body: new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
      headers: { 'Content-Type': 'application/json' },
    })
    add('body: not JSON', fill({}), { body: '{"a":', headers: { 'Content-Type': 'application/json' } })
    add('body: text/plain', fill({}), {
      body: JSON.stringify(baseBody),
      headers: { 'Content-Type': 'text/plain' },
    })
    add('body: deep nesting', fill({}), {
      body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  return probes
}

test('no operation of the OpenAPI document answers a hostile value with a 5xx', {
  timeout: 600_000,
}, async () => {
  const { doc, list } = await operations()
  expect(list.length).toBeGreaterThan(20)
  const failures: string[] = []
  let sent = 0
  for (const operation of list) {
    const secured = Boolean(operation.op.security?.length)
    for (const probe of probesFor(doc, operation)) {
      // Signed-in calls reach the checks behind the token; anonymous ones the public paths.
      const response = await server.request(probe.path, { ...probe.init, ...(secured ? { token } : {}) })
      sent++
      if (response.status >= 500)
        failures.push(
          `${operation.method} ${operation.path} ${probe.label} → ${response.status} ${(await response.text()).slice(0, 120)}`,
        )
      else await response.arrayBuffer()
    }
  }
  expect(failures, `${failures.length} of ${sent} probes answered 5xx`).toEqual([])
  expect(sent).toBeGreaterThan(1000)
  // The prototype was never polluted by a parsed body.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
})

test('a body over the limit is refused with 413 while it streams in, never parsed', async () => {
  const { request } = await import('node:http')
  const url = new URL('/api/v2/cart/', server.url)
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-QA-Company': '1', 'Content-Length': 8_000_000 },
      },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    outgoing.on('error', reject)
    // Only the first megabyte is ever written: the answer must come before the rest.
    outgoing.write(`{"x":"${'a'.repeat(1_000_000)}`)
  })
  expect(status).toBe(413)
})
