import { forwardRef } from 'react'
import { Choice, type ChoiceProps } from './choice.tsx'
import * as styles from './field.css.ts'

/** A labelled checkbox ("Save my details"), with hint and error. */
export const Checkbox = forwardRef<HTMLInputElement, ChoiceProps>(function Checkbox(props, ref) {
  return <Choice ref={ref} type="checkbox" inputClassName={styles.choiceInput} {...props} />
})
