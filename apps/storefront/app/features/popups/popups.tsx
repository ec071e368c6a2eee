import { useLocation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { browserVisitor, isRealVisitor } from '../analytics/visitor.ts'
import type { FrameSettings } from '../layout/frame-settings.ts'
import { AppPopup } from './app-popup.tsx'
import {
  appLinkFor,
  closedKey,
  type PopupKind,
  platformOf,
  popupSchedule,
  readClosedAt,
  rememberClosed,
} from './popup-rules.ts'
import { PromotionPopup } from './promotion-popup.tsx'

type Settings = Pick<FrameSettings, 'appLinks' | 'appPopup' | 'promotionPopup'>

/**
 * The frame's popups: scheduled after hydration (never in the server HTML, never for bots), one at a time,
 * each remembered as closed in localStorage with the date. Like every overlay, an open popup closes when the
 * path changes (spec §2); that counts as a close.
 */
export function Popups({ settings, signedIn }: { settings: Settings | null; signedIn: boolean }) {
  const [due, setDue] = useState<readonly PopupKind[]>([])
  const [active, setActive] = useState<PopupKind | null>(null)
  const { pathname } = useLocation()
  const shownPath = useRef(pathname)
  // The loader's data is a new object after each navigation: schedule by content, not identity.
  const key = settings ? JSON.stringify(settings) : ''
  const current = useRef(settings)
  current.current = settings

  useEffect(() => {
    const frame = current.current
    const visitor = browserVisitor()
    if (!key || !frame || !isRealVisitor(visitor)) return
    const storage = localStore()
    const schedule = popupSchedule(
      frame,
      { platform: platformOf(visitor.userAgent), closedAt: (name) => readClosedAt(storage, name) },
      Date.now(),
    )
    const timers = schedule.map(({ kind, delayMs }) =>
      setTimeout(() => setDue((list) => [...list, kind]), delayMs),
    )
    return () => {
      for (const timer of timers) clearTimeout(timer)
    }
  }, [key])

  useEffect(() => {
    const [next, ...rest] = due
    if (active !== null || next === undefined) return
    shownPath.current = pathname
    setActive(next)
    setDue(rest)
  }, [active, due, pathname])

  const close = () => {
    if (active === null) return
    const promotion = current.current?.promotionPopup
    rememberClosed(localStore(), closedKey(active, promotion?.key), Date.now())
    setActive(null)
  }
  const closeRef = useRef(close)
  closeRef.current = close
  useEffect(() => {
    if (pathname !== shownPath.current) closeRef.current()
  }, [pathname])

  if (!settings || active === null) return null
  if (active === 'promotion' && settings.promotionPopup) {
    return <PromotionPopup popup={settings.promotionPopup} signedIn={signedIn} onClose={close} />
  }
  const link = active === 'app' ? appLinkFor(settings.appLinks, platformOf(navigator.userAgent)) : null
  if (!link) return null
  return (
    <AppPopup
      link={link}
      appName={settings.appPopup.appName}
      installCount={settings.appPopup.installCount}
      onClose={close}
    />
  )
}

function localStore(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
