/** English sentences of western astrology: house warnings, patterns, transits, synastry. */
import type { Template } from '../template.js';

export const EN_WESTERN = {
  // {system}: a house system identifier (placidus, koch …); {lat}: latitude in degrees
  'western.houses.polarFallback': '{system} houses cannot be computed inside the polar circle (latitude {lat}); used porphyry',
  'western.houses.outOfOrder': '{system} cusps are not in zodiacal order at latitude {lat}: the system breaks down this close to the polar circle',
  // --- chart points that are not bodies
  'western.point.Ascendant': 'Ascendant',
  'western.point.Midheaven': 'Midheaven',
  'western.point.Descendant': 'Descendant',
  'western.point.ImumCoeli': 'Imum Coeli',
  'western.point.Vertex': 'Vertex',
  'western.point.EastPoint': 'East Point',

  // --- aspect patterns. {planets}: a list of bodies; {a}, {b}, {c}, {d}, {apex}, {tail}: bodies
  'western.pattern.grandTrine': 'Grand Trine: {planets} in mutual trine',
  'western.pattern.kite': 'Kite: Grand Trine {planets} with {tail} opposite {apex}',
  'western.pattern.tSquare': 'T-Square: {a} opposite {b}, both square {apex} (apex)',
  'western.pattern.yod': 'Yod: {a} sextile {b}, both quincunx {apex} (apex)',
  'western.pattern.grandCross': 'Grand Cross: {a} opposite {b} and {c} opposite {d}, all four in square',
  'western.pattern.mysticRectangle': 'Mystic Rectangle: {a} opposite {b} and {c} opposite {d}, joined by trines and sextiles',
  // {n}: how many planets; {sign}: a sign
  'western.pattern.stellium': { one: 'Stellium in {sign}: {n} planet ({planets})', other: 'Stellium in {sign}: {n} planets ({planets})' },

  // --- an aspect as it reads between two bodies ("Sun trine Moon")
  'western.aspectVerb.Conjunction': 'conjunct',
  'western.aspectVerb.Opposition': 'opposite',
  'western.aspectVerb.Square': 'square',
  'western.aspectVerb.Trine': 'trine',
  'western.aspectVerb.Sextile': 'sextile',
  'western.aspectVerb.Quincunx': 'quincunx',
  'western.aspectVerb.Quintile': 'quintile',
  'western.aspectVerb.BiQuintile': 'bi-quintile',
  'western.aspectVerb.SemiSquare': 'semi-square',
  'western.aspectVerb.SemiSextile': 'semi-sextile',
  'western.aspectVerb.Sesquiquadrate': 'sesquiquadrate',

  // --- transits. {transiting}: the transiting body; {aspect}: an aspect verb above; {natal}: the natal
  // point; {orb}: degrees; {motion}, {nature}, {theme}, {area}: the phrases below
  'western.transit.interpretation': '{transiting} {aspect} natal {natal} (orb {orb}°, {motion}): {nature}; a period of {theme} around {area}',
  'western.transit.applying': 'applying',
  'western.transit.separating': 'separating',
  'western.transit.nature.strong': 'a strong, intensifying contact',
  'western.transit.nature.easy': 'a supportive, easy contact',
  'western.transit.nature.tense': 'a tense, testing contact',
  'western.transit.nature.easyMinor': 'a minor, supportive, easy contact',
  'western.transit.nature.tenseMinor': 'a minor, tense, testing contact',
  // what a transiting body brings
  'western.transit.theme.Sun': 'attention and vitality',
  'western.transit.theme.Moon': 'passing moods and daily rhythms',
  'western.transit.theme.Mercury': 'talks, plans and decisions',
  'western.transit.theme.Venus': 'affection, pleasure and money',
  'western.transit.theme.Mars': 'drive, effort and friction',
  'western.transit.theme.Jupiter': 'growth and opportunity',
  'western.transit.theme.Saturn': 'pressure and restructuring',
  'western.transit.theme.Uranus': 'sudden change and breaks from routine',
  'western.transit.theme.Neptune': 'uncertainty, idealism and blurred boundaries',
  'western.transit.theme.Pluto': 'deep transformation and power struggles',
  'western.transit.theme.Chiron': 'old wounds and healing',
  'western.transit.theme.NorthNode': 'new directions and connections',
  'western.transit.theme.SouthNode': 'old habits and letting go',
  'western.transit.theme.other': 'change',
  // the area of life of the natal point touched
  'western.transit.area.Sun': 'identity and vitality',
  'western.transit.area.Moon': 'feelings, home and security',
  'western.transit.area.Mercury': 'thinking and communication',
  'western.transit.area.Venus': 'relationships and values',
  'western.transit.area.Mars': 'energy and ambition',
  'western.transit.area.Jupiter': 'beliefs and growth',
  'western.transit.area.Saturn': 'duties and structures',
  'western.transit.area.Uranus': 'independence and change',
  'western.transit.area.Neptune': 'ideals and imagination',
  'western.transit.area.Pluto': 'control and deep change',
  'western.transit.area.Chiron': 'sensitive spots and healing',
  'western.transit.area.NorthNode': 'life direction',
  'western.transit.area.SouthNode': 'familiar patterns',
  'western.transit.area.Ascendant': 'self-presentation and the body',
  'western.transit.area.Midheaven': 'career and public standing',
  'western.transit.area.other': 'this point',

  // --- synastry. {score}: 0–100; {n}: aspects found; then how many are harmonious, challenging, conjunctions
  'western.synastry.noAspects': 'No aspects within orb between the two charts; neutral score 50/100.',
  'western.synastry.summary': {
    one: 'Score {score}/100 from {n} aspect ({harmonious} harmonious, {challenging} challenging, {conjunctions} conjunctions).',
    other: 'Score {score}/100 from {n} aspects ({harmonious} harmonious, {challenging} challenging, {conjunctions} conjunctions).',
  },
  // the same, with the strongest contact: {planet1} of person 1, {aspect} (a verb above), {planet2} of person 2
  'western.synastry.summaryStrongest': {
    one: "Score {score}/100 from {n} aspect ({harmonious} harmonious, {challenging} challenging, {conjunctions} conjunctions). Strongest contact: person 1's {planet1} {aspect} person 2's {planet2} (orb {orb}°).",
    other: "Score {score}/100 from {n} aspects ({harmonious} harmonious, {challenging} challenging, {conjunctions} conjunctions). Strongest contact: person 1's {planet1} {aspect} person 2's {planet2} (orb {orb}°).",
  },
} as const satisfies Record<string, Template>;
