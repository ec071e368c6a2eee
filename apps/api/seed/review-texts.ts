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

export const TRAVEL_REVIEWS: Record<2 | 3 | 4 | 5, ReviewText[]> = {
  5: [
    {
      pros: 'Knowledgeable guide, perfect pace',
      cons: '',
      comment: 'Every day was well planned and we still had free evenings. Would book again.',
    },
    {
      pros: 'Great location',
      cons: '',
      comment: 'Spotless room, friendly staff and the best breakfast of our whole trip.',
    },
    {
      pros: 'Small group, local food',
      cons: '',
      comment: 'Our guide knew every back street. The cooking class was the highlight.',
    },
    {
      pros: 'Smooth organisation',
      cons: 'None',
      comment: 'Transfers were on time and the hotels were better than we expected.',
    },
    {
      pros: 'Views and quiet',
      cons: '',
      comment: 'We asked for a late check-out and got it without fuss. Lovely stay.',
    },
  ],
  4: [
    {
      pros: 'Interesting itinerary',
      cons: 'Long transfers on day three',
      comment: 'Loved the tour overall; one day was mostly spent on the bus.',
    },
    {
      pros: 'Comfortable rooms',
      cons: 'Street noise at night',
      comment: 'Great value. Ask for a room facing the courtyard.',
    },
    {
      pros: 'Friendly staff',
      cons: 'Breakfast gets busy after 9',
      comment: 'Good hotel for exploring the city on foot.',
    },
  ],
  3: [
    {
      pros: 'Good price',
      cons: 'Rushed museum visits',
      comment: 'Fine for a first visit, but too many stops for one day.',
    },
    {
      pros: 'Central location',
      cons: 'Small room, weak Wi-Fi',
      comment: 'OK for a short stay; I would not stay a week.',
    },
  ],
  2: [
    {
      pros: 'Nice guide',
      cons: 'Hotel changed at the last minute',
      comment: 'The replacement hotel was far from the centre. Support was slow to answer.',
    },
  ],
}
