import { expect, test } from 'vitest'
import { mapsStandInEnabled } from './stand-in-enabled.ts'

test('the stand-in is served in development, and in production only when asked for', () => {
  expect(mapsStandInEnabled({ NODE_ENV: 'development' })).toBe(true)
  expect(mapsStandInEnabled({ NODE_ENV: 'production' })).toBe(false)
  expect(mapsStandInEnabled({ NODE_ENV: 'production', VITRINA_MAPS_STAND_IN: 'true' })).toBe(false)
  expect(mapsStandInEnabled({ NODE_ENV: 'production', VITRINA_MAPS_STAND_IN: '1' })).toBe(true)
})
