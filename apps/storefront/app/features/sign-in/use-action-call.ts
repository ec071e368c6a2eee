import { useFetcher } from '@remix-run/react'
import { useCallback, useEffect, useRef } from 'react'
import { SCRIPT_MARKER } from '../cart/script-marker.tsx'

type Pending<T> = { resolve: (value: T) => void; reject: (error: unknown) => void; before: unknown }

/**
 * The route's own action as a promise, for the machine's actors: posts the fields through a fetcher (so the
 * answer's cookies land and the layout's loaders revalidate like after any form) and resolves with the data
 * the action answers. A post without an answer (the fetcher came back idle with the old data, e.g. a network
 * failure) rejects. One call at a time: the machine never runs two.
 */
export function useActionCall<T>(): (fields: Record<string, string>) => Promise<T> {
  const fetcher = useFetcher<T>()
  const pending = useRef<Pending<T> | null>(null)
  const busy = useRef(false)
  const submit = useRef(fetcher.submit)
  submit.current = fetcher.submit

  useEffect(() => {
    if (fetcher.state !== 'idle') {
      busy.current = true
      return
    }
    const waiting = pending.current
    if (!waiting || !busy.current) return
    busy.current = false
    pending.current = null
    if (fetcher.data !== undefined && fetcher.data !== waiting.before) waiting.resolve(fetcher.data as T)
    else waiting.reject(new Error('the sign-in request got no answer'))
  }, [fetcher.state, fetcher.data])

  const data = useRef(fetcher.data)
  data.current = fetcher.data
  return useCallback((fields) => {
    return new Promise<T>((resolve, reject) => {
      pending.current?.reject(new Error('superseded'))
      pending.current = { resolve, reject, before: data.current }
      busy.current = false
      submit.current({ ...fields, [SCRIPT_MARKER.name]: SCRIPT_MARKER.value }, { method: 'post' })
    })
  }, [])
}
