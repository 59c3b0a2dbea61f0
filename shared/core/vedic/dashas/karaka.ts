/**
 * Karaka dasha (Jaimini; as Jagannatha Hora and PyJHora 4.8.5 `graha/karaka.py`): periods of the eight chara
 * karakas in their order, Atmakaraka first, from birth. A karaka's period lasts as many years as the signs
 * from the ascendant's sign to the karaka's sign, counted zodiacally and exclusively (0 when it is in the
 * ascendant's sign: such a period has no time and is not listed).
 *
 * Sub-periods: the karakas from the one after the parent's (wrapping, the parent's own last), in proportion to
 * their mahadasha years; the same rule at every level.
 */
import type { Graha } from '../grahas.js';
import { charaKarakas } from '../jaimini.js';
import { proportional, sequence } from './engine.js';
import type { DashaBirth, DashaSystem } from './types.js';

interface KarakaPeriod { lord: Graha; karaka: string; years: number }

function karakaPeriods(birth: DashaBirth): KarakaPeriod[] {
  const asc = birth.chart.ascendantSign;
  // the eight-karaka scheme (Rahu counted backwards), as core/vedic/jaimini.ts ranks them for /v1/jaimini
  return charaKarakas(birth.chart, 8).map(({ planet: lord, karaka }) => {
    const sign = birth.chart.planets.find((x) => x.planet === lord)?.sign ?? asc;
    return { lord, karaka, years: (sign - asc + 12) % 12 };
  });
}

export const karakaSystem: DashaSystem = {
  id: 'karaka',
  name: 'Karaka dasha',
  kind: 'graha',
  source: 'Jaimini; as Jagannatha Hora and PyJHora',
  description:
    'From birth, the eight chara karakas AK…DK (Rahu by 30° − its degree) in order; each lasts the signs from the ' +
    'ascendant to its sign (0 in the ascendant\'s sign: not listed). Sub-periods: the karakas from the next one round to ' +
    'the parent\'s own, in proportion to their years; the same rule at every level. `karaka` names each period\'s karaka.',
  options: [],
  mahadashas(birth, opts) {
    return sequence(birth.jdUt, opts.yearDays, karakaPeriods(birth));
  },
  subPeriods(parent, _level, _path, birth) {
    const all = karakaPeriods(birth);
    const i = all.findIndex((k) => k.lord === parent.lord);
    const order = [...all.slice(i + 1), ...all.slice(0, i + 1)];
    return proportional(parent, order.map((k) => ({ lord: k.lord, karaka: k.karaka, weight: k.years })));
  },
};
