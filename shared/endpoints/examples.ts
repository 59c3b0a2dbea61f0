/**
 * The births the endpoints' examples use (each endpoint's `examples` in the registry). Public ones whose
 * values are checked elsewhere in the tests: New York 1990-05-15 14:30 (the suite's usual chart), Mumbai
 * 1985-03-21 06:15, and Delhi 1992-11-02 23:40 for the second person of the pair endpoints.
 */
export const NYC = { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 };
export const MUMBAI = { date: '1985-03-21T06:15:00', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata' };
export const DELHI = { date: '1992-11-02T23:40:00', lat: 28.6139, lng: 77.209, timezone: 'Asia/Kolkata' };
/** The target moment of the examples that take one, so their answers do not change with the day. */
export const TARGET = '2026-06-01T12:00:00';
