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

export const TRAVEL_TREE: CategoryNode[] = [
  {
    slug: 'tours',
    name: 'Tours',
    children: [
      {
        slug: 'europe',
        name: 'Europe',
        children: [
          {
            slug: 'italy',
            name: 'Italy',
            children: level4([
              ['rome', 'Rome'],
              ['tuscany', 'Tuscany'],
            ]),
          },
          {
            slug: 'spain',
            name: 'Spain',
            children: level4([
              ['barcelona', 'Barcelona'],
              ['andalusia', 'Andalusia'],
            ]),
          },
        ],
      },
      {
        slug: 'asia',
        name: 'Asia',
        children: [
          {
            slug: 'japan',
            name: 'Japan',
            children: level4([
              ['tokyo', 'Tokyo'],
              ['kyoto', 'Kyoto'],
            ]),
          },
          {
            slug: 'vietnam',
            name: 'Vietnam',
            children: level4([
              ['hanoi', 'Hanoi'],
              ['halong', 'Ha Long'],
            ]),
          },
        ],
      },
    ],
  },
  {
    slug: 'hotels',
    name: 'Hotels',
    children: [
      {
        slug: 'europe',
        name: 'Europe',
        children: [
          {
            slug: 'france',
            name: 'France',
            children: level4([
              ['paris', 'Paris'],
              ['nice', 'Nice'],
            ]),
          },
          {
            slug: 'portugal',
            name: 'Portugal',
            children: level4([
              ['lisbon', 'Lisbon'],
              ['porto', 'Porto'],
            ]),
          },
        ],
      },
      {
        slug: 'asia',
        name: 'Asia',
        children: [
          {
            slug: 'thailand',
            name: 'Thailand',
            children: level4([
              ['bangkok', 'Bangkok'],
              ['phuket', 'Phuket'],
            ]),
          },
          {
            slug: 'indonesia',
            name: 'Indonesia',
            children: level4([
              ['bali', 'Bali'],
              ['jakarta', 'Jakarta'],
            ]),
          },
        ],
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
  Europe: { ru: 'Европа' },
  Asia: { ru: 'Азия' },
  Italy: { ru: 'Италия' },
  Rome: { ru: 'Рим' },
  Tuscany: { ru: 'Тоскана' },
  Spain: { ru: 'Испания' },
  Barcelona: { ru: 'Барселона' },
  Andalusia: { ru: 'Андалусия' },
  Japan: { ru: 'Япония' },
  Tokyo: { ru: 'Токио' },
  Kyoto: { ru: 'Киото' },
  Vietnam: { ru: 'Вьетнам' },
  Hanoi: { ru: 'Ханой' },
  'Ha Long': { ru: 'Халонг' },
  France: { ru: 'Франция' },
  Paris: { ru: 'Париж' },
  Nice: { ru: 'Ницца' },
  Portugal: { ru: 'Португалия' },
  Lisbon: { ru: 'Лиссабон' },
  Porto: { ru: 'Порту' },
  Thailand: { ru: 'Таиланд' },
  Bangkok: { ru: 'Бангкок' },
  Phuket: { ru: 'Пхукет' },
  Indonesia: { ru: 'Индонезия' },
  Bali: { ru: 'Бали' },
  Jakarta: { ru: 'Джакарта' },
}
