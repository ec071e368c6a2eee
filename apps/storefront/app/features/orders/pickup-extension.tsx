import { Trans } from '@lingui/react/macro'
import { Form } from '@remix-run/react'
import type { PickupExtensionOption } from '@vitrina/domain/pickup-extension'
import { Button } from '@vitrina/ui/button'
import { formatOrderDate } from './order-state-label.tsx'
import * as styles from './orders.css.ts'

/** Keep the order at the pickup point 1 or 7 days longer (spec §4, §9): one button per option. */
export function PickupExtension({ options, locale }: { options: PickupExtensionOption[]; locale: string }) {
  if (options.length === 0) return null
  return (
    <section aria-labelledby="extension-title" className={styles.card}>
      <h2 id="extension-title" className={styles.sectionTitle}>
        <Trans>Extend storage</Trans>
      </h2>
      <Form method="post" className={styles.inlineForm}>
        <input type="hidden" name="intent" value="extend" />
        {options.map((option) => {
          const until = formatOrderDate(option.storage_until, locale)
          return (
            <Button key={option.days} type="submit" name="days" value={option.days} variant="secondary">
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
    </section>
  )
}
