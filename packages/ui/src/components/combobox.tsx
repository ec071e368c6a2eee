import {
  forwardRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useState,
} from 'react'
import * as styles from './combobox.css.ts'
import * as fieldStyles from './field.css.ts'
import { Field, type FieldTexts } from './field.tsx'
import { visuallyHidden } from './focus.css.ts'

export type ComboboxOption = { id: string; label: string; hint?: string }

export type ComboboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'onSelect' | 'required' | 'value'
> &
  FieldTexts & {
    value: string
    onValueChange: (value: string) => void
    /** The suggestions for the current text; an empty list closes the popup. */
    options: readonly ComboboxOption[]
    onPick: (option: ComboboxOption) => void
    /** The list's accessible name ("Address suggestions"). */
    listLabel: string
    /** Announced politely when the suggestions change ("3 suggestions"); the app translates it. */
    countLabel: (count: number) => string
    fieldClassName?: string
  }

/**
 * An editable combobox on the WAI-ARIA pattern (list autocomplete): the input is `role="combobox"` with
 * `aria-expanded`/`aria-controls`; the suggestions are a `listbox` positioned right under the input; arrows
 * move the active option (`aria-activedescendant`, focus stays in the input so typing goes on), Enter picks it,
 * Esc closes the list; the number of suggestions is announced in a live region.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  {
    id,
    label,
    hint,
    error,
    required,
    value,
    onValueChange,
    options,
    onPick,
    listLabel,
    countLabel,
    className,
    fieldClassName,
    onKeyDown,
    onBlur,
    ...rest
  },
  ref,
) {
  const [active, setActive] = useState(-1)
  const [dismissed, setDismissed] = useState(false)
  const expanded = options.length > 0 && !dismissed
  // New suggestions reopen the list with nothing active (the shopper is still typing).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new list of suggestions.
  useEffect(() => {
    setActive(-1)
    setDismissed(false)
  }, [options])

  const pick = (option: ComboboxOption) => {
    setDismissed(true)
    setActive(-1)
    onPick(option)
  }

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault()
      setDismissed(false)
      const last = options.length - 1
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      )
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const option = options[active]
      if (!option) return
      event.preventDefault() // picking a suggestion must not submit the form
      pick(option)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setDismissed(true)
      setActive(-1)
    }
  }

  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      {(aria) => {
        const listId = `${aria.id}-listbox`
        const optionId = (index: number) => `${aria.id}-option-${index}`
        return (
          <div className={styles.anchor}>
            <input
              ref={ref}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              className={[fieldStyles.control, className].filter(Boolean).join(' ')}
              value={value}
              onChange={(event) => onValueChange(event.target.value)}
              onKeyDown={keyDown}
              onBlur={(event) => {
                onBlur?.(event)
                setDismissed(true)
              }}
              {...aria}
              {...rest}
            />
            <div
              id={listId}
              role="listbox"
              aria-label={listLabel}
              className={styles.listbox}
              hidden={!expanded}
            >
              {options.map((option, index) => (
                // Options are picked with the mouse here and with the keyboard from the input
                // (aria-activedescendant), as the pattern prescribes.
                // biome-ignore lint/a11y/useFocusableInteractive: options stay unfocusable; the input keeps focus.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys.
                <div
                  key={option.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  // mousedown would blur the input and close the list before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                >
                  {option.label}
                  {option.hint ? <span className={styles.optionHint}>{option.hint}</span> : null}
                </div>
              ))}
            </div>
            <LiveCount text={options.length > 0 && !dismissed ? countLabel(options.length) : ''} />
          </div>
        )
      }}
    </Field>
  )
})

function LiveCount({ text }: { text: ReactNode }) {
  return (
    <span role="status" aria-live="polite" className={visuallyHidden}>
      {text}
    </span>
  )
}
