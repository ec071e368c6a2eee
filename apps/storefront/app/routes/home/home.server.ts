import type { CategoryNode } from '@vitrina/api-client/schemas'
import { menuLink } from '@vitrina/domain/links'
import { type CategoryLink, categoryTree, pickCategories } from '../../features/catalog/category-links.ts'
import { type HomeBlock, mediaUrl, parseHomeBlocks } from '../../features/catalog/home-blocks.ts'
import { nullWhenNotFound } from '../../features/catalog/listing.server.ts'
import { type CardView, orderByIds, toCardView } from '../../features/catalog/product-cards.ts'
import { catalogReads } from '../../lib/catalog-cache.server.ts'
import type { StorefrontContext } from '../../lib/context.server.ts'

type Tile = Omit<CategoryLink, 'children'>

export type HomeSection =
  | { kind: 'banner'; key: string; title: string; href: string; image: string | null }
  | { kind: 'products'; key: string; title: string; products: CardView[] }
  | { kind: 'categories'; key: string; title: string; categories: Tile[] }

const tile = ({ children: _, ...link }: CategoryLink): Tile => link

/**
 * The home page's sections, in the admin's order (the `home` section of the content API). The page and the
 * category tree are fetched together, then every product block at once. Without a home page (404) the
 * shop still has a front page: the top-level categories as tiles. Blocks that end up empty are left out.
 */
export async function loadHomeSections(context: StorefrontContext): Promise<HomeSection[]> {
  const reads = catalogReads(context)
  const [page, nodes] = await Promise.all([
    nullWhenNotFound(reads.getPage('section', 'home')),
    reads.listCategories(),
  ])
  if (!page) {
    const tree = categoryTree(nodes)
    return [{ kind: 'categories', key: 'categories', title: '', categories: tree.map(tile) }]
  }
  return pageSections(context, page.blocks, nodes)
}

/**
 * The sections of a content page's blocks (the home page, `/sections/{slug}/`), in the admin's order, every
 * product block fetched at once. Blocks that end up empty are left out.
 */
export async function pageSections(
  context: StorefrontContext,
  rawBlocks: readonly unknown[],
  nodes: readonly CategoryNode[],
): Promise<HomeSection[]> {
  const tree = categoryTree(nodes)
  const blocks = parseHomeBlocks(rawBlocks)
  const sections = await Promise.all(
    blocks.map((block, index) => toSection(context, block, tree, `b${index}`)),
  )
  return sections.filter((section): section is HomeSection => section !== null)
}

async function toSection(
  context: StorefrontContext,
  block: HomeBlock,
  tree: CategoryLink[],
  key: string,
): Promise<HomeSection | null> {
  switch (block.type) {
    case 'banner': {
      const image = mediaUrl(block.image, context.api.options.baseUrl)
      if (!image && block.title === '') return null
      return {
        kind: 'banner',
        key,
        title: block.title,
        href: menuLink({ type: 'LINK', value: block.href }),
        image,
      }
    }
    case 'products': {
      const ids = block.product_ids
      // No ids would ask the API for every product, not for none.
      if (ids.length === 0) return null
      const page = await catalogReads(context).listProducts({ ids, page_size: ids.length })
      const products = orderByIds(page.results, ids).map(toCardView)
      return products.length === 0 ? null : { kind: 'products', key, title: block.title, products }
    }
    case 'categories': {
      const categories = pickCategories(tree, block.category_ids).map(tile)
      return categories.length === 0 ? null : { kind: 'categories', key, title: block.title, categories }
    }
  }
}
