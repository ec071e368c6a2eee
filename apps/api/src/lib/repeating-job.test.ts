import { expect, test } from 'vitest'
import { repeatEvery } from './repeating-job.ts'

test('stopping waits for the round in progress, and no round starts after it', async () => {
  const log: string[] = []
  let release = () => {}
  const stop = repeatEvery(
    0.05,
    async () => {
      log.push('round started')
      await new Promise<void>((resolve) => {
        release = resolve
      })
      log.push('round finished')
    },
    () => log.push('failed'),
  )
  await new Promise((resolve) => setTimeout(resolve, 120))
  const stopped = stop().then(() => log.push('stopped'))
  await new Promise((resolve) => setTimeout(resolve, 120))
  expect(log).toEqual(['round started'])
  release()
  await stopped
  await new Promise((resolve) => setTimeout(resolve, 120))
  expect(log).toEqual(['round started', 'round finished', 'stopped'])
})

test('a failed round is reported and the next one runs', async () => {
  const errors: unknown[] = []
  let rounds = 0
  const stop = repeatEvery(
    0.02,
    async () => {
      rounds += 1
      if (rounds === 1) throw new Error('provider down')
    },
    (error) => errors.push(error),
  )
  await new Promise((resolve) => setTimeout(resolve, 100))
  await stop()
  expect(errors).toHaveLength(1)
  expect(rounds).toBeGreaterThan(1)
})

test('an interval of 0 runs nothing', async () => {
  let rounds = 0
  const stop = repeatEvery(
    0,
    async () => {
      rounds += 1
    },
    () => {},
  )
  await stop()
  expect(rounds).toBe(0)
})
