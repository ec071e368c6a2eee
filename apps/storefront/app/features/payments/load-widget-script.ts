/**
 * Loads YooKassa's checkout widget script once per page, on the widget page only (spec §7: third-party scripts
 * on demand; nothing on first load elsewhere). The page's CSP admits the widget origin on that page alone; the
 * nonce of the document's own scripts is copied too, for a policy that trusts by nonce ('strict-dynamic').
 */
export type YooMoneyCheckoutWidget = { render(containerId: string): Promise<void> | void; destroy(): void }
export type WidgetConstructor = new (options: {
  confirmation_token: string
  return_url: string
  error_callback: (error: unknown) => void
}) => YooMoneyCheckoutWidget

const loading = new Map<string, Promise<WidgetConstructor>>()

function widgetGlobal(): WidgetConstructor | undefined {
  return (globalThis as { YooMoneyCheckoutWidget?: WidgetConstructor }).YooMoneyCheckoutWidget
}

export function loadWidgetScript(src: string, timeoutMs = 15_000): Promise<WidgetConstructor> {
  const pending = loading.get(src)
  if (pending) return pending
  const load = new Promise<WidgetConstructor>((resolve, reject) => {
    const ready = widgetGlobal()
    if (ready) return resolve(ready)
    const script = document.createElement('script')
    script.src = src
    script.async = true
    // Browsers hide the nonce attribute but keep the property: the document's scripts still carry it.
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
    if (nonce) script.nonce = nonce
    const timer = window.setTimeout(
      () => reject(new Error('payment widget: the script timed out')),
      timeoutMs,
    )
    script.addEventListener('load', () => {
      window.clearTimeout(timer)
      const widget = widgetGlobal()
      if (widget) resolve(widget)
      else reject(new Error('payment widget: the script defined no YooMoneyCheckoutWidget'))
    })
    script.addEventListener('error', () => {
      window.clearTimeout(timer)
      script.remove()
      reject(new Error(`payment widget: ${src} did not load`))
    })
    document.head.appendChild(script)
  })
  loading.set(src, load)
  // A failure is not kept: "Pay again" may try once more.
  load.catch(() => loading.delete(src))
  return load
}
