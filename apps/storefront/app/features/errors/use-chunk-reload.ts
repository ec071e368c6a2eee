import { useEffect } from 'react'
import { reloadOnChunkError } from './chunk-reload.ts'

/** Reloads the page once when a route's code chunk cannot be loaded (spec §8). */
export function useChunkReload(): void {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadOnChunkError(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => reloadOnChunkError(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
}
