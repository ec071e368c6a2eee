import { data, redirect } from '@remix-run/node'
import { safeReturnUrl } from '@vitrina/domain/safe-href'
import * as v from 'valibot'
import { isScriptSubmission } from '../../features/cart/script-marker.tsx'
import { loginContext } from '../../features/sign-in/login-context.ts'
import { clearedPendingLinkCookie, readPendingLink } from '../../features/sign-in/oauth-flow.server.ts'
import { linkAfterPhone, resultUrl } from '../../features/sign-in/oauth-outcome.server.ts'
import { offeredProviders } from '../../features/sign-in/oauth-providers.server.ts'
import { checkCode, codeStepAgain, replyStatus, requestCode } from '../../features/sign-in/sign-in.server.ts'
import { CodeFields, PhoneFields } from '../../features/sign-in/sign-in-form-schema.ts'
import { CODE_METHODS, type LoginReply, phoneView } from '../../features/sign-in/sign-in-rules.ts'
import { type StorefrontContext, storefrontContext } from '../../lib/context.server.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { currentCustomer, signIn } from '../../lib/session.server.ts'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/** Where to go after signing in: the `returnUrl` query when it is a same-site path (spec §2), else home. */
export const returnUrlOf = (request: Request) =>
  safeReturnUrl(new URL(request.url).searchParams.get('returnUrl'), '/')

/**
 * The login page's settings; a visitor who is already signed in goes straight on. Besides the phone field:
 * the external providers to offer, the context prompt, a provider identity waiting to be linked after the
 * phone step, and whether a provider just failed (`?oauth=failed`, set by the callback).
 */
export async function loadLogin(request: Request) {
  const context = await storefrontContext(request)
  const returnUrl = returnUrlOf(request)
  if (await currentCustomer(context)) throw redirect(returnUrl, { headers: NO_STORE })
  const query = new URL(request.url).searchParams
  const [providers, pendingLink] = await Promise.all([offeredProviders(context), readPendingLink(request)])
  return data(
    {
      returnUrl,
      phoneView: phoneView(context.company.phone_field_view),
      providers: providers.map((start) => start.provider),
      prompt: loginContext(query.get('context'), returnUrl),
      linking: pendingLink?.provider ?? null,
      providerFailed: query.get('oauth') === 'failed',
    },
    { headers: NO_STORE },
  )
}

/**
 * Text that may be empty. conform reads an empty field as missing (and its coercion drops an `optional`
 * default); an empty phone or code is still "" here, for the domain rules that word it (spec §5, §8).
 */
const TextOrEmpty = (max: number) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => (value === undefined ? '' : value)),
    v.string(),
    v.trim(),
    v.maxLength(max),
  )
const Phone = TextOrEmpty(64)
const Method = v.optional(v.picklist(CODE_METHODS), 'sms')
const ResendAt = v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)))
const SentTo = v.optional(v.pipe(v.string(), v.maxLength(64)))
/**
 * The login forms (issue 5): one per step, told apart by `intent`, parsed by conform like every form of the
 * shop. The step's state (phone, method, when a resend is allowed) travels in hidden fields, so the whole
 * flow works without JavaScript. Whether the typed phone and code are right is then the form's own schema
 * (`PhoneFields`, `CodeFields`: the browser's `useForm` runs the same), answered as conform's reply.
 */
export const LoginForm = v.variant('intent', [
  v.object({
    intent: v.literal('send-code'),
    phone: Phone,
    method: Method,
    sentTo: SentTo,
    resendAt: ResendAt,
  }),
  v.object({ intent: v.literal('resend'), phone: Phone, method: Method, resendAt: ResendAt }),
  v.object({
    intent: v.literal('verify-code'),
    phone: Phone,
    method: Method,
    code: TextOrEmpty(32),
    resendAt: ResendAt,
  }),
  v.object({ intent: v.literal('change-phone'), phone: Phone, method: Method, resendAt: ResendAt }),
])

const answer = (reply: LoginReply) => {
  if (reply.step === 'done') return data(reply, { headers: NO_STORE })
  // A field the form's rules refused is a 400 like any refused form of the shop.
  return data(reply, { status: reply.submission ? 400 : replyStatus(reply.error), headers: NO_STORE })
}

/**
 * One step of the phone sign-in. A form posted by the page's script (the machine's actors) gets the next
 * step as data, and `done` with the cookies once signed in; a plain form post gets the same step rendered,
 * and a 303 to `returnUrl` once signed in.
 */
export async function loginAction(request: Request) {
  const context = await storefrontContext(request)
  const formData = await request.formData().catch(() => new FormData())
  const parsed = parseForm(formData, LoginForm)
  if (parsed.status !== 'success') {
    // A hidden field is broken (forged or stale): back to the phone step with the number as typed.
    const phone = formData.get('phone')
    const typed = typeof phone === 'string' ? phone.slice(0, 64) : ''
    const broken: LoginReply = { step: 'phone', phone: typed, method: 'sms', error: null, resendAt: null }
    return data(broken, { status: 400, headers: NO_STORE })
  }
  const now = Date.now()
  const submitted = parsed.value
  switch (submitted.intent) {
    case 'change-phone': {
      const { phone, method } = submitted
      return answer({ step: 'phone', phone, method, error: null, resendAt: submitted.resendAt ?? null })
    }
    case 'send-code': {
      const fields = parseForm(formData, PhoneFields)
      if (fields.status !== 'success') {
        const { phone, method } = submitted
        const resendAt = submitted.resendAt ?? null
        return answer({ step: 'phone', phone, method, error: null, resendAt, submission: fields.reply() })
      }
      const sentTo = submitted.sentTo ?? null
      const resendAt = submitted.resendAt ?? null
      return answer(await requestCode(context, { ...submitted, resend: false, sentTo, resendAt, now }))
    }
    case 'resend': {
      const resendAt = submitted.resendAt ?? null
      return answer(
        await requestCode(context, { ...submitted, resend: true, sentTo: submitted.phone, resendAt, now }),
      )
    }
    case 'verify-code': {
      const step = { ...submitted, resendAt: submitted.resendAt ?? null, now }
      const fields = parseForm(formData, CodeFields)
      if (fields.status !== 'success') return answer({ ...codeStepAgain(step), submission: fields.reply() })
      const checked = await checkCode(context, step)
      if (!checked.ok) return answer(checked.reply)
      return signedIn(request, context, checked.key, isScriptSubmission(Object.fromEntries(formData)))
    }
  }
}

/**
 * Signed in with `key`: the session's cookies, and the provider identity waiting to be linked (sent here by
 * a provider) linked to the account now signed in. The page's script gets `done`; a plain post a 303.
 */
async function signedIn(request: Request, context: StorefrontContext, key: string, script: boolean) {
  let returnUrl = returnUrlOf(request)
  const headers = await signIn(context, request, key)
  headers.set('Cache-Control', NO_STORE['Cache-Control'])
  const link = await readPendingLink(request)
  if (link) {
    headers.append('Set-Cookie', await clearedPendingLinkCookie(request))
    if (!(await linkAfterPhone(context, key, link)))
      returnUrl = resultUrl('link-failed', link.provider, returnUrl)
  }
  if (script) return data({ step: 'done', returnUrl } satisfies LoginReply, { headers })
  return redirect(returnUrl, { status: 303, headers })
}
