/** Theme tokens as plain data: computed from company settings on the server, applied as CSS variables. */
export type ThemeTokens = {
  color: {
    brand: string
    onBrand: string
    text: string
    muted: string
    background: string
    surface: string
    border: string
    danger: string
    success: string
    focus: string
  }
  radius: { control: string; card: string }
  font: { body: string }
}

const FALLBACK_BRAND = '#222222'

/** '#abc' or '#aabbcc' as [r, g, b]; null for anything else (company settings are not trusted CSS). */
export function parseHexColor(value: string | null | undefined): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '')
  if (!match?.[1]) return null
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1]
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrastRatio(a: readonly [number, number, number], b: readonly [number, number, number]) {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * Text colour on the brand colour: white or near-black, whichever contrasts more, so a tenant who picks a
 * pale yellow brand still gets readable buttons (axe checks contrast).
 */
export function onBrandColor(brand: string): string {
  const rgb = parseHexColor(brand) ?? [0, 0, 0]
  return contrastRatio(rgb, [255, 255, 255]) >= contrastRatio(rgb, [17, 17, 17]) ? '#ffffff' : '#111111'
}

/** The tokens of one company: its brand colour (validated, else a neutral default) on a shared base. */
export function themeTokens(settings: { brand_color?: string | null }): ThemeTokens {
  const brand = parseHexColor(settings.brand_color) ? (settings.brand_color ?? '').trim() : FALLBACK_BRAND
  return {
    color: {
      brand,
      onBrand: onBrandColor(brand),
      text: '#1a1a1a',
      muted: '#595959',
      background: '#ffffff',
      surface: '#f5f5f5',
      border: '#d9d9d9',
      danger: '#b3261e',
      success: '#1e7a3a',
      focus: '#1a56db',
    },
    radius: { control: '8px', card: '12px' },
    font: { body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  }
}
