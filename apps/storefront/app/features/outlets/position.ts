/**
 * The browser's position (spec §7: high accuracy, 5000 ms timeout). Rejects with the browser's
 * GeolocationPositionError (code 1 = denied) or an Error when there is no geolocation at all.
 */
export function currentPosition(): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('geolocation unsupported'))
      return
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude }),
      reject,
      { enableHighAccuracy: true, timeout: 5000 },
    )
  })
}
