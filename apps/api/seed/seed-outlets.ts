import type { Database } from '../src/db/client.ts'
import { outlets } from '../src/db/schema/index.ts'
import { DEMO_PLACES } from './tenants.ts'

type Kind = 'outlet' | 'pickup_point' | 'parcel_locker'
type Day = { open: string; close: string } | null

/** The nearest metro station of each demo place (the finder searches and shows it), English and Russian. */
const METRO: Record<string, [en: string, ru: string]> = {
  Tverskaya: ['Tverskaya', 'Тверская'],
  Evropeisky: ['Kievskaya', 'Киевская'],
  Aviapark: ['TsSKA', 'ЦСКА'],
  Taganskaya: ['Taganskaya', 'Таганская'],
  Paveletskaya: ['Paveletskaya', 'Павелецкая'],
  Nevsky: ['Nevsky Prospekt', 'Невский проспект'],
  Galeria: ['Ploshchad Vosstaniya', 'Площадь Восстания'],
  Petrogradskaya: ['Petrogradskaya', 'Петроградская'],
  Moskovskaya: ['Moskovskaya', 'Московская'],
  Vasileostrovskaya: ['Vasileostrovskaya', 'Василеостровская'],
  Lenina: ['Ploshchad 1905 Goda', 'Площадь 1905 года'],
  Grinvich: ['Geologicheskaya', 'Геологическая'],
  Malysheva: ['Dinamo', 'Динамо'],
  Uralmash: ['Uralmash', 'Уралмаш'],
  Vokzalnaya: ['Uralskaya', 'Уральская'],
}

/**
 * More pickup points and parcel lockers in Moscow (real addresses and coordinates), so the checkout's
 * pickup-point list has more than a page and the finder's map has pins that cluster.
 */
const MOSCOW_POINTS: {
  kind: Exclude<Kind, 'outlet'>
  name: string
  nameRu: string
  address: string
  addressRu: string
  metro: [string, string]
  latitude: number
  longitude: number
}[] = [
  {
    kind: 'pickup_point',
    name: 'Atrium',
    nameRu: 'Атриум',
    address: 'Zemlyanoy Val St, 33',
    addressRu: 'ул. Земляной Вал, 33',
    metro: ['Kurskaya', 'Курская'],
    latitude: 55.7571,
    longitude: 37.659,
  },
  {
    kind: 'pickup_point',
    name: 'Belorusskaya',
    nameRu: 'Белорусская',
    address: 'Tverskaya Zastava Sq, 7',
    addressRu: 'пл. Тверская Застава, 7',
    metro: ['Belorusskaya', 'Белорусская'],
    latitude: 55.7765,
    longitude: 37.582,
  },
  {
    kind: 'parcel_locker',
    name: 'Arbat',
    nameRu: 'Арбат',
    address: 'Arbat St, 24',
    addressRu: 'ул. Арбат, 24',
    metro: ['Arbatskaya', 'Арбатская'],
    latitude: 55.7503,
    longitude: 37.593,
  },
  {
    kind: 'pickup_point',
    name: 'Pyatnitskaya',
    nameRu: 'Пятницкая',
    address: 'Pyatnitskaya St, 29',
    addressRu: 'ул. Пятницкая, 29',
    metro: ['Novokuznetskaya', 'Новокузнецкая'],
    latitude: 55.7402,
    longitude: 37.6282,
  },
  {
    kind: 'parcel_locker',
    name: 'Leninsky',
    nameRu: 'Ленинский',
    address: 'Leninsky Ave, 30',
    addressRu: 'Ленинский пр., 30',
    metro: ['Leninsky Prospekt', 'Ленинский проспект'],
    latitude: 55.7093,
    longitude: 37.5857,
  },
  {
    kind: 'pickup_point',
    name: 'Evropolis',
    nameRu: 'Европолис',
    address: 'Mira Ave, 211',
    addressRu: 'пр. Мира, 211',
    metro: ['Botanichesky Sad', 'Ботанический сад'],
    latitude: 55.8457,
    longitude: 37.6612,
  },
  {
    kind: 'parcel_locker',
    name: 'Maroseyka',
    nameRu: 'Маросейка',
    address: 'Maroseyka St, 2',
    addressRu: 'ул. Маросейка, 2',
    metro: ['Kitay-gorod', 'Китай-город'],
    latitude: 55.7568,
    longitude: 37.6342,
  },
  {
    kind: 'pickup_point',
    name: 'Myasnitskaya',
    nameRu: 'Мясницкая',
    address: 'Myasnitskaya St, 24',
    addressRu: 'Мясницкая ул., 24',
    metro: ['Chistye Prudy', 'Чистые пруды'],
    latitude: 55.7638,
    longitude: 37.6376,
  },
  // Five more, so the pickup-point list has a second page (10 a page) with and without JavaScript.
  {
    kind: 'pickup_point',
    name: 'Novoslobodskaya',
    nameRu: 'Новослободская',
    address: 'Novoslobodskaya St, 4',
    addressRu: 'Новослободская ул., 4',
    metro: ['Novoslobodskaya', 'Новослободская'],
    latitude: 55.7797,
    longitude: 37.6011,
  },
  {
    kind: 'pickup_point',
    name: 'Sokol',
    nameRu: 'Сокол',
    address: 'Leningradsky Ave, 76',
    addressRu: 'Ленинградский пр., 76',
    metro: ['Sokol', 'Сокол'],
    latitude: 55.8047,
    longitude: 37.5146,
  },
  {
    kind: 'pickup_point',
    name: 'Baumanskaya',
    nameRu: 'Бауманская',
    address: 'Baumanskaya St, 33/2',
    addressRu: 'Бауманская ул., 33/2',
    metro: ['Baumanskaya', 'Бауманская'],
    latitude: 55.7726,
    longitude: 37.6795,
  },
  {
    kind: 'pickup_point',
    name: 'Frunzenskaya',
    nameRu: 'Фрунзенская',
    address: 'Komsomolsky Ave, 28',
    addressRu: 'Комсомольский пр., 28',
    metro: ['Frunzenskaya', 'Фрунзенская'],
    latitude: 55.7276,
    longitude: 37.5802,
  },
  {
    kind: 'pickup_point',
    name: 'Profsoyuznaya',
    nameRu: 'Профсоюзная',
    address: 'Profsoyuznaya St, 56',
    addressRu: 'Профсоюзная ул., 56',
    metro: ['Profsoyuznaya', 'Профсоюзная'],
    latitude: 55.6706,
    longitude: 37.5526,
  },
]

const TIMEZONES: Record<string, string> = {
  moscow: 'Europe/Moscow',
  spb: 'Europe/Moscow',
  ekb: 'Asia/Yekaterinburg',
}

const week = (weekdays: Day, saturday: Day, sunday: Day): Day[] => [
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  saturday,
  sunday,
]

/** Hours by kind: a mall keeps mall hours, a street shop closes earlier at the weekend, a locker never closes. */
function hoursFor(kind: Kind, inMall: boolean, isGear: boolean): Day[] {
  if (kind === 'parcel_locker')
    return week(
      { open: '00:00', close: '00:00' },
      { open: '00:00', close: '00:00' },
      { open: '00:00', close: '00:00' },
    )
  if (kind === 'pickup_point')
    return week({ open: '09:00', close: '21:00' }, { open: '10:00', close: '18:00' }, null)
  if (!isGear) return week({ open: '09:00', close: '19:00' }, { open: '10:00', close: '16:00' }, null)
  if (inMall)
    return week(
      { open: '10:00', close: '22:00' },
      { open: '10:00', close: '22:00' },
      { open: '10:00', close: '22:00' },
    )
  return week(
    { open: '10:00', close: '21:00' },
    { open: '11:00', close: '20:00' },
    { open: '11:00', close: '19:00' },
  )
}

function servicesFor(kind: Kind, n: number, isGear: boolean): string[] {
  if (kind === 'parcel_locker') return ['pickup']
  if (kind === 'pickup_point') return n % 2 === 0 ? ['pickup', 'returns', 'fitting'] : ['pickup', 'returns']
  if (!isGear) return n % 2 === 0 ? ['consultation', 'visa', 'insurance'] : ['consultation', 'insurance']
  return n % 2 === 0 ? ['pickup', 'fitting', 'returns', 'repair'] : ['pickup', 'fitting', 'returns', 'rental']
}

/** What a shopper reads in the outlet list: the kind of place and where it is, in the shop's language. */
function outletName(kind: Kind, place: string, isRussian: boolean): string {
  if (isRussian)
    return kind === 'outlet'
      ? `Магазин «${place}»`
      : kind === 'pickup_point'
        ? `Пункт выдачи «${place}»`
        : `Постамат «${place}»`
  return kind === 'outlet'
    ? `${place} office`
    : kind === 'pickup_point'
      ? `${place} pickup point`
      : `${place} parcel locker`
}

/**
 * A region's outlets, pickup points and parcel lockers with their hours (on the city's clock), services and
 * metro; Moscow has more pickup points. Answers the ids of the outlets (shops/offices), which get stock.
 */
export async function seedOutlets(
  db: Database,
  companyId: number,
  regionId: number,
  regionSlug: string,
  isRussian: boolean,
): Promise<number[]> {
  const places = DEMO_PLACES[regionSlug] ?? []
  const kinds = ['outlet', 'outlet', 'pickup_point', 'pickup_point', 'parcel_locker'] as const
  const timezone = TIMEZONES[regionSlug] ?? 'Europe/Moscow'
  const phone = (n: number) => `+7495000${String(regionId).padStart(2, '0')}${String(n).padStart(2, '0')}`
  const main = places.map((place, n) => {
    const kind: Kind = kinds[n] ?? 'pickup_point'
    const metro = METRO[place.name]
    return {
      companyId,
      regionId,
      kind,
      name: outletName(kind, isRussian ? place.nameRu : place.name, isRussian),
      address: isRussian ? place.addressRu : place.address,
      mall: isRussian ? place.mallRu : place.mall,
      metro: metro ? (isRussian ? metro[1] : metro[0]) : null,
      phone: kind === 'parcel_locker' ? null : phone(n),
      schedule: kind === 'parcel_locker' ? '24/7' : '10:00-22:00',
      hours: hoursFor(kind, place.mall !== null, isRussian),
      timezone,
      services: servicesFor(kind, n, isRussian),
      latitude: place.latitude,
      longitude: place.longitude,
      popularity: 100 - n * 10,
    }
  })
  const extra =
    regionSlug === 'moscow' && isRussian
      ? MOSCOW_POINTS.map((point, n) => ({
          companyId,
          regionId,
          kind: point.kind,
          name: outletName(point.kind, point.nameRu, true),
          address: point.addressRu,
          mall: null,
          metro: point.metro[1],
          phone: point.kind === 'parcel_locker' ? null : phone(10 + n),
          schedule: point.kind === 'parcel_locker' ? '24/7' : '09:00-21:00',
          hours: hoursFor(point.kind, false, true),
          timezone,
          services: servicesFor(point.kind, n, true),
          latitude: point.latitude,
          longitude: point.longitude,
          popularity: 45 - n * 3,
        }))
      : []
  const rows = await db
    .insert(outlets)
    .values([...main, ...extra])
    .returning({ id: outlets.id, kind: outlets.kind })
  return rows.filter((r) => r.kind === 'outlet').map((r) => r.id)
}
