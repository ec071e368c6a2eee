import { Trans, useLingui } from '@lingui/react/macro'
import { phoneHref } from '@vitrina/domain/phone-format'
import { Button } from '@vitrina/ui/button'
import { Notice } from '@vitrina/ui/notice'
import { useEffect, useRef } from 'react'
import type { CallSettings } from './channel-settings.ts'
import * as styles from './channels.css.ts'
import type { CallState } from './sip-call.ts'
import { useCall } from './use-call.ts'

/**
 * Call the shop (/webview/call, /screens/call/; spec §2 "call from website"): a call through the browser over
 * the tenant's SIP (sip-call.ts) within the schedule, the phone number always — it is the whole page without
 * JavaScript, outside the schedule, and on a device that cannot call.
 */
export function CallPanel({ call, title }: { call: CallSettings; title: string }) {
  const { t } = useLingui()
  const { availability, state, start, hangUp } = useCall(call)
  const problemRef = useRef<HTMLDivElement>(null)
  const hangUpRef = useRef<HTMLButtonElement>(null)
  const callRef = useRef<HTMLButtonElement>(null)
  const problem =
    state?.kind === 'problem' ? state.problem : availability === 'unsupported' ? 'unsupported' : null
  const active = state !== null && ['microphone', 'connecting', 'ringing', 'in-call'].includes(state.kind)
  useEffect(() => {
    // Focus follows the call: onto the problem, onto "Hang up" once connected, back to "Call" when it ends.
    if (state?.kind === 'problem') problemRef.current?.focus()
    else if (state?.kind === 'in-call') hangUpRef.current?.focus()
    else if (state?.kind === 'ended') callRef.current?.focus()
  }, [state])
  const messages: Record<CallState['kind'], string> = {
    microphone: t`Allow the microphone to start the call.`,
    connecting: t`Connecting…`,
    ringing: t`Ringing…`,
    'in-call': t`Connected: you are talking to the shop.`,
    ended: t`The call has ended.`,
    problem: '',
  }
  return (
    <section className={styles.page} aria-labelledby="call-title">
      <h1 id="call-title">{title}</h1>
      <p className={styles.lead}>
        {availability === 'ready'
          ? t`Talk to the shop right from your browser: all you need is a microphone.`
          : t`Call us by phone, we will be glad to help.`}
      </p>
      {availability === 'ready' ? (
        <div className={styles.actions}>
          {active ? (
            <Button ref={hangUpRef} variant="danger" onClick={hangUp}>
              <Trans>Hang up</Trans>
            </Button>
          ) : (
            <Button ref={callRef} onClick={() => void start()}>
              <Trans>Call from the browser</Trans>
            </Button>
          )}
        </div>
      ) : null}
      <p className={styles.status} role="status" data-call-state={state?.kind ?? availability}>
        {state ? messages[state.kind] : ''}
      </p>
      {problem ? (
        <Notice ref={problemRef} tone="danger" focusable>
          {problem === 'denied' ? (
            <Trans>
              Microphone access is denied. Allow it in the browser settings to call, or call us by phone.
            </Trans>
          ) : problem === 'unsupported' ? (
            <Trans>Calls from this device are not supported. Please call us by phone.</Trans>
          ) : (
            <Trans>The call could not be connected. Please call us by phone.</Trans>
          )}
        </Notice>
      ) : null}
      {availability === 'closed' ? (
        <Notice tone="info">
          <Trans>Calls from the website are taken during business hours. Now, please call us by phone.</Trans>
        </Notice>
      ) : null}
      {call.phone ? (
        <p>
          <Trans>Phone:</Trans>{' '}
          <a className={styles.phone} href={phoneHref(call.phone) ?? undefined}>
            {call.phone}
          </a>
        </p>
      ) : null}
      {call.schedule ? (
        <p>
          <Trans>Hours: {call.schedule}</Trans>
        </p>
      ) : null}
    </section>
  )
}
