/**
 * Midpoints, lots, synastry and transits (shared/core/western/{midpoints,lots,synastry,transits}.ts).
 * Every expected number is worked by hand in the comment beside it, or taken from a published example
 * (cited); none is copied from the modules' own output.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORBS, type Aspect } from '../../shared/core/western/aspects.js';
import { WESTERN_BODIES, type WesternBody } from '../../shared/core/western/bodies.js';
import { arabicLots, isSunAboveHorizon, type Lot, type LotName } from '../../shared/core/western/lots.js';
import { dialDistance, dialPosition, midpoints, type Dial } from '../../shared/core/western/midpoints.js';
import { westernRecord } from '../../shared/core/western/positions.js';
import { compatibility as compatibilityCore, synastry as synastryCore } from '../../shared/core/western/synastry.js';
import { transitInterpretation as transitInterpretationCore, transits as transitsCore, transitScore } from '../../shared/core/western/transits.js';
import { rendered } from '../helpers/text.js';

const synastry = rendered(synastryCore);
const compatibility = rendered(compatibilityCore);
const transitInterpretation = rendered(transitInterpretationCore);
const transits = rendered(transitsCore);

const pt = (name: string, lonDeg: number) => ({ name, lonDeg });
const pos = (planet: WesternBody, lon: number, speed = 0) => westernRecord(planet, lon, 0, speed);
/** Equal houses: cusp i at start + 30·i. */
const equalCusps = (start: number) => Array.from({ length: 12 }, (_, i) => (start + 30 * i) % 360);

describe('midpoints: matrix arithmetic', () => {
  it('350° and 20° meet at 5° Aries (shorter arc across 0°)', () => {
    // 350 → 20 is 30° forward; half of it from 350 is 365 ≡ 5.
    const { matrix } = midpoints([pt('Sun', 350), pt('Moon', 20)], { orb: 1.5, dial: 90 });
    expect(matrix).toHaveLength(1);
    expect(matrix[0]).toMatchObject({ planet1: 'Sun', planet2: 'Moon', sign: 0, signName: 'Aries' });
    expect(matrix[0].longitude).toBeCloseTo(5, 12);
    expect(matrix[0].degreeInSign).toBeCloseTo(5, 12);
    expect(matrix[0].dialPosition).toBeCloseTo(5, 12);
  });
  it('10° and 200° meet at 285° (the 170° arc through 0°), 15° Capricorn; 15 on the 90° and 45° dials', () => {
    // Forward 10 → 200 is 190°, so the shorter arc is 170° backward: 10 − 85 = −75 ≡ 285 = 270 + 15.
    // 285 = 3·90 + 15 = 6·45 + 15.
    const m90 = midpoints([pt('Sun', 10), pt('Mars', 200)], { orb: 1.5, dial: 90 }).matrix[0];
    expect(m90.longitude).toBeCloseTo(285, 12);
    expect(m90).toMatchObject({ sign: 9, signName: 'Capricorn' });
    expect(m90.degreeInSign).toBeCloseTo(15, 12);
    expect(m90.dialPosition).toBeCloseTo(15, 12);
    expect(midpoints([pt('Sun', 10), pt('Mars', 200)], { orb: 1.5, dial: 45 }).matrix[0].dialPosition).toBeCloseTo(15, 12);
    expect(midpoints([pt('Sun', 10), pt('Mars', 200)], { orb: 1.5, dial: 360 }).matrix[0].dialPosition).toBeCloseTo(285, 12);
  });
  it('on the 90° dial 100° is 10° (square and conjunction coincide); distance uses the shorter way round', () => {
    expect(dialPosition(100, 90)).toBe(10);
    expect(dialDistance(100, 10, 90)).toBe(0);
    expect(dialDistance(100, 10, 360)).toBe(90);
    // 89 and 1 on the 90° dial: |88| mod 90 = 88, the other way round is 2.
    expect(dialDistance(89, 1, 90)).toBe(2);
    // 44 and 1 on the 45° dial: 43 one way, 2 the other.
    expect(dialDistance(44, 1, 45)).toBe(2);
  });
  it('every pair once, planet1 earlier in the given order: 15 points give 15·14/2 = 105 pairs', () => {
    const names = [...WESTERN_BODIES, 'Ascendant', 'Midheaven'];
    const pts = names.map((n, i) => pt(n, i * 23.7));
    const { matrix } = midpoints(pts, { orb: 1.5, dial: 90 });
    expect(matrix).toHaveLength(105);
    expect(matrix[0]).toMatchObject({ planet1: 'Sun', planet2: 'Moon' });
    expect(matrix[104]).toMatchObject({ planet1: 'Ascendant', planet2: 'Midheaven' });
    for (const r of matrix) expect(names.indexOf(r.planet1)).toBeLessThan(names.indexOf(r.planet2));
  });
  it('bodies exactly opposite: the midpoint is taken 90° forward of planet1', () => {
    const { matrix } = midpoints([pt('NorthNode', 230), pt('SouthNode', 50)], { orb: 1.5, dial: 360 });
    expect(matrix[0].longitude).toBeCloseTo(320, 12);
  });
  it('rejects a dial other than 360, 90 or 45', () => {
    expect(() => midpoints([pt('Sun', 0)], { orb: 1, dial: 30 as unknown as Dial })).toThrow(RangeError);
  });
});

describe('midpoints: activations', () => {
  // Sun 0, Moon 60: midpoint 30. Mars 211.4 is 181.4° from it: no hit on the 360° dial, but on the 90° dial
  // 181.4 mod 90 = 1.4 ≤ 1.5. The other pairs: Sun/Mars midpoint 285.7 (Moon is 225.7 ≡ 45.7 → 44.3 away on the
  // 90° dial), Moon/Mars midpoint 135.7 (Sun is 135.7 ≡ 45.7 → 44.3 away): no hits.
  it('Mars 1.4° from Sun/Moon on the 90° dial is an activation at orb 1.5; 1.6° is not', () => {
    const hit = midpoints([pt('Sun', 0), pt('Moon', 60), pt('Mars', 211.4)], { orb: 1.5, dial: 90 }).activations;
    expect(hit).toHaveLength(1);
    expect(hit[0]).toMatchObject({ planet: 'Mars', planet1: 'Sun', planet2: 'Moon', notation: 'Mars = Sun/Moon' });
    expect(hit[0].midpoint).toBeCloseTo(30, 12);
    expect(hit[0].orb).toBeCloseTo(1.4, 9);
    expect(midpoints([pt('Sun', 0), pt('Moon', 60), pt('Mars', 211.6)], { orb: 1.5, dial: 90 }).activations).toEqual([]);
    // On the 360° dial the same Mars is 181.4° away: nothing.
    expect(midpoints([pt('Sun', 0), pt('Moon', 60), pt('Mars', 211.4)], { orb: 1.5, dial: 360 }).activations).toEqual([]);
  });
  it('on the 360° dial only the direct (near) midpoint counts: 31.4 hits, 31.6 does not', () => {
    // Sun/Mars midpoint 15.7 (Moon 44.3 away), Moon/Mars midpoint 45.7 (Sun 45.7 away): no other hits.
    const a = midpoints([pt('Sun', 0), pt('Moon', 60), pt('Mars', 31.4)], { orb: 1.5, dial: 360 }).activations;
    expect(a.map((x) => x.notation)).toEqual(['Mars = Sun/Moon']);
    expect(a[0].orb).toBeCloseTo(1.4, 9);
    expect(midpoints([pt('Sun', 0), pt('Moon', 60), pt('Mars', 31.6)], { orb: 1.5, dial: 360 }).activations).toEqual([]);
  });
  it('sorted by orb, then by the activator’s place in the given order', () => {
    // Sun/Moon = 30. Venus 31 (orb 1), Mars 29.5 (orb 0.5): Mars first although Venus comes first in body order.
    // Other pairs (Venus/Mars 30.25, Sun/Venus 15.5, Sun/Mars 14.75, Moon/Venus 45.5, Moon/Mars 44.75) have no
    // body within 1.5° on the 360° dial.
    const byOrb = midpoints([pt('Sun', 0), pt('Moon', 60), pt('Venus', 31), pt('Mars', 29.5)], { orb: 1.5, dial: 360 });
    expect(byOrb.activations.map((x) => [x.notation, x.orb])).toEqual([['Mars = Sun/Moon', 0.5], ['Venus = Sun/Moon', 1]]);
    // Venus 31 and Mars 29 are both exactly 1° off: the tie goes to body order (Venus before Mars).
    const tie = midpoints([pt('Sun', 0), pt('Moon', 60), pt('Venus', 31), pt('Mars', 29)], { orb: 1.5, dial: 360 });
    expect(tie.activations.map((x) => x.notation)).toEqual(['Venus = Sun/Moon', 'Mars = Sun/Moon']);
  });
  it('the NorthNode/SouthNode pair never makes an activation, though it stays in the matrix', () => {
    // The nodes' "midpoint" is 230 + 90 = 320 and the Sun sits exactly on it. Sun/NorthNode = 275 and
    // Sun/SouthNode = 5 have no body near them.
    const r = midpoints([pt('Sun', 320), pt('NorthNode', 230), pt('SouthNode', 50)], { orb: 1.5, dial: 360 });
    expect(r.matrix.map((m) => `${m.planet1}/${m.planet2}`)).toContain('NorthNode/SouthNode');
    expect(r.activations).toEqual([]);
  });
  it('the South Node takes part on the 360° dial but not on the 90° dial, where it would repeat the North Node', () => {
    // Sun 0, Moon 100: midpoint 50, exactly the South Node; the North Node (230) is 180° away.
    const pts = [pt('Sun', 0), pt('Moon', 100), pt('NorthNode', 230), pt('SouthNode', 50)];
    const on360 = midpoints(pts, { orb: 1.5, dial: 360 }).activations;
    expect(on360.map((x) => x.notation)).toEqual(['SouthNode = Sun/Moon']);
    // 90° dial: 230 − 50 = 180 ≡ 0, so the North Node hits Sun/Moon; Sun/NorthNode (295 ≡ 25) and Moon/NorthNode
    // (165 ≡ 75) are 15° from the other bodies. Nothing with the South Node is reported.
    const on90 = midpoints(pts, { orb: 1.5, dial: 90 }).activations;
    expect(on90.map((x) => x.notation)).toEqual(['NorthNode = Sun/Moon']);
    expect(on90[0].orb).toBeCloseTo(0, 12);
    expect(midpoints(pts, { orb: 1.5, dial: 45 }).activations.some((x) => [x.planet, x.planet1, x.planet2].includes('SouthNode'))).toBe(false);
  });
  it('the Ascendant and Midheaven act like bodies', () => {
    // Sun 10, Moon 50: midpoint 30; Ascendant at 120 is a square (≡ 30 on the 90° dial); Midheaven 0 is 30 off.
    // Sun/Ascendant = 65, Moon/Ascendant = 85, Sun/Midheaven = 5, Moon/Midheaven = 25, Ascendant/Midheaven = 60:
    // on the 90° dial the points sit at 10, 50, 30, 0; the nearest non-member to any of these is 5° away.
    const a = midpoints([pt('Sun', 10), pt('Moon', 50), pt('Ascendant', 120), pt('Midheaven', 0)], { orb: 1.5, dial: 90 }).activations;
    expect(a.map((x) => x.notation)).toEqual(['Ascendant = Sun/Moon']);
  });
});

describe('lots: sect test', () => {
  it('the Sun on the arc from the DSC forward to the ASC (houses 7–12) is above the horizon', () => {
    // ASC 15, DSC 195. 14.9 is just before the ASC (12th house, risen): day; 15.1 is in the 1st (not yet risen).
    expect(isSunAboveHorizon(15, 270)).toBe(true);
    expect(isSunAboveHorizon(15, 90)).toBe(false);
    expect(isSunAboveHorizon(15, 14.9)).toBe(true);
    expect(isSunAboveHorizon(15, 15.1)).toBe(false);
    // 195.1 is in the 7th (not yet set): day; 194.9 in the 6th (set): night. Both horizon points count as day.
    expect(isSunAboveHorizon(15, 195.1)).toBe(true);
    expect(isSunAboveHorizon(15, 194.9)).toBe(false);
    expect(isSunAboveHorizon(15, 195)).toBe(true);
    expect(isSunAboveHorizon(15, 15)).toBe(true);
  });
});

describe('lots: hand-worked charts', () => {
  // ASC 15 (15° Aries); equal houses from the ASC, so house = floor((lot − 15) mod 360 / 30) + 1.
  const planets = { Moon: 45, Mercury: 250, Venus: 300, Mars: 120, Jupiter: 200, Saturn: 10 };
  const cusps = equalCusps(15);
  const byName = (lots: Lot[]) => Object.fromEntries(lots.map((l) => [l.name, l])) as Record<LotName, Lot>;

  it('day chart (Sun 270, above the horizon): all eleven lots', () => {
    const r = arabicLots({ asc: 15, sunLon: 270, positions: { Sun: 270, ...planets }, cusps });
    expect(r.isDayChart).toBe(true);
    const l = byName(r.lots);
    const expected: Record<LotName, [number, number]> = {
      Fortune: [150, 5], //   15 + Moon 45 − Sun 270 = −210 ≡ 150 (0° Virgo); (150 − 15)/30 = 4.5 → house 5
      Spirit: [240, 8], //    15 + 270 − 45 = 240 (0° Sagittarius); 225/30 = 7.5 → 8
      Eros: [75, 3], //       15 + Venus 300 − Spirit 240 = 75 (15° Gemini); on the 3rd cusp → 3
      Necessity: [275, 9], // 15 + Fortune 150 − Mercury 250 = −85 ≡ 275; 260/30 → 9
      Courage: [45, 2], //    15 + 150 − Mars 120 = 45; on the 2nd cusp → 2
      Victory: [335, 11], //  15 + Jupiter 200 − Spirit 240 = −25 ≡ 335; 320/30 → 11
      Nemesis: [155, 5], //   15 + 150 − Saturn 10 = 155; 140/30 → 5
      Father: [115, 4], //    15 + Saturn 10 − Sun 270 = −245 ≡ 115; 100/30 → 4
      Mother: [120, 4], //    15 + Moon 45 − Venus 300 = −240 ≡ 120; 105/30 → 4
      Children: [185, 6], //  15 + Saturn 10 − Jupiter 200 = −175 ≡ 185; 170/30 → 6
      Marriage: [305, 10], // 15 + Venus 300 − Saturn 10 = 305; 290/30 → 10
    };
    expect(r.lots.map((x) => x.name)).toEqual(Object.keys(expected));
    for (const [name, [lon, house]] of Object.entries(expected) as [LotName, [number, number]][]) {
      expect(l[name].longitude, name).toBeCloseTo(lon, 9);
      expect(l[name].house, name).toBe(house);
    }
    expect(l.Fortune).toMatchObject({ sign: 5, signName: 'Virgo', formula: 'ASC + Moon − Sun', dayFormula: 'ASC + Moon − Sun', nightFormula: 'ASC + Sun − Moon', reversesAtNight: true });
    expect(l.Eros.degreeInSign).toBeCloseTo(15, 9);
    expect(l.Necessity.formula).toBe('ASC + Fortune − Mercury');
    expect(l.Marriage).toMatchObject({ formula: 'ASC + Venus − Saturn', nightFormula: 'ASC + Venus − Saturn', reversesAtNight: false });
  });

  it('night chart (Sun 90, below the horizon): reversed lots swap, Children and Marriage do not', () => {
    const r = arabicLots({ asc: 15, sunLon: 90, positions: { Sun: 90, ...planets }, cusps });
    expect(r.isDayChart).toBe(false);
    const l = byName(r.lots);
    const expected: Record<LotName, number> = {
      Fortune: 60, //    15 + Sun 90 − Moon 45 = 60
      Spirit: 330, //    15 + Moon 45 − Sun 90 = −30 ≡ 330
      Eros: 45, //       15 + Spirit 330 − Venus 300 = 45
      Necessity: 205, // 15 + Mercury 250 − Fortune 60 = 205
      Courage: 75, //    15 + Mars 120 − Fortune 60 = 75
      Victory: 145, //   15 + Spirit 330 − Jupiter 200 = 145
      Nemesis: 325, //   15 + Saturn 10 − Fortune 60 = −35 ≡ 325
      Father: 95, //     15 + Sun 90 − Saturn 10 = 95
      Mother: 270, //    15 + Venus 300 − Moon 45 = 270
      Children: 185, //  not reversed: 15 + 10 − 200 = −175 ≡ 185
      Marriage: 305, //  not reversed: 15 + 300 − 10 = 305
    };
    for (const [name, lon] of Object.entries(expected) as [LotName, number][]) expect(l[name].longitude, name).toBeCloseTo(lon, 9);
    expect(l.Fortune.formula).toBe('ASC + Sun − Moon');
    expect(l.Eros.formula).toBe('ASC + Spirit − Venus');
    expect(l.Children.formula).toBe('ASC + Saturn − Jupiter');
    expect(l.Nemesis.house).toBe(11); // (325 − 15)/30 = 10.33 → 11
  });

  it('an explicit sunAboveHorizon (e.g. from the true altitude) overrides the ecliptic test', () => {
    // Sun 90 is below by the ecliptic test; forced day: Fortune = 15 + 45 − 90 = −30 ≡ 330.
    const r = arabicLots({ asc: 15, sunLon: 90, sunAboveHorizon: true, positions: { Sun: 90, ...planets }, cusps });
    expect(r.isDayChart).toBe(true);
    expect(byName(r.lots).Fortune.longitude).toBeCloseTo(330, 9);
  });

  it('a missing planet is an error, not a silent NaN', () => {
    expect(() => arabicLots({ asc: 15, sunLon: 270, positions: { Moon: 45, Venus: 300 }, cusps }))
      .toThrow('arabicLots: no longitude for Mercury, Mars, Jupiter, Saturn');
  });
});

describe('lots: published examples of the Part of Fortune', () => {
  it('Heindel, "Simplified Scientific Astrology" (1928), p. 62: Fortune at 28°38′ Pisces', () => {
    // Wikisource page 70 of the IA scan "simplifiedscient00heiniala". Ascendant Virgo 18°56′ (the OCR header
    // reads 13°56′, but the printed sum 19°18′ + 18°56′ = 38°14′ needs 18°56′), Sun Leo 9°36′, Moon Aquarius
    // 19°18′. Sun 129.6 is 140.7° past the DSC (348.93): a day chart, so ASC + Moon − Sun applies:
    // 168°56′ + 319°18′ − 129°36′ = 358°38′ = 28°38′ Pisces, as printed.
    const asc = 150 + 18 + 56 / 60;
    const sun = 120 + 9 + 36 / 60;
    const moon = 300 + 19 + 18 / 60;
    const r = arabicLots({ asc, sunLon: sun, positions: { Sun: sun, Moon: moon, Mercury: 0, Venus: 0, Mars: 0, Jupiter: 0, Saturn: 0 }, cusps: equalCusps(asc) });
    expect(r.isDayChart).toBe(true);
    const fortune = r.lots[0];
    expect(fortune.name).toBe('Fortune');
    expect(fortune.longitude).toBeCloseTo(358 + 38 / 60, 9);
    expect(fortune).toMatchObject({ signName: 'Pisces', house: 7 }); // 358.63 − 168.93 = 189.7 → 7th equal house
  });
  it('Robert Hand, "The Lot or Part of Fortune" (1996): a night birth takes ASC + Sun − Moon', () => {
    // Hand's example: ASC 20 Virgo (170), Moon 4 Aries (4), Sun 17 Aquarius (317); he notes the Sun lies
    // between the Ascendant and the Descendant (20 Pisces), i.e. below the horizon. His night formula then gives
    // 170 + 317 − 4 = 483 ≡ 123 = 3° Leo (worked here; the day formula would give 170 + 4 − 317 ≡ 217).
    const r = arabicLots({ asc: 170, sunLon: 317, positions: { Sun: 317, Moon: 4, Mercury: 0, Venus: 0, Mars: 0, Jupiter: 0, Saturn: 0 }, cusps: equalCusps(170) });
    expect(r.isDayChart).toBe(false);
    expect(r.lots[0].longitude).toBeCloseTo(123, 9);
    expect(r.lots[0].signName).toBe('Leo');
  });
});

describe('synastry', () => {
  it('considers all 169 pairs, person 1 always planet1', () => {
    // Everyone of person 1 at 0°, of person 2 at 0.5°: every pair is a conjunction (orb 0.5 ≤ 8).
    const a = WESTERN_BODIES.map((p) => pos(p, 0, 1));
    const b = WESTERN_BODIES.map((p) => pos(p, 0.5, 1));
    const r = synastry(a, equalCusps(0), b, equalCusps(0));
    expect(r.aspects).toHaveLength(169);
    expect(new Set(r.aspects.map((x) => `${x.planet1}|${x.planet2}`)).size).toBe(169);
    expect(r.aspects.every((x) => x.type === 'Conjunction')).toBe(true);
    // Person 1's bodies in the outer loop, person 2's inside.
    expect([r.aspects[0], r.aspects[1], r.aspects[13]].map((x) => `${x.planet1}-${x.planet2}`)).toEqual(['Sun-Sun', 'Sun-Moon', 'Moon-Sun']);
    expect(r.compatibility).toMatchObject({ harmonious: 0, challenging: 0, neutral: 169 });
  });

  it('applying uses both persons’ speeds', () => {
    // Person 1 Sun 10° (1°/d), person 2 Moon 15° (13°/d): δ = +5, growing at 12°/d → separating.
    const sep = synastry([pos('Sun', 10, 1)], equalCusps(0), [pos('Moon', 15, 13)], equalCusps(0)).aspects[0];
    expect(sep).toMatchObject({ planet1: 'Sun', planet2: 'Moon', type: 'Conjunction', applying: false });
    // Moon at 5° instead: δ = −5, and the Moon's 13°/d closes it → applying.
    expect(synastry([pos('Sun', 10, 1)], equalCusps(0), [pos('Moon', 5, 13)], equalCusps(0)).aspects[0].applying).toBe(true);
    // Person 1's speed matters too: Mars 10° at +0.5°/d behind person 2's Saturn 12° (stationary) closes the gap;
    // the same Mars retrograde (−0.5°/d) opens it.
    expect(synastry([pos('Mars', 10, 0.5)], equalCusps(0), [pos('Saturn', 12, 0)], equalCusps(0)).aspects[0].applying).toBe(true);
    expect(synastry([pos('Mars', 10, -0.5)], equalCusps(0), [pos('Saturn', 12, 0)], equalCusps(0)).aspects[0].applying).toBe(false);
  });

  it('house overlays put each person’s bodies in the other’s houses', () => {
    // Person 1 equal houses from 0°, person 2 equal houses from 15°.
    const r = synastry(
      [pos('Sun', 45), pos('Moon', 14)], equalCusps(0),
      [pos('Venus', 200), pos('Mars', 359.5)], equalCusps(15),
    );
    // Person 1's Sun 45 is on person 2's 2nd cusp (45) → 2; Moon 14 is before the 1st cusp (15) → 12.
    expect(r.houseOverlays.person1InPerson2Houses).toEqual([
      { planet: 'Sun', longitude: 45, house: 2 },
      { planet: 'Moon', longitude: 14, house: 12 },
    ]);
    // Person 2's Venus 200 is in person 1's 7th (180–210); Mars 359.5 in the 12th (330–360).
    expect(r.houseOverlays.person2InPerson1Houses).toEqual([
      { planet: 'Venus', longitude: 200, house: 7 },
      { planet: 'Mars', longitude: 359.5, house: 12 },
    ]);
  });

  it('compatibility score worked by hand: 64', () => {
    // Person 1: Sun 0, Venus 100. Person 2: Moon 122, Mars 190, Venus 60. The six pairs:
    //   Sun–Moon 122°: trine, orb 2 of 8 → tightness 0.75; w = 1 × 2 × 2 × 0.75 = 3 (harmonious)
    //   Sun–Mars 170°: opposition orb 10 > 8, quincunx orb 20 > 3 → none
    //   Sun–Venus 60°: sextile, orb 0; w = 0.8 × 2 × 2 × 1 = 3.2 (harmonious)
    //   Venus–Moon 22°, Venus–Venus 40°: nothing within orb (semi-sextile 8 off, semi-square 5 off; limits 2)
    //   Venus–Mars 90°: square, orb 0; w = 1 × 2 × 1.5 × 1 = 3 (challenging)
    // P = 6.2, Q = 3 → score = round(100 × 7.2 / 11.2) = round(64.29) = 64.
    const r = synastry(
      [pos('Sun', 0, 1), pos('Venus', 100, 1.2)], equalCusps(0),
      [pos('Moon', 122, 13), pos('Mars', 190, 0.6), pos('Venus', 60, 1)], equalCusps(0),
    );
    expect(r.aspects.map((x) => `${x.planet1}-${x.planet2}:${x.type}`)).toEqual(['Sun-Moon:Trine', 'Sun-Venus:Sextile', 'Venus-Mars:Square']);
    const c = r.compatibility;
    expect(c).toMatchObject({ score: 64, harmonious: 2, challenging: 1, neutral: 0 });
    expect(c.breakdown.positive).toBeCloseTo(6.2, 9);
    expect(c.breakdown.negative).toBeCloseTo(3, 9);
    expect(c.breakdown.byGroup.luminaries).toEqual({ count: 2, positive: 6.2, negative: 0 });
    expect(c.breakdown.byGroup.venusMars).toEqual({ count: 1, positive: 0, negative: 3 });
    expect(c.breakdown.byGroup.other).toEqual({ count: 0, positive: 0, negative: 0 });
    expect(c.summary).toContain('Score 64/100 from 3 aspects (2 harmonious, 1 challenging, 0 conjunctions)');
    expect(c.summary).toContain("person 1's Sun sextile person 2's Venus (orb 0.0°)");
  });

  it('compatibility edge cases: none 50, a conjunction counts half, an exact luminary square 17, South Node weighs 0', () => {
    const asp = (planet1: string, planet2: string, type: Aspect['type'], orb: number, nature: Aspect['nature']): Aspect =>
      ({ planet1, planet2, type, angle: 0, orb, applying: false, nature, isMajor: true });
    expect(compatibility([]).score).toBe(50); // (0 + 1) / (0 + 2)
    // Moon–Sun conjunction, orb 3 of 8: w = 2 × 2 × (1 − 3/8) = 2.5, half to P: (1.25 + 1) / (1.25 + 2) = 69.2 → 69.
    const conj = compatibility([asp('Moon', 'Sun', 'Conjunction', 3, 'neutral')]);
    expect(conj).toMatchObject({ score: 69, neutral: 1 });
    expect(conj.breakdown.neutralWeight).toBeCloseTo(2.5, 9);
    // Sun–Moon exact square: w = 4 → (0 + 1) / (4 + 2) = 16.7 → 17.
    expect(compatibility([asp('Sun', 'Moon', 'Square', 0, 'tense')]).score).toBe(17);
    // A South Node contact is counted but weighs nothing.
    expect(compatibility([asp('SouthNode', 'Sun', 'Square', 0, 'tense')])).toMatchObject({ score: 50, challenging: 1 });
  });
});

describe('transits', () => {
  it('13 records in body order with spec field names; planet1 transiting, planet2 natal (may be the same body)', () => {
    // All 13 transiting bodies at 0° (given in reverse order), natal bodies at 0°: every pair a conjunction.
    const transiting = [...WESTERN_BODIES].reverse().map((p) => pos(p, 0, 0));
    const natal = WESTERN_BODIES.map((n) => pt(n, 0));
    const r = transits(natal, transiting);
    expect(r.transits.map((t) => t.planet)).toEqual([...WESTERN_BODIES]);
    const saturn = r.transits[6];
    expect(Object.keys(saturn).sort()).toEqual(['aspectsToNatal', 'degreeInSign', 'interpretation', 'isRetrograde', 'planet', 'sign', 'signName', 'transitLongitude']);
    expect(saturn.aspectsToNatal).toHaveLength(13);
    expect(saturn.aspectsToNatal[6]).toMatchObject({ planet1: 'Saturn', planet2: 'Saturn', type: 'Conjunction' });
    expect(saturn.interpretation).toHaveLength(13);
    // Ranking (header rule; all orbs 0, nothing applying, SouthNode left out):
    //   30 = 10 × 3: Uranus, Neptune, Pluto × Sun, Moon (transit order, then natal order)
    //   24 = 8 × 3: Saturn × Sun, Moon;  then 20 = 10 × 2: Uranus × Mercury, Venus (the 10th)
    expect(r.mostSignificant.map((m) => `${m.transitPlanet}-${m.natalPlanet}:${m.score}`)).toEqual([
      'Uranus-Sun:30', 'Uranus-Moon:30', 'Neptune-Sun:30', 'Neptune-Moon:30', 'Pluto-Sun:30', 'Pluto-Moon:30',
      'Saturn-Sun:24', 'Saturn-Moon:24', 'Uranus-Mercury:20', 'Uranus-Venus:20',
    ]);
    expect(r.interpretation).toHaveLength(5);
    expect(r.interpretation[0]).toBe(r.mostSignificant[0].interpretation);
  });

  it('applying against a fixed natal point follows the transiting body’s own motion', () => {
    // Saturn 88° to natal Sun 0°: square, orb 2. Moving forward (+0.1°/d) the separation grows toward 90: applying.
    const fwd = transits([pt('Sun', 0)], [pos('Saturn', 88, 0.1)]).transits[0];
    expect(fwd.aspectsToNatal[0]).toMatchObject({ planet1: 'Saturn', planet2: 'Sun', type: 'Square', applying: true });
    expect(fwd.isRetrograde).toBe(false);
    // Retrograde (−0.1°/d) it moves back toward 0°, widening the orb: separating.
    const retro = transits([pt('Sun', 0)], [pos('Saturn', 88, -0.1)]).transits[0];
    expect(retro.isRetrograde).toBe(true);
    expect(retro.aspectsToNatal[0].applying).toBe(false);
    expect(retro.interpretation[0]).toBe('Saturn square natal Sun (orb 2.0°, separating): a tense, testing contact; a period of pressure and restructuring around identity and vitality');
  });

  it('ranks a constructed case by the documented score', () => {
    // Natal Sun 0, Moon 100, Venus 200. Transits (only these aspects fall within orb; checked pair by pair):
    //   Pluto 91 (+0.01°/d) square Sun, orb 1 of 7, separating (δ = −91 widening): 10 × 3 × 1 × 6/7 = 25.714
    //   Jupiter 98 (+0.2) conjunct Moon, orb 2 of 8, applying (δ = +2 closing): 6 × 3 × 0.75 × 1.2 = 16.2
    //   Saturn 202 (+0.05) conjunct Venus, orb 2 of 8, separating: 8 × 2 × 0.75 = 12
    //   Moon 1 (+13) conjunct Sun, orb 1 of 8, separating: 1 × 3 × 7/8 = 2.625
    // Non-aspects: Pluto–Moon 9°, Pluto–Venus 109°, Jupiter–Sun 98°, Jupiter–Venus 102°, Saturn–Sun 158°,
    // Saturn–Moon 102°, Moon–Moon 99°, Moon–Venus 161°: none within its orb.
    const r = transits(
      [pt('Sun', 0), pt('Moon', 100), pt('Venus', 200)],
      [pos('Moon', 1, 13), pos('Jupiter', 98, 0.2), pos('Saturn', 202, 0.05), pos('Pluto', 91, 0.01)],
    );
    expect(r.mostSignificant.map((m) => [m.transitPlanet, m.natalPlanet, m.type, m.applying, m.score])).toEqual([
      ['Pluto', 'Sun', 'Square', false, 25.71],
      ['Jupiter', 'Moon', 'Conjunction', true, 16.2],
      ['Saturn', 'Venus', 'Conjunction', false, 12],
      ['Moon', 'Sun', 'Conjunction', false, 2.63],
    ]);
    expect(r.mostSignificant[1].orb).toBeCloseTo(2, 9);
    expect(r.mostSignificant[1].interpretation).toBe('Jupiter conjunct natal Moon (orb 2.0°, applying): a strong, intensifying contact; a period of growth and opportunity around feelings, home and security');
    expect(r.interpretation).toEqual(r.mostSignificant.map((m) => m.interpretation));
  });

  it('ties break by transiting body order, then natal order', () => {
    // Neptune (given first) on natal Mercury and Uranus on natal Mars: both 10 × 2 × 1 × 1 = 20 at orb 0 →
    // Uranus first (body order). Pluto 0 conjunct natal Venus 0 and opposite natal Mars 180: both 20 at orb 0,
    // Pluto after Uranus and Neptune, Venus before Mars (natal order).
    const r = transits(
      [pt('Venus', 0), pt('Mercury', 50), pt('Mars', 180)],
      [pos('Neptune', 50), pos('Pluto', 0), pos('Uranus', 180)],
    );
    // Uranus 180 is conjunct natal Mars and opposite natal Venus (both 20); Neptune–Venus 50°, Neptune–Mars 130°,
    // Pluto–Mercury 50° and Uranus–Mercury 130° are outside every orb.
    expect(r.mostSignificant.map((m) => `${m.transitPlanet}-${m.natalPlanet}`)).toEqual([
      'Uranus-Venus', 'Uranus-Mars', 'Neptune-Mercury', 'Pluto-Venus', 'Pluto-Mars',
    ]);
    expect(r.mostSignificant.every((m) => m.score === 20)).toBe(true);
  });

  it('South Node contacts are listed but never ranked; the Ascendant weighs like the Sun', () => {
    const asc: Aspect = { planet1: 'Saturn', planet2: 'Ascendant', type: 'Trine', angle: 120, orb: 0, applying: false, nature: 'harmonic', isMajor: true };
    expect(transitScore(asc)).toBe(24); // 8 × 3 × 1 × 1
    expect(transitScore({ ...asc, planet2: 'SouthNode' })).toBe(0);
    // Natal South Node 10, Ascendant 115; transiting Saturn 235 trines the Ascendant (120°) and is sesquiquadrate
    // the natal South Node (225 ≡ 135°); the transiting South Node 10 conjoins the natal one and is 105° from the
    // Ascendant (no aspect). Only Saturn–Ascendant is ranked.
    const r = transits([pt('SouthNode', 10), pt('Ascendant', 115)], [pos('SouthNode', 10), pos('Saturn', 235)]);
    expect(r.transits[0].planet).toBe('Saturn');
    expect(r.transits[1].aspectsToNatal.map((a) => a.planet2)).toEqual(['SouthNode']);
    expect(r.mostSignificant.map((m) => `${m.transitPlanet}-${m.natalPlanet}:${m.type}`)).toEqual(['Saturn-Ascendant:Trine']);
    expect(transitInterpretation({ ...asc, orb: 1.25, applying: true })).toBe('Saturn trine natal Ascendant (orb 1.3°, applying): a supportive, easy contact; a period of pressure and restructuring around self-presentation and the body');
  });

  it('uses custom orbs when given', () => {
    // Saturn 95° to natal Sun: square orb 5, inside the default 7, outside a custom 4.
    expect(transits([pt('Sun', 0)], [pos('Saturn', 95)]).transits[0].aspectsToNatal).toHaveLength(1);
    expect(transits([pt('Sun', 0)], [pos('Saturn', 95)], { ...DEFAULT_ORBS, Square: 4 }).transits[0].aspectsToNatal).toEqual([]);
  });
});
