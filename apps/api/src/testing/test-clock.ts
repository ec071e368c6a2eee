/** The day every test server's clock starts at; the seed dates the tours' departures from it in tests. */
export const TEST_CLOCK_START = new Date('2026-11-22T10:00:00Z')
