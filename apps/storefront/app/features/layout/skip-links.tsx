import { useLingui } from '@lingui/react/macro'
import { useMatches } from '@remix-run/react'

/** Skip targets a page may add (its route's `handle.skipTo`), after the frame's "Skip to content". */
export type SkipTarget = 'purchase'
export const SKIP_TARGET_IDS: Record<SkipTarget, string> = { purchase: 'purchase' }

function skipTargets(handle: unknown): SkipTarget[] {
  if (typeof handle !== 'object' || handle === null || !('skipTo' in handle)) return []
  const skipTo = handle.skipTo
  return Array.isArray(skipTo)
    ? skipTo.filter((target): target is SkipTarget => target in SKIP_TARGET_IDS)
    : []
}

/**
 * The first stops of the Tab key: "Skip to content", then the page's own targets (on a product page the
 * size and "Add to cart", past the header, breadcrumbs and gallery). Hidden until focused.
 */
export function SkipLinks() {
  const { t } = useLingui()
  const matches = useMatches()
  const labels: Record<SkipTarget, string> = { purchase: t`Skip to size and add to cart` }
  const targets = matches.flatMap((match) => skipTargets(match.handle))
  return (
    <>
      <a href="#main" className="skip-link">
        {t`Skip to content`}
      </a>
      {targets.map((target) => (
        <a key={target} href={`#${SKIP_TARGET_IDS[target]}`} className="skip-link">
          {labels[target]}
        </a>
      ))}
    </>
  )
}
