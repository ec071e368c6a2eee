import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import * as styles from './tabs.css.ts'

export type TabItem = { id: string; label: ReactNode; panel: ReactNode; disabled?: boolean }

/**
 * Tabs on the WAI-ARIA pattern: a `tablist` of `tab`s, each `aria-controls` its `tabpanel`; only the selected
 * tab is in the Tab order, arrows (and Home/End) move and select (automatic activation), and the panel is
 * focusable so keyboard users reach its text. Controlled with `selected`/`onSelect`, or uncontrolled.
 * Without JavaScript the first (or `selected`) panel shows; pages that must switch without JavaScript use
 * `TabLinks` instead.
 */
export function Tabs({
  label,
  items,
  selected: selectedProp,
  defaultSelected,
  onSelect,
  className,
}: {
  /** The tab list's accessible name. */
  label: string
  items: readonly TabItem[]
  selected?: string
  defaultSelected?: string
  onSelect?: (id: string) => void
  className?: string
}) {
  const base = useId().replace(/:/g, '')
  const [own, setOwn] = useState(defaultSelected ?? items.find((item) => !item.disabled)?.id)
  const selected = selectedProp ?? own
  const tabs = useRef(new Map<string, HTMLButtonElement>())

  const select = (id: string) => {
    setOwn(id)
    onSelect?.(id)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled)
    const index = enabled.findIndex((item) => item.id === selected)
    const next =
      event.key === 'ArrowRight'
        ? enabled[(index + 1) % enabled.length]
        : event.key === 'ArrowLeft'
          ? enabled[(index - 1 + enabled.length) % enabled.length]
          : event.key === 'Home'
            ? enabled[0]
            : event.key === 'End'
              ? enabled[enabled.length - 1]
              : undefined
    if (!next) return
    event.preventDefault()
    select(next.id)
    tabs.current.get(next.id)?.focus()
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element)
                else tabs.current.delete(item.id)
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA pattern makes panels focusable.
          tabIndex={0}
          hidden={item.id !== selected}
          className={styles.panel}
        >
          {item.panel}
        </div>
      ))}
    </div>
  )
}
