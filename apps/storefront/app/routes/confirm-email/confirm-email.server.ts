import { data, redirect } from '@remix-run/node'
import {
  type ConfirmResult,
  confirmationToken,
  confirmResultPath,
  failedConfirmationResult,
  isConfirmResult,
} from '../../features/account/email-confirmation.ts'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'

const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }

/**
 * `/confirm-email/:result` shows one of the three result pages (any other result is a 404); the emailed link
 * itself, `/confirm-email/?token=…` (the API builds it from STOREFRONT_URL), has no result: it confirms and
 * redirects to the page of the outcome, so a reload of that page never spends the one-use token again.
 */
export async function loadConfirmEmail(request: Request, result: string | undefined) {
  if (result === undefined)
    throw redirect(confirmResultPath(await confirmFromLink(request)), { headers: NO_STORE })
  if (!isConfirmResult(result)) throw data(null, { status: 404 })
  return data({ result }, { headers: NO_STORE })
}

async function confirmFromLink(request: Request): Promise<ConfirmResult> {
  const token = confirmationToken(new URL(request.url))
  if (token === null) return 'not-found'
  const context = await storefrontContext(request)
  try {
    await context.api.auth.confirmEmail(token)
    return 'success'
  } catch (error) {
    const result = failedConfirmationResult(error)
    if (result === null) throw error
    return result
  }
}
