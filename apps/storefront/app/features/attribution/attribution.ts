import {
  MARKETING_KEYS,
  type MarketingParams,
  pickMarketingParams,
  shortIdentity,
} from '@vitrina/domain/marketing'

/**
 * Attribution (spec §3 marketing parameters): where the shopper came from is kept on the client in cookies and
 * sent with the order, so a tenant can attribute a sale placed days after the landing. Pure: the server (which
 * writes the landing cookie on a document request, no JavaScript needed) and the checkout call these.
 */

/** The landing's UTM tags and yclid (the last campaign wins), 90 days like the analytics counters keep theirs. */
export const MARKETING_COOKIE = 'vitrina_marketing'
/** The analytics client id, written by the checkout page once the counter gives it (readable by the page). */
export const CLIENT_ID_COOKIE = 'vitrina_client_id'
/** Yandex Metrika's own cookie holding its client id: used when the page could not ask the counter. */
export const METRIKA_UID_COOKIE = '_ym_uid'
export const MARKETING_MAX_AGE_S = 90 * 24 * 3600

const CLIENT_ID = /^[\w.-]{1,64}$/

function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='))
      } catch {
        return null
      }
    }
  }
  return null
}

function storedParams(header: string | null): MarketingParams {
  const raw = readCookie(header, MARKETING_COOKIE)
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    return typeof parsed === 'object' && parsed !== null
      ? pickMarketingParams({}, parsed as MarketingParams)
      : {}
  } catch {
    return {}
  }
}

/**
 * The Set-Cookie value to answer a page whose query carries marketing parameters (merged over the stored ones,
 * cleaned and capped by the domain rule); null when the query has none, so ordinary pages write no cookie.
 */
export function landingCookie(url: URL, cookieHeader: string | null): string | null {
  if (!MARKETING_KEYS.some((key) => (url.searchParams.get(key) ?? '').trim() !== '')) return null
  const params = pickMarketingParams(url.searchParams, storedParams(cookieHeader))
  const secure = url.protocol === 'https:' ? '; Secure' : ''
  const value = encodeURIComponent(JSON.stringify(params))
  return `${MARKETING_COOKIE}=${value}; Path=/; Max-Age=${MARKETING_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure}`
}

/**
 * The parameters to send with an order: the landing's, and the analytics client id (the page's cookie, else
 * Metrika's own `_ym_uid`, else the landing's `client_id`).
 */
export function orderMarketing(cookieHeader: string | null): MarketingParams {
  const params = storedParams(cookieHeader)
  const clientId = [
    readCookie(cookieHeader, CLIENT_ID_COOKIE),
    readCookie(cookieHeader, METRIKA_UID_COOKIE),
  ].find((id): id is string => id !== null && CLIENT_ID.test(id))
  return clientId ? { ...params, client_id: clientId } : params
}

/** The short identity shown to support (spec §3: the last five characters of the client id). */
export const shortClientId = (params: MarketingParams): string | null =>
  params.client_id ? shortIdentity(params.client_id) : null
