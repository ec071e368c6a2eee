import { redirect } from '@remix-run/node'

/** The bare `/hotel-collections/` goes to the tours main redirect page (spec §2). */
export function loader() {
  return redirect('/tours/go-to-main/', 302)
}
