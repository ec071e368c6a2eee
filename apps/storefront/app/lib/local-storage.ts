/**
 * The browser's local storage, or null where it is unavailable (private modes, storage disabled by the user,
 * where reading the property itself throws): callers then skip what they would remember.
 */
export function localStore(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
