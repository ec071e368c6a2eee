import { expect, test } from 'vitest'
import { mapSettings } from './map-settings.server.ts'

const API = 'http://api.test:4000'

test('the script URL gets the key and the language; pins resolve against the API media host', () => {
  const settings = mapSettings(
    {
      yandex_maps_url: '/maps/stand-in/v3/',
      yandex_maps_key: 'demo',
      language: 'en',
      images: {
        map_pins: {
          outlet: '/media/brand/2/pins/outlet.svg',
          cdek: '/media/brand/2/pins/pickup.svg',
          outlet_cluster: '/media/brand/2/pins/cluster.svg',
          current: 'https://cdn.example/current.svg',
        },
      },
    },
    API,
  )
  expect(settings).toEqual({
    scriptUrl: '/maps/stand-in/v3/?apikey=demo&lang=en_US',
    pins: {
      outlet: `${API}/media/brand/2/pins/outlet.svg`,
      pickup: `${API}/media/brand/2/pins/pickup.svg`,
      cluster: `${API}/media/brand/2/pins/cluster.svg`,
      current: 'https://cdn.example/current.svg',
      delivery: null,
    },
  })
})

test('no URL, no key or malformed settings: no maps, every view shows its list', () => {
  expect(mapSettings({ yandex_maps_url: null, yandex_maps_key: 'k' }, API)).toBeNull()
  expect(mapSettings({ yandex_maps_url: 'https://api-maps.yandex.ru/v3/' }, API)).toBeNull()
  expect(mapSettings({ yandex_maps_url: 42, yandex_maps_key: 'k' }, API)).toBeNull()
  // Pins that are not text are skipped, not fatal; the language defaults to ru_RU.
  expect(
    mapSettings({ yandex_maps_url: 'https://api-maps.yandex.ru/v3/?apikey=k', images: { map_pins: 7 } }, API),
  ).toEqual({
    scriptUrl: 'https://api-maps.yandex.ru/v3/?apikey=k&lang=ru_RU',
    pins: { outlet: null, pickup: null, cluster: null, current: null, delivery: null },
  })
})
