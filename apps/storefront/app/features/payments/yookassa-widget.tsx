import { useEffect, useId, useState } from 'react'
import { loadWidgetScript } from './load-widget-script.ts'

/**
 * YooKassa's checkout widget (confirmation type `embedded`) in this page: the card or wallet form is YooKassa's,
 * drawn into a container here. When the shopper pays, the widget goes to `returnUrl` (this page), whose loader
 * asks the API, which asks YooKassa: the widget's word is never taken for the payment.
 */
export function YooKassaWidget(props: {
  token: string
  scriptUrl: string
  returnUrl: string
  label: string
  onUnavailable: () => void
}) {
  const { token, scriptUrl, returnUrl, label, onUnavailable } = props
  const containerId = `yookassa-widget-${useId().replace(/[^\w-]/g, '')}`
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let widget: { destroy(): void } | null = null
    let cancelled = false
    loadWidgetScript(scriptUrl)
      .then(async (Widget) => {
        if (cancelled) return
        const created = new Widget({
          confirmation_token: token,
          return_url: returnUrl,
          error_callback: () => onUnavailable(),
        })
        widget = created
        await created.render(containerId)
        if (!cancelled) setReady(true)
      })
      .catch(() => {
        if (!cancelled) onUnavailable()
      })
    return () => {
      cancelled = true
      widget?.destroy()
    }
  }, [token, scriptUrl, returnUrl, containerId, onUnavailable])
  return <section id={containerId} aria-label={label} aria-busy={!ready} />
}
