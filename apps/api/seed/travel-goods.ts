/**
 * The travel shop's ordinary catalogue (issue 12): travel goods, named in English (the shop's language)
 * with the Russian name and synonyms in `keywords`, so "чемодан" finds a suitcase. Tours and hotels are
 * sold by the tours mode (`/tours/`, `/hotel-collections/`), never as sized products here.
 */
export type TravelGoods =
  | 'suitcase'
  | 'backpack'
  | 'travel-pillow'
  | 'packing-cubes'
  | 'toiletry-bag'
  | 'adapter'
  | 'power-bank'
  | 'guidebook'

/** Which review texts fit the goods: a suitcase is not praised for its maps. */
export type TravelFamily = 'luggage' | 'comfort' | 'organisers' | 'electronics' | 'guidebooks'

export type TravelLeaf = {
  /** Full English names; one per product, the brand and model are added after it. */
  titles: string[]
  /** The Russian name and synonyms, for search. */
  keywords: string
  goods: TravelGoods
  family: TravelFamily
  /** Whole US dollars: the range a real shop asks for this kind of goods. */
  price: [number, number]
  /** S/M/L only where a shopper really picks a size (suitcases). */
  sizes: string[]
  /** How many colourways a product comes in (0: one edition, like a book). */
  colours: 0 | 1 | 2
  properties: (nth: number) => { name: string; value: string }[]
  purpose: string
}

export const SUITCASE_SIZES = ['S', 'M', 'L']

export const TRAVEL_LEAVES: Record<string, TravelLeaf> = {
  'luggage-suitcases-hard-shell': {
    titles: ['Hard-shell spinner suitcase', 'Polycarbonate suitcase', 'Aluminium-frame suitcase'],
    keywords: 'чемодан пластиковый на колёсах luggage spinner trolley',
    goods: 'suitcase',
    family: 'luggage',
    price: [119, 349],
    sizes: SUITCASE_SIZES,
    colours: 2,
    properties: () => [
      { name: 'Material', value: 'Polycarbonate' },
      { name: 'Sizes', value: 'S 55 cm (cabin) · M 68 cm · L 77 cm' },
      { name: 'Lock', value: 'TSA combination lock' },
    ],
    purpose: 'Four double spinner wheels, a telescopic handle and a shell that shrugs off baggage belts.',
  },
  'luggage-suitcases-soft-sided': {
    titles: ['Soft-sided expandable suitcase', 'Lightweight fabric suitcase', 'Two-wheel upright suitcase'],
    keywords: 'чемодан тканевый на колёсах luggage softside trolley',
    goods: 'suitcase',
    family: 'luggage',
    price: [99, 279],
    sizes: SUITCASE_SIZES,
    colours: 2,
    properties: () => [
      { name: 'Material', value: 'Ballistic nylon 1680D' },
      { name: 'Sizes', value: 'S 55 cm (cabin) · M 66 cm · L 76 cm' },
      { name: 'Expansion', value: '+5 cm zip gusset' },
    ],
    purpose: 'An expansion zip for the souvenirs and two outside pockets for the things you need first.',
  },
  'luggage-cabin-carry-on': {
    titles: ['Carry-on spinner 55 cm', 'Underseat cabin case 40 cm', 'Business carry-on with laptop pocket'],
    keywords: 'чемодан ручная кладь cabin bag carry-on',
    goods: 'suitcase',
    family: 'luggage',
    price: [89, 229],
    sizes: [],
    colours: 2,
    properties: () => [
      { name: 'Material', value: 'Polycarbonate' },
      { name: 'Fits', value: 'Cabin limits of most airlines' },
      { name: 'Weight', value: '2.4 kg' },
    ],
    purpose: 'Sized for the overhead bin, with a front pocket for a laptop and boarding passes.',
  },
  'luggage-cabin-backpacks': {
    titles: ['Travel backpack 40 l', 'Carry-on travel backpack 35 l', 'Anti-theft city backpack 20 l'],
    keywords: 'рюкзак для путешествий backpack carry-on',
    goods: 'backpack',
    family: 'luggage',
    price: [59, 189],
    sizes: [],
    colours: 2,
    properties: () => [
      { name: 'Material', value: 'Recycled polyester 600D' },
      { name: 'Opening', value: 'Clamshell, opens flat like a suitcase' },
      { name: 'Laptop sleeve', value: 'Up to 16″' },
    ],
    purpose: 'Opens flat like a suitcase and hides its straps when you check it in.',
  },
  'accessories-comfort-pillows': {
    titles: ['Memory foam travel pillow', 'Inflatable neck pillow', 'Wrap-around travel pillow'],
    keywords: 'подушка для путешествий дорожная neck pillow',
    goods: 'travel-pillow',
    family: 'comfort',
    price: [19, 49],
    sizes: [],
    colours: 2,
    properties: () => [
      { name: 'Filling', value: 'Memory foam' },
      { name: 'Cover', value: 'Washable velour' },
      { name: 'Packs into', value: 'Its own pouch with a clip' },
    ],
    purpose: 'Holds your head upright on a night flight and clips onto a bag strap when you land.',
  },
  'accessories-comfort-sleep-kits': {
    titles: [
      'Sleep kit: pillow, eye mask and earplugs',
      'Night flight comfort set',
      'Silk eye mask and earplugs',
    ],
    keywords: 'маска для сна беруши набор для сна sleep mask earplugs',
    goods: 'travel-pillow',
    family: 'comfort',
    price: [15, 45],
    sizes: [],
    colours: 1,
    properties: () => [
      { name: 'In the set', value: 'Eye mask, two pairs of earplugs, pouch' },
      { name: 'Mask', value: 'Contoured, blocks all light' },
      { name: 'Earplugs', value: 'Soft foam, 33 dB' },
    ],
    purpose: 'Darkness and quiet for a night flight or a hostel dormitory.',
  },
  'accessories-organisers-packing-cubes': {
    titles: [
      'Packing cubes, set of 4',
      'Compression packing cubes, set of 3',
      'Ultralight packing cubes, set of 6',
    ],
    keywords: 'органайзеры для вещей кубы для упаковки packing cubes organiser',
    goods: 'packing-cubes',
    family: 'organisers',
    price: [19, 59],
    sizes: [],
    colours: 2,
    properties: () => [
      { name: 'Material', value: 'Ripstop nylon with mesh tops' },
      { name: 'In the set', value: 'S, M, L and XL cubes' },
      { name: 'Zips', value: 'Double, with compression' },
    ],
    purpose: 'Keeps shirts, socks and swimwear apart and squeezes a week into a carry-on.',
  },
  'accessories-organisers-toiletry-bags': {
    titles: ['Hanging toiletry bag', 'Clear toiletry bag for liquids', 'Waterproof wash bag'],
    keywords: 'косметичка несессер toiletry bag wash bag',
    goods: 'toiletry-bag',
    family: 'organisers',
    price: [15, 45],
    sizes: [],
    colours: 2,
    properties: () => [
      { name: 'Material', value: 'Water-resistant polyester' },
      { name: 'Hook', value: 'Folding, for a door or towel rail' },
      { name: 'Airport check', value: 'Liquids pocket up to 1 l' },
    ],
    purpose: 'Hangs on the bathroom door and keeps the liquids together for airport security.',
  },
  'accessories-electronics-adapters': {
    titles: ['Universal travel adapter', 'Travel adapter with 4 USB ports', 'UK and EU plug adapter, pair'],
    keywords: 'переходник для розетки адаптер travel adapter plug',
    goods: 'adapter',
    family: 'electronics',
    price: [12, 39],
    sizes: [],
    colours: 1,
    properties: () => [
      { name: 'Plugs', value: 'EU, UK, US, AU' },
      { name: 'Charging', value: 'USB-C 20 W and 2 × USB-A' },
      { name: 'Safety', value: 'Fuse and child shutters' },
    ],
    purpose: 'One adapter for sockets in over 150 countries, charging a phone and a watch at once.',
  },
  'accessories-electronics-power-banks': {
    titles: ['Power bank 10 000 mAh', 'Slim power bank 5 000 mAh', 'Power bank 20 000 mAh with USB-C'],
    keywords: 'внешний аккумулятор пауэрбанк power bank battery charger',
    goods: 'power-bank',
    family: 'electronics',
    price: [25, 89],
    sizes: [],
    colours: 1,
    properties: () => [
      { name: 'Output', value: 'USB-C PD 20 W' },
      { name: 'Cabin baggage', value: 'Allowed (under 100 Wh)' },
      { name: 'Charges a phone', value: 'Two to four times' },
    ],
    purpose: 'Allowed in cabin baggage and keeps a phone alive through a long travel day.',
  },
  'guidebooks-countries-europe': {
    titles: [
      'Italy guidebook',
      'Spain guidebook',
      'Portugal guidebook',
      'France guidebook',
      'Greece guidebook',
    ],
    keywords: 'путеводитель европа guidebook book europe',
    goods: 'guidebook',
    family: 'guidebooks',
    price: [19, 29],
    sizes: [],
    colours: 0,
    properties: (nth) => [
      { name: 'Pages', value: String(320 + (nth % 4) * 48) },
      { name: 'Edition', value: '2026' },
      { name: 'Maps', value: 'Pull-out country map' },
    ],
    purpose: 'Itineraries, regions, food and a pull-out map, updated for 2026.',
  },
  'guidebooks-countries-asia': {
    titles: [
      'Japan guidebook',
      'Vietnam guidebook',
      'Thailand guidebook',
      'Indonesia guidebook',
      'Sri Lanka guidebook',
    ],
    keywords: 'путеводитель азия guidebook book asia',
    goods: 'guidebook',
    family: 'guidebooks',
    price: [19, 29],
    sizes: [],
    colours: 0,
    properties: (nth) => [
      { name: 'Pages', value: String(352 + (nth % 4) * 40) },
      { name: 'Edition', value: '2026' },
      { name: 'Maps', value: 'Pull-out country map' },
    ],
    purpose: 'Routes for two to four weeks, local customs and phrases, updated for 2026.',
  },
  'guidebooks-cities-europe': {
    titles: [
      'Rome pocket guide',
      'Barcelona pocket guide',
      'Lisbon pocket guide',
      'Paris pocket guide',
      'Porto pocket guide',
    ],
    keywords: 'путеводитель по городу европа city guide pocket',
    goods: 'guidebook',
    family: 'guidebooks',
    price: [12, 19],
    sizes: [],
    colours: 0,
    properties: (nth) => [
      { name: 'Pages', value: String(176 + (nth % 3) * 16) },
      { name: 'Edition', value: '2026' },
      { name: 'Maps', value: 'Street map and metro plan' },
    ],
    purpose: 'The best of the city in three days: walks, cafés and a street map.',
  },
  'guidebooks-cities-asia': {
    titles: [
      'Tokyo pocket guide',
      'Kyoto pocket guide',
      'Hanoi pocket guide',
      'Bangkok pocket guide',
      'Bali pocket guide',
    ],
    keywords: 'путеводитель по городу азия city guide pocket',
    goods: 'guidebook',
    family: 'guidebooks',
    price: [12, 19],
    sizes: [],
    colours: 0,
    properties: (nth) => [
      { name: 'Pages', value: String(192 + (nth % 3) * 16) },
      { name: 'Edition', value: '2026' },
      { name: 'Maps', value: 'Street map and transit plan' },
    ],
    purpose: 'Neighbourhood walks, street food and how to ride the local transport.',
  },
}

/** Invented brands; guidebooks carry a publisher instead. */
export const TRAVEL_BRANDS = ['Wayfarer', 'Nomad & Co', 'Skyline', 'Atlas Gear'] as const
export const GUIDEBOOK_PUBLISHERS = ['Compass Press', 'Wayfarer Guides', 'Blue Atlas'] as const
/** Model names: winds, as luggage makers like to name their ranges. */
export const TRAVEL_MODELS = [
  'Mistral',
  'Sirocco',
  'Zephyr',
  'Bora',
  'Monsoon',
  'Chinook',
  'Levante',
] as const
/** Colours of the English shop, with the colourway the illustration paints. */
export const TRAVEL_COLORS: Record<string, string> = {
  Black: 'black',
  Navy: 'blue',
  Green: 'green',
  Red: 'red',
  Grey: 'grey',
  Orange: 'orange',
}
