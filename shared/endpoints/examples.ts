/**
 * One example request per endpoint of the registry, by endpoint name: the body of a POST, the query of a
 * GET. Tests run every example (test/integration/lang-sweep.test.ts calls each in all 21 languages), and
 * test/unit/examples.test.ts checks that every endpoint has one and that it passes its own schema, so
 * an endpoint added without an example fails the suite.
 *
 * The births are public ones with values checked elsewhere in the tests: New York 1990-05-15 14:30
 * (the suite's usual chart), Mumbai 1985-03-21 06:15, and Delhi 1992-11-02 23:40 for the second person
 * of the pair endpoints.
 */
const NYC = { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 };
const MUMBAI = { date: '1985-03-21T06:15:00', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata' };
const DELHI = { date: '1992-11-02T23:40:00', lat: 28.6139, lng: 77.209, timezone: 'Asia/Kolkata' };
const TARGET = '2026-06-01T12:00:00';

export interface Example {
  /** Query (GET) or body (POST), as a client sends it. */
  readonly request: Readonly<Record<string, unknown>>;
}

export const EXAMPLES: Readonly<Record<string, readonly Example[]>> = {
  natal: [{ request: NYC }],
  planets: [{ request: MUMBAI }],
  'moon-phase-calendar': [{ request: { from: '2027-01-01', to: '2027-03-31' } }],
  western: [{ request: { ...NYC, houseSystem: 'placidus' } }],
  'western-houses': [{ request: { ...NYC, houseSystem: 'koch' } }],
  'western-aspects': [{ request: { date: NYC.date, timezone: 'America/New_York' } }],
  'western-patterns': [{ request: { date: NYC.date, timezone: 'America/New_York' } }, { request: { date: '2026-03-20T12:00:00', utcOffset: '+00:00' } }],
  'western-midpoints': [{ request: NYC }],
  'western-transits': [{ request: { ...NYC, targetDate: TARGET } }],
  'western-solar-return': [{ request: { ...NYC, targetYear: 2026 } }],
  'western-davison': [{ request: { person1: NYC, person2: DELHI } }],
  'western-synastry': [{ request: { person1: NYC, person2: DELHI } }],
  'western-composite': [{ request: { person1: NYC, person2: DELHI } }],
  'western-arabic-lots': [{ request: NYC }],
  'western-progressions': [{ request: { ...NYC, targetDate: TARGET } }],
  'sun-sign': [{ request: MUMBAI }],
  'moon-sign': [{ request: MUMBAI }],
  ascendant: [{ request: MUMBAI }],
  'houses-vedic': [{ request: MUMBAI }],
  navamsa: [{ request: MUMBAI }],
  'vedic-avastha': [{ request: MUMBAI }],
  nakshatra: [{ request: MUMBAI }],
  'planets-relationships': [{ request: MUMBAI }],
  'chart-north-indian': [{ request: MUMBAI }],
  ashtakavarga: [{ request: MUMBAI }],
  'dasha-vimshottari': [{ request: { ...MUMBAI, targetDate: TARGET } }],
  'vedic-yogas': [{ request: MUMBAI }, { request: NYC }, { request: DELHI }],
  yogas: [{ request: MUMBAI }],
  shadbala: [{ request: MUMBAI }],
  'shadbala-full': [{ request: MUMBAI }],
  'compatibility-ashtakoot': [{ request: { person1: MUMBAI, person2: DELHI } }, { request: { person1: NYC, person2: DELHI } }],
  'compatibility-summary': [{ request: { person1: MUMBAI, person2: DELHI } }, { request: { person1: NYC, person2: MUMBAI } }],
  'dosha-manglik': [{ request: MUMBAI }, { request: NYC }, { request: DELHI }],
  'dosha-kaal-sarp': [{ request: MUMBAI }, { request: NYC }, { request: DELHI }],
  'vedic-panchanga': [{ request: { date: '2026-06-01', lat: '19.076', lng: '72.8777', timezone: 'Asia/Kolkata' } }, { request: { date: '2026-06-04', lat: '51.5074', lng: '-0.1278' } }],
  muhurat: [{ request: { date: '2026-06-01T10:00:00', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata' } }],
  kundali: [{ request: { ...MUMBAI, targetDate: TARGET } }],
  'kundali-full': [{ request: { ...MUMBAI, targetDate: TARGET } }],
  'vedic-transits': [{ request: { ...MUMBAI, targetDate: TARGET } }, { request: { ...NYC, targetDate: TARGET } }],
  'sade-sati': [{ request: { ...MUMBAI, targetDate: TARGET } }],
  'progressions-vedic': [{ request: { ...MUMBAI, targetDate: TARGET } }],
  'numerology-core-numbers': [{ request: { name: 'Ada Lovelace', date: '1815-12-10', targetYear: 2026 } }],
  'numerology-life-path': [{ request: { date: '1815-12-10' } }],
  'numerology-destiny': [{ request: { name: 'Ada Lovelace' } }],
  'numerology-soul-urge': [{ request: { name: 'Ada Lovelace' } }],
  'numerology-personality': [{ request: { name: 'Ada Lovelace' } }],
  'numerology-personal-year': [{ request: { date: '1815-12-10', targetYear: 2026 } }],
  'numerology-business-name': [{ request: { businessName: 'Orrery Labs', date: '1815-12-10' } }],
};
