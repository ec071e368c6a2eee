import { useCallback, useRef, useState } from 'react'
import type { ChatSettings } from './channel-settings.ts'
import type { ChatOutcome } from './chat-widgets.ts'

export type ChatStatus = 'idle' | 'opening' | ChatOutcome['kind']

/**
 * Opening the tenant's chat from a click or a page load: the widget code (chat-widgets.ts) is fetched then,
 * never before; a chat link is followed in a new tab. Answers the status for the view to announce.
 */
export function useChat(chat: ChatSettings | null, language: string) {
  const [status, setStatus] = useState<ChatStatus>('idle')
  const busy = useRef(false)
  const open = useCallback(async (): Promise<ChatOutcome> => {
    if (busy.current) return { kind: 'unavailable' }
    busy.current = true
    setStatus('opening')
    try {
      const { openChat } = await import('./chat-widgets.ts')
      const outcome = await openChat(chat, { language })
      setStatus(outcome.kind)
      return outcome
    } catch {
      // The chunk itself failed (offline): as good as no widget answering.
      const outcome: ChatOutcome = chat?.link ? { kind: 'link', href: chat.link } : { kind: 'unavailable' }
      setStatus(outcome.kind)
      return outcome
    } finally {
      busy.current = false
    }
  }, [chat, language])
  return { status, open }
}
