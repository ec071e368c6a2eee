import { useLingui } from '@lingui/react/macro'

/** A hotel's stars: drawn as stars, read as "4 stars". */
export function Stars({ count }: { count: number }) {
  const { t } = useLingui()
  if (count <= 0) return null
  return (
    <span role="img" aria-label={t`${count} stars`}>
      {'★'.repeat(count)}
    </span>
  )
}
