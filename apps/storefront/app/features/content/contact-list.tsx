import { useLingui } from '@lingui/react/macro'
import type { ContactKind, ContactRow } from './company-contacts.ts'
import * as styles from './content.css.ts'

/** Contact rows as a description list: label, then the value (a tel: or mailto: link when it has one). */
export function ContactList({ rows }: { rows: readonly ContactRow[] }) {
  const { t } = useLingui()
  if (rows.length === 0) return null
  const labels: Record<ContactKind, string> = {
    name: t`Legal name`,
    address: t`Address`,
    phone: t`Phone`,
    email: t`Email`,
    registration: t`Registration number`,
  }
  return (
    <dl className={styles.details}>
      {rows.map((row) => (
        <div key={row.kind} style={{ display: 'contents' }}>
          <dt className={styles.term}>{labels[row.kind]}</dt>
          <dd className={styles.definition}>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
