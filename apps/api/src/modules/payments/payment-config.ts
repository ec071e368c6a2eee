import type { Env } from '../../env.ts'
import type { Deps } from '../../http/context.ts'
import type { PaymentProvider } from './provider.ts'
import { SandboxProvider } from './sandbox-provider.ts'
import { SberPayProvider } from './sberpay-provider.ts'
import { YooKassaProvider } from './yookassa-provider.ts'

/**
 * Payment settings that must hold before the API starts (called by readEnv). The sandbox bank marks orders
 * paid without money, so production refuses it unless PAYMENT_SANDBOX=on says so explicitly (a staging
 * stand), and production with no provider named fails at start instead of quietly using the sandbox.
 */
export function paymentEnvProblems(env: Env): string[] {
  const problems: string[] = []
  if (env.NODE_ENV === 'production') {
    if (!env.PAYMENT_PROVIDER)
      problems.push(
        'PAYMENT_PROVIDER: required in production (yookassa or sberpay); the sandbox bank needs PAYMENT_PROVIDER=sandbox and PAYMENT_SANDBOX=on',
      )
    else if (env.PAYMENT_PROVIDER === 'sandbox' && env.PAYMENT_SANDBOX !== 'on')
      problems.push(
        'PAYMENT_PROVIDER: the sandbox bank marks orders paid without money; in production it needs PAYMENT_SANDBOX=on',
      )
  }
  if (env.PAYMENT_PROVIDER === 'yookassa' && (!env.YOOKASSA_SHOP_ID || !env.YOOKASSA_SECRET_KEY))
    problems.push('YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY are required with PAYMENT_PROVIDER=yookassa')
  if (env.PAYMENT_PROVIDER === 'sberpay' && (!env.SBERPAY_USERNAME || !env.SBERPAY_PASSWORD))
    problems.push('SBERPAY_USERNAME and SBERPAY_PASSWORD are required with PAYMENT_PROVIDER=sberpay')
  return problems
}

/** The provider the environment names (the sandbox bank outside production when none is named). */
export function configuredProvider(deps: Pick<Deps, 'db' | 'env' | 'clock'>): PaymentProvider {
  const problems = paymentEnvProblems(deps.env)
  // readEnv already refuses these; createApp may be handed an Env built another way, so check again.
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  const env = deps.env
  if (env.PAYMENT_PROVIDER === 'yookassa' && env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY)
    return new YooKassaProvider({
      apiUrl: env.YOOKASSA_API_URL,
      shopId: env.YOOKASSA_SHOP_ID,
      secretKey: env.YOOKASSA_SECRET_KEY,
    })
  if (env.PAYMENT_PROVIDER === 'sberpay' && env.SBERPAY_USERNAME && env.SBERPAY_PASSWORD)
    return new SberPayProvider({
      apiUrl: env.SBERPAY_API_URL,
      userName: env.SBERPAY_USERNAME,
      password: env.SBERPAY_PASSWORD,
    })
  return new SandboxProvider({
    db: deps.db,
    clock: deps.clock,
    secret: env.AUTH_SECRET,
    publicUrl: env.PUBLIC_URL,
  })
}
