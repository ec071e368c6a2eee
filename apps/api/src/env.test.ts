import { describe, expect, it } from 'vitest'
import { readEnv } from './env.ts'

describe('readEnv', () => {
  it('defaults PUBLIC_URL to this machine on the chosen port, so media links follow PORT', () => {
    expect(readEnv({}).PUBLIC_URL).toBe('http://localhost:4000')
    expect(readEnv({ PORT: '4001' }).PUBLIC_URL).toBe('http://localhost:4001')
  })

  it('keeps a PUBLIC_URL that is given', () => {
    expect(readEnv({ PORT: '4001', PUBLIC_URL: 'https://api.example.com' }).PUBLIC_URL).toBe(
      'https://api.example.com',
    )
  })

  it('refuses a PUBLIC_URL that is not a URL', () => {
    expect(() => readEnv({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/)
  })
})
