import { redirect } from '@remix-run/node'
import { TOURS_PATH } from '../../features/tours/tour-links.ts'

/**
 * `/tours/go-to-main/` (spec §2): the redirect page the bare `/hotel-collections/` leads to. Hotel collections
 * are listed on the tours main page, so this answers with a redirect there, to the collections section.
 */
export function loader() {
  return redirect(`${TOURS_PATH}#collections`, 302)
}
