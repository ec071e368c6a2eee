import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  createToastStore,
  errorToast,
  MAX_TOASTS,
  successToast,
  TOAST_DURATION_MS,
  toToast,
} from './toast-store.ts'

describe('toToast (spec §8 styles)', () => {
  test('an error is black at the bottom with a close-circle icon', () => {
    expect(toToast(errorToast('Failed'), 't1')).toEqual({
      toastId: 't1',
      text: 'Failed',
      color: 'error',
      isBottom: true,
      leftIcon: 'close-circle',
    })
  })

  test('a success has a check icon at the top; an info toast no icon; explicit fields win', () => {
    expect(toToast(successToast('Saved'), 't2')).toMatchObject({ isBottom: false, leftIcon: 'check' })
    expect(toToast({ text: 'Hi' }, 't3')).toMatchObject({ color: 'info', leftIcon: null })
    expect(toToast({ text: 'Hi', color: 'success', isBottom: true, leftIcon: null }, 't4')).toMatchObject({
      isBottom: true,
      leftIcon: null,
    })
  })
})

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const texts = (store: ReturnType<typeof createToastStore>) => store.getSnapshot().map((t) => t.text)

  test('a toast vanishes after 5 seconds (spec §9), and listeners hear each change', () => {
    const store = createToastStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.show(successToast('Added'))
    expect(texts(store)).toEqual(['Added'])
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
    expect(texts(store)).toEqual(['Added'])
    vi.advanceTimersByTime(1)
    expect(texts(store)).toEqual([])
    expect(listener).toHaveBeenCalledTimes(2)
  })

  test('close removes a toast at once and cancels its timer', () => {
    const store = createToastStore()
    const id = store.show(errorToast('Failed'))
    store.dismiss(id)
    expect(texts(store)).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  test('the same message again restarts the visible toast instead of stacking a copy', () => {
    const store = createToastStore()
    const first = store.show(successToast('Added'))
    vi.advanceTimersByTime(4000)
    expect(store.show(successToast('Added'))).toBe(first)
    vi.advanceTimersByTime(4000)
    expect(texts(store)).toEqual(['Added'])
    store.show(errorToast('Added'))
    expect(texts(store)).toEqual(['Added', 'Added'])
  })

  test(`at most ${MAX_TOASTS} at once: the oldest goes`, () => {
    const store = createToastStore()
    for (const text of ['a', 'b', 'c', 'd']) store.show({ text })
    expect(texts(store)).toEqual(['b', 'c', 'd'])
    expect(vi.getTimerCount()).toBe(3)
  })

  test('hold stops the timer while the toast is read; release gives it the full time again', () => {
    const store = createToastStore()
    const id = store.show(successToast('Read me'))
    store.hold(id)
    vi.advanceTimersByTime(60_000)
    expect(texts(store)).toEqual(['Read me'])
    store.release(id)
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(texts(store)).toEqual([])
    store.release(id)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('unsubscribe stops notifications; each toast has its own id', () => {
    const store = createToastStore()
    const listener = vi.fn()
    const off = store.subscribe(listener)
    off()
    const a = store.show({ text: 'a' })
    const b = store.show({ text: 'b' })
    expect(a).not.toBe(b)
    expect(listener).not.toHaveBeenCalled()
  })
})
