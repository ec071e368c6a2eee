import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import { formatDecimal } from '@vitrina/domain/format'
import { ProductCard } from '@vitrina/ui/product-card'
import { ProductGrid, ProductGridItem } from '@vitrina/ui/product-grid'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import { FavouriteHeart } from '../customer-lists/favourite-heart.tsx'
import { useHiddenPriceText } from '../pricing/use-price-access.ts'
import { type CardDisplay, type CardView, shownCard } from './product-cards.ts'

/**
 * A grid of product cards in the company's currency, language and image settings. When the shopper may not
 * see prices (spec §6) the cards show the restriction message where the price would be.
 */
export function ProductList({
  products,
  display,
  label,
  firstScreen = 0,
}: {
  products: readonly CardView[]
  display: CardDisplay
  /** Names the list for screen readers, e.g. the block or page title. */
  label: string
  /**
   * How many cards open the page (a listing's first desktop row): their pictures load with the page, the first
   * at high priority (it is the largest paint on a phone). 0 (the default) where the list is further down.
   */
  firstScreen?: number
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const currency = useShopCurrency()
  const hiddenPrice = useHiddenPriceText()
  const labels = {
    outOfStock: t`Out of stock`,
    noPrice: hiddenPrice ?? t`Price on request`,
    rating: (rating: number, count: number) => {
      const value = formatDecimal(rating, locale, 1)
      return t`Rating ${value} of 5, ${plural(count, { one: '# review', other: '# reviews' })}`
    },
  }
  return (
    <ProductGrid label={label}>
      {products.map((card, index) => {
        const product = shownCard(card, display)
        return (
          <ProductGridItem key={product.id}>
            <ProductCard
              product={hiddenPrice === null ? product : { ...product, price: null, old_price: null }}
              href={product.href}
              currency={currency}
              locale={locale}
              ratio={display.ratio}
              cover={display.cover}
              labels={labels}
              imageLoading={index >= firstScreen ? 'lazy' : index === 0 ? 'priority' : 'eager'}
              action={<FavouriteHeart productId={product.id} productName={product.name} />}
              renderLink={(to, children) => (
                <Link to={to} prefetch="intent">
                  {children}
                </Link>
              )}
            />
          </ProductGridItem>
        )
      })}
    </ProductGrid>
  )
}
