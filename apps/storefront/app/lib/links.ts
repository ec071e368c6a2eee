import { safeReturnUrl } from '@vitrina/domain/safe-href'

/** `/login` with the current path as returnUrl, unless on home (spec §2); only same-site paths are kept. */
export function loginHref(currentPath: string): string {
  const path = safeReturnUrl(currentPath, '/')
  return path === '/' ? '/login/' : `/login/?returnUrl=${encodeURIComponent(path)}`
}
