/**
 * Planetary relationships (BPHS ch. 3): natural, temporary and compound (five-fold, panchadha maitri).
 *
 *  - Natural (naisargika): the table in grahas.ts (`naturalRelation`), row planet → column planet. It is
 *    not symmetric (the Moon is neutral to Mars while Mars is a friend of the Moon).
 *  - Temporary (tatkalika): a planet in the 2nd, 3rd, 4th, 10th, 11th or 12th sign counted from the
 *    planet becomes its temporary friend; one in the same sign (1st) or the 5th–9th is a temporary
 *    enemy. Signs are counted inclusively (same sign = 1st). The rule is symmetric: if B is 2nd from A,
 *    A is 12th from B.
 *  - Compound: natural friend + temporary friend = Great Friend (adhimitra); natural friend + temporary
 *    enemy = Neutral; natural neutral + temporary friend = Friend; natural neutral + temporary enemy =
 *    Enemy; natural enemy + temporary friend = Neutral; natural enemy + temporary enemy = Great Enemy
 *    (adhishatru).
 *
 * Rahu and Ketu: BPHS gives them no natural row or column. We use the rows and columns already in
 * grahas.ts, which follow Jagannatha Hora's convention as implemented by PyJHora 4.8.5, and apply the
 * same temporary and compound rules to them (as PyJHora does), so the nodes get all nine×eight entries.
 * Rahu and Ketu are always 7th from each other and therefore always temporary enemies.
 */
import { naturalRelation, VEDIC_PLANETS, type Graha, type Relation } from './grahas.js';

export type TemporaryRelation = 'Friend' | 'Enemy';
export type CompoundRelation = 'Great Friend' | 'Friend' | 'Neutral' | 'Enemy' | 'Great Enemy';

export interface PairRelationship {
  planet: Graha;
  natural: Relation;
  temporary: TemporaryRelation;
  compound: CompoundRelation;
}

export interface PlanetRelationships {
  planet: Graha;
  relationships: PairRelationship[];
}

/** Houses (counted inclusively from the planet's sign) whose occupants are temporary friends. */
const TEMPORARY_FRIEND_HOUSES = new Set([2, 3, 4, 10, 11, 12]);

/** Temporary relation of the occupant of `otherSign` as seen from a planet in `planetSign` (0–11). */
export function temporaryRelation(planetSign: number, otherSign: number): TemporaryRelation {
  const house = ((((otherSign - planetSign) % 12) + 12) % 12) + 1;
  return TEMPORARY_FRIEND_HOUSES.has(house) ? 'Friend' : 'Enemy';
}

/** The five-fold compound relation from the natural and the temporary one. */
export function compoundRelation(natural: Relation, temporary: TemporaryRelation): CompoundRelation {
  if (natural === 'Friend') return temporary === 'Friend' ? 'Great Friend' : 'Neutral';
  if (natural === 'Neutral') return temporary === 'Friend' ? 'Friend' : 'Enemy';
  return temporary === 'Friend' ? 'Neutral' : 'Great Enemy';
}

/**
 * For each of the nine planets (VEDIC_PLANETS order) its relation to the other eight (same order),
 * from the planets' sidereal signs (0 = Aries … 11 = Pisces).
 */
export function relationships(signs: Record<Graha, number>): PlanetRelationships[] {
  return VEDIC_PLANETS.map((planet) => ({
    planet,
    relationships: VEDIC_PLANETS.filter((other) => other !== planet).map((other): PairRelationship => {
      const natural = naturalRelation(planet, other);
      if (natural === null) throw new Error(`no natural relation ${planet} → ${other}`);
      const temporary = temporaryRelation(signs[planet], signs[other]);
      return { planet: other, natural, temporary, compound: compoundRelation(natural, temporary) };
    }),
  }));
}
