/**
 * Page scroll is locked while any layer (dialog, panel) is open, and the position is restored when the last
 * one closes (spec §2). Layers nest, so this counts them; the page is pinned with `position: fixed` at its
 * current offset, which also stops iOS from scrolling the page behind the layer.
 */
export type ScrollTarget = {
  scrollY: () => number
  scrollTo: (y: number) => void
  setStyle: (style: { position: string; top: string; width: string }) => void
}

export function createScrollLock(target: ScrollTarget) {
  let layers = 0
  let savedY = 0
  return {
    lock(): () => void {
      if (layers === 0) {
        savedY = target.scrollY()
        target.setStyle({ position: 'fixed', top: `-${savedY}px`, width: '100%' })
      }
      layers += 1
      let released = false
      return () => {
        if (released) return
        released = true
        layers -= 1
        if (layers === 0) {
          target.setStyle({ position: '', top: '', width: '' })
          target.scrollTo(savedY)
        }
      }
    },
    get layers() {
      return layers
    },
  }
}

let pageLock: ReturnType<typeof createScrollLock> | undefined

/** The document's lock (browser only). */
export function pageScrollLock() {
  pageLock ??= createScrollLock({
    scrollY: () => window.scrollY,
    scrollTo: (y) => window.scrollTo(0, y),
    setStyle: (style) => Object.assign(document.body.style, style),
  })
  return pageLock
}
