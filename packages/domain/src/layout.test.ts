import { expect, test } from 'vitest'
import { catalogEntry, DESKTOP_BREAKPOINT_PX } from './layout.ts'

test.each([
  [true, 1280, { kind: 'page', href: '/catalog/' }],
  [true, 375, { kind: 'page', href: '/catalog/' }],
  [false, 1280, { kind: 'panel' }],
  [false, DESKTOP_BREAKPOINT_PX, { kind: 'panel' }],
  [false, DESKTOP_BREAKPOINT_PX - 1, { kind: 'page', href: '/m/catalog/' }],
])('catalogEntry(%s, %i) is %j', (setting, width, expected) => {
  expect(catalogEntry(setting, width)).toEqual(expected)
})
