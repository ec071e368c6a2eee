import { data } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { showMoreHref, shownPages } from '../orders/show-more.ts'
import { balanceTab } from './balance-rules.ts'
import { cardBarcodeSvg } from './card-barcode.server.ts'

const PAGE_SIZE = 10
const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * The balance page's data: the account (card, level, balance, upcoming events), the barcode rendered here into
 * the HTML, and on the Details tab the history shown so far (`?page=N` shows pages 1..N, a plain link).
 */
export async function loadBalancePage(
  context: StorefrontContext,
  request: Request,
  splat: string | undefined,
) {
  const url = new URL(request.url)
  const tab = balanceTab(splat)
  const pages = tab === 'details' ? shownPages(url.searchParams.get('page')) : 0
  try {
    const [account, ...answers] = await Promise.all([
      context.api.loyalty.getLoyaltyAccount(),
      ...Array.from({ length: pages }, (_, n) =>
        context.api.loyalty.listLoyaltyOperations({ page: n + 1, page_size: PAGE_SIZE }),
      ),
    ])
    const base = url.pathname.startsWith('/screens/') ? '/screens/balance/' : '/my/balance-actions/'
    return data(
      {
        tab,
        base,
        account,
        barcodeSvg: cardBarcodeSvg(account.card_number),
        operations: answers.flatMap((answer) => answer.results),
        moreHref:
          tab === 'details' ? showMoreHref(url.pathname, pages, answers[0]?.count ?? 0, PAGE_SIZE) : null,
      },
      { headers: NO_STORE },
    )
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404))
      throw data(null, { status: error.status, headers: NO_STORE })
    throw error
  }
}
