import { forwardRef } from 'react'
import { Choice, type ChoiceProps } from './choice.tsx'
import * as styles from './field.css.ts'

/**
 * An on/off setting that applies at once ("Pay with bonuses"): a checkbox with `role="switch"`, so it posts
 * like a checkbox without JavaScript and screen readers say "on"/"off".
 */
export const Switch = forwardRef<HTMLInputElement, ChoiceProps>(function Switch(props, ref) {
  return <Choice ref={ref} type="checkbox" role="switch" inputClassName={styles.switchInput} {...props} />
})
