/**
 * Demo tours and hotels (issue 12): real places with real coordinates, invented hotel names, texts in English
 * and Russian. Prices are per adult per night in the tenant's minor units (cents for Wayfarer's USD, kopecks
 * for Тропа's RUB); seasons are months in which a tour departs.
 */
type T = { en: string; ru: string }
type L = { en: string[]; ru: string[] }

export type CategorySeed = { slug: string; name: T; children?: CategorySeed[] }
export type CitySeed = { slug: string; name: T; latitude: number; longitude: number }
export type RoomSeed = {
  slug: string
  name: T
  description: T
  adults: number
  children: number
  beds: T
  area: number
  amenities: L
  /** Price factor against the hotel's base and rooms sold per night. */
  factor: number
  rooms: number
}
export type HotelSeed = {
  slug: string
  category: string
  name: T
  description: T
  address: T
  stars: number
  latitude: number
  longitude: number
  amenities: L
  /** Per adult per night, minor units, in the low season. */
  base: number
  /** A baby's cot per night (0: babies stay free). */
  infant: number
  /** Seasonal scene of the art: sea, mountain, lake, city. */
  scene: 'sea' | 'mountain' | 'lake' | 'city'
}
export type FeeSeed = {
  code: string
  basis: 'booking' | 'tourist' | 'adult' | 'adult_night'
  amount: number
  name: T
}
export type TourSeed = {
  slug: string
  category: string
  name: T
  summary: T
  description: T
  destination: T
  included: L
  transfer: T
  hotels: string[]
  cities: string[]
  nights: number[]
  /** Months (1-12) with departures, every Saturday. */
  months: number[]
  crossesBorder: boolean
  popularity: number
  fees: FeeSeed[]
}
export type CollectionSeed = {
  slug: string
  category: string | null
  name: T
  description: T
  hotels: string[]
}
export type TenantTours = {
  tourCategories: CategorySeed[]
  hotelCategories: CategorySeed[]
  cities: CitySeed[]
  hotels: HotelSeed[]
  tours: TourSeed[]
  collections: CollectionSeed[]
}

/** Standard double, family room and suite: the room types every seaside or city hotel sells. */
export const ROOMS: RoomSeed[] = [
  {
    slug: 'standard-double',
    name: { en: 'Standard double room', ru: 'Стандартный двухместный номер' },
    description: {
      en: 'A bright room with a double bed or two singles, a desk and a shower.',
      ru: 'Светлый номер с двуспальной или двумя односпальными кроватями, рабочим столом и душем.',
    },
    adults: 2,
    children: 1,
    beds: { en: 'One double bed or two singles', ru: 'Одна двуспальная или две односпальные кровати' },
    area: 22,
    amenities: {
      en: ['Air conditioning', 'Wi-Fi', 'Shower', 'Kettle'],
      ru: ['Кондиционер', 'Wi-Fi', 'Душ', 'Чайник'],
    },
    factor: 1,
    rooms: 8,
  },
  {
    slug: 'family-room',
    name: { en: 'Family room', ru: 'Семейный номер' },
    description: {
      en: 'Two connected rooms: a double bed for parents and bunk beds for children, a bath and a small fridge.',
      ru: 'Две смежные комнаты: двуспальная кровать для родителей и двухъярусная для детей, ванна и мини-холодильник.',
    },
    adults: 3,
    children: 2,
    beds: { en: 'A double bed and a bunk bed', ru: 'Двуспальная и двухъярусная кровати' },
    area: 34,
    amenities: {
      en: ['Air conditioning', 'Wi-Fi', 'Bath', 'Fridge', 'Baby cot on request'],
      ru: ['Кондиционер', 'Wi-Fi', 'Ванна', 'Холодильник', 'Детская кроватка по запросу'],
    },
    factor: 1.35,
    rooms: 4,
  },
  {
    slug: 'suite',
    name: { en: 'Suite with a view', ru: 'Люкс с видом' },
    description: {
      en: 'A bedroom and a living room with a sofa bed, a balcony with a view and a bathrobe for everyone.',
      ru: 'Спальня и гостиная с диваном, балкон с видом и халаты для всех гостей.',
    },
    adults: 2,
    children: 2,
    beds: { en: 'A king-size bed and a sofa bed', ru: 'Кровать king-size и диван-кровать' },
    area: 48,
    amenities: {
      en: ['Balcony', 'Bathrobes', 'Coffee machine', 'Wi-Fi', 'Bath'],
      ru: ['Балкон', 'Халаты', 'Кофемашина', 'Wi-Fi', 'Ванна'],
    },
    factor: 1.9,
    rooms: 2,
  },
]

const MOSCOW: CitySeed = {
  slug: 'moscow',
  name: { en: 'Moscow', ru: 'Москва' },
  latitude: 55.7558,
  longitude: 37.6173,
}
const SAINT_PETERSBURG: CitySeed = {
  slug: 'saint-petersburg',
  name: { en: 'Saint Petersburg', ru: 'Санкт-Петербург' },
  latitude: 59.9343,
  longitude: 30.3351,
}
const KAZAN: CitySeed = {
  slug: 'kazan',
  name: { en: 'Kazan', ru: 'Казань' },
  latitude: 55.7961,
  longitude: 49.1064,
}
const NOVOSIBIRSK: CitySeed = {
  slug: 'novosibirsk',
  name: { en: 'Novosibirsk', ru: 'Новосибирск' },
  latitude: 55.0084,
  longitude: 82.9357,
}

const FLIGHT = (amount: number): FeeSeed => ({
  code: 'flight',
  basis: 'tourist',
  amount,
  name: { en: 'Return flight', ru: 'Перелёт туда и обратно' },
})
const TRANSFER = (amount: number): FeeSeed => ({
  code: 'transfer',
  basis: 'tourist',
  amount,
  name: { en: 'Airport transfer', ru: 'Трансфер из аэропорта' },
})
const RESORT_TAX = (amount: number): FeeSeed => ({
  code: 'resort_tax',
  basis: 'adult_night',
  amount,
  name: { en: 'Resort tax', ru: 'Курортный сбор' },
})
const INSURANCE = (amount: number): FeeSeed => ({
  code: 'insurance',
  basis: 'tourist',
  amount,
  name: { en: 'Travel insurance', ru: 'Туристическая страховка' },
})
const BOOKING_FEE = (amount: number): FeeSeed => ({
  code: 'service',
  basis: 'booking',
  amount,
  name: { en: 'Booking service', ru: 'Сервисный сбор' },
})

const KATUN_LODGE: HotelSeed = {
  slug: 'katun-river-lodge',
  category: 'russia/altai',
  name: { en: 'Katun River Lodge', ru: 'Турбаза «Катунь»' },
  description: {
    en: 'Log cabins on the bank of the Katun in Chemal, with a Russian banya, a fireplace lounge and guided trails into the mountains.',
    ru: 'Бревенчатые домики на берегу Катуни в Чемале: русская баня, гостиная с камином и маршруты в горы с гидом.',
  },
  address: { en: 'Chemal, Altai Republic, Russia', ru: 'Республика Алтай, село Чемал' },
  stars: 3,
  latitude: 51.412,
  longitude: 86.0,
  amenities: {
    en: ['Banya', 'Fireplace lounge', 'Guided hikes', 'Parking'],
    ru: ['Баня', 'Гостиная с камином', 'Походы с гидом', 'Парковка'],
  },
  base: 3500,
  infant: 0,
  scene: 'mountain',
}
const LISTVYANKA_LODGE: HotelSeed = {
  slug: 'listvyanka-shore-lodge',
  category: 'russia/baikal',
  name: { en: 'Listvyanka Shore Lodge', ru: 'Отель «Берег Листвянки»' },
  description: {
    en: 'A wooden lodge on the shore of Lake Baikal, ten minutes from the Angara source, with ice walks in winter and boat trips in spring.',
    ru: 'Деревянный отель на берегу Байкала в десяти минутах от истока Ангары: прогулки по льду зимой и на катере весной.',
  },
  address: { en: 'Listvyanka, Irkutsk Oblast, Russia', ru: 'Иркутская область, посёлок Листвянка' },
  stars: 3,
  latitude: 51.853,
  longitude: 104.868,
  amenities: {
    en: ['Lake view', 'Sauna', 'Restaurant', 'Skate hire'],
    ru: ['Вид на озеро', 'Сауна', 'Ресторан', 'Прокат коньков'],
  },
  base: 4200,
  infant: 0,
  scene: 'lake',
}

/** Wayfarer Travel (company 2): English first, prices in US cents. */
export const TRAVEL_TOURS: TenantTours = {
  tourCategories: [
    {
      slug: 'russia',
      name: { en: 'Russia', ru: 'Россия' },
      children: [
        {
          slug: 'black-sea',
          name: { en: 'Black Sea coast', ru: 'Черноморское побережье' },
          children: [{ slug: 'sochi', name: { en: 'Sochi', ru: 'Сочи' } }],
        },
        { slug: 'baltic', name: { en: 'Baltic coast', ru: 'Балтийское побережье' } },
        {
          slug: 'siberia',
          name: { en: 'Siberia and Altai', ru: 'Сибирь и Алтай' },
          children: [
            { slug: 'altai', name: { en: 'Altai', ru: 'Алтай' } },
            { slug: 'baikal', name: { en: 'Lake Baikal', ru: 'Байкал' } },
          ],
        },
      ],
    },
    {
      slug: 'abroad',
      name: { en: 'Abroad', ru: 'За границей' },
      children: [
        {
          slug: 'turkey',
          name: { en: 'Turkey', ru: 'Турция' },
          children: [
            {
              slug: 'turkish-riviera',
              name: { en: 'Turkish Riviera', ru: 'Турецкая Ривьера' },
              children: [
                {
                  slug: 'antalya',
                  name: { en: 'Antalya', ru: 'Анталья' },
                  children: [{ slug: 'belek', name: { en: 'Belek', ru: 'Белек' } }],
                },
              ],
            },
          ],
        },
        {
          slug: 'georgia',
          name: { en: 'Georgia', ru: 'Грузия' },
          children: [
            { slug: 'tbilisi', name: { en: 'Tbilisi', ru: 'Тбилиси' } },
            { slug: 'kazbegi', name: { en: 'Kazbegi', ru: 'Казбеги' } },
          ],
        },
      ],
    },
  ],
  hotelCategories: [
    {
      slug: 'russia',
      name: { en: 'Russia', ru: 'Россия' },
      children: [
        { slug: 'sochi', name: { en: 'Sochi', ru: 'Сочи' } },
        { slug: 'kaliningrad', name: { en: 'Kaliningrad region', ru: 'Калининградская область' } },
        { slug: 'altai', name: { en: 'Altai', ru: 'Алтай' } },
        { slug: 'baikal', name: { en: 'Lake Baikal', ru: 'Байкал' } },
      ],
    },
    {
      slug: 'turkey',
      name: { en: 'Turkey', ru: 'Турция' },
      children: [
        {
          slug: 'antalya',
          name: { en: 'Antalya', ru: 'Анталья' },
          children: [{ slug: 'belek', name: { en: 'Belek', ru: 'Белек' } }],
        },
      ],
    },
    {
      slug: 'georgia',
      name: { en: 'Georgia', ru: 'Грузия' },
      children: [
        { slug: 'tbilisi', name: { en: 'Tbilisi', ru: 'Тбилиси' } },
        { slug: 'batumi', name: { en: 'Batumi', ru: 'Батуми' } },
        { slug: 'kazbegi', name: { en: 'Kazbegi', ru: 'Казбеги' } },
      ],
    },
  ],
  cities: [MOSCOW, SAINT_PETERSBURG, KAZAN],
  hotels: [
    {
      slug: 'primorye-seaside',
      category: 'russia/sochi',
      name: { en: 'Primorye Seaside Hotel', ru: 'Отель «Приморье»' },
      description: {
        en: 'A classic seafront hotel on Kurortny Prospekt with its own pebble beach, a heated pool and the Riviera park next door.',
        ru: 'Классический отель на Курортном проспекте: собственный галечный пляж, подогреваемый бассейн и парк «Ривьера» рядом.',
      },
      address: { en: 'Kurortny Prospekt, Sochi, Russia', ru: 'Сочи, Курортный проспект' },
      stars: 4,
      latitude: 43.576,
      longitude: 39.727,
      amenities: {
        en: ['Private beach', 'Heated pool', 'Spa', 'Breakfast buffet'],
        ru: ['Собственный пляж', 'Подогреваемый бассейн', 'Спа', 'Завтрак «шведский стол»'],
      },
      base: 5200,
      infant: 0,
      scene: 'sea',
    },
    {
      slug: 'imeretinsky-family-resort',
      category: 'russia/sochi',
      name: { en: 'Imeretinsky Family Resort', ru: 'Семейный курорт «Имеретинский»' },
      description: {
        en: 'A family resort on the Imeretinskaya lowland by the Olympic Park: a kids’ club, a water playground and a flat promenade for prams.',
        ru: 'Семейный курорт в Имеретинской низменности у Олимпийского парка: детский клуб, аквазона и ровная набережная для колясок.',
      },
      address: { en: 'Imeretinsky Resort, Adler, Sochi, Russia', ru: 'Сочи, Адлер, Имеретинский курорт' },
      stars: 4,
      latitude: 43.403,
      longitude: 39.956,
      amenities: {
        en: ['Kids’ club', 'Water playground', 'Beach', 'Family restaurant'],
        ru: ['Детский клуб', 'Аквазона', 'Пляж', 'Семейный ресторан'],
      },
      base: 4800,
      infant: 0,
      scene: 'sea',
    },
    {
      slug: 'amber-coast-hotel',
      category: 'russia/kaliningrad',
      name: { en: 'Amber Coast Hotel', ru: 'Отель «Янтарный берег»' },
      description: {
        en: 'A brick villa hotel in Zelenogradsk a minute from the Baltic promenade, with bikes for the Curonian Spit.',
        ru: 'Кирпичная вилла в Зеленоградске в минуте от балтийского променада, с велосипедами для поездок на Куршскую косу.',
      },
      address: {
        en: 'Zelenogradsk, Kaliningrad Oblast, Russia',
        ru: 'Калининградская область, Зеленоградск',
      },
      stars: 4,
      latitude: 54.959,
      longitude: 20.475,
      amenities: {
        en: ['Bicycle hire', 'Sauna', 'Sea view terrace', 'Breakfast'],
        ru: ['Прокат велосипедов', 'Сауна', 'Терраса с видом на море', 'Завтрак'],
      },
      base: 4000,
      infant: 0,
      scene: 'sea',
    },
    KATUN_LODGE,
    {
      slug: 'belukha-view-lodge',
      category: 'russia/altai',
      name: { en: 'Belukha View Lodge', ru: 'Горный приют «Белуха»' },
      description: {
        en: 'A mountain lodge in the Uymon valley facing Mount Belukha: horse rides, stargazing and a hearty Altai kitchen.',
        ru: 'Горный приют в Уймонской долине с видом на Белуху: конные прогулки, звёздное небо и сытная алтайская кухня.',
      },
      address: {
        en: 'Tyungur, Ust-Koksinsky District, Altai Republic',
        ru: 'Республика Алтай, Усть-Коксинский район, Тюнгур',
      },
      stars: 3,
      latitude: 50.167,
      longitude: 86.3,
      amenities: {
        en: ['Horse riding', 'Banya', 'Mountain guides', 'Full board'],
        ru: ['Конные прогулки', 'Баня', 'Горные гиды', 'Полный пансион'],
      },
      base: 3200,
      infant: 0,
      scene: 'mountain',
    },
    LISTVYANKA_LODGE,
    {
      slug: 'belek-pine-beach-resort',
      category: 'turkey/antalya/belek',
      name: { en: 'Belek Pine Beach Resort', ru: 'Курорт «Белек Пайн Бич»' },
      description: {
        en: 'An all-inclusive resort among pine woods on Belek’s sandy beach: five pools, a kids’ aquapark and evening shows.',
        ru: 'Курорт «всё включено» в сосновом лесу на песчаном пляже Белека: пять бассейнов, детский аквапарк и вечерние шоу.',
      },
      address: { en: 'Belek, Serik, Antalya, Türkiye', ru: 'Турция, Анталья, Серик, Белек' },
      stars: 5,
      latitude: 36.858,
      longitude: 31.056,
      amenities: {
        en: ['All inclusive', 'Kids’ aquapark', 'Sandy beach', 'Five pools'],
        ru: ['Всё включено', 'Детский аквапарк', 'Песчаный пляж', 'Пять бассейнов'],
      },
      base: 7500,
      infant: 1500,
      scene: 'sea',
    },
    {
      slug: 'lara-sands-hotel',
      category: 'turkey/antalya',
      name: { en: 'Lara Sands Hotel', ru: 'Отель «Лара Сэндс»' },
      description: {
        en: 'A modern hotel on Lara beach, twenty minutes from Antalya’s old town, with a rooftop restaurant over the sea.',
        ru: 'Современный отель на пляже Лара в двадцати минутах от старого города Антальи, с рестораном на крыше над морем.',
      },
      address: { en: 'Lara, Muratpaşa, Antalya, Türkiye', ru: 'Турция, Анталья, Муратпаша, Лара' },
      stars: 5,
      latitude: 36.852,
      longitude: 30.85,
      amenities: {
        en: ['Rooftop restaurant', 'Sandy beach', 'Spa', 'All inclusive'],
        ru: ['Ресторан на крыше', 'Песчаный пляж', 'Спа', 'Всё включено'],
      },
      base: 6800,
      infant: 1000,
      scene: 'sea',
    },
    {
      slug: 'old-tbilisi-courtyard',
      category: 'georgia/tbilisi',
      name: { en: 'Old Tbilisi Courtyard Hotel', ru: 'Отель «Старый тбилисский дворик»' },
      description: {
        en: 'A restored house with carved balconies in Sololaki, steps from the sulphur baths and Rustaveli Avenue.',
        ru: 'Отреставрированный дом с резными балконами в Сололаки, в нескольких шагах от серных бань и проспекта Руставели.',
      },
      address: { en: 'Sololaki, Tbilisi, Georgia', ru: 'Грузия, Тбилиси, Сололаки' },
      stars: 4,
      latitude: 41.69,
      longitude: 44.808,
      amenities: {
        en: ['Wine cellar', 'Courtyard terrace', 'Breakfast', 'City walks'],
        ru: ['Винный погреб', 'Терраса во дворе', 'Завтрак', 'Прогулки по городу'],
      },
      base: 4500,
      infant: 0,
      scene: 'city',
    },
    {
      slug: 'batumi-boulevard-hotel',
      category: 'georgia/batumi',
      name: { en: 'Batumi Boulevard Hotel', ru: 'Отель «Батумский бульвар»' },
      description: {
        en: 'A seafront hotel on Batumi Boulevard with a family floor, a playground and the dancing fountains in view.',
        ru: 'Отель на Батумском бульваре у моря: семейный этаж, детская площадка и вид на поющие фонтаны.',
      },
      address: { en: 'Batumi Boulevard, Batumi, Georgia', ru: 'Грузия, Батуми, Приморский бульвар' },
      stars: 4,
      latitude: 41.651,
      longitude: 41.636,
      amenities: {
        en: ['Seafront', 'Playground', 'Pool', 'Breakfast'],
        ru: ['Первая линия', 'Детская площадка', 'Бассейн', 'Завтрак'],
      },
      base: 4300,
      infant: 0,
      scene: 'sea',
    },
    {
      slug: 'kazbegi-mountain-lodge',
      category: 'georgia/kazbegi',
      name: { en: 'Kazbegi Mountain Lodge', ru: 'Горный отель «Казбеги»' },
      description: {
        en: 'Stone and glass under Mount Kazbek in Stepantsminda, with the Gergeti Trinity Church on the ridge above the terrace.',
        ru: 'Камень и стекло у подножия Казбека в Степанцминде; над террасой — церковь Гергети Самеба на хребте.',
      },
      address: { en: 'Stepantsminda, Kazbegi, Georgia', ru: 'Грузия, Казбеги, Степанцминда' },
      stars: 4,
      latitude: 42.657,
      longitude: 44.644,
      amenities: {
        en: ['Mountain view', 'Fireplace', 'Hiking guides', 'Georgian cuisine'],
        ru: ['Вид на горы', 'Камин', 'Горные гиды', 'Грузинская кухня'],
      },
      base: 5000,
      infant: 0,
      scene: 'mountain',
    },
  ],
  tours: [
    {
      slug: 'sochi-by-the-sea',
      category: 'russia/black-sea/sochi',
      name: { en: 'Sochi by the Sea', ru: 'Сочи у моря' },
      summary: {
        en: 'Subtropical Sochi: the seafront, Arboretum and a day in Krasnaya Polyana.',
        ru: 'Субтропический Сочи: набережная, Дендрарий и день в Красной Поляне.',
      },
      description: {
        en: 'Fly to Sochi for palms, a warm sea and mountains an hour away. Stay on the seafront, walk the Arboretum, ride the cable car to Rosa Peak and come back for dinner by the water.',
        ru: 'Перелёт в Сочи: пальмы, тёплое море и горы в часе езды. Живите у моря, гуляйте по Дендрарию, поднимитесь на канатной дороге на Роза Пик и вернитесь к ужину у воды.',
      },
      destination: { en: 'Sochi, Russia', ru: 'Сочи, Россия' },
      included: {
        en: ['Return flight', 'Airport transfer', 'Hotel with breakfast', 'Excursion to Krasnaya Polyana'],
        ru: [
          'Перелёт туда и обратно',
          'Трансфер из аэропорта',
          'Отель с завтраком',
          'Экскурсия в Красную Поляну',
        ],
      },
      transfer: {
        en: 'Group coach from Sochi airport (Adler)',
        ru: 'Групповой автобус из аэропорта Сочи (Адлер)',
      },
      hotels: ['primorye-seaside', 'imeretinsky-family-resort'],
      cities: ['moscow', 'saint-petersburg', 'kazan'],
      nights: [7, 10, 14],
      months: [12, 1, 2, 3, 4, 5],
      crossesBorder: false,
      popularity: 90,
      fees: [FLIGHT(16000), TRANSFER(1500), RESORT_TAX(100)],
    },
    {
      slug: 'amber-coast-kaliningrad',
      category: 'russia/baltic',
      name: { en: 'Amber Coast of Kaliningrad', ru: 'Янтарный берег Калининграда' },
      summary: {
        en: 'Königsberg’s old streets, the Curonian Spit dunes and the Baltic promenade.',
        ru: 'Старые улицы Кёнигсберга, дюны Куршской косы и балтийский променад.',
      },
      description: {
        en: 'A week on the Baltic: the cathedral island and Fish Village in Kaliningrad, the dancing forest of the Curonian Spit and amber hunting on the beach in Zelenogradsk.',
        ru: 'Неделя на Балтике: остров Канта и Рыбная деревня в Калининграде, Танцующий лес на Куршской косе и поиск янтаря на пляже Зеленоградска.',
      },
      destination: { en: 'Kaliningrad region, Russia', ru: 'Калининградская область, Россия' },
      included: {
        en: ['Return flight', 'Airport transfer', 'Hotel with breakfast', 'Curonian Spit tour'],
        ru: [
          'Перелёт туда и обратно',
          'Трансфер из аэропорта',
          'Отель с завтраком',
          'Экскурсия на Куршскую косу',
        ],
      },
      transfer: { en: 'Minibus from Khrabrovo airport', ru: 'Микроавтобус из аэропорта Храброво' },
      hotels: ['amber-coast-hotel'],
      cities: ['moscow', 'saint-petersburg'],
      nights: [5, 7],
      months: [12, 1, 3, 4, 5],
      crossesBorder: false,
      popularity: 60,
      fees: [FLIGHT(14000), TRANSFER(1200), RESORT_TAX(50)],
    },
    {
      slug: 'winter-altai',
      category: 'russia/siberia/altai',
      name: { en: 'Winter Altai: Katun and Belukha', ru: 'Зимний Алтай: Катунь и Белуха' },
      summary: {
        en: 'Frozen waterfalls, the turquoise Katun and a night under Belukha’s stars.',
        ru: 'Замёрзшие водопады, бирюзовая Катунь и ночь под звёздами у Белухи.',
      },
      description: {
        en: 'Land in Gorno-Altaysk and drive the Chuysky Trakt: the Chemal gorge, the frozen Kamyshlinsky waterfall and snowshoe walks. Choose a riverside lodge in Chemal or the Uymon valley facing Belukha.',
        ru: 'Прилёт в Горно-Алтайск и дорога по Чуйскому тракту: Чемальское ущелье, замёрзший Камышлинский водопад и прогулки на снегоступах. Живите у реки в Чемале или в Уймонской долине с видом на Белуху.',
      },
      destination: { en: 'Altai Republic, Russia', ru: 'Республика Алтай, Россия' },
      included: {
        en: ['Return flight', 'Transfers by 4×4', 'Full board', 'Snowshoe walks with a guide'],
        ru: [
          'Перелёт туда и обратно',
          'Трансферы на внедорожниках',
          'Полный пансион',
          'Прогулки на снегоступах с гидом',
        ],
      },
      transfer: { en: '4×4 from Gorno-Altaysk airport', ru: 'Внедорожник из аэропорта Горно-Алтайска' },
      hotels: ['katun-river-lodge', 'belukha-view-lodge'],
      cities: ['moscow', 'kazan'],
      nights: [7, 10],
      months: [12, 1, 2, 3],
      crossesBorder: false,
      popularity: 45,
      fees: [FLIGHT(21000), TRANSFER(3000)],
    },
    {
      slug: 'baikal-on-ice',
      category: 'russia/siberia/baikal',
      name: { en: 'Lake Baikal on Ice', ru: 'Байкальский лёд' },
      summary: {
        en: 'Clear blue ice, frozen bubbles and a hovercraft ride to Olkhon.',
        ru: 'Прозрачный голубой лёд, замёрзшие пузырьки и поездка на хивусе на Ольхон.',
      },
      description: {
        en: 'The deepest lake on Earth freezes clear as glass from January to March. Walk on the ice near Listvyanka, see frozen methane bubbles and ride a hovercraft to the cliffs of Olkhon.',
        ru: 'Самое глубокое озеро планеты с января по март покрывается прозрачным, как стекло, льдом. Прогулки по льду у Листвянки, замёрзшие пузырьки метана и поездка на хивусе к скалам Ольхона.',
      },
      destination: { en: 'Lake Baikal, Russia', ru: 'Байкал, Россия' },
      included: {
        en: ['Return flight', 'Airport transfer', 'Breakfast and dinner', 'Hovercraft day'],
        ru: ['Перелёт туда и обратно', 'Трансфер из аэропорта', 'Завтраки и ужины', 'День на хивусе'],
      },
      transfer: { en: 'Minibus from Irkutsk airport', ru: 'Микроавтобус из аэропорта Иркутска' },
      hotels: ['listvyanka-shore-lodge'],
      cities: ['moscow', 'saint-petersburg'],
      nights: [5, 7],
      months: [1, 2, 3],
      crossesBorder: false,
      popularity: 70,
      fees: [FLIGHT(24000), TRANSFER(1800)],
    },
    {
      slug: 'belek-family-beach',
      category: 'abroad/turkey/turkish-riviera/antalya/belek',
      name: { en: 'Belek Family Beach Holiday', ru: 'Семейный отдых в Белеке' },
      summary: {
        en: 'All inclusive by the Mediterranean: sandy beaches, pine woods and aquaparks.',
        ru: 'Всё включено у Средиземного моря: песчаные пляжи, сосны и аквапарки.',
      },
      description: {
        en: 'The Turkish Riviera’s gentlest beaches for families: shallow water, fine sand and resorts with kids’ clubs. Day trips to ancient Perge and Aspendos are a short drive away.',
        ru: 'Самые пологие пляжи Турецкой Ривьеры для семей: мелкое море, мелкий песок и отели с детскими клубами. Античные Перге и Аспендос — в часе езды.',
      },
      destination: { en: 'Belek, Türkiye', ru: 'Белек, Турция' },
      included: {
        en: ['Return flight', 'Airport transfer', 'All inclusive', 'Travel insurance'],
        ru: ['Перелёт туда и обратно', 'Трансфер из аэропорта', 'Всё включено', 'Медицинская страховка'],
      },
      transfer: { en: 'Coach from Antalya airport', ru: 'Автобус из аэропорта Антальи' },
      hotels: ['belek-pine-beach-resort', 'lara-sands-hotel'],
      cities: ['moscow', 'saint-petersburg', 'kazan'],
      nights: [7, 10, 14],
      months: [12, 1, 2, 3, 4, 5],
      crossesBorder: true,
      popularity: 100,
      fees: [FLIGHT(26000), TRANSFER(2000), INSURANCE(1500)],
    },
    {
      slug: 'georgia-tbilisi-batumi',
      category: 'abroad/georgia/tbilisi',
      name: { en: 'Georgia: Tbilisi and Batumi', ru: 'Грузия: Тбилиси и Батуми' },
      summary: {
        en: 'Sulphur baths, old balconies and wine in Tbilisi; the Black Sea in Batumi.',
        ru: 'Серные бани, старые балконы и вино в Тбилиси; Чёрное море в Батуми.',
      },
      description: {
        en: 'Start in Tbilisi with Narikala fortress, the baths of Abanotubani and a Kakheti wine day, or stay by the sea in Batumi with its boulevard and botanical garden.',
        ru: 'Начните с Тбилиси: крепость Нарикала, бани Абанотубани и день в Кахетии с дегустацией вина — или живите у моря в Батуми с его бульваром и ботаническим садом.',
      },
      destination: { en: 'Georgia', ru: 'Грузия' },
      included: {
        en: [
          'Return flight',
          'Airport transfer',
          'Hotel with breakfast',
          'Kakheti wine tour',
          'Travel insurance',
        ],
        ru: [
          'Перелёт туда и обратно',
          'Трансфер из аэропорта',
          'Отель с завтраком',
          'Винный тур в Кахетию',
          'Медицинская страховка',
        ],
      },
      transfer: { en: 'Private car from the airport', ru: 'Индивидуальный трансфер из аэропорта' },
      hotels: ['old-tbilisi-courtyard', 'batumi-boulevard-hotel'],
      cities: ['moscow', 'saint-petersburg'],
      nights: [7, 10],
      months: [12, 1, 2, 3, 4, 5],
      crossesBorder: true,
      popularity: 80,
      fees: [FLIGHT(22000), TRANSFER(2500), INSURANCE(1200), BOOKING_FEE(1000)],
    },
    {
      slug: 'kazbegi-mountain-escape',
      category: 'abroad/georgia/kazbegi',
      name: { en: 'Kazbegi Mountain Escape', ru: 'Горы Казбеги' },
      summary: {
        en: 'The Georgian Military Road, Gergeti Trinity Church and Mount Kazbek at sunrise.',
        ru: 'Военно-Грузинская дорога, церковь Гергети и Казбек на рассвете.',
      },
      description: {
        en: 'Drive the Georgian Military Road past Ananuri fortress to Stepantsminda. Hike to Gergeti Trinity Church, walk the Truso valley and warm up by the fire with khinkali.',
        ru: 'По Военно-Грузинской дороге мимо крепости Ананури — в Степанцминду. Подъём к церкви Гергети Самеба, прогулка по ущелью Трусо и хинкали у камина.',
      },
      destination: { en: 'Kazbegi, Georgia', ru: 'Казбеги, Грузия' },
      included: {
        en: [
          'Return flight',
          'Transfer by the Georgian Military Road',
          'Half board',
          'Guided hikes',
          'Travel insurance',
        ],
        ru: [
          'Перелёт туда и обратно',
          'Трансфер по Военно-Грузинской дороге',
          'Полупансион',
          'Походы с гидом',
          'Медицинская страховка',
        ],
      },
      transfer: { en: 'Minibus from Tbilisi airport', ru: 'Микроавтобус из аэропорта Тбилиси' },
      hotels: ['kazbegi-mountain-lodge'],
      cities: ['moscow'],
      nights: [5, 7],
      months: [12, 1, 2, 3, 4, 5],
      crossesBorder: true,
      popularity: 55,
      fees: [FLIGHT(22000), TRANSFER(3500), INSURANCE(1200)],
    },
  ],
  collections: [
    {
      slug: 'family-hotels-by-the-sea',
      category: null,
      name: { en: 'Family hotels by the sea', ru: 'Семейные отели у моря' },
      description: {
        en: 'Shallow beaches, kids’ clubs and family rooms: hotels where children are welcome guests.',
        ru: 'Пологие пляжи, детские клубы и семейные номера: отели, где детям рады.',
      },
      hotels: [
        'imeretinsky-family-resort',
        'belek-pine-beach-resort',
        'batumi-boulevard-hotel',
        'amber-coast-hotel',
        'lara-sands-hotel',
      ],
    },
    {
      slug: 'mountain-lodges',
      category: null,
      name: { en: 'Mountain lodges', ru: 'Горные приюты' },
      description: {
        en: 'Wooden lodges and stone hotels with a view of the peaks, a banya or a fireplace after the trail.',
        ru: 'Деревянные приюты и каменные отели с видом на вершины, баней или камином после маршрута.',
      },
      hotels: ['kazbegi-mountain-lodge', 'belukha-view-lodge', 'katun-river-lodge', 'listvyanka-shore-lodge'],
    },
    {
      slug: 'sochi-seafront',
      category: 'russia/sochi',
      name: { en: 'Sochi seafront', ru: 'Сочи у самого моря' },
      description: {
        en: 'Hotels of Sochi and Adler on the first line, a few steps from the beach.',
        ru: 'Отели Сочи и Адлера на первой линии, в нескольких шагах от пляжа.',
      },
      hotels: ['primorye-seaside', 'imeretinsky-family-resort'],
    },
  ],
}

/** Тропа (company 1, outdoor gear): trekking tours to the mountains its gear is made for; prices in kopecks. */
export const GEAR_TOURS: TenantTours = {
  tourCategories: [
    {
      slug: 'treks',
      name: { en: 'Treks', ru: 'Походы' },
      children: [
        { slug: 'altai', name: { en: 'Altai', ru: 'Алтай' } },
        { slug: 'baikal', name: { en: 'Lake Baikal', ru: 'Байкал' } },
      ],
    },
  ],
  hotelCategories: [
    {
      slug: 'russia',
      name: { en: 'Russia', ru: 'Россия' },
      children: [
        { slug: 'altai', name: { en: 'Altai', ru: 'Алтай' } },
        { slug: 'baikal', name: { en: 'Lake Baikal', ru: 'Байкал' } },
      ],
    },
  ],
  cities: [MOSCOW, NOVOSIBIRSK],
  hotels: [
    { ...KATUN_LODGE, base: 280_000 },
    { ...LISTVYANKA_LODGE, base: 340_000 },
  ],
  tours: [
    {
      slug: 'altai-trek',
      category: 'treks/altai',
      name: { en: 'Altai trek with Tropa', ru: 'Поход по Алтаю с «Тропой»' },
      summary: {
        en: 'Radial hikes from a riverside base: the Chemal gorge, Che-Chkysh and the Katun.',
        ru: 'Радиальные походы с базы у реки: Чемальское ущелье, Че-Чкыш и Катунь.',
      },
      description: {
        en: 'Day hikes with our guides from a warm base on the Katun, in gear you can try before you buy: trekking poles, snowshoes and down jackets are lent free of charge.',
        ru: 'Однодневные походы с нашими гидами с тёплой базы на Катуни в снаряжении, которое можно попробовать перед покупкой: палки, снегоступы и пуховики выдаём бесплатно.',
      },
      destination: { en: 'Chemal, Altai', ru: 'Чемал, Алтай' },
      included: {
        en: ['Transfer from Gorno-Altaysk', 'Full board', 'Guides', 'Gear to borrow'],
        ru: ['Трансфер из Горно-Алтайска', 'Полный пансион', 'Гиды', 'Снаряжение напрокат'],
      },
      transfer: { en: 'Minibus from Gorno-Altaysk', ru: 'Микроавтобус из Горно-Алтайска' },
      hotels: ['katun-river-lodge'],
      cities: ['moscow', 'novosibirsk'],
      nights: [5, 7],
      months: [12, 1, 2, 3, 4, 5],
      crossesBorder: false,
      popularity: 40,
      fees: [TRANSFER(350_000)],
    },
    {
      slug: 'baikal-ice-trek',
      category: 'treks/baikal',
      name: { en: 'Baikal ice trek', ru: 'Ледовый поход по Байкалу' },
      summary: {
        en: 'Walking and skating on clear ice along the shore from Listvyanka.',
        ru: 'Пешком и на коньках по прозрачному льду вдоль берега от Листвянки.',
      },
      description: {
        en: 'Ice walks with crampons, a skating day and a night in a lodge on the shore. We bring the ice screws and the tea.',
        ru: 'Прогулки по льду в ледоступах, день на коньках и ночи в отеле на берегу. Ледобуры и горячий чай — с нас.',
      },
      destination: { en: 'Listvyanka, Baikal', ru: 'Листвянка, Байкал' },
      included: {
        en: ['Transfer from Irkutsk', 'Breakfast and dinner', 'Guides', 'Crampons and skates'],
        ru: ['Трансфер из Иркутска', 'Завтраки и ужины', 'Гиды', 'Ледоступы и коньки'],
      },
      transfer: { en: 'Minibus from Irkutsk', ru: 'Микроавтобус из Иркутска' },
      hotels: ['listvyanka-shore-lodge'],
      cities: ['moscow', 'novosibirsk'],
      nights: [5, 7],
      months: [1, 2, 3],
      crossesBorder: false,
      popularity: 35,
      fees: [TRANSFER(250_000), RESORT_TAX(10_000)],
    },
  ],
  collections: [
    {
      slug: 'mountain-lodges',
      category: null,
      name: { en: 'Mountain lodges', ru: 'Горные базы' },
      description: {
        en: 'Where our treks start: warm lodges with a banya after the trail.',
        ru: 'Откуда начинаются наши походы: тёплые базы с баней после маршрута.',
      },
      hotels: ['katun-river-lodge', 'listvyanka-shore-lodge'],
    },
  ],
}
