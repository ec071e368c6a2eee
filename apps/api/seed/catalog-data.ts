/** Category trees (four levels) and product name parts for the demo tenants. */
export type CategoryNode = { slug: string; name: string; children?: CategoryNode[] }

const level4 = (pairs: [string, string][]): CategoryNode[] => pairs.map(([slug, name]) => ({ slug, name }))

export const GEAR_TREE: CategoryNode[] = [
  {
    slug: 'clothes',
    name: 'Одежда',
    children: [
      {
        slug: 'men',
        name: 'Мужская',
        children: [
          {
            slug: 'jackets',
            name: 'Куртки',
            children: level4([
              ['down', 'Пуховики'],
              ['windbreakers', 'Ветровки'],
            ]),
          },
          {
            slug: 'pants',
            name: 'Брюки',
            children: level4([
              ['trekking', 'Треккинговые'],
              ['insulated', 'Утеплённые'],
            ]),
          },
        ],
      },
      {
        slug: 'women',
        name: 'Женская',
        children: [
          {
            slug: 'jackets',
            name: 'Куртки',
            children: level4([
              ['down', 'Пуховики'],
              ['softshell', 'Софтшеллы'],
            ]),
          },
          {
            slug: 'fleece',
            name: 'Флис',
            children: level4([
              ['hoodies', 'Толстовки'],
              ['vests', 'Жилеты'],
            ]),
          },
        ],
      },
    ],
  },
  {
    slug: 'footwear',
    name: 'Обувь',
    children: [
      {
        slug: 'hiking',
        name: 'Треккинговая',
        children: [
          {
            slug: 'boots',
            name: 'Ботинки',
            children: level4([
              ['winter', 'Зимние'],
              ['summer', 'Летние'],
            ]),
          },
          {
            slug: 'sneakers',
            name: 'Кроссовки',
            children: level4([
              ['trail', 'Трейловые'],
              ['approach', 'Подходные'],
            ]),
          },
        ],
      },
      {
        slug: 'city',
        name: 'Городская',
        children: [
          {
            slug: 'boots',
            name: 'Ботинки',
            children: level4([
              ['chelsea', 'Челси'],
              ['lace-up', 'На шнуровке'],
            ]),
          },
          {
            slug: 'sandals',
            name: 'Сандалии',
            children: level4([
              ['sport', 'Спортивные'],
              ['slides', 'Шлёпанцы'],
            ]),
          },
        ],
      },
    ],
  },
  {
    slug: 'equipment',
    name: 'Снаряжение',
    children: [
      {
        slug: 'camping',
        name: 'Кемпинг',
        children: [
          {
            slug: 'tents',
            name: 'Палатки',
            children: level4([
              ['two-person', 'Двухместные'],
              ['family', 'Семейные'],
            ]),
          },
          {
            slug: 'sleeping',
            name: 'Спальники',
            children: level4([
              ['summer', 'Летние'],
              ['winter', 'Зимние'],
            ]),
          },
        ],
      },
      {
        slug: 'backpacks',
        name: 'Рюкзаки',
        children: [
          {
            slug: 'hiking',
            name: 'Походные',
            children: level4([
              ['40l', 'До 40 л'],
              ['60l', 'От 60 л'],
            ]),
          },
          {
            slug: 'urban',
            name: 'Городские',
            children: level4([
              ['daypacks', 'На день'],
              ['laptop', 'Для ноутбука'],
            ]),
          },
        ],
      },
    ],
  },
]

/**
 * The travel shop's ordinary catalogue: travel goods (issue 12). Its tours and hotels live in the tours
 * mode (`seed-tours.ts`), so no category here sells a trip.
 */
export const TRAVEL_TREE: CategoryNode[] = [
  {
    slug: 'luggage',
    name: 'Luggage',
    children: [
      {
        slug: 'suitcases',
        name: 'Suitcases',
        children: level4([
          ['hard-shell', 'Hard-shell suitcases'],
          ['soft-sided', 'Soft-sided suitcases'],
        ]),
      },
      {
        slug: 'cabin',
        name: 'Cabin bags',
        children: level4([
          ['carry-on', 'Carry-on suitcases'],
          ['backpacks', 'Travel backpacks'],
        ]),
      },
    ],
  },
  {
    slug: 'accessories',
    name: 'Travel accessories',
    children: [
      {
        slug: 'comfort',
        name: 'Comfort on the way',
        children: level4([
          ['pillows', 'Travel pillows'],
          ['sleep-kits', 'Sleep kits'],
        ]),
      },
      {
        slug: 'organisers',
        name: 'Organisers',
        children: level4([
          ['packing-cubes', 'Packing cubes'],
          ['toiletry-bags', 'Toiletry bags'],
        ]),
      },
      {
        slug: 'electronics',
        name: 'Electronics',
        children: level4([
          ['adapters', 'Plug adapters'],
          ['power-banks', 'Power banks'],
        ]),
      },
    ],
  },
  {
    slug: 'guidebooks',
    name: 'Guidebooks',
    children: [
      {
        slug: 'countries',
        name: 'Country guides',
        children: level4([
          ['europe', 'Europe'],
          ['asia', 'Asia'],
        ]),
      },
      {
        slug: 'cities',
        name: 'City guides',
        children: level4([
          ['europe', 'Europe'],
          ['asia', 'Asia'],
        ]),
      },
    ],
  },
]

export const GEAR_BRANDS = ['Северный ветер', 'Кедр', 'Altai Pro', 'Baikal', 'Taiga Line'] as const
export const COLORS = ['Чёрный', 'Синий', 'Зелёный', 'Красный', 'Серый', 'Оранжевый'] as const
export const CLOTHES_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const
export const SHOE_SIZES = ['39', '40', '41', '42', '43', '44', '45'] as const

/** Category names in the other interface language, keyed by the tenant's own name (for the language switch). */
export const CATEGORY_TRANSLATIONS: Record<string, { en?: string; ru?: string }> = {
  Одежда: { en: 'Clothing' },
  Мужская: { en: 'Men' },
  Женская: { en: 'Women' },
  Куртки: { en: 'Jackets' },
  Пуховики: { en: 'Down jackets' },
  Ветровки: { en: 'Windbreakers' },
  Брюки: { en: 'Trousers' },
  Треккинговые: { en: 'Trekking' },
  Утеплённые: { en: 'Insulated' },
  Софтшеллы: { en: 'Softshells' },
  Флис: { en: 'Fleece' },
  Толстовки: { en: 'Hoodies' },
  Жилеты: { en: 'Vests' },
  Обувь: { en: 'Footwear' },
  Треккинговая: { en: 'Hiking' },
  Ботинки: { en: 'Boots' },
  Зимние: { en: 'Winter' },
  Летние: { en: 'Summer' },
  Кроссовки: { en: 'Trainers' },
  Трейловые: { en: 'Trail running' },
  Подходные: { en: 'Approach' },
  Городская: { en: 'City' },
  Челси: { en: 'Chelsea' },
  'На шнуровке': { en: 'Lace-up' },
  Сандалии: { en: 'Sandals' },
  Спортивные: { en: 'Sport' },
  Шлёпанцы: { en: 'Slides' },
  Снаряжение: { en: 'Equipment' },
  Кемпинг: { en: 'Camping' },
  Палатки: { en: 'Tents' },
  Двухместные: { en: 'Two-person' },
  Семейные: { en: 'Family' },
  Спальники: { en: 'Sleeping bags' },
  Рюкзаки: { en: 'Backpacks' },
  Походные: { en: 'Hiking' },
  'До 40 л': { en: 'Up to 40 l' },
  'От 60 л': { en: '60 l and more' },
  Городские: { en: 'City' },
  'На день': { en: 'Daypacks' },
  'Для ноутбука': { en: 'Laptop' },
  Tours: { ru: 'Туры' },
  Hotels: { ru: 'Отели' },
  Luggage: { ru: 'Багаж' },
  Suitcases: { ru: 'Чемоданы' },
  'Hard-shell suitcases': { ru: 'Пластиковые чемоданы' },
  'Soft-sided suitcases': { ru: 'Тканевые чемоданы' },
  'Cabin bags': { ru: 'Ручная кладь' },
  'Carry-on suitcases': { ru: 'Чемоданы для ручной клади' },
  'Travel backpacks': { ru: 'Рюкзаки для путешествий' },
  'Travel accessories': { ru: 'Аксессуары для путешествий' },
  'Comfort on the way': { ru: 'Комфорт в дороге' },
  'Travel pillows': { ru: 'Дорожные подушки' },
  'Sleep kits': { ru: 'Наборы для сна' },
  Organisers: { ru: 'Органайзеры' },
  'Packing cubes': { ru: 'Органайзеры для вещей' },
  'Toiletry bags': { ru: 'Косметички' },
  Electronics: { ru: 'Электроника' },
  'Plug adapters': { ru: 'Переходники для розеток' },
  'Power banks': { ru: 'Внешние аккумуляторы' },
  Guidebooks: { ru: 'Путеводители' },
  'Country guides': { ru: 'По странам' },
  'City guides': { ru: 'По городам' },
  Europe: { ru: 'Европа' },
  Asia: { ru: 'Азия' },
}
