import { Badge } from '@vitrina/ui/badge'
import { Breadcrumbs } from '@vitrina/ui/breadcrumbs'
import { Button } from '@vitrina/ui/button'
import { Checkbox } from '@vitrina/ui/checkbox'
import { EmptyState } from '@vitrina/ui/empty-state'
import { IconButton } from '@vitrina/ui/icon-button'
import { Notice } from '@vitrina/ui/notice'
import { Pager } from '@vitrina/ui/pagination'
import { Price } from '@vitrina/ui/price'
import { Radio, RadioGroup } from '@vitrina/ui/radio'
import { Rating } from '@vitrina/ui/rating'
import { ResponsiveImage } from '@vitrina/ui/responsive-image'
import { Segment, Segmented } from '@vitrina/ui/segmented'
import { Select } from '@vitrina/ui/select'
import { Skeleton, SkeletonGroup } from '@vitrina/ui/skeleton'
import { Switch } from '@vitrina/ui/switch'
import { TabLinks } from '@vitrina/ui/tab-links'
import { Tabs } from '@vitrina/ui/tabs'
import { TextArea } from '@vitrina/ui/text-area'
import { TextField } from '@vitrina/ui/text-field'
import { Toast } from '@vitrina/ui/toast'
import type { ReactNode } from 'react'
import * as styles from './kit-catalogue.css.ts'
import { KitOverlays } from './kit-overlays.tsx'
import { KitPickers } from './kit-pickers.tsx'

/** One component in its states, named for the browser test (`data-kit-component`). */
export function Specimen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure className={styles.specimen} data-kit-component={name}>
      <figcaption className={styles.caption}>{name}</figcaption>
      {children}
    </figure>
  )
}

const IMAGE = {
  url: '/favicon.svg',
  scaled: [
    { url: '/favicon.svg?w=200', width: 200 },
    { url: '/favicon.svg?w=400', width: 400 },
  ],
}

/** Every kit component in every state it has, under the theme of the section it is rendered in. */
export function KitShowcase({ brand }: { brand: string }) {
  return (
    <div className={styles.grid}>
      <Specimen name="button">
        <div className={styles.row}>
          <Button>Add to cart</Button>
          <Button variant="secondary">Apply</Button>
          <Button variant="ghost">Later</Button>
          <Button variant="link">Change number</Button>
          <Button variant="danger">Cancel order</Button>
        </div>
        <div className={styles.row}>
          <Button size="sm">Small</Button>
          <Button size="lg">Place order</Button>
          <Button icon="★">With icon</Button>
        </div>
        <div className={styles.row}>
          <Button disabled>Disabled</Button>
          <Button pending pendingLabel="Sending…">
            Pending
          </Button>
          <Button variant="secondary" aria-pressed="true">
            Pressed
          </Button>
          <Button variant="secondary" data-kit-state="hover">
            Hover
          </Button>
          <Button variant="secondary" data-kit-state="focus">
            Focus
          </Button>
        </div>
      </Specimen>
      <Specimen name="icon-button">
        <div className={styles.row}>
          <IconButton label="Decrease" icon="−" variant="secondary" />
          <IconButton label="Increase" icon="+" variant="secondary" />
          <IconButton label="Close" icon="×" />
          <IconButton label="Disabled" icon="+" variant="secondary" disabled />
        </div>
      </Specimen>
      <Specimen name="text-field">
        <div className={styles.stack}>
          <TextField id={`${brand}-name`} label="Name" placeholder="Anna" required />
          <TextField id={`${brand}-phone`} label="Phone" hint="We send the code by SMS" type="tel" />
          <TextField id={`${brand}-email`} label="Email" defaultValue="anna@" error="Invalid email address" />
          <TextField id={`${brand}-off`} label="Disabled" defaultValue="Read me" disabled />
          <TextField id={`${brand}-ro`} label="Read-only" defaultValue="+7 900 000-00-00" readOnly />
        </div>
      </Specimen>
      <Specimen name="text-area">
        <TextArea id={`${brand}-comment`} label="Comment for the courier" hint="Up to 500 characters" />
      </Specimen>
      <Specimen name="select">
        <div className={styles.stack}>
          <Select
            id={`${brand}-sort`}
            label="Sort by"
            options={[
              { value: 'popular', label: 'Popular' },
              { value: 'price', label: 'Price: low to high' },
            ]}
          />
          <Select
            id={`${brand}-city`}
            label="City"
            placeholder="Choose a city"
            options={[]}
            error="Choose a city"
          />
        </div>
      </Specimen>
      <Specimen name="checkbox">
        <Checkbox label="In stock only" defaultChecked />
        <Checkbox label="I agree" error="This field is required" id={`${brand}-agree`} />
        <Checkbox label="Disabled" disabled />
      </Specimen>
      <Specimen name="radio">
        <RadioGroup legend="Payment method" error="Choose a payment method" id={`${brand}-pay`}>
          <Radio name={`${brand}-pay`} value="card" label="Card online" />
          <Radio name={`${brand}-pay`} value="cash" label="Cash on delivery" />
          <Radio name={`${brand}-pay`} value="off" label="Unavailable" disabled />
        </RadioGroup>
      </Specimen>
      <Specimen name="switch">
        <Switch label="Spend bonuses" defaultChecked />
        <Switch label="Send me news" />
        <Switch label="Disabled" disabled />
      </Specimen>
      <Specimen name="segmented">
        <Segmented legend="Delivery method">
          <Segment pressed>Courier</Segment>
          <Segment pressed={false}>Pickup at a shop</Segment>
          <Segment pressed={false} disabled>
            Pickup point
          </Segment>
        </Segmented>
      </Specimen>
      <Specimen name="tabs">
        <Tabs
          label="Product"
          items={[
            { id: 'about', label: 'Description', panel: <p>Warm, light and packable.</p> },
            { id: 'specs', label: 'Specifications', panel: <p>Weight 800 g</p> },
            { id: 'reviews', label: 'Reviews', panel: <p>No reviews</p>, disabled: true },
          ]}
        />
        <TabLinks
          label="Orders and purchases"
          items={[
            { href: '#orders', label: 'Online orders', current: true },
            { href: '#purchases', label: 'In-outlet purchases', current: false },
          ]}
        />
      </Specimen>
      <KitOverlays brand={brand} />
      <Specimen name="toast">
        <div className={styles.stack}>
          <Toast tone="success" onDismiss={() => {}} dismissLabel="Close">
            Added to cart
          </Toast>
          <Toast tone="info">A new version is available</Toast>
          <Toast tone="error">Order creation failed, try again</Toast>
        </div>
      </Specimen>
      <Specimen name="badge">
        <div className={styles.row}>
          <Badge>New</Badge>
          <Badge tone="brand" label="3 items in the cart">
            3
          </Badge>
          <Badge tone="danger">−20 %</Badge>
          <Badge tone="success">Paid</Badge>
          <Badge tone="warning">Awaiting</Badge>
        </div>
      </Specimen>
      <KitPickers brand={brand} />
      <Specimen name="notice">
        <div className={styles.stack}>
          <Notice tone="danger">Check the highlighted fields.</Notice>
          <Notice tone="info">Your request is on approval.</Notice>
          <Notice tone="success">The order is cancelled.</Notice>
          <Notice tone="warning">Payment window closes in 10 minutes.</Notice>
        </div>
      </Specimen>
      <Specimen name="skeleton">
        <SkeletonGroup label="Loading reviews">
          <div className={styles.row}>
            <Skeleton width="6rem" height="8rem" />
            <Skeleton width="12rem" lines={3} />
          </div>
        </SkeletonGroup>
      </Specimen>
      <Specimen name="responsive-image">
        <div className={styles.row}>
          <ResponsiveImage image={IMAGE} alt="Main image" renderedWidth={160} ratio="3:4" priority />
          <ResponsiveImage image={IMAGE} alt="Card image" renderedWidth={96} ratio="1:1" cover />
        </div>
      </Specimen>
      <Specimen name="price">
        <Price amount="7490.00" oldAmount="9990.00" currency="RUB" locale="ru" />
        <Price amount="129.00" oldAmount={null} currency="USD" locale="en" />
      </Specimen>
      <Specimen name="rating">
        <Rating value={4.3} label="Rated 4.3 out of 5" />
      </Specimen>
      <Specimen name="pager">
        <Pager
          previousHref="#p1"
          nextHref="#p3"
          labels={{ nav: 'Pages', previous: 'Previous', next: 'Next', status: 'Page 2 of 3' }}
        />
      </Specimen>
      <Specimen name="breadcrumbs">
        <Breadcrumbs
          label="Breadcrumbs"
          items={[
            { label: 'Home', href: '#' },
            { label: 'Jackets', href: '#jackets' },
            { label: 'Down jacket', href: '#jacket' },
          ]}
        />
      </Specimen>
      <Specimen name="empty-state">
        <EmptyState
          title="Your cart is empty"
          headingLevel={3}
          icon="🛒"
          action={<Button>Go to the catalogue</Button>}
        >
          Add something you like.
        </EmptyState>
      </Specimen>
    </div>
  )
}
