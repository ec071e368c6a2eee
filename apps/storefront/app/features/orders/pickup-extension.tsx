import { getFormProps, useForm } from '@conform-to/react'
import { Trans } from '@lingui/react/macro'
import { Form } from '@remix-run/react'
import type { PickupExtensionOption } from '@vitrina/domain/pickup-extension'
import { Button } from '@vitrina/ui/button'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import { type ExtensionResult, MyOrderForm } from './my-order-form.ts'
import { formatOrderDate } from './order-state-label.tsx'
import * as styles from './orders.css.ts'

/**
 * Keep the order at the pickup point 1 or 7 days longer (spec §4, §9): one button per option, each posting its
 * `days`. conform checks the pressed option with the action's schema (the API's `ExtendPickupBody`); a refused
 * one (a stale page offering an option the API no longer takes) says why and focuses the first option.
 */
export function PickupExtension({
  options,
  locale,
  result,
}: {
  options: PickupExtensionOption[]
  locale: string
  result: ExtensionResult | undefined
}) {
  const message = useFormMessage()
  const [form, fields] = useForm({
    id: 'extend',
    lastResult: result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, MyOrderForm),
  })
  if (options.length === 0) return null
  const error = message(fields.days.errors?.[0])
  return (
    <section aria-labelledby="extension-title" className={styles.card}>
      <h2 id="extension-title" className={styles.sectionTitle}>
        <Trans>Extend storage</Trans>
      </h2>
      <Form method="post" {...getFormProps(form)} className={styles.inlineForm}>
        <input type="hidden" name="intent" value="extend" />
        {options.map((option) => {
          const until = formatOrderDate(option.storage_until, locale)
          return (
            <Button
              key={option.days}
              type="submit"
              name={fields.days.name}
              value={option.days}
              variant="secondary"
              aria-describedby={error ? fields.days.errorId : undefined}
            >
              {option.days === 1 ? (
                <>
                  <Trans>By 1 day</Trans>, <Trans>until</Trans> {until}
                </>
              ) : (
                <>
                  <Trans>By 7 days</Trans>, <Trans>until</Trans> {until}
                </>
              )}
            </Button>
          )
        })}
      </Form>
      {error ? (
        <p id={fields.days.errorId} role="alert" className={styles.notice}>
          {error}
        </p>
      ) : null}
    </section>
  )
}
