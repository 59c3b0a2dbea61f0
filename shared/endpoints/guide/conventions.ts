/** The guide page "Conventions" (/docs/guide/conventions): input, time, positions, western and Vedic rules and their sources. Markdown. */
import { AYANAMSAS } from '../../core/ephemeris.js';
import { HOUSE_SYSTEM_NAMES } from '../../core/western/houses.js';

export const CONVENTIONS = `
## Conventions

**Input.** Every POST body is a JSON object; every endpoint states its fields in the [API reference](/docs). Fields most endpoints share:
\`date\`, \`lat\`/\`lng\` (degrees, −90…90 and −180…180), \`timezone\` or \`utcOffset\` (not both), \`lang\`, \`nodeType\`;
the western ones \`houseSystem\` and \`orbs\` (per-type orb overrides in degrees, e.g. \`{"Square": 5}\`), the Vedic
ones \`ayanamsa\`. Unknown fields are a 400 naming them: a typo like \`houseSytem\` is never ignored. \`meta\`
reports what was used: \`utc\`, \`timezone\`, \`utcOffset\`, \`julianDay\`, \`houseSystem\`, \`nodeType\`,
\`ayanamsa { name, value }\` and \`warnings\` (DST gap or overlap, local mean time, polar house fallback).

**Time.** \`date\` is the local wall time at the place, \`YYYY-MM-DDTHH:MM[:SS]\`, never UTC and never with a zone
designator (\`Z\`, \`+05:30\` are refused). It becomes UTC once, at the edge: with \`utcOffset\` if given, else the
IANA \`timezone\` (given, or looked up from \`lat\`/\`lng\` with geo-tz's full-history data) and the tz database's
history for that instant. A wall time in a DST gap moves forward by the gap; one in an overlap takes the earlier
(summer) offset; both add a warning. Before a zone's first tzdb offset change (its LMT line) the local mean time
of the longitude (lng/15 h) is used; where a zone's first standard time kept the LMT offset (Paris Mean Time
1891–1911), that span is also read as local mean time. Dates run from 1800-01-01 to 2399-12-31 (422
\`DATE_OUT_OF_RANGE\` outside, and for instants before 1800-01-01 02:00 UT, where the ephemeris files begin).
A \`targetDate\` (transits, progressions, dashas) is read in the birth's \`timezone\` if given, else in the zone of
the birth place; a birth \`utcOffset\` belongs to the birth and is not applied to another date.

**Instants.** Computed instants are ISO 8601 UTC with milliseconds and \`Z\`, and beside every instant field \`x\`
is \`xLocal\`: the same instant as local wall time with the UTC offset in force at that instant,
\`YYYY-MM-DDTHH:MM:SS.sss±HH:MM\` (\`sunrise\` \`2026-11-27T01:15:12.345Z\`, \`sunriseLocal\`
\`2026-11-27T06:45:12.345+05:30\`). One rule for the whole API; the clock of \`xLocal\` is:

| the answer has | \`xLocal\` is read on |
|---|---|
| a place or zone (\`lat\`/\`lng\`, \`timezone\`) | the IANA zone of \`meta.timezone\`, with the tz database's offset at each instant: a list that spans a DST change shows both offsets |
| a \`utcOffset\` alone | that fixed offset, at every instant (\`meta.timezone\` is null) |
| a birth read in local mean time | that mean time up to the zone's first tzdb offset change, the zone's offsets after it |
| two births | Davison: the zone of the midpoint place (\`meta.timezone\`); synastry and composite list no instants |
| no place (the moon-phase calendar, the stations: UTC ranges) | the optional \`timezone\` or \`utcOffset\` query field, else UTC (\`+00:00\`) |

An offset with seconds (local mean time) is shown rounded to the minute and the wall time is read with it, so
\`xLocal\` always names exactly the instant of \`x\` (\`Date.parse\` gives the same number). A null \`x\` has a
null \`xLocal\`. Echoed inputs (\`date\`, \`birthDate\`) keep the form given and have no sibling; nor has
\`meta.utc\`, whose local form is the input \`date\` at \`meta.utcOffset\`.

**Positions.** Apparent geocentric (the Swiss Ephemeris default: light-time, aberration, nutation). \`sign\` is
0 = Aries … 11 = Pisces; longitudes are degrees 0 to below 360; \`speed\` is degrees per day, negative when
retrograde. Beside every ecliptic longitude is its display form, degrees, arcminutes and arcseconds in the sign
with the sign's name in \`lang\` (\`24°46′19″ Taurus\`; rounded to the arcsecond, never past 29°59′59″): \`degreeFormatted\`
beside \`longitude\` (and a cusp's \`cuspDegree\`), \`xFormatted\` beside any other longitude \`x\`
(\`ascendantFormatted\`, \`moonLongitudeFormatted\` …). Angles that are not zodiac positions (the moon phase
angle, a RAMC) have none. PyJHora uses geometric positions and differs by up to ~1′; discrete results (signs, nakshatras,
KP lords) agree.

**Ayanamsa.** Vedic results are sidereal: apparent tropical longitude minus the true (nutation-including)
ayanamsa. \`ayanamsa\`: ${AYANAMSAS.map((a) => `\`${a}\``).join(', ')} (default \`lahiri\`, as the Indian Astronomical Ephemeris).

**Node type.** \`nodeType\` \`mean\` (default, as the spec's Vedic results) or \`true\`. Ketu and the South
Node are exactly opposite.

**House systems.** Western \`houseSystem\`: ${HOUSE_SYSTEM_NAMES.map((h) => `\`${h}\``).join(', ')}, or a Swiss Ephemeris letter (default \`placidus\`).
Inside the polar circles Placidus and Koch fall back to Porphyry with a warning. Vedic houses are whole-sign
from the sidereal ascendant.

**Sunrise.** \`sunriseMode\` \`upper-limb\` (default: the almanac sunrise, upper limb with standard refraction)
or \`centre\` (the Hindu definition: the disc centre on the horizon, no refraction). The Vedic day, its vara
and the muhurta periods run from sunrise to sunrise; shadbala uses the Hindu sunrise. A place without a
sunrise or sunset that day (polar day or night) is a 422.

**Western dignities.** Domicile, Exaltation, Detriment, Fall, Peregrine: Ptolemy's rulers and exaltations, with
the modern rulers for Uranus, Neptune and Pluto (which are also the houses' \`rulerPlanet\`s). Chiron and the
nodes are Peregrine.

**Aspects.** 11 types; default orbs Conjunction, Opposition, Trine 8°, Square 7°, Sextile 6°, Quincunx 3°,
others 2° (\`orbs\` overrides per type). \`applying\` comes from the bodies' speeds (the orb shrinks). Nature: the
conjunction is neutral; trine, sextile, quintile, bi-quintile and semi-sextile harmonic; the rest tense.

**Patterns** use the ten planets and Chiron (not the nodes): Grand Trine, T-Square (not repeated inside a Grand
Cross), Grand Cross, Yod, Stellium (3 or more planets in one sign), Kite, Mystic Rectangle. Planet lists are
sorted alphabetically.

**Vedic.** Whole-sign houses from the sidereal ascendant. Dignity: Exalted, Debilitated, Own Sign, else the
natural relationship to the sign lord (BPHS ch. 3; Rahu and Ketu rows as in Jagannatha Hora and PyJHora).
Combustion limits: Moon 12°, Mars 17°, Mercury 14° (12° retrograde), Jupiter 11°, Venus 10° (8° retrograde),
Saturn 15°. KP sub and sub-sub lords divide a nakshatra in Vimshottari proportions. Baladi and jagradadi
avasthas follow BPHS ch. 45; \`strengthModifier\` = baladi factor (¼, ½, 1, 0.1, 0) × jagradadi factor (1, ½, 0).

**Dashas.** \`GET /v1/dasha\` lists every system with its source, defaults and options; each is asked at
\`POST /v1/dasha/{id}\` with the birth and the same fields: \`yearLength\` (\`julian\` 365.25 days, default;
\`gregorian\` 365.2425; \`sidereal\` 365.256364, PyJHora's and Jagannatha Hora's mean sidereal year), \`depth\` 1–5
(mahadasha, antardasha, pratyantardasha, sookshma, prana), \`targetDate\` for \`current\` (the five periods
running then), and \`from\`/\`to\`, the window of depth 4–5 (default: the antardasha running at \`targetDate\`;
kaala: the pratyantardasha). To depth 3 every level is whole; at depth 4–5 the answer zooms into the window: every
mahadasha and antardasha, pratyantardashas only under the antardashas that overlap it, sookshmas and pranas only
inside it. The default depth is 3, and 2 for the systems whose depth-3 answer passes ~500 KB (the two-cycle sign
systems and kaala: \`GET /v1/dasha\` lists each system's defaults). An answer holds at most 3,800 periods (under
1 MB); more is a 400 naming \`depth\` (to depth 3) or \`to\` (a window too wide). A call with \`depth\` 3 or more
(2 or more for kaala, chakra and the two-cycle sign systems) takes over 2 ms of CPU and runs on the worker pool,
like a heavy endpoint (it may answer 503 or 504; \`x-orrery-heavy-when\` says it per system); shallower ones run inline. \`lord\` is a planet key, or
a sign key with its \`signName\` for sign-based systems. Periods of zero length (PyJHora lists some, in the second
cycle of several sign-based systems) are not listed: nothing runs in them.

**Which text each Vedic rule follows.**

| topic | source |
|---|---|
| dignity, natural relationships, temporary friends | BPHS ch. 3 (Rahu and Ketu as Jagannatha Hora and PyJHora) |
| divisional charts D1–D60 | BPHS ch. 6 (Parashari schemes, Jagannatha Hora's defaults) |
| \`/v1/vargas\`: D1–D60, D81, D108, D144, D150 | BPHS ch. 6–7 and PyJHora's methods; each chart names its \`method\` and \`source\` |
| Jaimini karakas, arudhas, rashi drishti, argala | Jaimini Upadesa Sutras 1.1, BPHS ch. 29 and 32; P.V.R. Narasimha Rao's order of strength rules |
| special lagnas, upagrahas | BPHS ch. 3–5 (time from the Vedic day's sunrise; the night's parts from sunset) |
| KP cusps, significators, ruling planets, horary | K.S. Krishnamurti's KP Readers (Placidus cusps, the 249 subs) |
| avasthas (baladi, jagradadi) | BPHS ch. 45 |
| shadbala | BPHS ch. 27 with Jagannatha Hora's conventions |
| ashtakavarga | BPHS ch. 66 (the tables Jagannatha Hora uses) |
| Vimshottari dasha | BPHS ch. 46 |
| the other dasha systems | each system's \`source\` in \`GET /v1/dasha\` |
| yogas | BPHS, Phaladeepika, Saravali, B.V. Raman's *Three Hundred Important Combinations* (each yoga names its source) |
| gochara (transits from the Moon) | Phaladeepika ch. 26 |
| nakshatra gana, yoni; tithi deities and groups | Muhurta Chintamani |
| ashtakoot matching, Manglik cancellations | the tables and sources each result names |

**How the values are checked.** Expected values in the tests come from outside this project and each test says
where: Meeus's worked examples, the US Naval Observatory's moon phase and sunrise tables, the Indian
Astronomical Ephemeris ayanamsa values, a published Placidus table of houses, published Saturn ingress dates and
panchanga end times (drikpanchang and others), published matching and numerology worked examples, and
independent reference charts (pyswisseph, PyJHora, astronomy-engine).
`.trim();
