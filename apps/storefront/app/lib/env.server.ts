import * as v from 'valibot'

/**
 * The only reader of process.env in the storefront. `TENANT_HOSTS` maps request hosts to companies:
 * `shop.example.com=1,tours.example.com=2`; hosts not listed get `DEFAULT_COMPANY`, so plain
 * `localhost:3000` works. The demo's two `*.localhost` hosts resolve to 127.0.0.1 in every browser.
 */
const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  API_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:4000'),
  DEFAULT_COMPANY: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '1'),
  TENANT_HOSTS: v.optional(v.string(), 'outdoor.localhost=1,travel.localhost=2'),
})
export type Env = v.InferOutput<typeof EnvSchema>

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = v.safeParse(EnvSchema, source)
  if (!result.success) {
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new Error(`Invalid storefront environment:\n${issues.join('\n')}`)
  }
  return result.output
}

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
