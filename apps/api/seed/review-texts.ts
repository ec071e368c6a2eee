/**
 * Demo reviews: each text is written for its rating, so a 2-star review complains and a 5-star one
 * praises. A product never shows the same text twice (the seed draws without repeating).
 */
export type ReviewText = { pros: string; cons: string; comment: string }

export const GEAR_REVIEWS: Record<2 | 3 | 4 | 5, ReviewText[]> = {
  5: [
    {
      pros: 'Качество пошива, продуманные мелочи',
      cons: '',
      comment: 'Брал в поход по Алтаю на десять дней — ни одного нарекания. Рекомендую.',
    },
    {
      pros: 'Лёгкий, прочный',
      cons: '',
      comment: 'Вторую неделю пользуюсь каждый день, всё как в описании. Доставили на следующий день.',
    },
    {
      pros: 'Цена и качество',
      cons: 'Не нашла',
      comment: 'Долго выбирала между несколькими брендами и не пожалела. Выглядит дороже своей цены.',
    },
    {
      pros: 'Удобно, ничего не натирает',
      cons: '',
      comment: 'Прошёл маршрут на Эльбрус до Приюта одиннадцати, вещь отработала на отлично.',
    },
    {
      pros: 'Размер точно по сетке',
      cons: '',
      comment: 'Заказал по таблице размеров — подошло идеально. Консультант в магазине тоже помог.',
    },
    {
      pros: 'Отличные материалы',
      cons: 'Цвет чуть темнее, чем на фото',
      comment: 'Покупкой довольна, муж уже просит такую же.',
    },
    {
      pros: 'Надёжность',
      cons: '',
      comment: 'Третий сезон в Хибинах, выглядит как новое. Беру этот бренд не первый раз.',
    },
  ],
  4: [
    {
      pros: 'Хорошие материалы',
      cons: 'Маломерит на полразмера',
      comment: 'В целом доволен, но берите на размер больше, если носите с толстым слоем.',
    },
    {
      pros: 'Удобно и практично',
      cons: 'Молнии туговаты',
      comment: 'После пары недель молнии разработались. За свои деньги — отличный вариант.',
    },
    {
      pros: 'Лёгкий вес',
      cons: 'Маркий светлый цвет',
      comment: 'Вещь хорошая, но светлый цвет быстро пачкается в походе — лучше брать тёмный.',
    },
    {
      pros: 'Тёплый и удобный',
      cons: 'Чехол для хранения маловат',
      comment: 'Обратно в чехол убирается с трудом, в остальном всё понравилось.',
    },
    {
      pros: 'Качество',
      cons: 'Доставка заняла четыре дня',
      comment: 'Сам товар отличный, снимаю звезду только за сроки доставки.',
    },
  ],
  3: [
    {
      pros: 'Внешний вид',
      cons: 'Швы пропускают воду в сильный дождь',
      comment: 'Для города нормально, для серьёзного похода я бы взял что-то другое.',
    },
    {
      pros: 'Недорого',
      cons: 'Тяжелее, чем заявлено',
      comment: 'Взвесил дома — на 200 граммов больше, чем в описании. Пользоваться можно.',
    },
    {
      pros: 'Удобный крой',
      cons: 'Через месяц появились катышки',
      comment: 'Средне. Ожидал большего от этого бренда.',
    },
  ],
  2: [
    {
      pros: 'Быстрая доставка',
      cons: 'Разошёлся шов после второго выхода',
      comment: 'Отнёс в сервис по гарантии, жду ответа. Пока разочарован.',
    },
    {
      pros: 'Цвет',
      cons: 'Сильный запах, не выветривается',
      comment: 'Неделю проветривал на балконе — запах остался. Не рекомендую.',
    },
  ],
}

type Texts = Record<2 | 3 | 4 | 5, ReviewText[]>
const r = (pros: string, cons: string, comment: string): ReviewText => ({ pros, cons, comment })

/** Reviews of the travel shop's goods, per family: a suitcase is judged by its wheels, a guidebook by its maps. */
export const TRAVEL_REVIEWS: Record<
  'luggage' | 'comfort' | 'organisers' | 'electronics' | 'guidebooks',
  Texts
> = {
  luggage: {
    5: [
      r(
        'Silent wheels, solid shell',
        '',
        'Three flights and a cobbled old town later it still looks new. Worth every dollar.',
      ),
      r(
        'Light and roomy',
        '',
        'Fits two weeks of clothes and stays under the 23 kg limit with room to spare.',
      ),
      r(
        'Fits the overhead bin',
        'None',
        'Went straight into the cabin on a budget airline, no questions at the gate.',
      ),
      r(
        'Opens flat, great pockets',
        '',
        'Packing is so much easier when the bag opens like a book. Would buy again.',
      ),
    ],
    4: [
      r(
        'Smooth spinner wheels',
        'The shell scuffs easily',
        'Rolls beautifully, but after one trip it has a few marks on the front.',
      ),
      r('Comfortable straps', 'No bottle pocket', 'Carried it all day around Lisbon without sore shoulders.'),
      r(
        'Good lock',
        'Handle wobbles a little',
        'Solid overall; the handle has a bit of play when fully extended.',
      ),
    ],
    3: [
      r(
        'Decent price',
        'Heavier than I expected',
        'It does the job, but it eats almost 4 kg of my allowance empty.',
      ),
      r(
        'Nice colour',
        'Zip sticks at the corner',
        'Fine for occasional trips; the main zip needs a careful hand.',
      ),
    ],
    2: [
      r(
        'Looks good',
        'A wheel cracked on the second trip',
        'One wheel broke after two flights. Support offered a repair, not a replacement.',
      ),
    ],
  },
  comfort: {
    5: [
      r(
        'Actually slept on a night flight',
        '',
        'First long-haul flight where I arrived rested. The foam keeps its shape.',
      ),
      r(
        'Blocks every bit of light',
        '',
        'The mask sits off the eyes and lets in no light at all. Great in hostels.',
      ),
      r('Packs small', 'None', 'Clips to my backpack and takes no space in the bag. Soft and washable.'),
    ],
    4: [
      r('Comfortable support', 'A bit warm', 'Very comfortable, though my neck gets warm after a few hours.'),
      r('Good earplugs', 'The pouch is flimsy', 'The set works well; I keep it in a sturdier case.'),
    ],
    3: [
      r('Soft cover', 'Too bulky for a small bag', 'Comfortable, but it takes half of my day pack.'),
      r('Cheap', 'The strap is too tight', 'The mask is fine but the strap presses after an hour.'),
    ],
    2: [
      r('Nice fabric', 'Loses air during the flight', 'The inflatable pillow went flat twice on one flight.'),
    ],
  },
  organisers: {
    5: [
      r('A week in a carry-on', '', 'The compression zips really work: a week of clothes in a cabin bag.'),
      r('Hook is so handy', '', 'Hanging it on the door in tiny hotel bathrooms is a game changer.'),
      r(
        'Light and strong',
        'None',
        'Two years of use, zips still perfect. Bought a second set for my partner.',
      ),
    ],
    4: [
      r(
        'Well made',
        'Mesh top shows everything',
        'Great cubes; I just wish the tops were solid for privacy.',
      ),
      r(
        'Lots of pockets',
        'Slightly bigger than I hoped',
        'Holds everything, but it is a tight fit in my carry-on.',
      ),
    ],
    3: [
      r('Good sizes', 'Colour faded in the wash', 'They do the job, but after one wash they look old.'),
      r('Cheap', 'Liquids pocket leaked', 'OK for dry things; a shampoo leak went straight through.'),
    ],
    2: [r('Nice colour', 'A zip pull came off', 'One of the zip pulls broke on the first trip.')],
  },
  electronics: {
    5: [
      r(
        'Works everywhere',
        '',
        'Used it in Japan, Italy and the UK without a hitch. Charges phone and watch at once.',
      ),
      r('Charges fast', '', 'Two full phone charges on a hiking day and still some left. Allowed on board.'),
      r('Compact', 'None', 'Small enough for a pocket, and the plugs slide out with one thumb.'),
    ],
    4: [
      r('Handy USB-C port', 'A bit heavy', 'Does everything it promises; it is just heavier than it looks.'),
      r('Solid build', 'Slow to recharge itself', 'Takes a whole night to recharge, but never let me down.'),
    ],
    3: [
      r('Good price', 'Loose in old sockets', 'Fine in new hotels; in older sockets it tends to slip out.'),
      r('Small', 'Gets warm when charging a laptop', 'OK for a phone, not really for a laptop.'),
    ],
    2: [
      r('Light', 'Stopped charging after a month', 'Worked well for a month, then the USB-C port gave up.'),
    ],
  },
  guidebooks: {
    5: [
      r(
        'Clear maps, honest tips',
        '',
        'Every restaurant we tried from the book was excellent. The walks are perfect.',
      ),
      r('Up to date', '', 'Prices and opening hours were right, even for the small museums.'),
      r('The pull-out map', 'None', 'We planned the whole route on the map in the evenings. Lovely book.'),
    ],
    4: [
      r(
        'Great itineraries',
        'Heavy to carry',
        'Excellent content; I cut out the chapters I needed to save weight.',
      ),
      r(
        'Good food section',
        'Few maps of small towns',
        'Very useful in the cities, thinner on the countryside.',
      ),
    ],
    3: [
      r('Nice photos', 'Some places had closed', 'Pretty, but a couple of the cafés no longer exist.'),
      r('Good overview', 'Too brief for a long trip', 'Fine for a first look, not enough for three weeks.'),
    ],
    2: [r('Nice cover', 'Outdated transport info', 'The bus routes had changed and we lost half a day.')],
  },
}
