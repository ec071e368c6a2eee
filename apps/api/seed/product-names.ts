/**
 * How the demo products of each leaf category are named and described. Russian phrases are written
 * out whole (adjectives already agree with their noun in gender and number), so no generated name
 * is ungrammatical; the brand in a name is always the product's brand field.
 */
export type GoodsKind =
  | 'jacket'
  | 'down-jacket'
  | 'pants'
  | 'fleece'
  | 'vest'
  | 'boots'
  | 'sneakers'
  | 'sandals'
  | 'tent'
  | 'sleeping-bag'
  | 'backpack'

export type GearLeaf = {
  /** Full noun phrases, e.g. "Тёплый мужской пуховик" (one is picked per product). */
  titles: string[]
  /** The other language's names and synonyms, for search ("down jacket", "куртка"). */
  keywords: string
  /** What the illustration draws. */
  goods: GoodsKind
  season: 'Зима' | 'Лето' | 'Демисезон' | 'Всесезонный'
  materials: string[]
  /** One sentence about what this kind of product is for. */
  purpose: string
}

export const GEAR_LEAVES: Record<string, GearLeaf> = {
  'clothes-men-jackets-down': {
    titles: [
      'Мужской пуховик',
      'Тёплый мужской пуховик',
      'Удлинённый мужской пуховик',
      'Лёгкий мужской пуховик',
    ],
    keywords: 'куртка пуховая down jacket puffer',
    goods: 'down-jacket',
    season: 'Зима',
    materials: ['Нейлон 20D, гусиный пух 90/10', 'Полиэстер, утиный пух 80/20'],
    purpose: 'Держит тепло до −30 °C и сжимается в компактный мешок.',
  },
  'clothes-men-jackets-windbreakers': {
    titles: [
      'Мужская ветровка',
      'Лёгкая мужская ветровка',
      'Штормовая мужская ветровка',
      'Беговая мужская ветровка',
    ],
    keywords: 'куртка ветрозащитная windbreaker jacket',
    goods: 'jacket',
    season: 'Демисезон',
    materials: ['Нейлон рипстоп', 'Полиэстер с DWR-пропиткой'],
    purpose: 'Защищает от ветра и мороси, весит меньше яблока и складывается в собственный карман.',
  },
  'clothes-men-pants-trekking': {
    titles: ['Мужские треккинговые брюки', 'Лёгкие треккинговые брюки', 'Быстросохнущие мужские брюки'],
    keywords: 'штаны trekking pants trousers hiking',
    goods: 'pants',
    season: 'Лето',
    materials: ['Нейлон со спандексом', 'Полиамид, эластан 8 %'],
    purpose: 'Тянутся в шаге, быстро сохнут и не мешают на подъёме.',
  },
  'clothes-men-pants-insulated': {
    titles: ['Мужские утеплённые брюки', 'Ветрозащитные утеплённые брюки', 'Мембранные утеплённые брюки'],
    keywords: 'штаны insulated pants trousers winter',
    goods: 'pants',
    season: 'Зима',
    materials: ['Мембрана 10 000 мм, синтетический утеплитель', 'Софтшелл с флисовой подкладкой'],
    purpose: 'Для зимних походов, скитура и долгих прогулок в мороз.',
  },
  'clothes-women-jackets-down': {
    titles: [
      'Женский пуховик',
      'Тёплый женский пуховик',
      'Удлинённый женский пуховик',
      'Стёганый женский пуховик',
    ],
    keywords: 'куртка пуховая down jacket puffer women',
    goods: 'down-jacket',
    season: 'Зима',
    materials: ['Нейлон 20D, гусиный пух 90/10', 'Полиэстер, утиный пух 80/20'],
    purpose: 'Приталенный крой, капюшон с регулировкой и тепло до −25 °C.',
  },
  'clothes-women-jackets-softshell': {
    titles: ['Женская куртка-софтшелл', 'Лёгкая женская куртка-софтшелл', 'Ветрозащитная куртка-софтшелл'],
    keywords: 'softshell jacket women',
    goods: 'jacket',
    season: 'Демисезон',
    materials: ['Софтшелл, флисовая подкладка', 'Полиэстер с эластаном, мембрана'],
    purpose: 'Дышит на подъёме и держит ветер на гребне, тянется во все стороны.',
  },
  'clothes-women-fleece-hoodies': {
    titles: ['Женская флисовая толстовка', 'Тёплая флисовая толстовка', 'Лёгкая флисовая толстовка'],
    keywords: 'кофта fleece hoodie women',
    goods: 'fleece',
    season: 'Всесезонный',
    materials: ['Флис Polartec 200', 'Флис 260 г/м²'],
    purpose: 'Второй слой под куртку и уютная вещь у костра.',
  },
  'clothes-women-fleece-vests': {
    titles: ['Женский флисовый жилет', 'Тёплый флисовый жилет', 'Лёгкий флисовый жилет'],
    keywords: 'безрукавка fleece vest gilet women',
    goods: 'vest',
    season: 'Демисезон',
    materials: ['Флис Polartec 100', 'Флис 200 г/м²'],
    purpose: 'Греет корпус и не сковывает руки.',
  },
  'footwear-hiking-boots-winter': {
    titles: ['Зимние треккинговые ботинки', 'Утеплённые треккинговые ботинки', 'Зимние походные ботинки'],
    keywords: 'обувь winter hiking boots',
    goods: 'boots',
    season: 'Зима',
    materials: ['Нубук, мембрана, утеплитель 400 г', 'Кожа, мембрана, подошва Vibram'],
    purpose: 'Держат тепло до −30 °C и не скользят на льду.',
  },
  'footwear-hiking-boots-summer': {
    titles: ['Летние треккинговые ботинки', 'Лёгкие треккинговые ботинки', 'Летние походные ботинки'],
    keywords: 'обувь hiking boots summer',
    goods: 'boots',
    season: 'Лето',
    materials: ['Замша и сетка', 'Нубук, мембрана'],
    purpose: 'Фиксируют голеностоп на камнях и быстро сохнут после брода.',
  },
  'footwear-hiking-sneakers-trail': {
    titles: ['Трейловые кроссовки', 'Лёгкие трейловые кроссовки', 'Беговые трейловые кроссовки'],
    keywords: 'обувь trail running shoes sneakers',
    goods: 'sneakers',
    season: 'Лето',
    materials: ['Сетка, протектор 5 мм', 'Сетка, мембрана, протектор 4 мм'],
    purpose: 'Цепкий протектор для грязи и корней, защита носка от камней.',
  },
  'footwear-hiking-sneakers-approach': {
    titles: ['Подходные кроссовки', 'Лёгкие подходные кроссовки', 'Замшевые подходные кроссовки'],
    keywords: 'обувь approach shoes sneakers',
    goods: 'sneakers',
    season: 'Всесезонный',
    materials: ['Замша, резиновый рант', 'Нубук, подошва с зоной для лазания'],
    purpose: 'Для подходов к скалам и лёгкого лазания: липкая резина и жёсткий рант.',
  },
  'footwear-city-boots-chelsea': {
    titles: ['Ботинки челси', 'Кожаные ботинки челси', 'Утеплённые ботинки челси'],
    keywords: 'обувь chelsea boots',
    goods: 'boots',
    season: 'Демисезон',
    materials: ['Натуральная кожа', 'Замша, байковая подкладка'],
    purpose: 'Надеваются без шнурков, не промокают в городской слякоти.',
  },
  'footwear-city-boots-lace-up': {
    titles: ['Городские ботинки на шнуровке', 'Кожаные ботинки на шнуровке', 'Высокие ботинки на шнуровке'],
    keywords: 'обувь lace-up boots',
    goods: 'boots',
    season: 'Демисезон',
    materials: ['Натуральная кожа', 'Нубук, мембрана'],
    purpose: 'Классический силуэт с протектором для гололёда.',
  },
  'footwear-city-sandals-sport': {
    titles: ['Спортивные сандалии', 'Трекинговые сандалии', 'Лёгкие спортивные сандалии'],
    keywords: 'обувь sport sandals',
    goods: 'sandals',
    season: 'Лето',
    materials: ['Стропа из полиэстера, подошва EVA', 'Нейлоновая стропа, резиновая подошва'],
    purpose: 'Три точки регулировки и подошва, которая не боится воды.',
  },
  'footwear-city-sandals-slides': {
    titles: ['Пляжные шлёпанцы', 'Мягкие шлёпанцы', 'Шлёпанцы для кемпинга'],
    keywords: 'обувь slides sandals flip-flops',
    goods: 'sandals',
    season: 'Лето',
    materials: ['Вспененная EVA', 'Резина, стелька из пробки'],
    purpose: 'Для душа в кемпинге, пляжа и отдыха после перехода.',
  },
  'equipment-camping-tents-two-person': {
    titles: ['Двухместная палатка', 'Лёгкая двухместная палатка', 'Трекинговая двухместная палатка'],
    keywords: 'tent 2-person two person',
    goods: 'tent',
    season: 'Всесезонный',
    materials: ['Полиэстер 20D, дуги из алюминия', 'Нейлон с силиконом, дуги DAC'],
    purpose: 'Два тамбура, быстрая установка и вес около двух килограммов.',
  },
  'equipment-camping-tents-family': {
    titles: ['Семейная палатка', 'Четырёхместная кемпинговая палатка', 'Шестиместная кемпинговая палатка'],
    keywords: 'tent family camping',
    goods: 'tent',
    season: 'Лето',
    materials: ['Полиэстер 185T, стеклопластиковые дуги', 'Оксфорд 210D, стальные дуги'],
    purpose: 'Две спальни, просторный тамбур и рост взрослого внутри.',
  },
  'equipment-camping-sleeping-summer': {
    titles: ['Летний спальник', 'Лёгкий спальный мешок', 'Летний спальный мешок-одеяло'],
    keywords: 'спальный мешок sleeping bag summer',
    goods: 'sleeping-bag',
    season: 'Лето',
    materials: ['Полиэстер, холлофайбер', 'Нейлон, синтетический утеплитель'],
    purpose: 'Комфорт от +10 °C, раскрывается в одеяло.',
  },
  'equipment-camping-sleeping-winter': {
    titles: ['Зимний спальник', 'Пуховый спальный мешок', 'Экспедиционный спальный мешок'],
    keywords: 'спальный мешок sleeping bag winter down',
    goods: 'sleeping-bag',
    season: 'Зима',
    materials: ['Нейлон 20D, гусиный пух', 'Полиэстер, утеплитель 400 г/м²'],
    purpose: 'Комфорт до −15 °C, анатомический капюшон и тёплый воротник.',
  },
  'equipment-backpacks-hiking-40l': {
    titles: ['Походный рюкзак 35 л', 'Лёгкий рюкзак 40 л', 'Трекинговый рюкзак 30 л'],
    keywords: 'backpack hiking pack',
    goods: 'backpack',
    season: 'Всесезонный',
    materials: ['Нейлон Robic 210D', 'Полиэстер 600D'],
    purpose: 'Для походов выходного дня: вентилируемая спина и накидка от дождя.',
  },
  'equipment-backpacks-hiking-60l': {
    titles: ['Экспедиционный рюкзак 65 л', 'Походный рюкзак 70 л', 'Трекинговый рюкзак 60 л'],
    keywords: 'backpack expedition pack',
    goods: 'backpack',
    season: 'Всесезонный',
    materials: ['Кордура 500D', 'Нейлон Robic 420D'],
    purpose: 'Регулируемая подвеска и поясной ремень для груза до 25 кг.',
  },
  'equipment-backpacks-urban-daypacks': {
    titles: ['Городской рюкзак 20 л', 'Компактный рюкзак 18 л', 'Лёгкий городской рюкзак 22 л'],
    keywords: 'backpack daypack city',
    goods: 'backpack',
    season: 'Всесезонный',
    materials: ['Полиэстер 600D', 'Нейлон с ПУ-покрытием'],
    purpose: 'На каждый день: карман для бутылки и светоотражающие вставки.',
  },
  'equipment-backpacks-urban-laptop': {
    titles: ['Рюкзак для ноутбука 15,6″', 'Городской рюкзак для ноутбука', 'Рюкзак для ноутбука 14″'],
    keywords: 'backpack laptop city',
    goods: 'backpack',
    season: 'Всесезонный',
    materials: ['Полиэстер 900D', 'Нейлон, водоотталкивающая пропитка'],
    purpose: 'Мягкое отделение для ноутбука и потайной карман на спине.',
  },
}

/** Model names: peaks and ranges of Russia, written as a Russian shop writes them. */
export const GEAR_MODELS = [
  'Эльбрус',
  'Казбек',
  'Белуха',
  'Ергаки',
  'Хибины',
  'Таганай',
  'Иремель',
  'Аргут',
  'Шавло',
  'Актру',
  'Чегет',
  'Домбай',
  'Мунку',
  'Кодар',
] as const
