import { useLingui } from '@lingui/react/macro'
import { buttonClass } from '@vitrina/ui/button'
import type { MouseEvent } from 'react'
import { useToast } from '../toasts/use-toast.ts'
import type { ChatSettings } from './channel-settings.ts'
import * as styles from './channels.css.ts'
import { useChat } from './use-chat.ts'

/**
 * The messenger in a new tab; where the browser blocks the tab (the click was seconds ago, while the widgets
 * were tried), in this one, so the shopper still gets to the chat.
 */
function openLink(href: string) {
  const tab = window.open(href, '_blank')
  if (tab) tab.opener = null
  else window.location.assign(href)
}

/**
 * The shop frame's chat button (spec §1 chat widgets, §7 scripts on demand). Without JavaScript it is a link
 * to the chat screen (/screens/webchat/, which shows the chat link or says chat is unavailable); with it, a
 * click loads the tenant's widget in place. Nothing of any widget is fetched before the click.
 */
export function ChatLauncher({ chat, language }: { chat: ChatSettings; language: string }) {
  const { t } = useLingui()
  const toast = useToast()
  const { status, open } = useChat(chat, language)
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    const button = event.currentTarget
    const outcome = await open()
    if (outcome.kind === 'link') openLink(outcome.href)
    if (outcome.kind === 'unavailable') {
      toast.error(t`Chat is unavailable right now. Please try again later or call us.`)
      button.focus()
    }
    if (outcome.kind === 'widget') {
      // Focus follows the shopper into the conversation the widget opened.
      document
        .querySelector<HTMLIFrameElement>('iframe[data-chat-stand-in], iframe[src*="livechat"]')
        ?.focus()
    }
  }
  return (
    <a
      href="/screens/webchat/"
      className={`${buttonClass({ variant: 'primary' })} ${styles.launcher}`}
      onClick={onClick}
      aria-busy={status === 'opening'}
      data-chat-launcher=""
    >
      <span className={styles.launcherIcon}>
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
        </svg>
      </span>
      <span className={styles.launcherText}>{t`Chat with us`}</span>
    </a>
  )
}
