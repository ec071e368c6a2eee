import { Trans, useLingui } from '@lingui/react/macro'
import { phoneHref } from '@vitrina/domain/phone-format'
import { Button } from '@vitrina/ui/button'
import { Notice } from '@vitrina/ui/notice'
import { useEffect, useRef } from 'react'
import type { ChatSettings } from './channel-settings.ts'
import * as styles from './channels.css.ts'
import { useChat } from './use-chat.ts'

/**
 * The chat embeds (/webview/chatbot, /webview/salebot, /screens/webchat/): the tenant's widget opens as soon
 * as the page has hydrated, since opening chat is all the page is for. Without JavaScript, or when no widget
 * answers, the chat link (a messenger) and the shop's phone take its place; with neither, "Chat unavailable".
 */
export function ChatPanel({
  chat,
  phone,
  language,
  title,
}: {
  chat: ChatSettings | null
  phone: string | null
  language: string
  title: string
}) {
  const { t } = useLingui()
  const { status, open } = useChat(chat, language)
  const problemRef = useRef<HTMLDivElement>(null)
  const hasWidget = (chat?.providers.length ?? 0) > 0
  const greeting = chat?.providers.find((p) => p.kind === 'rocketchat')?.message ?? null
  useEffect(() => {
    if (hasWidget) void open()
  }, [hasWidget, open])
  useEffect(() => {
    if (status === 'unavailable' || status === 'link') problemRef.current?.focus()
  }, [status])
  const unavailable = status === 'unavailable' || (!hasWidget && !chat?.link)
  return (
    <section className={styles.page} aria-labelledby="chat-title">
      <h1 id="chat-title">{title}</h1>
      <p className={styles.lead}>{greeting ?? t`Ask us anything: a consultant answers right here.`}</p>
      <p className={styles.status} role="status">
        {status === 'opening' ? t`Opening the chat…` : status === 'widget' ? t`The chat is open.` : ''}
      </p>
      {unavailable ? (
        <Notice ref={problemRef} tone="danger" focusable>
          <p>
            <Trans>Chat is unavailable right now. Please try again later or call us.</Trans>
          </p>
          {hasWidget ? (
            <Button variant="secondary" onClick={() => void open()}>
              <Trans>Try again</Trans>
            </Button>
          ) : null}
        </Notice>
      ) : null}
      {chat?.link ? (
        <div ref={unavailable ? undefined : problemRef} tabIndex={-1} className={styles.actions}>
          {status === 'link' ? (
            <p>
              <Trans>The chat window did not open; continue in the messenger instead.</Trans>
            </p>
          ) : null}
          <a href={chat.link} target="_blank" rel="noopener noreferrer">
            <Trans>Write to us in the messenger</Trans>
          </a>
        </div>
      ) : null}
      {phone ? (
        <p>
          <Trans>
            Or call us: <a href={phoneHref(phone) ?? undefined}>{phone}</a>
          </Trans>
        </p>
      ) : null}
      {hasWidget ? (
        <noscript>
          <p>
            <Trans>
              The chat window needs JavaScript. You can still reach us by the messenger link or by phone.
            </Trans>
          </p>
        </noscript>
      ) : null}
    </section>
  )
}
