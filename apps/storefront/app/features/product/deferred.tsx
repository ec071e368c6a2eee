import { Await } from '@remix-run/react'
import { type ReactNode, Suspense } from 'react'

/**
 * A streamed part of a page: nothing while it loads, nothing if it failed. Loaders resolve failed parts to
 * null, so `errorElement` is only the last guard against a part that rejects anyway.
 */
export function Deferred<T>({
  resolve,
  children,
}: {
  resolve: Promise<T>
  children: (value: T) => ReactNode
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={resolve} errorElement={null}>
        {children}
      </Await>
    </Suspense>
  )
}
