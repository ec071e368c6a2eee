/** Theme tokens as plain data: computed from company settings on the server, applied as CSS variables. */
export type ThemeTokens = {
  color: {
    brand: string
    brandText: string
    onBrand: string
    text: string
    muted: string
    background: string
    surface: string
    border: string
    danger: string
    onDanger: string
    success: string
    warning: string
    focus: string
    headerBackground: string
    headerText: string
    headerAccent: string
    overlay: string
  }
  space: Record<'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', string>
  font: { body: string; heading: string }
  fontSize: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', string>
  fontWeight: { regular: string; strong: string; heading: string }
  lineHeight: { tight: string; body: string }
  letterSpacing: { heading: string; button: string }
  radius: { control: string; card: string; pill: string }
  shadow: { sm: string; md: string; lg: string }
  z: { sticky: string; dropdown: string; sheet: string; dialog: string; toast: string }
  motion: { fast: string; normal: string; easing: string }
}

type Rgb = readonly [number, number, number]

const FALLBACK_BRAND = '#222222'
/** WCAG AA for body text; the contrast test holds every preset to it. */
export const TEXT_CONTRAST = 4.5

/**
 * Font stacks a brand picks by name. Only installed fonts are used (no web-font download on the first
 * screen): each stack lists the common faces of that family on Apple, Windows, Android and Linux.
 */
export const FONT_STACKS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  geometric: 'Avenir, "Avenir Next LT Pro", Montserrat, Corbel, "URW Gothic", "Liberation Sans", sans-serif',
  industrial:
    'Bahnschrift, "DIN Alternate", "Franklin Gothic Medium", "Nimbus Sans Narrow", "DejaVu Sans Condensed", sans-serif',
  serif: '"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, Georgia, "DejaVu Serif", serif',
} as const
export type FontPreset = keyof typeof FONT_STACKS

/** Corner shapes: control, card and pill radii. */
export const SHAPES = {
  sharp: { control: '3px', card: '4px', pill: '3px' },
  soft: { control: '8px', card: '12px', pill: '999px' },
  round: { control: '999px', card: '20px', pill: '999px' },
} as const
export type ShapePreset = keyof typeof SHAPES

/** Page and surface tints: a warm paper for outdoor goods, a cool one for travel, plain white by default. */
export const TONES = {
  neutral: { background: '#ffffff', surface: '#f5f5f5', border: '#d9d9d9' },
  warm: { background: '#fcfaf6', surface: '#f1ece2', border: '#d8cfbf' },
  cool: { background: '#fbfcfe', surface: '#eef3f9', border: '#cfd9e6' },
} as const
export type TonePreset = keyof typeof TONES

export type HeaderStyle = 'light' | 'brand' | 'dark'

/** The brand part of a company's settings (`settings.theme`); every field is optional and checked. */
export type BrandTheme = {
  font: FontPreset
  heading_font: FontPreset
  shape: ShapePreset
  header: HeaderStyle
  tone: TonePreset
}

export const DEFAULT_BRAND_THEME: BrandTheme = {
  font: 'system',
  heading_font: 'system',
  shape: 'soft',
  header: 'light',
  tone: 'neutral',
}

/** '#abc' or '#aabbcc' as [r, g, b]; null for anything else (company settings are not trusted CSS). */
export function parseHexColor(value: string | null | undefined): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '')
  if (!match?.[1]) return null
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1]
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrastRatio(a: Rgb, b: Rgb) {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** Contrast of two '#rrggbb' colours (0 when either is not a colour). */
export function hexContrast(a: string, b: string): number {
  const x = parseHexColor(a)
  const y = parseHexColor(b)
  return x && y ? contrastRatio(x, y) : 0
}

/**
 * Text colour on the brand colour: white or near-black, whichever contrasts more, so a tenant who picks a
 * pale yellow brand still gets readable buttons (axe checks contrast).
 */
export function onBrandColor(brand: string): string {
  const rgb = parseHexColor(brand) ?? [0, 0, 0]
  return contrastRatio(rgb, [255, 255, 255]) >= contrastRatio(rgb, [17, 17, 17]) ? '#ffffff' : '#111111'
}

/**
 * The brand colour as text on `background`: itself when it reads (4.5:1), else darkened step by step toward
 * black until it does, so links keep the brand's hue on a pale-brand shop.
 */
export function readableOn(color: string, background: string): string {
  const rgb = parseHexColor(color)
  const bg = parseHexColor(background)
  if (!rgb || !bg) return '#1a1a1a'
  for (let step = 0; step <= 20; step++) {
    const mixed = rgb.map((c) => c * (1 - step / 20)) as unknown as Rgb
    if (contrastRatio(mixed, bg) >= TEXT_CONTRAST) return toHex(mixed)
  }
  return '#000000'
}

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback
}

/** Reads `settings.theme` (untrusted JSON): names outside the presets fall back to the defaults. */
export function brandTheme(value: unknown): BrandTheme {
  const theme = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const fonts = Object.keys(FONT_STACKS) as FontPreset[]
  return {
    font: pick(theme.font, fonts, DEFAULT_BRAND_THEME.font),
    heading_font: pick(theme.heading_font, fonts, pick(theme.font, fonts, DEFAULT_BRAND_THEME.heading_font)),
    shape: pick(theme.shape, Object.keys(SHAPES) as ShapePreset[], DEFAULT_BRAND_THEME.shape),
    header: pick(theme.header, ['light', 'brand', 'dark'] as const, DEFAULT_BRAND_THEME.header),
    tone: pick(theme.tone, Object.keys(TONES) as TonePreset[], DEFAULT_BRAND_THEME.tone),
  }
}

/**
 * The brand colour as a fill with its text colour. A mid-tone (#e91e63) reads neither with white nor with
 * black at 4.5:1, so such a fill is darkened in its hue until white text on it does.
 */
export function brandFill(brand: string): { brand: string; onBrand: string } {
  const onBrand = onBrandColor(brand)
  if (hexContrast(onBrand, brand) >= TEXT_CONTRAST) return { brand, onBrand }
  return { brand: readableOn(brand, '#ffffff'), onBrand: '#ffffff' }
}

const TEXT = '#1a1a1a'
const MUTED = '#575757'

/**
 * The tokens of one company: its brand colour (validated, else a neutral default) and its brand theme
 * (font, shape, header, tone presets) on a shared base of spacing, type, elevation, layers and motion.
 */
export function themeTokens(settings: { brand_color?: string | null; theme?: unknown }): ThemeTokens {
  const chosen = parseHexColor(settings.brand_color)
    ? (settings.brand_color ?? '').trim().toLowerCase()
    : FALLBACK_BRAND
  const { brand, onBrand } = brandFill(chosen)
  const theme = brandTheme(settings.theme)
  const tone = TONES[theme.tone]
  const header =
    theme.header === 'brand'
      ? { headerBackground: brand, headerText: onBrand, headerAccent: onBrand }
      : theme.header === 'dark'
        ? { headerBackground: '#1c1c1e', headerText: '#ffffff', headerAccent: '#ffffff' }
        : {
            headerBackground: tone.background,
            headerText: TEXT,
            headerAccent: readableOn(brand, tone.background),
          }
  return {
    color: {
      brand,
      brandText: readableOn(brand, tone.background),
      onBrand,
      text: TEXT,
      muted: MUTED,
      background: tone.background,
      surface: tone.surface,
      border: tone.border,
      danger: '#b3261e',
      onDanger: '#ffffff',
      success: '#1e7a3a',
      warning: '#8a5300',
      focus: '#1a56db',
      ...header,
      overlay: 'rgb(0 0 0 / 0.45)',
    },
    space: {
      xxs: '0.125rem',
      xs: '0.25rem',
      sm: '0.5rem',
      md: '0.75rem',
      lg: '1rem',
      xl: '1.5rem',
      xxl: '2.5rem',
    },
    font: { body: FONT_STACKS[theme.font], heading: FONT_STACKS[theme.heading_font] },
    fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
    fontWeight: { regular: '400', strong: '600', heading: theme.heading_font === 'serif' ? '600' : '700' },
    lineHeight: { tight: '1.2', body: '1.5' },
    letterSpacing: {
      heading: theme.heading_font === 'industrial' ? '0.02em' : '0',
      button: theme.shape === 'sharp' ? '0.04em' : '0',
    },
    radius: { ...SHAPES[theme.shape] },
    shadow: {
      sm: '0 1px 2px rgb(0 0 0 / 0.08)',
      md: '0 4px 12px rgb(0 0 0 / 0.12)',
      lg: '0 12px 32px rgb(0 0 0 / 0.2)',
    },
    z: { sticky: '10', dropdown: '20', sheet: '30', dialog: '40', toast: '50' },
    motion: { fast: '120ms', normal: '220ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  }
}
