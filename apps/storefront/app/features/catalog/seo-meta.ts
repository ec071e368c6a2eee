import type { MetaDescriptor } from '@remix-run/node'
import { type Locale, toRegionTag } from '@vitrina/domain/locale'

/** What a page tells search engines and link previews; the loader fills it, the route's `meta` renders it. */
export type PageSeo = {
  title: string
  description: string
  /** Absolute URL of the page's one indexable address; null for pages not to be indexed. */
  canonical: string | null
  /** Absolute URL of the preview image. */
  image: string | null
  siteName: string
  locale: Locale
  noindex?: boolean
}

/** The `meta` export's tags: title, description, canonical link, robots and Open Graph. */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:locale', content: toRegionTag(seo.locale).replace('-', '_') },
  ]
  if (seo.description !== '') {
    tags.push({ name: 'description', content: seo.description })
    tags.push({ property: 'og:description', content: seo.description })
  }
  if (seo.canonical !== null) {
    tags.push({ tagName: 'link', rel: 'canonical', href: seo.canonical })
    tags.push({ property: 'og:url', content: seo.canonical })
  }
  if (seo.image !== null) tags.push({ property: 'og:image', content: seo.image })
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, follow' })
  return tags
}

/** "{page} — {company}": the page first, since tabs and results cut the end off. */
export function pageTitle(page: string, siteName: string): string {
  return page === '' || page === siteName ? siteName : `${page} — ${siteName}`
}

/**
 * A category page's title: the company's `seo_category_name` template with `{name}` replaced by the category
 * (a template without `{name}` gets the name in front), else the usual "{category} — {company}".
 */
export function categoryPageTitle(category: string, siteName: string, template: string | null): string {
  const pattern = template?.trim()
  if (!pattern) return pageTitle(category, siteName)
  return pattern.includes('{name}') ? pattern.replaceAll('{name}', category) : `${category} ${pattern}`
}

/** A description of at most 160 characters (what result pages show), cut at a word. */
export function metaDescription(...parts: string[]): string {
  const text = parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
  if (text.length <= 160) return text
  const cut = text.slice(0, 159)
  const space = cut.lastIndexOf(' ')
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s.,;:—-]+$/, '')}…`
}
