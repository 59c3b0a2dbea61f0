/**
 * GENERATED FILE: do not edit. The types of the Orrery API (`paths`, `operations`, `components`),
 * made by openapi-typescript from the OpenAPI document the endpoint registry builds
 * (shared/endpoints/openapi.ts), plus `batchablePaths` (the paths a batch item may call).
 *
 * Regenerate after changing an endpoint:   npm run client:generate
 * (scripts/generate-client.mjs; test/integration/client.test.ts fails while this file is stale.)
 */

export interface paths {
    "/v1/natal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Natal chart: 13 western bodies, houses, aspect grid and patterns
         * @description The tropical chart of a birth: Sun … Pluto, Chiron and the lunar nodes (apparent geocentric positions from the Swiss Ephemeris), the 12 houses in `houseSystem` (default Placidus; Porphyry with a warning inside the polar circles), every aspect between the bodies within the orbs, and the patterns (Grand Trine, T-Square, Yod, Stellium, Grand Cross, Kite, Mystic Rectangle). `points` adds asteroids, Lilith, the Vertex or the East Point to the planets and the aspects.
         */
        post: operations["natal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/planets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The nine Vedic planet records (sidereal, Lahiri by default)
         * @description Sun … Saturn, Rahu and Ketu: sidereal longitude (apparent tropical minus the true ayanamsa), nakshatra, pada and KP lords, whole-sign house from the ascendant, combustion, dignity, vargottama, navamsa sign and avasthas. `ayanamsa` (default lahiri), `nodeType` (default mean; Ketu opposite Rahu).
         */
        post: operations["planets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/moon-phase/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Phase at `from`, the next principal phase, and every New Moon, quarter and Full Moon in range
         * @description Moon − Sun apparent longitude 0/90/180/270°, root-found by Newton's method to under 1 ms; 8 phase names by 45° octants; illumination from the Swiss Ephemeris (`swe_pheno_ut`). `from`/`to` are UTC dates (`to` inclusive to the end of its day) or UTC instants (`…Z`), at most 400 days apart. The `…Local` times are on the clock of `timezone` (an IANA zone, DST honoured) or `utcOffset` when given, else UTC.
         *
         *     Runs on the worker pool (heavy). Answers may come from the result cache (same units).
         */
        get: operations["moonPhaseCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The full tropical chart as JSON, or a chart wheel as SVG
         * @description Planets, houses, aspects, patterns and the element/modality balance of the ten planets; with `format: "svg"` a chart wheel instead (`size` 200–2000 px, default 600): the Ascendant at 9 o'clock, the zodiac ring with sign glyphs and 5° ticks, house cusps and numbers, the ASC/MC axes, planet glyphs spread apart when close (each with a pointer to its exact degree, its degree and minute, and ℞ when retrograde), and aspect lines coloured by nature (harmonic blue, tense red, conjunctions green; minor aspects dashed). Glyphs are Unicode text, so the page showing the SVG needs a font with the astrological symbols (DejaVu Sans, Noto Sans Symbols 2, Segoe UI Symbol). `points` adds asteroids, Lilith, the Vertex or the East Point to the chart's planets and aspects, in JSON and on the wheel (glyphs ⚳ Ceres, ⚴ Pallas, ⚵ Juno, ⚶ Vesta, ⚸ Mean Lilith, ⚸ with a small t True Lilith; labels Ph Pholus, Vx Vertex, EP East Point). The drawing's words (angles, sign and planet names, abbreviations, titles) are in `lang`; `Accept: image/svg+xml` answers the SVG itself instead of the JSON envelope, and a signed URL (POST /v1/chart-urls) shows it in an `<img>` without a key.
         */
        post: operations["western"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/houses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The 12 house cusps and the angles in any of 24 house systems
         * @description Cusps in `houseSystem` (24 systems or a Swiss Ephemeris letter; Gauquelin's 36 sectors: /v1/western/house-systems). Whole-sign cusps are the sign boundaries; `ascendant` and `midheaven` are always the true angles. Inside the polar circles Placidus and Koch fall back to Porphyry with a warning; where a system's cusps come out of zodiacal order near the poles (topocentric, regiomontanus, campanus) a warning says so. Horizontal houses are counted along the azimuth, so their longitudes need not run in zodiacal order.
         */
        post: operations["westernHouses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ayanamsas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every sidereal mode (ayanamsa) of the Swiss Ephemeris: id, name, mode number
         * @description The 47 predefined sidereal modes of Swiss Ephemeris 2.10 (SE_SIDM_0 … 46). Every endpoint with an `ayanamsa` field accepts each `id`; the value used is the true ayanamsa of date (with nutation).
         */
        get: operations["ayanamsas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/house-systems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The cusps of every Swiss Ephemeris house system (25), Gauquelin's 36 sectors included
         * @description Tropical cusps from `swe_houses_ex2` for each system asked (default all): the 16 of the chart endpoints, Carter's poli-equatorial (F), Sunshine (I) and its alternative (i), Savard-A (J), Pullen SD (L) and SR (Q), equal from 0° Aries (N), APC (Y), and Gauquelin's 36 sectors (G; numbered clockwise, sector 1 at the ascendant, 10 at the MC). Swiss Ephemeris' E is the same as A (equal). Inside the polar circles Placidus, Koch, Gauquelin and Sunshine/alt. fall back to Porphyry, with a warning.
         */
        post: operations["westernHouseSystems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/astrocartography": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Astrocartography: where each body was on the MC, IC, ASC and DSC, as GeoJSON or a world map (SVG)
         * @description For the birth moment, the lines on Earth where each body (Sun … Pluto) culminates (MC, a meridian: longitude = RA − GAST), anti-culminates (IC), rises (ASC) or sets (DSC): at latitude φ the hour angle on the horizon is H₀ = arccos(−tan φ tan δ), ASC at RA − H₀ − GAST, DSC at RA + H₀ − GAST. Horizon lines are sampled every whole degree of latitude where they exist (|φ| < 90° − |δ|) and end at that limit, where they meet. Geometric horizon (no refraction, no parallax), apparent RA/declination of date, apparent sidereal time. `mode` in-mundo (default, the body itself) or zodiacal (its ecliptic degree). `format` geojson (default: a FeatureCollection of MultiLineStrings, split at ±180°) or svg (an equirectangular world map, Natural Earth 1:110m coastlines, `width` 400–3000 px). The drawing's words (angles, sign and planet names, abbreviations, titles) are in `lang`; `Accept: image/svg+xml` answers the SVG itself instead of the JSON envelope, and a signed URL (POST /v1/chart-urls) shows it in an `<img>` without a key.
         *
         *     Runs on the worker pool (heavy). Answers may come from the result cache (same units).
         */
        post: operations["westernAstrocartography"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/aspects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The aspect grid of the 13 bodies at a moment
         * @description Every aspect of 11 types between the 13 bodies within the orbs (Conjunction, Opposition, Trine 8°, Square 7°, Sextile 6°, Quincunx 3°, others 2°; override with `orbs`). Only the moment matters: give `lat`/`lng`, or just `timezone` or `utcOffset`.
         */
        post: operations["westernAspects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/patterns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grand Trines, Grand Crosses, T-Squares, Yods, Stelliums, Kites and Mystic Rectangles
         * @description Patterns among the ten planets and Chiron (not the nodes). A T-Square inside a Grand Cross is not repeated; a Stellium is 3 or more planets in one sign; a Kite is a Grand Trine plus a body opposite one corner (sextile the other two); a Mystic Rectangle two oppositions joined by two trines and two sextiles. Planet lists are sorted alphabetically; `summary` counts each kind. Only the moment matters: give `lat`/`lng`, or just `timezone` or `utcOffset`.
         */
        post: operations["westernPatterns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/midpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The midpoint matrix and its activations on a 360°, 90° or 45° dial
         * @description Near (shorter-arc) midpoints of every pair of the 13 bodies, Ascendant and Midheaven (105 pairs), and every activation: a point within `orb` (0–4°, default 1.5) of a pair's midpoint measured on the `dial` (360, 90 (default) or 45), not itself one of the pair, written Ebertin-style ("Mars = Sun/Moon") and sorted by orb. The North/South Node pair never activates; on the 90° and 45° dials the South Node sits on the North Node's point and is left out of activations.
         */
        post: operations["westernMidpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/transits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The 13 transiting bodies at targetDate with their aspects to the natal chart, ranked
         * @description Transits at `targetDate` (local wall time at the birth place; default now) with aspects to the natal bodies, Ascendant and Midheaven: the transiting body is `planet1`, the natal point `planet2`, and natal points count as fixed for `applying`. `mostSignificant` ranks the top 10: score = weight of the transiting body (Pluto, Neptune, Uranus 10; Saturn 8; Jupiter 6; Chiron 5; North Node 4; Mars 3; Sun 2.5; Venus 2; Mercury 1.5; Moon 1) × weight of the natal point (Sun, Moon, Ascendant, Midheaven 3; Mercury, Venus, Mars 2; others 1) × aspect weight (major 1, minor 0.5) × tightness (1 − orb/orb limit) × 1.2 when applying; ties by orb, then body order. The South Node only mirrors the North Node and is not ranked. `interpretation`: one line for each of the top 5.
         */
        post: operations["westernTransits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/solar-return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The exact return of the Sun in targetYear, and its chart
         * @description The return nearest the birthday anniversary in `targetYear` (default the current UTC year), so a 1 January birth's 2024 return can fall on 31 December 2023; found by Newton's method on the apparent Sun to below 0.1 ms, cast at `returnLat`/`returnLng` (default the birth place).
         */
        post: operations["westernSolarReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/lunar-return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The first return of the Moon to its natal longitude after targetDate, and its chart
         * @description The apparent tropical Moon's first return to its natal longitude after `targetDate` (default now), root-found to 0.1 ms (core/western/crossings.ts), and the chart at that instant cast at `returnLat`/`returnLng` (default the birth place). Checked against the Swiss Ephemeris returns of 8 charts (within 2 s).
         */
        post: operations["westernLunarReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/planet-return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The first return of a body to its natal longitude after targetDate, each of its crossings, and the chart of the first
         * @description Every exact crossing of the natal apparent tropical longitude in the first return after `targetDate` (default now): the first crossing, then each next crossing that comes before the body's second station after the previous one in the opposite direction (its retrograde loop), so 1 or 3 crossings, 5 or 7 for Neptune and Pluto whose loops overlap (fewer if `targetDate` is inside the loops). Roots to 0.1 ms; the chart of the first crossing cast at `returnLat`/`returnLng` (default the birth place). A Saturn or Jupiter return searched from half a period after birth matches the Swiss Ephemeris reference (within 2 s).
         *
         *     Runs on the worker pool (heavy). Answers may come from the result cache (same units).
         */
        post: operations["westernPlanetReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/stations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every station retrograde and direct of a planet in a range
         * @description The moments the apparent tropical longitude speed of `planet` is 0 (Swiss Ephemeris speed), bisected to 1 ms: `retrograde` where it turns negative, `direct` where it turns positive. `from`/`to` are UTC dates (`to` inclusive to the end of its day) or instants, at most 400 days apart to keep the answer small. A station's instant is ill-conditioned (the speed passes 0 slowly): other ephemerides or speed definitions move it by seconds to minutes; its longitude is stable. The `…Local` times are on the clock of `timezone` or `utcOffset` when given, else UTC.
         */
        get: operations["westernStations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/planetary-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The 24 planetary hours of the civil date at the place, and the hour holding the given time
         * @description Day (sunrise to sunset) and night (sunset to the next sunrise) each cut into 12 equal hours, ruled in the Chaldean order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon) from the weekday's ruler. Sunrise and sunset are the almanac ones (Swiss Ephemeris `swe_rise_trans` defaults: upper limb, standard refraction at 1013.25 hPa and 15 °C, geocentric, elevation 0), the first sunrise after the local midnight of the civil date. A time before that sunrise belongs to the previous date's night (`birthHour.date`). Where the Sun does not rise or set (polar day or night) the answer is 422.
         */
        post: operations["westernPlanetaryHours"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/harmonic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The n-th harmonic chart (longitudes × n mod 360) and its aspects
         * @description John Addey's harmonic chart: each body's apparent tropical longitude multiplied by `harmonic` and reduced mod 360°, its speed by `harmonic` (for applying/separating), and the ordinary aspect grid between these positions (`orbs` as everywhere).
         */
        post: operations["westernHarmonic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/davison": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The Davison chart: the midpoint in time and space of two births
         * @description The chart of the mean of the two UTC instants at the mean latitude and the shorter-arc mean longitude (170° and −170° give 180°); `midpointDateLocal` is on the clock of that place (its zone, `meta.timezone`). `person1` and `person2` each take `date`, `lat`, `lng` and optionally `timezone` or `utcOffset`; `houseSystem`, `nodeType`, `orbs` and `lang` go at the top level. `meta.person1` and `meta.person2` give each birth's UTC instant, zone and offset.
         */
        post: operations["westernDavison"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/synastry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cross-aspects, house overlays and a compatibility score for two births
         * @description Aspects between every body of person 1 (`planet1`) and every body of person 2 (`planet2`), 169 pairs considered, applying from both speeds; each person's bodies in the other's houses; and a 0–100 score. Each aspect weighs its type (major 1, sextile 0.8, quincunx 0.5, other minor 0.3) × both bodies (Sun, Moon, Venus 2; Mars 1.5; Mercury, Jupiter, Saturn 1; the outer planets, Chiron, North Node 0.5; South Node 0) × tightness; P = harmonious + half the conjunctions, Q = tense; score = round(100 (P + 1) / (P + Q + 2)), 50 with no aspects. `person1` and `person2` each take `date`, `lat`, `lng` and optionally `timezone` or `utcOffset`; `houseSystem`, `nodeType`, `orbs` and `lang` go at the top level. `meta.person1` and `meta.person2` give each birth's UTC instant, zone and offset.
         */
        post: operations["westernSynastry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/composite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The midpoint composite chart of two births
         * @description Each body at the shorter-arc midpoint of the two (exactly opposite: 90° ahead of person 1's), with the mean latitude and speed; the South Node opposite the composite North Node. Houses from the midpoint of the two MCs: the composite MC gives a RAMC with the true obliquity of the mean date, then the chosen system's cusps at the mean latitude (`houseMethod` gives RAMC, obliquity and latitude). `person1` and `person2` each take `date`, `lat`, `lng` and optionally `timezone` or `utcOffset`; `houseSystem`, `nodeType`, `orbs` and `lang` go at the top level. `meta.person1` and `meta.person2` give each birth's UTC instant, zone and offset.
         */
        post: operations["westernComposite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/arabic-lots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fortune, Spirit and the Hermetic lots, Father, Mother, Children, Marriage
         * @description Lot = Ascendant + A − B, reversed at night where the tradition reverses it. A day chart has the Sun in houses 7–12 by the ecliptic horizon (the Sun's own altitude differs only within ~50′ of the horizon).
         *
         *     | lot | by day | reversed at night |
         *     |---|---|---|
         *     | Fortune | ASC + Moon − Sun | yes |
         *     | Spirit | ASC + Sun − Moon | yes |
         *     | Eros | ASC + Venus − Spirit | yes |
         *     | Necessity | ASC + Fortune − Mercury | yes |
         *     | Courage | ASC + Fortune − Mars | yes |
         *     | Victory | ASC + Jupiter − Spirit | yes |
         *     | Nemesis | ASC + Fortune − Saturn | yes |
         *     | Father | ASC + Saturn − Sun | yes |
         *     | Mother | ASC + Moon − Venus | yes |
         *     | Children | ASC + Saturn − Jupiter | no |
         *     | Marriage | ASC + Venus − Saturn (Dorotheus, for men) | no |
         *
         *     The seven Hermetic lots follow Paulus Alexandrinus, *Introductory Matters* ch. 23 (as tabulated in C. Brennan, *Hellenistic Astrology*, 2017, ch. 16).
         */
        post: operations["westernArabicLots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ceres, Pallas, Juno, Vesta, Chiron, Pholus, Mean and True Lilith, Vertex and East Point
         * @description Apparent tropical positions from the Swiss Ephemeris: the asteroids and centaurs from its file seas_18.se1, Mean Lilith (SE_MEAN_APOG) and True Lilith (SE_OSCU_APOG, the osculating lunar apogee) with the ecliptic latitude the apogee has on the Moon's orbit (up to ~5°), and the Vertex and East Point (equatorial ascendant), points of the ecliptic (latitude 0) whose speed is their motion with the Earth's turning. Declinations include the latitude. `house` is the house in `houseSystem` (default Placidus). The same points can be added to the chart of /v1/natal and /v1/western with `points`.
         */
        post: operations["westernPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/declinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declinations of Sun … Pluto, their parallels and contraparallels
         * @description Apparent declinations (true equator of date, the ecliptic latitude included). Each pair (a before b in the order Sun … Pluto) whose distances from the equator differ by at most `orb` (default 1°), ||d_a| − |d_b|| ≤ orb: a parallel when both lie on the same side of the equator (0 counts as north), a contraparallel when on opposite sides; `orb` of an entry is that difference.
         */
        post: operations["westernDeclinations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/fixed-stars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fixed stars: positions and conjunctions with the planets and angles
         * @description Apparent tropical positions (proper motion, precession, nutation, aberration and deflection) of the named stars from the Swiss Ephemeris catalogue sefstars.txt (`stars`, default the 20 classical ones), keyed by the name asked, and every conjunction in longitude (the star's latitude ignored) within `orb` (default 1°) with Sun … Pluto, the Ascendant and the Midheaven (Placidus angles). A name the catalogue lacks is a 400 naming `stars`.
         */
        post: operations["westernFixedStars"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/western/progressions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Secondary progressions and solar arc directions to targetDate
         * @description A day of ephemeris for each year of life, a year being 365.24219 days (the tropical year: one day of ephemeris per return of the Sun); solar arc = progressed Sun − natal Sun, added to every body; progressed MC = natal MC + arc, the progressed Ascendant from that MC's RAMC at the birth latitude. Each progressed body carries its aspects to the natal chart. `targetDate` default now; a target before birth is a 400.
         */
        post: operations["westernProgressions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sun-sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The Vedic planet record of the Sun
         * @description The spec's Vedic planet record of the Sun. Sidereal (Lahiri by default, `ayanamsa` for others), the mean node by default (`nodeType`), whole-sign houses from the ascendant's sign.
         */
        post: operations["sunSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/moon-sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The Vedic planet record of the Moon (the rashi)
         * @description The spec's Vedic planet record of the Moon. Sidereal (Lahiri by default, `ayanamsa` for others), the mean node by default (`nodeType`), whole-sign houses from the ascendant's sign.
         */
        post: operations["moonSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ascendant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sidereal ascendant: degree, sign, nakshatra and pada, KP lords, midheaven
         * @description `degree` is the sidereal longitude of the ascendant (0–360). Sidereal (Lahiri by default, `ayanamsa` for others), the mean node by default (`nodeType`), whole-sign houses from the ascendant's sign.
         */
        post: operations["ascendant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/houses/vedic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The 12 whole-sign houses with their lords and occupants
         * @description House n is the n-th sign from the ascendant's; the cusps are the sign's boundaries (Pisces ends at 0); lords are the traditional ones (Scorpio Mars, Aquarius Saturn). Sidereal (Lahiri by default, `ayanamsa` for others), the mean node by default (`nodeType`), whole-sign houses from the ascendant's sign.
         */
        post: operations["housesVedic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/navamsa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Navamsa (D9): signs, houses from the navamsa lagna, navamsa longitudes
         * @description Parashari navamsa (BPHS ch. 6). `navamsaHouse` counts from the navamsa ascendant; `longitude` is 9 × the sidereal longitude, mod 360. Sidereal (Lahiri by default, `ayanamsa` for others), the mean node by default (`nodeType`), whole-sign houses from the ascendant's sign.
         */
        post: operations["navamsa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jaimini": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Jaimini: chara karakas, arudha padas (A1–A12, upapada, graha padas), rashi drishti and argala
         * @description Chara karakas (BPHS ch. 32) ranked by degrees in sign, Atmakaraka first; `karakaScheme` 8 (default: Sun … Saturn and Rahu, Rahu counted as 30 − its degree) or 7 (no Rahu, no Pitrikaraka); an exact tie keeps the order Sun … Rahu. Arudhas (BPHS ch. 29): as many signs from the lord as the lord is from the house; a pada in the house or the 7th from it moves to the 10th from there. Scorpio and Aquarius take their stronger co-lord (Mars/Ketu, Saturn/Rahu), a planet owning two signs counts to the stronger sign, by P.V.R. Narasimha Rao's rules (Vedic Astrology: An Integrated Approach), as Jagannatha Hora. Rashi drishti (Jaimini 1.1.2–4): movable signs aspect the fixed ones but the adjacent, fixed the movable but the adjacent, dual the other duals. Argala (Jaimini 1.1.5–10): planets in the 2nd, 4th, 11th and 5th, obstructed from the 12th, 10th, 3rd and 9th, and the natural malefics in the 3rd (1.1.6), obstructed from the 11th; it stands when fewer planets obstruct (BPHS ch. 31's "three or more malefics" in the 3rd is not applied). On the lagna, each of `argalaSigns` and the sign of each of `argalaPlanets`; on Ketu the houses are counted backwards (1.1.10), its 2nd being the sign behind it. Karaka names are translated under `lang`. Sidereal (Lahiri by default, `ayanamsa` for others), the mean node by default (`nodeType`), whole-sign houses from the ascendant's sign.
         */
        post: operations["jaimini"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vedic/avastha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Baladi and jagradadi avasthas of the nine planets; Ashtottari applicability
         * @description Baladi (age) and jagradadi (alertness) states of BPHS ch. 45, `planet` as the index 0–8. `ashtottariApplicable` is true when Rahu is in a kendra (1, 4, 7, 10) from the lagna (BPHS's condition as usually summarised; another reading, Rahu in a kendra or trikona from the lagna lord, is not used). Sidereal (Lahiri by default, `ayanamsa` for others), the mean node by default (`nodeType`), whole-sign houses from the ascendant's sign.
         */
        post: operations["vedicAvastha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/nakshatra": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The Moon's nakshatra: pada, KP lords, deity, symbol, gana, yoni, nadi, varna
         * @description Gana and yoni from the Muhurta Chintamani verses, nadi from the standard matching table, varna by the Moon's sign (as ashtakoot uses it); the sources and the choices where tables disagree are cited in `shared/core/vedic/nakshatra-attributes.ts`. Sidereal (Lahiri by default, `ayanamsa` for others), the mean node by default (`nodeType`), whole-sign houses from the ascendant's sign.
         */
        post: operations["nakshatra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/special-lagnas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Special lagnas: bhava, hora, ghati, vighati, sree, pranapada, indu, bhrigu bindu, kunda, varnada
         * @description Bhava, hora and ghati lagna: the Sun's longitude at sunrise plus the time since sunrise at 1 sign per 5, 2½ and 1 ghati (BPHS ch. 5 vv. 2–8); vighati lagna at 15° a minute; pranapada per BPHS ch. 3 vv. 71–74. The time is counted from the Vedic day's sunrise, so a birth before sunrise counts from the previous day's (PyJHora 4.8.5 counts negative time from the same civil day's sunrise). `sunriseMode` `centre` (default, the Hindu sunrise of PyJHora and Jagannatha Hora) or `upper-limb`. Sree lagna, indu lagna, bhrigu bindu, kunda lagna and varnada lagna (B.V. Raman's method, PyJHora's varnada_method 1) as Jagannatha Hora and PyJHora compute them; the formulas and sources are in `shared/core/vedic/special-lagnas.ts`. `nodeType` matters for the bhrigu bindu only. Where the Sun does not rise or set that day (polar day or night) the answer is 422. Sidereal (Lahiri by default).
         */
        post: operations["specialLagnas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/upagrahas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upagrahas: dhuma … upaketu from the Sun; kaala, mrityu, artha prahara, yama ghantaka, gulika, mandi
         * @description Dhuma, vyatipata, parivesha, indrachapa and upaketu from the Sun at birth (BPHS ch. 3 vv. 61–64). The others are the ascendant rising in their lord's eighth of the day (sunrise → sunset) or of the night (sunset → the next sunrise; a birth before sunrise falls in the night begun at the previous sunset), the first eighth ruled by the weekday lord by day and by the lord of the 5th weekday by night (BPHS ch. 3 vv. 66–69). PyJHora 4.8.5 counts the night's parts from sunrise, which puts night births in the daytime. Kaala, mrityu, artha prahara and yama ghantaka at the middle of the part; gulika at its start (BPHS ch. 3 v. 70) and mandi at its middle (Jagannatha Hora, PyJHora) by default, either changed by `gulikaAt` and `mandiAt`. `lordlessPart`: `eighth` (default, BPHS) or `after-saturn` (P.V.R. Narasimha Rao, Jagannatha Hora, PyJHora), which moves the parts of the lords after Saturn one later. `sunriseMode` `centre` (default) or `upper-limb`. Formulas and sources in `shared/core/vedic/upagrahas.ts`. Where the Sun does not rise or set that day the answer is 422. Sidereal (Lahiri by default).
         */
        post: operations["upagrahas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/planets/relationships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Natural, temporary and compound relations of each planet to the other eight
         * @description Natural relations of BPHS ch. 3 (Rahu and Ketu take Jagannatha Hora's and PyJHora's natural rows and the same temporary rule), temporary friends in the 2nd, 3rd, 4th, 10th, 11th and 12th sign, and the five-fold compound: Great Friend, Friend, Neutral, Enemy, Great Enemy. Sidereal (Lahiri by default, `ayanamsa` for others), the mean node by default (`nodeType`), whole-sign houses from the ascendant's sign.
         */
        post: operations["planetsRelationships"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chart/north-indian": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The rasi chart as JSON or SVG, in the North Indian (diamond) or South Indian layout
         * @description `style` `north` (default: houses fixed in the diamond, house 1 at the top, counter-clockwise, each house with its sign number, 1 = Aries) or `south` (signs fixed, Pisces top-left, clockwise, the ascendant's sign marked with a diagonal); `format` `json` (default) or `svg` (`size` 200–2000 px, default 500). Planets read "Su 24°", with ℞ when retrograde (never on the nodes). The drawing's words (angles, sign and planet names, abbreviations, titles) are in `lang`; `Accept: image/svg+xml` answers the SVG itself instead of the JSON envelope, and a signed URL (POST /v1/chart-urls) shows it in an `<img>` without a key.
         */
        post: operations["chartNorthIndian"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kp/cusps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * KP cusps: the 12 Placidus cusps and the nine planets with their sign, star, sub and sub-sub lords
         * @description Each longitude's sign lord, nakshatra (star) lord, sub lord and sub-sub lord (KP Reader I: the nakshatra divided among the nine Vimshottari lords in proportion to their years, from its own lord, and each sub again from the sub lord); each planet's Placidus house is the one whose cusp it has passed. Sidereal with the Krishnamurti ayanamsa by default (`ayanamsa` for another), the mean node by default (`nodeType`), Placidus cusps (refused, 422, where Placidus is undefined near the poles).
         */
        post: operations["kpCusps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kp/significators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * KP significators: the houses each planet signifies and the planets signifying each house, at four levels
         * @description KP Reader's four levels, strongest first. A planet signifies (1) the houses its star lord occupies, (2) the house it occupies, (3) the houses its star lord owns, (4) the houses it owns; a house is signified by (1) planets in the star of its occupants, (2) its occupants, (3) planets in the star of its owner, (4) its owner. A planet occupies the Placidus house whose cusp it has passed and owns the houses whose cusps fall in its signs. Rahu and Ketu, which own no sign, act as agents of the lord of their sign and of the planets in the same sign: those planets' occupied houses join the node's level 2 and their owned houses its level 4 (so planets in a node's star inherit them at levels 1 and 3); aspects to the nodes are not used. Sidereal with the Krishnamurti ayanamsa by default (`ayanamsa` for another), the mean node by default (`nodeType`), Placidus cusps (refused, 422, where Placidus is undefined near the poles).
         */
        post: operations["kpSignificators"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kp/ruling-planets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * KP ruling planets of a moment and place: day lord, the ascendant's and the Moon's sign, star and sub lords, nodes as representatives
         * @description KP Reader VI: the lord of the weekday (the Hindu day, from sunrise, upper limb with standard refraction, to the next sunrise), the sign, star and sub lords of the ascendant and of the Moon at the moment. `rulers` lists the five classical ones in KP's order of strength (ascendant star lord, ascendant sign lord, Moon star lord, Moon sign lord, day lord), then the ascendant's and the Moon's sub lords. Rahu or Ketu join as representatives of a ruling planet whose sign they occupy or with which they share a sign (aspects not used). The day lord is undefined, 422, where the Sun does not rise and set. Sidereal with the Krishnamurti ayanamsa by default (`ayanamsa`), the mean node by default (`nodeType`).
         */
        post: operations["kpRulingPlanets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kp/horary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * KP horary (1–249): the number gives the ascendant; Placidus cusps from the sidereal time that raises it; the planets of the moment
         * @description KP Reader VI: the numbers 1–249 are the 243 KP subs from 0° Aries, the six that a sign boundary cuts (at 30°, 90°, 150°, 210°, 270° and 330°) counted twice, as in KSK's horary table (1 = Aries 0°00′–0°46′40″, 23 = Taurus 0°–1°13′20″, 249 = Pisces 27°53′20″–30°). The ascendant is the start of the number's sub; the sidereal time (ARMC) that puts that degree on the eastern horizon at the place gives the Placidus cusps (true obliquity and ayanamsa of the moment); the planets are those of the moment of the question, placed in those houses, with their significators as /v1/kp/significators computes them. Sidereal with the Krishnamurti ayanamsa by default (`ayanamsa` for another), the mean node by default (`nodeType`), Placidus cusps (refused, 422, where Placidus is undefined near the poles).
         */
        post: operations["kpHorary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ashtakavarga": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bhinnashtakavarga of the seven planets and the lagna, and the sarvashtakavarga (337)
         * @description Parashari tables (BPHS ch. 66) as Jagannatha Hora and PyJHora use them (the Moon's row differs in Saravali; that reading does not match Jagannatha Hora); bindus per sign (0 = Aries) with the prastara rows. The lagna's own table is an extra and is not in the sarvashtakavarga (always 337; the planets' totals 48, 49, 39, 54, 56, 52, 39).
         *
         *     Runs on the worker pool (heavy). Answers may come from the result cache (same units).
         */
        post: operations["ashtakavarga"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/vimshottari": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vimshottari dasha: balance at birth, 120 years of periods to five levels, the periods running at targetDate
         * @description BPHS ch. 46: the Moon's nakshatra gives the first lord, the part of the nakshatra still to run its balance; sub-periods are proportional and start with their parent's lord. `yearLength` `julian` (365.25 days, default), `gregorian` (365.2425) or `sidereal` (365.256364); `depth` 1–5 (default 3; at 4–5 zoomed into `from`/`to`, default the antardasha running at `targetDate`); `targetDate` (default now) for `current`. `balance.ymd` is counted as Jagannatha Hora and PyJHora print it (civil days at the birth place, years of 365.256364 days, months of a twelfth of that). The other systems: `GET /v1/dasha`.
         */
        post: operations["dashaVimshottari"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dasha systems: id, kind, source, defaults and options of each
         * @description Every system served at `POST /v1/dasha/{id}`, with where its rules come from and its request defaults.
         */
        get: operations["dashaSystems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/yoga-vimshottari": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Yoga Vimshottari dasha: periods to five levels and the ones running at targetDate (P.V.R. Narasimha Rao (Jagannatha Hora); PyJHora 4.8.5 yoga_vimsottari)
         * @description Vimshottari's lords and years (120) from the nitya yoga at birth instead of the Moon's star: yoga lords run in Vimshottari order with Ketu at Ayushman (3rd), so Vishkumbha is Saturn's; the balance is the part of the yoga's arc (Moon + Sun) still to run. Sub-periods: the maha lord first, then the sequence, each in proportion to its years; levels 3–5 repeat this rule.
         */
        post: operations["dashaYogaVimshottari"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/ashtottari": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ashtottari dasha: periods to five levels and the ones running at targetDate (BPHS ch. 46 (Ashtottari))
         * @description Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12, Venus 21 years (108; no Ketu). From Ardra the stars go in groups to the lords in that order: 4 Sun (Ardra–Ashlesha), 3 Moon, 4 Mars, 3 Mercury, 3 Saturn (P. Ashadha–Shravana; Abhijit lies inside them), 3 Jupiter, 4 Rahu (U. Bhadrapada–Bharani), 3 Venus. The lord's years spread over its group, so the elapsed part is the Moon's traversal of the whole group (Rahu's group runs across 0° Aries: PyJHora 4.8.5 gets it wrong there and misses or misplaces the first period). Classically used when Rahu, outside the ascendant's sign, occupies a kendra or trikona counted from the sign holding the ascendant's ruler. Sub-periods: the maha lord first, then the sequence, each in proportion to its years; levels 3–5 repeat this rule.
         */
        post: operations["dashaAshtottari"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/tithi-ashtottari": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tithi Ashtottari dasha: periods to five levels and the ones running at targetDate (P.V.R. Narasimha Rao (Jagannatha Hora; the Vedavyasa tithi Ashtottari tutorial); PyJHora 4.8.5 tithi_ashtottari)
         * @description Ashtottari's lords and years (108) from the tithi at birth: its lord (tithis 1–8 of a paksha Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, 9–14 Sun … Venus, Purnima Saturn, Amavasya Rahu) runs first; the balance is the part of the tithi's arc (Moon − Sun) still to run. Sub-periods start from the lord after the parent's, each in proportion to its years; levels 3–5 repeat this rule.
         */
        post: operations["dashaTithiAshtottari"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/yogini": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Yogini dasha: periods to five levels and the ones running at targetDate (BPHS ch. 46 (Yogini dasha))
         * @description The eight yoginis Mangala (Moon) 1, Pingala (Sun) 2, Dhanya (Jupiter) 3, Bhramari (Mars) 4, Bhadrika (Mercury) 5, Ulka (Saturn) 6, Siddha (Venus) 7, Sankata (Rahu) 8 years (36): the birth star's number + 3, divided by 8, gives the first (remainder 1 Mangala); its balance is the part of the star still to run (no wrap at Revati: Bharani gives Bhadrika). Three cycles (108 years). Sub-periods: the maha lord first, then the sequence, in equal parts (as PyJHora 4.8.5); levels 3–5 repeat this rule.
         */
        post: operations["dashaYogini"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/tithi-yogini": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tithi Yogini dasha: periods to five levels and the ones running at targetDate (P.V.R. Narasimha Rao (Jagannatha Hora); PyJHora 4.8.5 tithi_yogini)
         * @description Yogini's lords and years (36) from the tithi at birth: its lord (tithis 1–8 of a paksha Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, 9–14 Sun … Venus, Purnima Saturn, Amavasya Rahu) runs first; the balance is the part of the tithi's arc (Moon − Sun) still to run. Three cycles (108 years). Sub-periods: the maha lord first, then the sequence, in equal parts (as PyJHora 4.8.5); levels 3–5 repeat this rule.
         */
        post: operations["dashaTithiYogini"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/shodashottari": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shodashottari dasha: periods to five levels and the ones running at targetDate (BPHS ch. 46 (Shodashottari))
         * @description Sun 11, Mars 12, Jupiter 13, Saturn 14, Ketu 15, Moon 16, Mercury 17, Venus 18 years (116; no Rahu), the stars in turn from Pushya (the Sun's); the balance is the part of the Moon's star still to run. Classically used when the lagna is in the Sun's hora in Shukla paksha or in the Moon's hora in Krishna paksha. Sub-periods: the maha lord first, then the sequence, in equal parts (as PyJHora 4.8.5); levels 3–5 repeat this rule.
         */
        post: operations["dashaShodashottari"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/dwadashottari": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dwadashottari dasha: periods to five levels and the ones running at targetDate (BPHS ch. 46 (Dwadashottari))
         * @description Sun 7, Jupiter 9, Ketu 11, Mercury 13, Rahu 15, Mars 17, Saturn 19, Moon 21 years (112; no Venus), counted from the birth star to Revati: Revati is the Sun's, the stars before it the next lords' in turn; the balance is the part of the Moon's star still to run. Classically used when the lagna is in a navamsa of Venus. Sub-periods: the maha lord first, then the sequence, in equal parts (as PyJHora 4.8.5); levels 3–5 repeat this rule.
         */
        post: operations["dashaDwadashottari"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/dwisaptati-sama": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dwisaptati-sama dasha: periods to five levels and the ones running at targetDate (BPHS ch. 46 (Dwisaptati-sama))
         * @description Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, 9 years each (72), the stars in turn from Mula (the Sun's); the balance is the part of the Moon's star still to run. Two cycles (144 years), as PyJHora 4.8.5. Classically used when the ascendant's ruler is in the 7th house or the 7th house's ruler in the 1st. Sub-periods: the maha lord first, then the sequence, in equal parts (as PyJHora 4.8.5); levels 3–5 repeat this rule.
         */
        post: operations["dashaDwisaptatiSama"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/panchottari": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Panchottari dasha: periods to five levels and the ones running at targetDate (BPHS ch. 46 (Panchottari))
         * @description Sun 12, Mercury 13, Saturn 14, Mars 15, Venus 16, Moon 17, Jupiter 18 years (105), the stars in turn from Anuradha (the Sun's); the balance is the part of the Moon's star still to run. Classically used when the lagna is in Cancer in the dwadashamsa. Sub-periods: the maha lord first, then the sequence, in equal parts (as PyJHora 4.8.5); levels 3–5 repeat this rule.
         */
        post: operations["dashaPanchottari"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/shatabdika": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shatabdika dasha: periods to five levels and the ones running at targetDate (BPHS ch. 46 (Shatabdika))
         * @description Sun 5, Moon 5, Venus 10, Mercury 10, Jupiter 20, Mars 20, Saturn 30 years (100), the stars in turn from Revati (the Sun's); the balance is the part of the Moon's star still to run. Classically used when the lagna is vargottama. Sub-periods: the maha lord first, then the sequence, in equal parts (as PyJHora 4.8.5); levels 3–5 repeat this rule.
         */
        post: operations["dashaShatabdika"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/chaturashiti-sama": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chaturashiti-sama dasha: periods to five levels and the ones running at targetDate (BPHS ch. 46 (Chaturashiti-sama))
         * @description Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, 12 years each (84), the stars in turn from Swati (the Sun's); the balance is the part of the Moon's star still to run. Classically used when the 10th house's ruler is in the 10th house. Sub-periods: the maha lord first, then the sequence, in equal parts (as PyJHora 4.8.5); levels 3–5 repeat this rule.
         */
        post: operations["dashaChaturashitiSama"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/karana-chaturashiti-sama": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Karana Chaturashiti-sama dasha: periods to five levels and the ones running at targetDate (P.V.R. Narasimha Rao (Jagannatha Hora); PyJHora 4.8.5 karana_chathuraaseethi_sama)
         * @description Chaturashiti-sama's lords (Sun … Saturn, 12 years each, 84) from the karana at birth: Bava … Vishti have the Sun … Saturn and the count runs on through the month (Shakuni Sun, Chatushpada Moon, Naga Mars, Kimstughna Mercury); the balance is the part of the karana's arc (Moon − Sun) still to run. Sub-periods: the maha lord first, then the sequence, in equal parts (as PyJHora 4.8.5); levels 3–5 repeat this rule.
         */
        post: operations["dashaKaranaChaturashitiSama"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/shashtihayani": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shashtihayani (Shashti-sama) dasha: periods to five levels and the ones running at targetDate (BPHS ch. 46 (Shashtihayani))
         * @description Jupiter, Sun, Mars 10 years each, Moon, Mercury, Venus, Saturn, Rahu 6 each (60), the stars from Ashwini in groups of 3 and 4 in turn (Jupiter Ashwini–Krittika, Sun Rohini–Punarvasu, … Saturn Shravana–Shatabhisha, Rahu P. Bhadrapada–Revati). As PyJHora 4.8.5, the balance is the part of the Moon's own star still to run, times the lord's years. Two cycles (120 years). Classically used when the Sun is in the lagna. Sub-periods: the maha lord first, then the sequence, in equal parts (as PyJHora 4.8.5); levels 3–5 repeat this rule.
         */
        post: operations["dashaShashtihayani"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/shattrimsha-sama": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shattrimsha-sama dasha: periods to five levels and the ones running at targetDate (BPHS ch. 46 (Shattrimsha-sama))
         * @description Moon 1, Sun 2, Jupiter 3, Mars 4, Mercury 5, Saturn 6, Venus 7, Rahu 8 years (36), the stars in turn from Shravana (the Moon's); the balance is the part of the Moon's star still to run. Three cycles (108 years). Classically used for a day birth with the lagna in the Sun's hora or a night birth with the lagna in the Moon's hora. Sub-periods: the maha lord first, then the sequence, in equal parts (as PyJHora 4.8.5); levels 3–5 repeat this rule.
         */
        post: operations["dashaShattrimshaSama"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/naisargika": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Naisargika dasha: periods to five levels and the ones running at targetDate (BPHS ch. 46; antardashas after Sanjay Rath (as Jagannatha Hora, PyJHora))
         * @description From birth: Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50 years (120), then the Ascendant 12 (as Jagannatha Hora and PyJHora). Sub-periods: the planets Sun…Saturn in the kendras, panapharas, then apoklimas from the parent lord's sign, the lord itself excluded, in equal shares; the same rule at every level.
         */
        post: operations["dashaNaisargika"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/tara": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tara dasha: periods to five levels and the ones running at targetDate (Sanjay Rath; as Jagannatha Hora and PyJHora)
         * @description From the strongest graha in a kendra from the ascendant (the Jaimini strength rules of co-lords, P.V.R. Narasimha Rao's order; PyJHora's own comparisons differ in places, e.g. it counts the ascendant as a planet): Venus 20, Moon 10, Ketu 7, Saturn 19, Jupiter 16, Mercury 17, Rahu 18, Mars 7, Sun 6 years in that order; the first period's balance is the part of the Moon's nakshatra still to run (it starts before birth). Not defined when the kendras are empty. Sub-periods: from the parent's lord, in proportion to the years; the same rule at every level.
         */
        post: operations["dashaTara"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/karaka": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Karaka dasha: periods to five levels and the ones running at targetDate (Jaimini; as Jagannatha Hora and PyJHora)
         * @description From birth, the eight chara karakas AK…DK (Rahu by 30° − its degree) in order; each lasts the signs from the ascendant to its sign (0 in the ascendant's sign: not listed). Sub-periods: the karakas from the next one round to the parent's own, in proportion to their years; the same rule at every level. `karaka` names each period's karaka.
         */
        post: operations["dashaKaraka"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/buddhi-gati": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buddhi Gati dasha: periods to five levels and the ones running at targetDate (As Jagannatha Hora and PyJHora)
         * @description From birth, the nine grahas sign by sign from the 4th house (the more advanced first within a sign); the n-th (from 0) lasts (ascendant sign + n − its sign) mod 12 years, +1 exalted, −1 debilitated (0 or less: skipped); two cycles, ending once 144 years are reached. Sub-periods: all nine from the parent's lord in that order, equal shares; the same rule at every level.
         */
        post: operations["dashaBuddhiGati"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/kaala": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Kaala dasha: periods to five levels and the ones running at targetDate (BPHS ch. 46; the parts of the day as Jagannatha Hora and PyJHora)
         * @description From birth. The fraction f elapsed of the part of the day of birth (dawn, day, dusk or night, cut at the Hindu sunrise and sunset) gives two cycles Sun…Ketu: the n-th lasts n × 120f/45 years, then n × 120(1 − f)/45. Sub-periods split the parent the same way (nine parts in f, nine in 1 − f), at every level.
         */
        post: operations["dashaKaala"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/ashtakavarga": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ashtakavarga dasha: periods to five levels and the ones running at targetDate (BPHS ch. 66 (bindus); as PyJHora (planet form))
         * @description From birth, Sun…Saturn in descending order of their bhinnashtakavarga totals (ties: the earlier planet); each lasts 120 × its total / 337 years. Sub-periods: the same order and proportions at every level.
         */
        post: operations["dashaAshtakavarga"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/saptarishi-nakshatra": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saptarishi nakshatra dasha: periods to five levels and the ones running at targetDate (P.V.R. Narasimha Rao (Jagannatha Hora), as PyJHora 4.8.5 graha/saptharishi_nakshathra.py computes it)
         * @description Its lords are nakshatras (`lord` a nakshatra key, `nakshatra` its name). From birth, the Moon's nakshatra and the nine before it, counted backwards, 10 years each (100 years, one cycle). Antardashas: the period's nakshatra and the nine before it, a tenth each; levels 3–5 repeat this rule.
         */
        post: operations["dashaSaptarishiNakshatra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/moola": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moola (lagna kendradi graha) dasha: periods to five levels and the ones running at targetDate (P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (Moola dasa), as Jagannatha Hora and PyJHora 4.8.5 graha/moola.py)
         * @description The planets in the kendras from the lagna, then the panapharas, then the apoklimas, strongest first in each group, turned to start from the strongest planet in the kendras from the lagna, the Moon and the Sun. First cycle: Vimshottari years less the signs from the planet to its moolatrikona sign (less 12 in it), one more exalted, one less debilitated, at least 1; second cycle: the rest of its Vimshottari years (120 in all). Sub-periods: the same order from the parent's lord, in proportion to the first-cycle years; levels 3–5 repeat this rule. The stronger sign and planet (Scorpio's and Aquarius's lord among them) follow P.V.R. Narasimha Rao's rules as PyJHora 4.8.5 applies them, which depart from his text in places: a sign's lord sitting in it does not count for it, a planet counts for itself, Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second.
         */
        post: operations["dashaMoola"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/rashmi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rashmi dasha: periods to five levels and the ones running at targetDate (BPHS ch. 76 (rays); the dasha as Jagannatha Hora and PyJHora)
         * @description From birth, Sun…Saturn in descending order of their rays (from the distance to deep debilitation, doubled when exalted, doubled when vargottama, halved when combust; `positions` chooses apparent or geometric longitudes); each lasts its rays in years, cycle after cycle until 120 years are passed. Sub-periods: the same order, in proportion to the rays, at every level. Options: `positions` (`apparent`, `geometric`; default `apparent`).
         */
        post: operations["dashaRashmi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/aayu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aayu dasha: periods to five levels and the ones running at targetDate (Brihat Jataka ch. 7 and BPHS's ayurdaya chapter (R. Santhanam), the dasha as PyJHora 4.8.5 graha/aayu.py method 2)
         * @description Each of Sun…Saturn runs for its longevity contribution and the lagna for the signs it has passed: Pindayu, Nisargayu or Amsayu, as the strongest of Sun, Moon and lagna calls for, with the reductions (combust a half, enemy sign a third, 12th…7th house all…a sixth for malefics and half that for benefics, a malefic rising in the lagna), the greatest applying. Order: the decider first, then from its sign the kendras, panapharas and apoklimas. Antardashas at every level: the same order, equal parts. Where PyJHora differs (its chakrapata table swaps benefics and malefics; it halves retrograde planets) Orrery follows Brihat Jataka 7.2. Options: `aayurType` (`auto`, `pinda`, `nisarga`, `amsa`; default `auto`).
         */
        post: operations["dashaAayu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/chara": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chara dasha: periods to five levels and the ones running at targetDate (Jaimini Upadesa Sutras; K.N. Rao, Predicting through Jaimini's Chara Dasha; P.V.R. Narasimha Rao, "Chara Dasa of Parasara")
         * @description Signs from the ascendant (K.N. Rao) or from the sign of the ascendant, Sun or Moon with the strongest lord (P.V.R. Narasimha Rao), forward when the 9th from it is odd-footed, else backward. Years: count from the sign to its lord (Scorpio, Aquarius: the stronger co-lord), forward for odd-footed and backward for even-footed signs, minus one; 12 for a lord in the sign itself; K.N. Rao adds one year for an exalted lord and takes one for a debilitated one. K.N. Rao: one cycle of 12; P.V.R. Narasimha Rao: two cycles, the second of 12 − the first years (periods of 0 years are not listed). Sub-periods: twelve equal parts, the signs in the mahadasha order from its first sign (K.N. Rao) or from its second, the first last (P.V.R. Narasimha Rao), one order under every mahadasha, as PyJHora 4.8.5 lists them; levels 3–5 repeat it. The stronger sign and planet (Scorpio's and Aquarius's lord among them) follow P.V.R. Narasimha Rao's rules as PyJHora 4.8.5 applies them, which depart from his text in places: a sign's lord sitting in it does not count for it, a planet counts for itself, Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second. Options: `method` (`kn-rao`, `pvn-rao`; default `kn-rao`).
         */
        post: operations["dashaChara"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/narayana": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Narayana dasha: periods to five levels and the ones running at targetDate (Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (Narayana dasa))
         * @description From the stronger of the ascendant and the 7th: movable signs in turn, fixed signs every 6th, dual signs the kendras each with its trines; forward from an odd sign, backward from an even one (Saturn in the seed: forward in turn; Ketu: reversed). Years: count from the sign to its lord (Scorpio, Aquarius: the stronger co-lord), forward for odd-footed and backward for even-footed signs, minus one; 12 for a lord in the sign; one more for an exalted lord, one less for a debilitated one. Two cycles, the second of 12 − the first years (periods of 0 years are not listed). Sub-periods: twelve equal parts from the stronger of the signs holding the dasa sign's lord and the 7th lord, forward from an odd sign; levels 3–5 repeat it. The stronger sign and planet (Scorpio's and Aquarius's lord among them) follow P.V.R. Narasimha Rao's rules as PyJHora 4.8.5 applies them, which depart from his text in places: a sign's lord sitting in it does not count for it, a planet counts for itself, Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second.
         */
        post: operations["dashaNarayana"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/lagna-kendradi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lagna Kendradi rashi dasha: periods to five levels and the ones running at targetDate (Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the years of Narayana dasa))
         * @description From the stronger of the ascendant and the 7th: the kendras (1, 4, 7, 10), then the panapharas, then the apoklimas. Direction: forward from an odd seed, backward from an even one; Saturn in the seed: forward, Ketu: backward. Years: count from the sign to its lord (Scorpio, Aquarius: the stronger co-lord), forward for odd-footed and backward for even-footed signs, minus one; 12 for a lord in the sign; one more for an exalted lord, one less for a debilitated one. Two cycles, the second of 12 − the first years (periods of 0 years are not listed). Sub-periods: twelve equal parts from the dasa sign itself, forward if it is odd or holds Saturn, reversed if it holds Ketu; levels 3–5 repeat it. The stronger sign and planet (Scorpio's and Aquarius's lord among them) follow P.V.R. Narasimha Rao's rules as PyJHora 4.8.5 applies them, which depart from his text in places: a sign's lord sitting in it does not count for it, a planet counts for itself, Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second.
         */
        post: operations["dashaLagnaKendradi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/karaka-kendradi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Karaka Kendradi rashi dasha: periods to five levels and the ones running at targetDate (Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the years of Narayana dasa))
         * @description From the stronger of the atmakaraka's sign and the 7th from it (eight chara karakas, Rahu counted backward): the kendras, then the panapharas, then the apoklimas. Direction: forward from an odd seed, backward from an even one; Saturn in the seed: forward, Ketu: backward. Years: count from the sign to its lord (Scorpio, Aquarius: the stronger co-lord), forward for odd-footed and backward for even-footed signs, minus one; 12 for a lord in the sign; one more for an exalted lord, one less for a debilitated one. Two cycles, the second of 12 − the first years (periods of 0 years are not listed). Sub-periods: twelve equal parts from the dasa sign itself, forward if it is odd or holds Saturn, reversed if it holds Ketu; levels 3–5 repeat it. The stronger sign and planet (Scorpio's and Aquarius's lord among them) follow P.V.R. Narasimha Rao's rules as PyJHora 4.8.5 applies them, which depart from his text in places: a sign's lord sitting in it does not count for it, a planet counts for itself, Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second.
         */
        post: operations["dashaKarakaKendradi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/drig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drig dasha: periods to five levels and the ones running at targetDate (Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (Drig dasa))
         * @description The 9th, 10th and 11th from the ascendant, each followed by the three signs it aspects (rasi drishti), in zodiacal order from an odd-footed sign and the reverse from an even-footed one. Years: count from the sign to its lord (Scorpio, Aquarius: the stronger co-lord), forward for odd-footed and backward for even-footed signs, minus one; 12 for a lord in the sign; one more for an exalted lord, one less for a debilitated one. Two cycles, the second of 12 − the first years (periods of 0 years are not listed). Sub-periods: twelve equal parts from the stronger of the dasa sign and its 7th; movable dasa signs in turn, fixed every 6th, dual by kendras (1, 4, 7, 10, 5, 8, 11, 2, 9, 12, 3, 6), forward for an odd dasa sign; levels 3–5 repeat it. The stronger sign and planet (Scorpio's and Aquarius's lord among them) follow P.V.R. Narasimha Rao's rules as PyJHora 4.8.5 applies them, which depart from his text in places: a sign's lord sitting in it does not count for it, a planet counts for itself, Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second.
         */
        post: operations["dashaDrig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/shoola": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shoola dasha: periods to five levels and the ones running at targetDate (Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the other rasi dashas))
         * @description From the stronger of the ascendant and the 7th, the twelve signs in zodiacal order, 9 years each (one cycle of 108 years). Sub-periods: twelve equal parts from the stronger of the dasa sign and its 7th, in zodiacal order; levels 3–5 repeat it. The stronger sign and planet (Scorpio's and Aquarius's lord among them) follow P.V.R. Narasimha Rao's rules as PyJHora 4.8.5 applies them, which depart from his text in places: a sign's lord sitting in it does not count for it, a planet counts for itself, Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second.
         */
        post: operations["dashaShoola"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/niryana-shoola": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Niryana Shoola dasha: periods to five levels and the ones running at targetDate (Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the other rasi dashas))
         * @description From the stronger of the 2nd and the 8th from the ascendant, the signs in turn, forward from an odd sign and backward from an even one; movable signs 7 years, fixed 8, dual 9. Two cycles, the second of 12 − the first years. Sub-periods: twelve equal parts as in Narayana dasha (from the stronger of the signs holding the dasa sign's lord and the 7th lord); levels 3–5 repeat it. The stronger sign and planet (Scorpio's and Aquarius's lord among them) follow P.V.R. Narasimha Rao's rules as PyJHora 4.8.5 applies them, which depart from his text in places: a sign's lord sitting in it does not count for it, a planet counts for itself, Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second.
         */
        post: operations["dashaNiryanaShoola"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/sthira": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sthira dasha: periods to five levels and the ones running at targetDate (Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the other rasi dashas))
         * @description From the sign of Brahma (the strongest of the lords of the 6th, 8th and 12th from the stronger of the ascendant and the 7th, by Jaimini's tests), the twelve signs in zodiacal order; movable signs 7 years, fixed 8, dual 9 (one cycle of 96 years). Sub-periods: twelve equal parts from the dasa sign in zodiacal order; levels 3–5 repeat it. The stronger sign and planet (Scorpio's and Aquarius's lord among them) follow P.V.R. Narasimha Rao's rules as PyJHora 4.8.5 applies them, which depart from his text in places: a sign's lord sitting in it does not count for it, a planet counts for itself, Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second.
         */
        post: operations["dashaSthira"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/trikona": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trikona dasha: periods to five levels and the ones running at targetDate (Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the other rasi dashas))
         * @description From the strongest of the ascendant and its trines (5th, 9th), the signs in turn, forward from an odd sign and backward from an even one. Years: count from the sign to its lord (Scorpio, Aquarius: the stronger co-lord), forward for odd-footed and backward for even-footed signs, minus one; 12 for a lord in the sign; one more for an exalted lord, one less for a debilitated one. One cycle of 12. Sub-periods: twelve equal parts from the dasa sign, forward if it is odd, backward if even; levels 3–5 repeat it. The stronger sign and planet (Scorpio's and Aquarius's lord among them) follow P.V.R. Narasimha Rao's rules as PyJHora 4.8.5 applies them, which depart from his text in places: a sign's lord sitting in it does not count for it, a planet counts for itself, Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second.
         */
        post: operations["dashaTrikona"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/yogardha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Yogardha dasha: periods to five levels and the ones running at targetDate (Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the other rasi dashas))
         * @description From the stronger of the ascendant and the 7th, the signs in turn, forward from an odd sign and backward from an even one; years the mean of the Chara (Narayana) years and the Sthira years (movable 7, fixed 8, dual 9). One cycle of 12. Sub-periods: twelve equal parts in the mahadasha order from its second sign, one order for every mahadasha, as PyJHora; levels 3–5 repeat it. The stronger sign and planet (Scorpio's and Aquarius's lord among them) follow P.V.R. Narasimha Rao's rules as PyJHora 4.8.5 applies them, which depart from his text in places: a sign's lord sitting in it does not count for it, a planet counts for itself, Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second.
         */
        post: operations["dashaYogardha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/mandooka": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mandooka dasha: periods to five levels and the ones running at targetDate (Jaimini Upadesa Sutras; K.N. Rao's reading as PyJHora 4.8.5 implements it (method 2))
         * @description From the stronger of the ascendant and the 7th: the four signs of its class (movable, fixed, dual) three signs apart, then the dual, fixed or movable signs in turn (after movable: dual; after dual: fixed; after fixed: movable), each group from Aries, Taurus or Gemini; forward from an odd seed, backward from an even one. Years: the signs from the dasa sign to its classical lord counted inclusively (forward from an odd sign, backward from an even one), modulo 12; 12 for a lord in the sign, 10 in the 7th; a lord in the 12th gives 0 years and the period is not listed. One cycle. Sub-periods: twelve equal parts in the mahadasha order from the dasa sign; levels 3–5 repeat it. The stronger sign and planet (Scorpio's and Aquarius's lord among them) follow P.V.R. Narasimha Rao's rules as PyJHora 4.8.5 applies them, which depart from his text in places: a sign's lord sitting in it does not count for it, a planet counts for itself, Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second.
         */
        post: operations["dashaMandooka"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/varnada": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Varnada dasha: periods to five levels and the ones running at targetDate (Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the other rasi dashas); B.V. Raman's Varnada lagna; BPHS ch. 5 (the hora lagna))
         * @description From the stronger of the ascendant and the hora lagna, the signs in turn, forward from an odd sign and backward from an even one. Years: the signs from the Varnada lagna forward to the dasa sign, less one (0 to 11); the Varnada lagna's own period has 0 years and is not listed. One cycle. The hora lagna is the one /v1/special-lagnas gives: the Sun at the Hindu sunrise plus ½° a minute since, the day running from sunrise to sunrise (BPHS ch. 5), so a birth before sunrise counts from the previous day's sunrise (PyJHora counts negative minutes from the same civil day's, which can put the hora lagna in the next sign when it is near a sign's end). None at a place in polar day or night: 422. Sub-periods: twelve equal parts from the dasa sign in zodiacal order; levels 3–5 repeat it. The stronger sign and planet (Scorpio's and Aquarius's lord among them) follow P.V.R. Narasimha Rao's rules as PyJHora 4.8.5 applies them, which depart from his text in places: a sign's lord sitting in it does not count for it, a planet counts for itself, Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second.
         */
        post: operations["dashaVarnada"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/brahma": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Brahma dasha: periods to five levels and the ones running at targetDate (Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (the other rasi dashas), as Jagannatha Hora)
         * @description From the sign of Brahma (the strongest of the lords of the 6th, 8th and 12th from the stronger of the lagna and the 7th) in zodiacal order if it is odd, else from its 7th backwards; one cycle. Years: the signs counted from the dasha sign to its 6th lord (forward from an odd sign, backward from an even one) less one, ±1 when that lord is exalted or debilitated, none when it is in the sign; the count runs 1–12, so where the lord is in the 12th of the count the sign has 11 years (PyJHora gives −1 there and its later periods differ). Signs of no years are not listed. Antardashas: twelve equal parts from the dasha sign in zodiacal order; levels 3–5 repeat this rule. The stronger sign and planet (Scorpio's and Aquarius's lord among them) follow P.V.R. Narasimha Rao's rules as PyJHora 4.8.5 applies them, which depart from his text in places: a sign's lord sitting in it does not count for it, a planet counts for itself, Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury nowhere, and an exact tie of degrees goes to the second.
         */
        post: operations["dashaBrahma"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/navamsa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Navamsa dasha: periods to five levels and the ones running at targetDate (Jagannatha Hora (P.V.R. Narasimha Rao) as in PyJHora 4.8.5 raasi/navamsa.py)
         * @description Twelve signs of 9 years each (108), forward, from a sign fixed by the navamsa (D9) lagna (Ar→Ar, Ta→Le, Ge→Li, Cn→Aq, repeating every four signs). Antardashas: twelve equal parts, forward from a sign fixed by the dasha sign (Ar→Li, Ta→Ar, Ge→Sg, Cn→Aq, Le→Le, Vi→Sg, repeating); levels 3–5 repeat this rule.
         */
        post: operations["dashaNavamsa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/chakra": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chakra dasha: periods to five levels and the ones running at targetDate (Jagannatha Hora (P.V.R. Narasimha Rao) as in PyJHora 4.8.5 raasi/chakra.py)
         * @description Twelve signs of 10 years each (120), forward. The first is the lagna sign for a night birth, the sign of the lagna's ruler for a day birth, and the 2nd sign for a birth in twilight (about a sixth of the day either side of sunrise, from that before sunset to a sixth of the night after it). Antardashas: twelve equal parts forward from the dasha sign; levels 3–5 repeat this rule.
         */
        post: operations["dashaChakra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/sandhya": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandhya dasha: periods to five levels and the ones running at targetDate (Jagannatha Hora (P.V.R. Narasimha Rao) as in PyJHora 4.8.5 raasi/sandhya.py)
         * @description The paramayus of 120 years spread over the twelve signs: 10 years each, forward from the ascendant's sign. Antardashas: twelve equal parts forward from the dasha sign; levels 3–5 repeat this rule.
         */
        post: operations["dashaSandhya"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/kalachakra": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Kalachakra dasha: periods to five levels and the ones running at targetDate (BPHS ch. 46 (tables), Raghavacharya's reading as in Jagannatha Hora and PyJHora 4.8.5 (dhasa_method 3))
         * @description Nine mahadashas: the signs of the nine navamsas beginning with the Moon's, each for its sign's years (Ar 7, Ta 16, Ge 9, Cn 21, Le 5, Vi 9, Li 16, Sc 7, Sg 10, Cp 4, Aq 4, Pi 10); the first is the balance, the part of the Moon's navamsa still to run. Antardashas: the nine signs of the BPHS savya/apasavya row of that navamsa's nakshatra pada, in proportion to their years. Levels 3–5: the row of the Moon's pada from the parent sign, in proportion.
         */
        post: operations["dashaKalachakra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/paryaya": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Paryaya dasha (shashtamsa): periods to five levels and the ones running at targetDate (Jaimini Upadesa Sutras 2.4 after P.V.R. Narasimha Rao, as Jagannatha Hora and PyJHora 4.8.5 raasi/paryaaya.py compute it (D6))
         * @description In the shashtamsa (D6): from the 6th sign from the D6 lagna, by the strongest of its trines (dual), kendras (movable) or of it and its 7th (fixed), through the signs in trines, kendras or pairs, backward from an even-footed sign. Years: the signs from a sign to its lord inclusive (forward from odd, backward from even), mod 12. Two cycles. Antardashas: twelve equal parts in that order rebuilt from the dasha sign; levels 3–5 repeat this rule.
         */
        post: operations["dashaParyaya"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/tara-lagna": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tara lagna dasha: periods to five levels and the ones running at targetDate (Jagannatha Hora (P.V.R. Narasimha Rao) as in PyJHora 4.8.5 raasi/tara_lagna.py)
         * @description The Moon's nakshatra divided into twelve parts: the part holding the Moon, counted on from the ascendant's sign, gives the first sign. Twelve signs of 9 years each, forward from an odd sign, backward from an even one. Antardashas: twelve equal parts from the atmakaraka's sign (eight karakas), backward when that sign is Taurus, Virgo, Scorpio or Aquarius, else forward; so at every dasha and level.
         */
        post: operations["dashaTaraLagna"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/moola-rashi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moola (lagna kendradi rashi) dasha: periods to five levels and the ones running at targetDate (P.V.R. Narasimha Rao (Jagannatha Hora) as in PyJHora 4.8.5 raasi/moola.py)
         * @description From the stronger of the lagna and the 7th sign, through its kendras, panapharas and apoklimas (1, 4, 7, 10, 2, 5, 8, 11, 3, 6, 9, 12), forward from an odd sign and backward from an even one (forward if Saturn is in it, backward if Ketu), with Narayana years, two cycles (the second 12 years less the first). Antardashas: twelve equal parts from the dasha sign, forward from an odd sign or one holding Saturn, else backward, Ketu there reversing it; levels 3–5 repeat this rule.
         */
        post: operations["dashaMoolaRashi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/rashiyanka": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rashiyanka (rasyamsaka) dasha: periods to five levels and the ones running at targetDate (BPHS (Venkateshwar edition, tr. Tara Chand Shastri) as PyJHora 4.8.5 raasi/raashiyanka.py applies it (method 1))
         * @description Twelve signs forward from the navamsa (D9) sign of the lagna's ruler. Years of a sign: 12 if its lord is in it, 10 if in the 7th from it, else the signs from it to its lord inclusive (forward from an odd sign, backward from an even one). Antardashas: twelve equal parts forward from the dasha sign; levels 3–5 repeat this rule.
         */
        post: operations["dashaRashiyanka"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/chaturvidha-uttara": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chaturvidha uttara dasha (lagna uttara): periods to five levels and the ones running at targetDate (PyJHora 4.8.5 raasi/chathurvidha_utthara.py, method 1 (lagna uttara))
         * @description Twelve signs forward from the ascendant's sign, of 1, 2, 3 … 12 years in that order (78). Antardashas: twelve parts forward from the dasha sign in proportion 1 : 2 : … : 12; levels 3–5 repeat this rule.
         */
        post: operations["dashaChaturvidhaUttara"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/sudasa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sudasa: periods to five levels and the ones running at targetDate (P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" ch. 30, as Jagannatha Hora and PyJHora 4.8.5 raasi/sudasa.py compute it)
         * @description From Sree Lagna's sign through its kendras, panapharas and apoklimas (1, 4, 7, 10, 2, 5, 8, 11, 3, 6, 9, 12), forward from an odd sign and backward from an even one (forward if Saturn is in it; Ketu in it reverses), with Narayana years; the first is the balance, the part of its sign Sree Lagna has still to cross. Second cycle: 12 years less the first (less the full years for the first sign). Antardashas: twelve equal parts from the stronger of the dasha sign and its 7th, forward from an even sign and backward from an odd one (Jagannatha Hora's practice); levels 3–5 repeat this rule. Sree Lagna moves 27 times as fast as the Moon, so a second of arc in the Moon moves the first period's end by about a day.
         */
        post: operations["dashaSudasa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/lagnamsaka": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lagnamsaka dasha: periods to five levels and the ones running at targetDate (P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" ch. 16 (Narayana dasa, the stronger sign), as Jagannatha Hora and PyJHora 4.8.5 raasi/lagnamsaka.py)
         * @description Narayana dasa of the rasi chart seeded from the navamsa (D9) lagna's sign: its order (movable seeds consecutive, fixed by sixths, dual by trines; Ketu or Saturn in the seed changes it) and Narayana years (lord's distance, exalted +1, debilitated −1), two cycles (the second 12 years less the first). Antardashas: twelve equal parts from the stronger of the signs holding the lords of the dasha sign and of its 7th, forward from an odd sign, backward from an even one; levels 3–5 repeat this rule. The stronger sign is PVR's (ch. 16, rule 2): with as many planets in each, the one joined or aspected by more of Jupiter, Mercury and its own lord, a lord in its own sign counting; PyJHora leaves such a lord out, so where that decides (p02 of the reference charts) its antardashas start from the other sign.
         */
        post: operations["dashaLagnamsaka"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dasha/padanadhamsa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Padanadhamsa dasha: periods to five levels and the ones running at targetDate (Iranganti Rangacharya's Padanadhamsa dasa (Jaimini Sutras), as PyJHora 4.8.5 raasi/padhanadhamsa.py method 1 computes it)
         * @description Read in the Krishna Mishra (nadi) navamsa. Seed: the stronger of the navamsa sign of the arudha lagna's lord (Scorpio and Aquarius: the stronger co-lord) and its 7th. Twelve signs from the seed, forward from an odd sign, backward from an even one: movable signs in turn, fixed signs every 6th, dual signs 1, 4, 7, 10, 5, 8, 11, 2, 9, 12, 3, 6. Years: 12 if the sign's lord is in it, 10 if in its 7th, else the count from the sign to its lord (forward from an odd sign, backward from an even one), all in the navamsa; one cycle. Sub-periods at every level: twelve equal parts in the order the parent sign starts.
         */
        post: operations["dashaPadanadhamsa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vedic/yogas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The yogas present in the chart, each with its condition, strength and source
         * @description Detects every yoga of the catalogue (`GET /v1/yogas/catalogue` lists each definition with its id, category, condition and source): the Pancha Mahapurusha, Chandra and Surya yogas, the named yogas of BPHS ch. 36, Raja, Dhana and Daridra yogas, Parivartana, Neecha Bhanga Raja, Viparita Raja, and the Nabhasa yogas of BPHS ch. 35 (the Sankhya ones declared only when no Akriti yoga forms), the Malika yogas, and B.V. Raman's yogas of wealth, speech, body, siblings, mother, house, children and marriage, some read from the navamsa, a day or night birth, Gulika or Mandi. Each `description` names its source (BPHS, Phaladeepika, Saravali; B.V. Raman's *Three Hundred Important Combinations* number). Strength: each planet involved scores by dignity (exalted 90, own 80, friendly 65, neutral 50, enemy 35, debilitated 15), +10 in a kendra or trikona, −10 in a dusthana, −15 when combust; the yoga takes the mean. Levels: weak < 25 ≤ moderate < 50 ≤ strong < 75 ≤ very strong < 90 ≤ exceptional. Traditional sign lords only (no Rahu/Ketu co-lordship, which is where most differences from Jagannatha Hora's Kahala and Shankha come from); Gaja yoga is not offered (no definition distinct from Gajakesari was found). Each yoga carries its catalogue `id`, `category` and `pyjhoraId` (`GET /v1/yogas/catalogue` lists them all with their sources). `include: ["all"]` adds `absent`: every other catalogue yoga with its condition. `name` is in `lang` (the Sanskrit name in the script of the Indian languages, transliterated in the others); `id` is the same in every language. `convention: "jhora"` reports as PyJHora does: Sunapha and Anapha also with Durudhura, Vesi and Vasi also with Ubhayachari. `/v1/yogas` and `/v1/vedic/yogas` are the same.
         */
        post: operations["vedicYogas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/yogas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The yogas present in the chart, each with its condition, strength and source
         * @description The same call as `POST /v1/vedic/yogas` under a shorter path: the same request, answer and rules (see there).
         */
        post: operations["yogas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/yogas/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every yoga definition: id, category, condition, source and PyJHora id
         * @description The catalogue `POST /v1/vedic/yogas` evaluates: each definition with its stable `id`, `category`, the condition as a sentence in `lang`, its `source` (text, chapter, verse), PyJHora's function id where PyJHora implements the yoga, and the `decisions` where we follow the text rather than PyJHora (Rahu and Ketu as occupants, Amala with any benefic, the co-lords of Scorpio and Aquarius, the Viparita lords in their own house only).
         */
        get: operations["yogasCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shadbala": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The six balas of Sun … Saturn, totals in virupas and rupas, required rupas
         * @description BPHS ch. 27 with Jagannatha Hora's conventions, each with its source in `shared/core/vedic/shadbala.ts`: saptavargaja over D1, D2, D3, D7, D9, D12, D30 with compound relations and Raman's points (45 … 1.875); dig bala folded to ≤ 180°; the Sun's ayana and the Moon's paksha bala not doubled; cheshta of the Sun = its ayana bala, of the Moon its paksha bala; hora by the 24 planetary hours from the weekday lord; yuddha only between Mars … Saturn within 1°; abda/masa/vara lords from the Surya Siddhanta ahargana; the Hindu (disc-centre) sunrise. Where this differs from PyJHora (which follows B.V. Raman's book examples, not Jagannatha Hora) the tests state the relationship. `/v1/shadbala/full` adds every sub-component (sthana: uchcha, saptavargaja, ojhayugma, kendradi, drekkana; kala: nathonnatha, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha), ishta and kashta phala per planet, and the `context` (the Vedic day's sunrise, sunset and next sunrise, day or night birth, weekday, year/month/day/hour lords, benefics and malefics). A place where the Sun does not rise or set that day is a 422.
         *
         *     Runs on the worker pool (heavy). Answers may come from the result cache (same units).
         */
        post: operations["shadbala"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shadbala/full": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shadbala with every sub-component, ishta and kashta phala, and the day's context
         * @description The rules of `POST /v1/shadbala` (see there: BPHS ch. 27 with Jagannatha Hora's conventions), with every sub-component, ishta and kashta phala, and the day's `context`.
         *
         *     Runs on the worker pool (heavy). Answers may come from the result cache (same units).
         */
        post: operations["shadbalaFull"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vargas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Divisional charts D1 … D60, D81, D108, D144, D150: varga ascendant, planets' signs and houses, by school
         * @description Every Parashari varga of BPHS ch. 6 (D1, D2, D3, D4, D7, D9, D10, D12, D16, D20, D24, D27, D30, D40, D45, D60), D5, D6, D8, D11, and the high vargas D81 (nava-navamsa), D108 (ashtottaramsa: the dwadasamsa of the navamsa), D144 (the dwadasamsa of the dwadasamsa) and D150 (nadiamsa). Houses are whole-sign from the varga ascendant. `methods` picks the school per varga: `parashara` (BPHS ch. 6 where the chapter gives the rule), `cyclic` (parivritti; `parivritti` is accepted for it), `parivritti-even-reverse`, `somanatha`, and for some vargas `jagannatha` (D3), `kalachakra` and `krishna-mishra` (D9), `raman` (D11), `even-backward`, `even-reverse`, `even-from-leo`, `from-sign`, `from-aries`; each chart names its method and gives its rule and origin (`source`, English). Defaults are PyJHora 4.8.5's `chart_method=1` except D2, where BPHS's Sun/Moon hora (Leo/Cancer) is the default and PyJHora's parivritti with even reversal is `parivritti-even-reverse`. D81 and D150 default to `cyclic`. A planet exactly on a D30 boundary takes the later part (PyJHora the earlier). Sidereal (Lahiri by default, `ayanamsa` for others), the mean node by default (`nodeType`), whole-sign houses from the ascendant's sign.
         */
        post: operations["vargas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compatibility/ashtakoot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The eight kutas (36 points) between two Moons, with reasons, doshas and their cancellations
         * @description `person1` is the boy (groom), `person2` the girl (bride): ashtakoot is not symmetric. `total` is the raw score as almanacs print it; `restoredTotal` counts cancelled doshas' kutas in full (information only). Vashya of Sagittarius and Capricorn splits at 15°; the yoni table is the symmetric one; gana is read boy-by-row; these tables and each choice where sources disagree are cited in `shared/core/vedic/matching.ts`. Verdict: < 18 not recommended, 18–24 average, 25–32 good, 33–36 excellent.
         */
        post: operations["compatibilityAshtakoot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compatibility/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ashtakoot total, both partners' Manglik status, and a verdict
         * @description `person1` is the boy (groom), `person2` the girl (bride): ashtakoot is not symmetric. The ashtakoot kutas in short, each partner's Kuja dosha (mutually cancelled when both have it), the doshas and a verdict.
         */
        post: operations["compatibilitySummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dosha/manglik": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Kuja (Manglik) dosha: Mars from the lagna, the Moon and Venus, with the cancellations that apply
         * @description Mars in the 1st, 2nd, 4th, 7th, 8th or 12th sign from a reference (the lagna, the Moon, Venus) afflicts it; status `none`, `partial` (from the Moon or Venus only), `manglik` (from the lagna) or `cancelled` (a cancellation applies, or every afflicted point is exempt by Mars's sign); `severity` 0–3 counts the afflicted, non-exempt references. Each cancellation names its source.
         */
        post: operations["doshaManglik"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dosha/kaal-sarp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Kaal Sarp: all seven planets hemmed between Rahu and Ketu (full, partial or none) and its type
         * @description Full: all seven planets strictly on one side of the nodal axis; partial: the only planets outside share a node's sign or sit exactly on a node. The type (Anant … Sheshnag) follows Rahu's house.
         */
        post: operations["doshaKaalSarp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vedic/panchanga": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tithi, vara, nakshatra, yoga and karana with exact start and end times, a muhurta score and warnings
         * @description Query `date` (a local date-time, or a date alone for the panchanga at that day's sunrise), `lat`, `lng`, optional `timezone`/`utcOffset`, `lang`, `ayanamsa`, `sunriseMode` (`upper-limb`, the almanac sunrise, default; or `centre`, the Hindu disc-centre sunrise). Apparent sidereal positions (Lahiri by default); each start and end is the exact crossing, root-found to under a second. The vara is the weekday of the Vedic day, sunrise to sunrise. Tithi deities and the Nanda/Bhadra/Jaya/Rikta/Purna groups follow Muhurta Chintamani. `muhurtaScore` = 100 minus: Amavasya 25, a Rikta tithi (4, 9, 14) 20, tithis 6, 8, 12 and Purnima 10, Vishti karana 25, Vyatipata or Vaidhriti 25, Atiganda, Shula or Ganda 20, the other four inauspicious yogas 10, a Tuesday 10, the Moon in Bharani or Krittika 10 (floor 0); each deduction is a `warnings` line. `birthQualityFlags`: amavasya, krishna-chaturdashi, vishti-karana, vyatipata-yoga, vaidhriti-yoga, gandanta.
         */
        get: operations["vedicPanchanga"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/muhurat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sunrise, sunset, the current hora and choghadiya, Rahu Kala, Yamaganda, Gulika Kala and Abhijit
         * @description The Vedic day of the moment (sunrise to next sunrise): horas are 12 equal parts of day and of night in Chaldean order from the weekday lord; choghadiyas 8 parts from the weekday's tables; Rahu Kala, Yamaganda and Gulika eighth parts of the daytime by weekday; Abhijit the 8th of 15 day muhurtas. `sunriseMode` as the panchanga. Polar day or night is a 422.
         */
        post: operations["muhurat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kundali": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The birth chart bundle: planets, ascendant, houses, navamsa, dasha, panchanga and doshas
         * @description Each part is exactly what its own endpoint answers (the panchanga uses the Hindu sunrise for the vara). Heavy; cannot be batched (batch the pieces instead). `targetDate` (default now) for the running dasha.
         *
         *     Runs on the worker pool (heavy). Cannot be batched. Answers may come from the result cache (same units).
         */
        post: operations["kundali"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kundali/full": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The kundali plus full shadbala, ashtakavarga, yogas and the 16 divisional charts
         * @description Each part is exactly what its own endpoint answers (the panchanga uses the Hindu sunrise for the vara). Heavy; cannot be batched (batch the pieces instead). `targetDate` (default now) for the running dasha. Adds `shadbala` (as /v1/shadbala/full), `ashtakavarga`, `yogas` and `vargas`: the sign (0–11) of the ascendant and each planet in D1, D2, D3, D4, D7, D9, D10, D12, D16, D20, D24, D27, D30, D40, D45 and D60 (Parashari schemes of BPHS ch. 6, as Jagannatha Hora's defaults).
         *
         *     Runs on the worker pool (heavy). Cannot be batched. Answers may come from the result cache (same units).
         */
        post: operations["kundaliFull"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The nine planets in transit at targetDate: houses from lagna and Moon, ashtakavarga bindus, predictions; Sade Sati and Ashtama Shani
         * @description Gochara from the Moon's sign (Phaladeepika ch. 26: favourable houses per planet; Rahu and Ketu like the Sun; vedha not applied). `ashtakavargaBindu` is the transit sign's bindus in the planet's natal bhinnashtakavarga (null for the nodes); `binduStrength`: 0–3 weak, 4 moderate, 5–8 strong. Sade Sati and Ashtama Shani periods from Saturn's exact sidereal ingresses, as /v1/sade-sati gives them. `targetDate` default now.
         *
         *     Runs on the worker pool (heavy). Answers may come from the result cache (same units).
         */
        post: operations["vedicTransits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sade-sati": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every Sade Sati of the native's life with its phases, the current phase; Ashtama and Kantaka Shani
         * @description A Sade Sati runs from Saturn's first entry into the 12th sign from the natal Moon to its final exit from the 2nd; stays less than a year apart (retrograde re-entries) are merged, the months Saturn spends back outside the three signs are listed as `gaps`, and phases (rising, peak, setting) repeat when Saturn re-enters a sign. Start and end are Saturn's exact sidereal ingresses (root-found to under a second); a period already running at birth is given whole. Periods cover 100 years from birth within the ephemeris range (a bound outside it is `null`). Ashtama (8th from the Moon) and Kantaka (4th) Shani periods are listed beside them. `targetDate` default now.
         *
         *     Runs on the worker pool (heavy). Answers may come from the result cache (same units).
         */
        post: operations["sadeSati"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/progressions/vedic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sidereal secondary progressions and solar arc directions to targetDate
         * @description The method of /v1/western/progressions with sidereal longitudes: each tropical longitude minus the ayanamsa of its own date; aspects recomputed between the sidereal positions.
         */
        post: operations["progressionsVedic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/numerology/core-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Life path, birthday, destiny, soul urge, personality, maturity, personal year, karmic lessons and debts
         * @description Every core number of a name (1–200 characters) and a birth date (`YYYY-MM-DD`; a full date-time is accepted, only the date counts). `tradition` `western` (Pythagorean letters, life path by reduce-components; default) or `vedic` (Chaldean); `system` and `lifePathMethod` override the preset. Sources in `shared/core/numerology/`. Pythagorean keeps 11, 22, 33 at every stage (Decoz) and reduces each name on its own before adding; Chaldean (Cheiro's 1–8 table) adds the whole name and keeps no master numbers. Karmic debt 13, 14, 16, 19 is read on the final total before reduction (and on the day of birth for the birthday). Maturity = life path + destiny; personal year = birth month + birth day + the year, each reduced; karmic lessons are the letter values missing from the full name. A master number takes its root's ruling planet. Names: accented Latin letters fold (é → e, ß → ss, æ → ae, ø → o); hyphens and apostrophes join the parts of a name; any other non-letter separates names. Y is a consonant right after a vowel (Murray, Hayley) or at the start of a name before a vowel (Yolanda); otherwise a vowel (Bryan, Wyatt). A name without Latin letters is a 400 saying so. A name with no vowels (or no consonants) has soul urge (or personality) 0, with `rulingPlanet` and `planetName` null. `targetYear` or `targetDate` for the personal year (default the current year).
         */
        post: operations["numerologyCoreNumbers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/numerology/life-path": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The life path number of a birth date
         * @description `reduce-components`: month, day and year reduced apart, then added and reduced; `sum-all`: every digit at once. `tradition` `western` (Pythagorean letters, life path by reduce-components; default) or `vedic` (Chaldean); `system` and `lifePathMethod` override the preset.
         */
        post: operations["numerologyLifePath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/numerology/destiny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The destiny (expression) number of a full name
         * @description All the letters of the name. `tradition` `western` (Pythagorean letters, life path by reduce-components; default) or `vedic` (Chaldean); `system` and `lifePathMethod` override the preset. Accented letters fold (é → e, ß → ss); a name without Latin letters is a 400.
         */
        post: operations["numerologyDestiny"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/numerology/soul-urge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The soul urge number: the vowels of a full name
         * @description The vowels (Y is a vowel unless it follows a vowel or starts a name before one). `tradition` `western` (Pythagorean letters, life path by reduce-components; default) or `vedic` (Chaldean); `system` and `lifePathMethod` override the preset.
         */
        post: operations["numerologySoulUrge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/numerology/personality": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The personality number: the consonants of a full name
         * @description The consonants (Y as in soul urge). `tradition` `western` (Pythagorean letters, life path by reduce-components; default) or `vedic` (Chaldean); `system` and `lifePathMethod` override the preset.
         */
        post: operations["numerologyPersonality"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/numerology/personal-year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The personal year number for targetYear (default the current year)
         * @description Birth month + birth day + the year, each reduced, then added and reduced. `targetYear` or `targetDate`.
         */
        post: operations["numerologyPersonalYear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/numerology/business-name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A business name's number and its fit with the owner's life path or destiny
         * @description The trading name's destiny number, compared with the owner's life path (`date`, the default basis) or destiny (`name`); `basis` chooses when both are given. Verdict `same`, `harmonious` (the roots share one of Cheiro's series 1–4, 2–7, 3–6–9, 4–8, or one of them is 5) or `neutral`. `tradition` `western` (Pythagorean letters, life path by reduce-components; default) or `vedic` (Chaldean); `system` and `lifePathMethod` override the preset.
         */
        post: operations["numerologyBusinessName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Up to 50 calls in one request, each answered with its own status and envelope
         * @description N items reserve N units before anything runs (if fewer remain: 429 and nothing runs); units of items that do not succeed are given back. Each item is validated like a direct call; a failing item never fails the batch. A nested batch is `NESTED_BATCH` and `/v1/kundali*` `NOT_BATCHABLE`, per item. Not available through the marketplace channel (403 `CHANNEL_NOT_ALLOWED`).
         */
        post: operations["batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit up to 10,000 calls to run on the worker fleet; answered at once with the job
         * @description The items have the batch item shape and are validated at once; the job runs in chunks on the workers (in embedded mode, on the server's pool). N items reserve N units up front (all or nothing); every item that does not answer 2xx, and every item a cancellation stops, is given back. With `callbackUrl` (https, a public address) the finished job is POSTed there, signed: `Orrery-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>" with your webhook secret>` (GET /v1/webhooks/secret), retried with exponential backoff until a 2xx.
         */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The job's status and progress, and a page of its results
         * @description Results are the finished items in order, `limit` (1–1000, default 100) from `offset`. Free (rate-limited).
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        /**
         * Cancel the job: chunks not started never run and their units are given back
         * @description Chunks already running finish and count. Cancelling a finished job changes nothing.
         */
        delete: operations["cancelJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling account's usage: quota, trial, per key, per endpoint, per day; costs no unit
         * @description For this month, or `period` (YYYY-MM). Rate-limited like any call, never metered.
         */
        get: operations["usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's webhook signing secret (created on first use) */
        get: operations["webhookSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/secret/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the webhook signing secret; the next webhooks are signed with the new one */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chart-urls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A signed, expiring URL that shows a chart as SVG without a key (for an <img>)
         * @description The request is validated now (400 if it would fail); the URL draws it with `format` "svg", in its `lang`, until `expiresIn` seconds from now (at most 604800, 7 days). Each use is metered to the calling key like a call; making the URL is free. Signed with the account's signing secret (GET /v1/webhooks/secret): rotating it ends every URL made before. How to sign one yourself: the guide, "Signed chart URLs".
         */
        post: operations["createChartUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chart/{chart}.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A chart as SVG from a signed URL: no key header, the query carries the request and its signature
         * @description `chart` is one of western, western-astrocartography, chart-north-indian; the other query parameters are its request fields (lists comma-separated), plus `keyId`, `expires` and `signature`. Answers `image/svg+xml` (errors stay JSON): metered to the key's account, one unit per use, with the X-Quota-* and rate-limit headers. 400 when a parameter is missing or a field is wrong, 403 `SIGNATURE_INVALID` when the query was changed or signed for another key, 403 `URL_EXPIRED` after `expires`.
         */
        get: operations["signedChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Version, ephemeris files in use, store and queue status */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 200 when the store and queue are reachable, else 503 (for load balancers) */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description What was used to compute the result */
        Meta: {
            /** @description The input moment as a UTC instant */
            utc?: string;
            /** @description IANA zone used to read the local time, or null when only utcOffset was given */
            timezone?: string | null;
            /** @description Offset in force at that moment, ±HH:MM */
            utcOffset?: string;
            /** @description Julian day (UT) of the moment */
            julianDay?: number;
            /** @description The ayanamsa of sidereal results */
            ayanamsa?: {
                /** @description Ayanamsa used */
                name: string;
                /** @description Its value at the moment, degrees (true, with nutation) */
                value: number;
            };
            /** @description House system used */
            houseSystem?: string;
            /**
             * @description Lunar node used
             * @enum {string}
             */
            nodeType?: "mean" | "true";
            person1?: components["schemas"]["Person5"];
            /** @description How person 2's birth time was read (two-person endpoints) */
            person2?: components["schemas"]["Person5"];
            /** @description How the input was read: DST gap or overlap, local mean time, polar house fallback … */
            warnings: components["schemas"]["Warnings"];
        };
        /** @description An ecliptic longitude in degrees, 0 to below 360 */
        Longitude: number;
        /** @description The longitude of the field of the same name without `Formatted` (for `degreeFormatted`: of `longitude`, `tropicalLongitude`, `degree` or `cuspDegree`) for display: degrees within the sign, arcminutes, arcseconds and the sign's name in `lang`, e.g. `24°46′19″ Taurus` for 54.7719°; rounded to the nearest arcsecond but never past 29°59′59″, so the sign shown is the longitude's own */
        DegreeFormatted: string;
        /** @description The 12 houses and the angles */
        WesternHouses: {
            houses: components["schemas"]["Houses"];
            /** @description Ascendant */
            ascendant: components["schemas"]["Longitude"];
            ascendantFormatted: components["schemas"]["DegreeFormatted"];
            /** @description Midheaven (MC) */
            midheaven: components["schemas"]["Longitude"];
            midheavenFormatted: components["schemas"]["DegreeFormatted"];
        };
        /** @description A house of the tropical chart */
        WesternHouse: {
            number: components["schemas"]["House"];
            /** @description Sign of the cusp */
            sign: number;
            signName: components["schemas"]["SignName2"];
            /** @description The cusp */
            cuspDegree: components["schemas"]["Longitude"];
            degreeFormatted: components["schemas"]["DegreeFormatted"];
            planetsInHouse: components["schemas"]["Planets7"];
            /** @description Ruler of the cusp sign (modern rulers) */
            rulerPlanet: components["schemas"]["Planet4"];
        };
        /** @description A chart pattern */
        Pattern: {
            /**
             * @description Pattern kind (identifier, English)
             * @enum {string}
             */
            type: "Grand Trine" | "T-Square" | "Yod" | "Stellium" | "Grand Cross" | "Kite" | "Mystic Rectangle";
            /** @description The pattern kind's display name in `lang` (English: the identifier) */
            typeName: string;
            description: components["schemas"]["Summary"];
            /** @description Bodies of the pattern, sorted alphabetically */
            planets: components["schemas"]["Planets7"];
        };
        /** @description A Vedic planet record (sidereal) */
        VedicPlanet: {
            planet: components["schemas"]["Planet5"];
            sign: components["schemas"]["Sign"];
            signName: components["schemas"]["SignName2"];
            degreeInSign: components["schemas"]["DegreeInSign"];
            /** @description Sidereal longitude */
            longitude: components["schemas"]["Longitude"];
            degreeFormatted: components["schemas"]["DegreeFormatted"];
            /** @description Ecliptic latitude in degrees; 0 for Rahu and Ketu */
            eclipticLatitude: number;
            nakshatra: components["schemas"]["Nakshatra"];
            nakshatraPada: components["schemas"]["Pada"];
            /** @description Vimshottari lord of the nakshatra */
            nakshatraLord: components["schemas"]["Planet5"];
            /** @description KP sub lord */
            subLord: components["schemas"]["Planet5"];
            /** @description KP sub-sub lord */
            subSubLord: components["schemas"]["Planet5"];
            /** @description Whole-sign house from the ascendant */
            house: number;
            /** @description Kendra 1, 4, 7, 10; Trikona 1, 5, 9; Upachaya 3, 6, 10, 11; Dusthana 6, 8, 12 */
            houseClassifications: ("Kendra" | "Trikona" | "Upachaya" | "Dusthana")[];
            speed: components["schemas"]["Speed"];
            isRetrograde: components["schemas"]["IsRetrograde"];
            /** @description Within the combustion limit of the Sun */
            isCombust: boolean;
            dignity: components["schemas"]["Dignity2"];
            dignityName: components["schemas"]["DignityName"];
            /** @description Same sign in D1 and D9 */
            isVargottama: boolean;
            /** @description Sign in the navamsa (D9) */
            navamsaSign: number;
            navamsaSignName: components["schemas"]["SignName2"];
            avastha: components["schemas"]["Avastha"];
        };
        /** @description A planet's avasthas */
        Avastha: {
            /**
             * @description Baladi avastha (age state, BPHS ch. 45; identifier, English)
             * @enum {string}
             */
            baladi: "Bala" | "Kumara" | "Yuva" | "Vriddha" | "Mrita";
            /**
             * @description Jagradadi avastha (alertness state, BPHS ch. 45; identifier, English)
             * @enum {string}
             */
            jagradadi: "Jagrat" | "Swapna" | "Sushupti";
            /** @description The baladi avastha's display name in `lang` */
            baladiName: string;
            /** @description The jagradadi avastha's display name in `lang` */
            jagradadiName: string;
            /** @description Baladi factor (¼, ½, 1, 0.1, 0) × jagradadi factor (1, ½, 0) */
            strengthModifier: number;
            description: components["schemas"]["Summary"];
        };
        /** @description The instant of the field of the same name without `Local`, as local wall time with the UTC offset in force at that instant: ISO 8601 with milliseconds and ±HH:MM, e.g. 2026-11-27T06:45:12.345+05:30 (the conventions, "Instants") */
        LocalTime: string;
        /** @description A chart drawn as SVG */
        ChartSvg: {
            /**
             * @description The drawing is SVG
             * @constant
             */
            format: "svg";
            width: components["schemas"]["Number"];
            height: components["schemas"]["Number"];
            /** @description The drawing: an SVG document (Unicode glyphs; needs a font with the astrological symbols) */
            svg: string;
        };
        /** @description An aspect between two points */
        Aspect: {
            /** @description First body (earlier in body order; the transiting or person 1 body in cross-aspects) */
            planet1: components["schemas"]["Planet1"];
            /** @description Second body */
            planet2: components["schemas"]["Planet1"];
            type: components["schemas"]["Type"];
            /** @description The aspect type's display name in `lang` (English: the identifier) */
            typeName: string;
            angle: components["schemas"]["Angle"];
            orb: components["schemas"]["Orb"];
            /** @description True when the orb is shrinking */
            applying: boolean;
            nature: components["schemas"]["Nature"];
            /** @description Conjunction, opposition, trine, square or sextile */
            isMajor: boolean;
        };
        /** @description A body of the tropical chart, placed in the chart's houses */
        WesternPosition: {
            planet: components["schemas"]["Planet4"];
            /** @description Tropical apparent geocentric longitude */
            tropicalLongitude: components["schemas"]["Longitude"];
            /** @description Ecliptic latitude in degrees; 0 for the nodes */
            latitude: number;
            speed: components["schemas"]["Speed"];
            isRetrograde: components["schemas"]["IsRetrograde"];
            sign: components["schemas"]["Sign"];
            signName: components["schemas"]["SignName2"];
            degreeInSign: components["schemas"]["DegreeInSign"];
            degreeFormatted: components["schemas"]["DegreeFormatted"];
            element: components["schemas"]["Element"];
            /** @description The element's display name in `lang` (English: the identifier) */
            elementName: string;
            modality: components["schemas"]["Modality"];
            /** @description The modality's display name in `lang` (English: the identifier) */
            modalityName: string;
            dignity: components["schemas"]["Dignity"];
            dignityName: components["schemas"]["DignityName"];
            house: components["schemas"]["House2"];
        };
        /** @description A progressed or directed body */
        ProgressedBody: {
            planet: components["schemas"]["Planet4"];
            /** @description Progressed (or directed) longitude */
            progressedLongitude: components["schemas"]["Longitude"];
            progressedLongitudeFormatted: components["schemas"]["DegreeFormatted"];
            sign: components["schemas"]["Sign"];
            signName: components["schemas"]["SignName2"];
            degreeInSign: components["schemas"]["DegreeInSign"];
            isRetrograde: components["schemas"]["IsRetrograde"];
            /** @description Aspects from this progressed body (planet1) to natal points (planet2) */
            aspectsToNatal: components["schemas"]["Aspects2"];
        };
        /** @description Bhinnashtakavarga and sarvashtakavarga */
        Ashtakavarga: {
            /** @description Bhinnashtakavarga of Sun … Saturn (BPHS ch. 66) */
            planets: {
                planet: components["schemas"]["Planet6"];
                bindus: components["schemas"]["Bindus"];
                /** @description Bindus in all twelve signs */
                total: components["schemas"]["Count"];
                contributions: components["schemas"]["Contributions"];
            }[];
            /** @description The lagna's own table (not part of the sarvashtakavarga) */
            lagna: {
                bindus: components["schemas"]["Bindus"];
                /** @description Bindus in all twelve signs */
                total: components["schemas"]["Count"];
                contributions: components["schemas"]["Contributions"];
            };
            /** @description The sum of the seven planets' tables */
            sarvashtakavarga: {
                /** @description Sum of the seven planets' bindus, by sign (0 = Aries … 11 = Pisces) */
                bindus: components["schemas"]["Bindus"];
                /** @description Always 337 */
                total: components["schemas"]["Number"];
            };
        };
        /** @description A mahadasha with its antardashas */
        DashaMahadasha: {
            lord: components["schemas"]["Lord2"];
            signName?: components["schemas"]["SignName3"];
            nakshatra?: components["schemas"]["Nakshatra2"];
            karaka?: components["schemas"]["Karaka"];
            start: components["schemas"]["SignName"];
            startLocal: components["schemas"]["LocalTime"];
            end: components["schemas"]["SignName"];
            endLocal: components["schemas"]["LocalTime"];
            durationYears: components["schemas"]["DurationYears"];
            /** @description Depth 2 or more */
            antardashas?: components["schemas"]["DashaAntardasha"][];
        };
        /** @description An antardasha (level 2) with its pratyantardashas */
        DashaAntardasha: {
            lord: components["schemas"]["Lord2"];
            signName?: components["schemas"]["SignName3"];
            nakshatra?: components["schemas"]["Nakshatra2"];
            karaka?: components["schemas"]["Karaka"];
            start: components["schemas"]["SignName"];
            startLocal: components["schemas"]["LocalTime"];
            end: components["schemas"]["SignName"];
            endLocal: components["schemas"]["LocalTime"];
            durationYears: components["schemas"]["DurationYears"];
            /** @description Depth 3; at 4–5 under the antardashas overlapping the window */
            pratyantardashas?: components["schemas"]["DashaPratyantardasha"][];
        };
        /** @description A pratyantardasha (level 3) with its sookshmas */
        DashaPratyantardasha: {
            lord: components["schemas"]["Lord2"];
            signName?: components["schemas"]["SignName3"];
            nakshatra?: components["schemas"]["Nakshatra2"];
            karaka?: components["schemas"]["Karaka"];
            start: components["schemas"]["SignName"];
            startLocal: components["schemas"]["LocalTime"];
            end: components["schemas"]["SignName"];
            endLocal: components["schemas"]["LocalTime"];
            durationYears: components["schemas"]["DurationYears"];
            /** @description Depth 4 or 5, inside the window */
            sookshmas?: components["schemas"]["DashaSookshma"][];
        };
        /** @description A sookshma (level 4) with its pranas */
        DashaSookshma: {
            lord: components["schemas"]["Lord2"];
            signName?: components["schemas"]["SignName3"];
            nakshatra?: components["schemas"]["Nakshatra2"];
            karaka?: components["schemas"]["Karaka"];
            start: components["schemas"]["SignName"];
            startLocal: components["schemas"]["LocalTime"];
            end: components["schemas"]["SignName"];
            endLocal: components["schemas"]["LocalTime"];
            durationYears: components["schemas"]["DurationYears"];
            /** @description Depth 5, inside the window */
            pranas?: components["schemas"]["DashaPeriod"][];
        };
        /** @description A dasha period */
        DashaPeriod: {
            lord: components["schemas"]["Lord2"];
            signName?: components["schemas"]["SignName3"];
            nakshatra?: components["schemas"]["Nakshatra2"];
            karaka?: components["schemas"]["Karaka"];
            start: components["schemas"]["SignName"];
            startLocal: components["schemas"]["LocalTime"];
            end: components["schemas"]["SignName"];
            endLocal: components["schemas"]["LocalTime"];
            durationYears: components["schemas"]["DurationYears"];
        };
        /** @description The periods running at targetDate, to five levels whatever the depth (null outside the periods listed) */
        DashaCurrent: {
            targetDate: components["schemas"]["SignName"];
            targetDateLocal: components["schemas"]["LocalTime"];
            mahadasha: components["schemas"]["Mahadasha3"];
            /** @description The running antardasha */
            antardasha: components["schemas"]["Mahadasha3"];
            /** @description The running pratyantardasha */
            pratyantardasha: components["schemas"]["Mahadasha3"];
            /** @description The running sookshma */
            sookshma: components["schemas"]["Mahadasha3"];
            /** @description The running prana */
            prana: components["schemas"]["Mahadasha3"];
        };
        /** @description A yoga present in the chart */
        Yoga: {
            id: components["schemas"]["Id2"];
            name: components["schemas"]["Name"];
            pyjhoraId: components["schemas"]["PyjhoraId"];
            category: components["schemas"]["Category"];
            /** @description What the yoga is, with its source */
            description: string;
            /** @description A good yoga (false for Kemadruma, Shakata, Papa Kartari …) */
            isBenefic: boolean;
            /** @description Planets that form it, as indexes */
            planetsInvolved: components["schemas"]["Lord"][];
            /** @description Mean of the planets' scores by dignity and house */
            strength: number;
            /**
             * @description weak < 25 ≤ moderate < 50 ≤ strong < 75 ≤ very strong < 90 ≤ exceptional
             * @enum {string}
             */
            strengthLevel: "weak" | "moderate" | "strong" | "very strong" | "exceptional";
            /** @description The chart facts that make it */
            conditions: components["schemas"]["Warnings"];
            /** @description What the texts say it gives */
            interpretation: components["schemas"]["Warnings"];
        };
        /** @description A catalogue yoga the chart does not have */
        AbsentYoga: {
            id: components["schemas"]["Id2"];
            name: components["schemas"]["Name"];
            pyjhoraId: components["schemas"]["PyjhoraId"];
            category: components["schemas"]["Category"];
            /** @description Why it is not formed: its condition, which this chart does not meet */
            reason: string;
        };
        /** @description Kuja (Manglik) dosha */
        Manglik: {
            marsSign: components["schemas"]["Sign"];
            marsSignName: components["schemas"]["SignName2"];
            /** @description Mars from the lagna, the Moon and Venus */
            references: {
                /**
                 * @description The point Mars is counted from
                 * @enum {string}
                 */
                reference: "Lagna" | "Moon" | "Venus";
                referenceSign: components["schemas"]["Sign"];
                /** @description Mars's sign counted from the reference */
                marsHouse: number;
                /** @description Mars in the 1st, 2nd, 4th, 7th, 8th or 12th */
                afflicted: boolean;
                /** @description Afflicted, but exempt by Mars's sign */
                exempt: boolean;
                exemptRule?: components["schemas"]["Summary"];
            }[];
            /** @description Every cancellation rule checked */
            cancellations: {
                rule: components["schemas"]["Summary"];
                /**
                 * @description What the rule cancels: the whole chart, one reference point, or the pair
                 * @enum {string}
                 */
                scope: "chart" | "reference" | "pair";
                /** @description The rule holds in this chart */
                applies: boolean;
                /** @description Where the rule comes from */
                source: string;
            }[];
            status: components["schemas"]["Status"];
            severity: components["schemas"]["Severity"];
            summary: components["schemas"]["Summary"];
        };
        /** @description Saturn in the 12th, 1st and 2nd sign from the natal Moon */
        SadeSatiPeriod: {
            /** @description Saturn's first entry into the 12th sign; null before the ephemeris range */
            start: components["schemas"]["Start"];
            startLocal: components["schemas"]["StartLocal"];
            /** @description Its final exit from the 2nd; null after the ephemeris range */
            end: components["schemas"]["Start"];
            endLocal: components["schemas"]["StartLocal"];
            /** @description Stays in the 12th, 1st and 2nd sign from the Moon, in order */
            phases: {
                phase: components["schemas"]["Phase2"];
                start: components["schemas"]["Start"];
                startLocal: components["schemas"]["StartLocal"];
                /** @description Null after the ephemeris range */
                end: components["schemas"]["Start"];
                endLocal: components["schemas"]["StartLocal"];
                saturnSign: components["schemas"]["Sign"];
                saturnSignName: components["schemas"]["SignName2"];
            }[];
            /** @description Months Saturn spends back outside the three signs */
            gaps: components["schemas"]["Periods2"];
        };
        /** @description A numerology number */
        NumerologyNumber: {
            /** @description The reduced number, master numbers 11, 22, 33 kept where the system keeps them; 0 when there is nothing to count */
            value: components["schemas"]["Count"];
            /** @description Single digit of value (11 → 2) */
            root: number;
            /** @description value is 11, 22 or 33 */
            isMaster: boolean;
            /** @description Karmic debt number the unreduced total passes through, or null */
            karmicDebt: (13 | 14 | 16 | 19) | null;
            /** @description Vedic index of the ruling planet (0 Sun … 8 Ketu); numbers 1–9 are ruled by Sun, Moon, Jupiter, Rahu, Mercury, Venus, Ketu, Saturn, Mars; null for 0 */
            rulingPlanet: components["schemas"]["Lord"] | null;
            /** @description The ruling planet's display name in `lang` */
            planetName: string | null;
            /** @description Keyword of the number, in `lang` */
            keyword: string;
            /** @description The unreduced total of the last stage */
            compound: components["schemas"]["Count"];
        };
        /** @description A failure: the code to branch on and a message */
        Error: {
            /**
             * @description Always false on failure
             * @constant
             */
            success: false;
            /**
             * @description Error code from the catalogue
             * @enum {string}
             */
            error: "VALIDATION_ERROR" | "MALFORMED_REQUEST" | "INVALID_JSON" | "BATCH_TOO_LARGE" | "NESTED_BATCH" | "NOT_BATCHABLE" | "MISSING_API_KEY" | "INVALID_API_KEY" | "TRIAL_EXPIRED" | "CHANNEL_NOT_ALLOWED" | "SIGNATURE_INVALID" | "URL_EXPIRED" | "NOT_FOUND" | "JOB_NOT_FOUND" | "METHOD_NOT_ALLOWED" | "REQUEST_TIMEOUT" | "IDEMPOTENCY_KEY_IN_USE" | "PAYLOAD_TOO_LARGE" | "EXPECTATION_FAILED" | "UNSUPPORTED_MEDIA_TYPE" | "HEADERS_TOO_LARGE" | "DATE_OUT_OF_RANGE" | "UNPROCESSABLE" | "IDEMPOTENCY_KEY_REUSED" | "QUOTA_EXCEEDED" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE" | "TIMEOUT" | "HTTP_VERSION_NOT_SUPPORTED";
            /** @description What went wrong, for a person: every failing field, in words */
            message: string;
            /** @description Where the docs explain this error code (its row in the guide's error table) */
            docUrl: string;
            /** @description Each field that failed validation, all of them at once */
            details?: {
                /** @description The input field, dotted (`person1.lat`); `(body)` for the request as a whole */
                field: string;
                /** @description The same as `field` (kept for older clients) */
                path: string;
                /** @description What is wrong with it, in words: `lat is required`, `lat must be between -90 and 90` */
                message: string;
            }[];
        };
        /**
         * @description Always true on success
         * @constant
         */
        Success: true;
        /**
         * @description Local wall time at the place, YYYY-MM-DDTHH:MM[:SS], 1800-01-01 to 2399-12-31; a zone designator (Z, +05:30) is refused
         * @example 1990-05-15T14:30:00
         */
        Date: string;
        /** @description Latitude, degrees north positive */
        Lat: number;
        /** @description Longitude, degrees east positive */
        Lng: number;
        /** @description IANA zone; default: the zone at lat/lng (tzdb history, DST gap moved forward, overlap takes the earlier offset) */
        Timezone: string;
        /** @description ±HH:MM in force at the moment; overrides the zone; not together with timezone */
        UtcOffset: string;
        /**
         * @description Language of display names and sentences (default en); identifiers such as `planet` stay English
         * @enum {string}
         */
        Lang: "en" | "hi" | "bn" | "ta" | "te" | "mr" | "gu" | "kn" | "ml" | "pa" | "ne" | "es" | "fr" | "de" | "it" | "pt" | "ru" | "ja" | "zh" | "ko" | "ar";
        /**
         * @description House system: placidus, koch, porphyry, regiomontanus, campanus, equal, whole-sign, alcabitius, morinus, topocentric, meridian, vehlow, krusinski, horizontal, equal-mc, sripati, carter-poli-equatorial, sunshine, sunshine-alt, savard-a, pullen-sd, equal-aries, pullen-sr, apc, or a Swiss Ephemeris letter. Not G: Gauquelin's 36 sectors do not fit a chart's 12 houses; POST /v1/western/house-systems gives them
         * @default placidus
         */
        HouseSystem: string;
        /**
         * @description Lunar node: mean or true (osculating)
         * @default mean
         * @enum {string}
         */
        NodeType: "mean" | "true";
        /** @description Per-type orb limits in degrees (0–15), e.g. {"Square": 5}; defaults Conjunction/Opposition/Trine 8, Square 7, Sextile 6, Quincunx 3, others 2 */
        Orbs: {
            /** @description Orb of Conjunction aspects, degrees */
            Conjunction?: number;
            /** @description Orb of Opposition aspects, degrees */
            Opposition?: number;
            /** @description Orb of Trine aspects, degrees */
            Trine?: number;
            /** @description Orb of Square aspects, degrees */
            Square?: number;
            /** @description Orb of Sextile aspects, degrees */
            Sextile?: number;
            /** @description Orb of Quintile aspects, degrees */
            Quintile?: number;
            /** @description Orb of BiQuintile aspects, degrees */
            BiQuintile?: number;
            /** @description Orb of SemiSquare aspects, degrees */
            SemiSquare?: number;
            /** @description Orb of SemiSextile aspects, degrees */
            SemiSextile?: number;
            /** @description Orb of Quincunx aspects, degrees */
            Quincunx?: number;
            /** @description Orb of Sesquiquadrate aspects, degrees */
            Sesquiquadrate?: number;
        };
        /**
         * @description Extra points added to the chart's planets (after the 13 bodies, in the order Ceres, Pallas, Juno, Vesta, Chiron, Pholus, MeanLilith, TrueLilith, Vertex, EastPoint, each once; Chiron is among the 13 already) and to its aspects (default none). Patterns and the houses' planetsInHouse stay those of the 13 bodies; the SVG wheel of /v1/western draws the points too. See /v1/western/points.
         * @default []
         */
        Points: ("Ceres" | "Pallas" | "Juno" | "Vesta" | "Chiron" | "Pholus" | "MeanLilith" | "TrueLilith" | "Vertex" | "EastPoint")[];
        /** @description Sun … Pluto, Chiron, NorthNode, SouthNode, in that order, then the extra points asked for with `points` */
        Planets: {
            /**
             * @description A western body, or an extra point asked for with `points` (identifier, English)
             * @enum {string}
             */
            planet: "Sun" | "Moon" | "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto" | "Chiron" | "NorthNode" | "SouthNode" | "Ceres" | "Pallas" | "Juno" | "Vesta" | "Pholus" | "MeanLilith" | "TrueLilith" | "Vertex" | "EastPoint";
            /** @description Tropical apparent geocentric longitude */
            tropicalLongitude: components["schemas"]["Longitude"];
            /** @description Ecliptic latitude in degrees; 0 for the nodes */
            latitude: number;
            speed: components["schemas"]["Speed"];
            isRetrograde: components["schemas"]["IsRetrograde"];
            sign: components["schemas"]["Sign"];
            signName: components["schemas"]["SignName2"];
            degreeInSign: components["schemas"]["DegreeInSign"];
            degreeFormatted: components["schemas"]["DegreeFormatted"];
            element: components["schemas"]["Element"];
            /** @description The element's display name in `lang` (English: the identifier) */
            elementName: string;
            modality: components["schemas"]["Modality"];
            /** @description The modality's display name in `lang` (English: the identifier) */
            modalityName: string;
            dignity: components["schemas"]["Dignity"];
            dignityName: components["schemas"]["DignityName"];
            house: components["schemas"]["House2"];
        }[];
        /** @description True when the speed is negative */
        IsRetrograde: boolean;
        /** @description Zodiac sign, 0 = Aries … 11 = Pisces */
        Sign: number;
        /** @description Degrees within the sign, 0 to below 30 */
        DegreeInSign: number;
        /**
         * @description Element of the sign (identifier, English)
         * @enum {string}
         */
        Element: "Fire" | "Earth" | "Air" | "Water";
        /**
         * @description Modality of the sign (identifier, English)
         * @enum {string}
         */
        Modality: "Cardinal" | "Fixed" | "Mutable";
        /**
         * @description Essential dignity (Ptolemy; modern rulers for the outer planets; identifier, English)
         * @enum {string}
         */
        Dignity: "Domicile" | "Exaltation" | "Detriment" | "Fall" | "Peregrine";
        /** @description Each pair once, planet1 earlier in body order */
        Aspects: {
            planet1: components["schemas"]["Planet2"];
            /** @description Second point */
            planet2: components["schemas"]["Planet2"];
            type: components["schemas"]["Type"];
            /** @description The aspect type's display name in `lang` (English: the identifier) */
            typeName: string;
            angle: components["schemas"]["Angle"];
            orb: components["schemas"]["Orb"];
            /** @description True when the orb is shrinking */
            applying: boolean;
            nature: components["schemas"]["Nature"];
            /** @description Conjunction, opposition, trine, square or sextile */
            isMajor: boolean;
        }[];
        /**
         * @description First point (earlier in body order; extra points after the 13 bodies)
         * @enum {string}
         */
        Planet2: "Sun" | "Moon" | "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto" | "Chiron" | "NorthNode" | "SouthNode" | "Ascendant" | "Midheaven" | "Ceres" | "Pallas" | "Juno" | "Vesta" | "Pholus" | "MeanLilith" | "TrueLilith" | "Vertex" | "EastPoint";
        /**
         * @description Aspect type (identifier, English)
         * @enum {string}
         */
        Type: "Conjunction" | "Opposition" | "Trine" | "Square" | "Sextile" | "Quintile" | "BiQuintile" | "SemiSquare" | "SemiSextile" | "Quincunx" | "Sesquiquadrate";
        /** @description Separation in degrees, 0 to 180 */
        Angle: number;
        /** @description Distance of the angle from the exact aspect, degrees */
        Orb: number;
        /**
         * @description Conjunction neutral; trine, sextile, quintile, bi-quintile, semi-sextile harmonic; the rest tense
         * @enum {string}
         */
        Nature: "neutral" | "harmonic" | "tense";
        /** @description The chart's patterns (see /v1/western/patterns) */
        Patterns: components["schemas"]["Pattern"][];
        PlanetsRequest: {
            date: components["schemas"]["Date"];
            lat: components["schemas"]["Lat"];
            lng: components["schemas"]["Lng"];
            timezone?: components["schemas"]["Timezone"];
            utcOffset?: components["schemas"]["UtcOffset"];
            lang?: components["schemas"]["Lang"];
            ayanamsa?: components["schemas"]["Ayanamsa"];
            nodeType?: components["schemas"]["NodeType"];
        };
        /**
         * @description Ayanamsa for sidereal positions (true, with nutation): any Swiss Ephemeris sidereal mode, by its id in GET /v1/ayanamsas
         * @default lahiri
         * @enum {string}
         */
        Ayanamsa: "lahiri" | "raman" | "krishnamurti" | "true-chitra" | "fagan-bradley" | "yukteshwar" | "true-pushya" | "jn-bhasin" | "deluce" | "ushashashi" | "djwhal-khul" | "babyl-kugler1" | "babyl-kugler2" | "babyl-kugler3" | "babyl-huber" | "babyl-etpsc" | "aldebaran-15tau" | "hipparchos" | "sassanian" | "galcent-0sag" | "j2000" | "j1900" | "b1950" | "suryasiddhanta" | "suryasiddhanta-msun" | "aryabhata" | "aryabhata-msun" | "ss-revati" | "ss-citra" | "true-revati" | "galcent-rgilbrand" | "galequ-iau1958" | "galequ-true" | "galequ-mula" | "galalign-mardyks" | "true-mula" | "galcent-mula-wilhelm" | "aryabhata-522" | "babyl-britton" | "true-sheoran" | "galcent-cochrane" | "galequ-fiorenza" | "valens-moon" | "lahiri-1940" | "lahiri-vp285" | "krishnamurti-vp291" | "lahiri-icrc";
        /** @description As /v1/planets */
        Planets2: components["schemas"]["VedicPlanet"][];
        /** @description A computed instant: ISO 8601 UTC with milliseconds and Z */
        SignName: string;
        /** @description Start of the sign, degrees */
        CuspStart: number;
        /** @description The first principal phase after `from` */
        NextPrincipalPhase: {
            /** @description Phase name in `lang` (English: New Moon, First Quarter, Full Moon, Last Quarter) */
            phase: string;
            /** @description Moon − Sun, degrees */
            angle: 0 | 90 | 180 | 270;
            /** @description The exact moment */
            date: string;
            dateLocal: components["schemas"]["LocalTime"];
        };
        Count: number;
        /** @enum {string} */
        SystemsItem: "placidus" | "koch" | "porphyry" | "regiomontanus" | "campanus" | "equal" | "whole-sign" | "alcabitius" | "morinus" | "topocentric" | "meridian" | "vehlow" | "krusinski" | "horizontal" | "equal-mc" | "sripati" | "carter-poli-equatorial" | "sunshine" | "sunshine-alt" | "savard-a" | "pullen-sd" | "equal-aries" | "pullen-sr" | "apc" | "gauquelin";
        /**
         * @description A planet, Sun … Pluto (identifier, English)
         * @enum {string}
         */
        Planet3: "Sun" | "Moon" | "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto";
        /** @description Pixels */
        Number: number;
        WesternRequest: {
            date: components["schemas"]["Date"];
            lat?: components["schemas"]["Lat"];
            lng?: components["schemas"]["Lng"];
            timezone?: components["schemas"]["Timezone"];
            utcOffset?: components["schemas"]["UtcOffset"];
            lang?: components["schemas"]["Lang"];
            nodeType?: components["schemas"]["NodeType"];
            orbs?: components["schemas"]["Orbs"];
        };
        /** @description Each pair once, planet1 earlier in body order */
        Aspects2: components["schemas"]["Aspect"][];
        /**
         * @description A western body, or the Ascendant or Midheaven (identifier, English)
         * @enum {string}
         */
        Planet1: "Sun" | "Moon" | "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto" | "Chiron" | "NorthNode" | "SouthNode" | "Ascendant" | "Midheaven";
        /** @description Target moment, local wall time at the birth place (same form as date); default now */
        TargetDate: string;
        /**
         * @description A western body (identifier, English)
         * @enum {string}
         */
        Planet4: "Sun" | "Moon" | "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto" | "Chiron" | "NorthNode" | "SouthNode";
        /** @description The cancellations that apply */
        Warnings: components["schemas"]["Summary"][];
        /** @description Sun … Pluto, Chiron, NorthNode, SouthNode */
        Positions: components["schemas"]["WesternPosition"][];
        /** @description Houses 1 to 12 */
        Houses: components["schemas"]["WesternHouse"][];
        /** @description Where the return chart is cast */
        Location: {
            /** @description Latitude, degrees */
            lat: number;
            /** @description Longitude, degrees */
            lng: number;
        };
        /** @description The return chart, cast at returnLat/returnLng (default the birth place) */
        Chart: {
            positions: components["schemas"]["Positions"];
            houses: components["schemas"]["Houses"];
            /** @description Ascendant */
            ascendant: components["schemas"]["Longitude"];
            ascendantFormatted: components["schemas"]["DegreeFormatted"];
            /** @description Midheaven */
            midheaven: components["schemas"]["Longitude"];
            midheavenFormatted: components["schemas"]["DegreeFormatted"];
            aspects: components["schemas"]["Aspects2"];
            location: components["schemas"]["Location"];
        };
        /**
         * @description The weekday (identifier, English)
         * @enum {string}
         */
        Id: "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
        /**
         * @description The ruling planet (identifier, English)
         * @enum {string}
         */
        DayRuler: "Saturn" | "Jupiter" | "Mars" | "Sun" | "Venus" | "Mercury" | "Moon";
        /**
         * @description day: sunrise to sunset; night: sunset to the next sunrise
         * @enum {string}
         */
        Part: "day" | "night";
        WesternRequest2: {
            person1: components["schemas"]["Person"];
            person2: components["schemas"]["Person"];
            houseSystem?: components["schemas"]["HouseSystem"];
            nodeType?: components["schemas"]["NodeType"];
            orbs?: components["schemas"]["Orbs"];
            lang?: components["schemas"]["Lang"];
        };
        /** @description A birth: date (local wall time), lat, lng, and optionally timezone or utcOffset */
        Person: {
            date: components["schemas"]["Date"];
            lat: components["schemas"]["Lat"];
            lng: components["schemas"]["Lng"];
            timezone?: components["schemas"]["Timezone"];
            utcOffset?: components["schemas"]["UtcOffset"];
        };
        /** @description Person 1's bodies in person 2's houses */
        Person2: {
            planet: components["schemas"]["Planet4"];
            /** @description The body */
            longitude: components["schemas"]["Longitude"];
            degreeFormatted: components["schemas"]["DegreeFormatted"];
            /** @description House of the other chart */
            house: number;
        }[];
        /** @description Aspects involving the Sun or Moon */
        Luminaries: {
            /** @description Aspects in the group */
            count: components["schemas"]["Count"];
            /** @description Their harmonious weight (with half the conjunctions') */
            positive: number;
            /** @description Their tense weight */
            negative: number;
        };
        WesternRequest3: {
            date: components["schemas"]["Date"];
            lat: components["schemas"]["Lat"];
            lng: components["schemas"]["Lng"];
            timezone?: components["schemas"]["Timezone"];
            utcOffset?: components["schemas"]["UtcOffset"];
            lang?: components["schemas"]["Lang"];
            houseSystem?: components["schemas"]["HouseSystem"];
        };
        /** @description House 1 to 12 */
        House: number;
        /** @description Ceres */
        Ceres: {
            /** @description Tropical apparent geocentric longitude */
            longitude: components["schemas"]["Longitude"];
            degreeFormatted: components["schemas"]["DegreeFormatted"];
            /** @description Ecliptic latitude in degrees (0 for the Vertex and East Point) */
            latitude: number;
            /** @description Degrees per day along the ecliptic (the Vertex and East Point move with the Earth's turning) */
            speed: number;
            /** @description Declination in degrees, north positive (true equator of date) */
            declination: number;
            sign: components["schemas"]["Sign"];
            signName: components["schemas"]["SignName2"];
            /** @description House 1 to 12 in `houseSystem` */
            house: number;
        };
        /** @description The 13 bodies a day for a year after birth */
        SecondaryProgressions: components["schemas"]["ProgressedBody"][];
        SunSignAnswer: {
            success: components["schemas"]["Success"];
            data: components["schemas"]["VedicPlanet"];
            meta?: components["schemas"]["Meta"];
        };
        /** @description As /v1/ascendant */
        Ascendant: {
            /** @description Sidereal ascendant */
            degree: components["schemas"]["Longitude"];
            degreeFormatted: components["schemas"]["DegreeFormatted"];
            sign: components["schemas"]["Sign"];
            signName: components["schemas"]["SignName2"];
            nakshatra: components["schemas"]["Nakshatra"];
            nakshatraPada: components["schemas"]["Pada"];
            /** @description Sidereal midheaven */
            midheaven: components["schemas"]["Longitude"];
            midheavenFormatted: components["schemas"]["DegreeFormatted"];
            degreeInSign: components["schemas"]["DegreeInSign"];
            nakshatraLord: components["schemas"]["Planet5"];
            /** @description KP sub lord */
            subLord: components["schemas"]["Planet5"];
        };
        /** @description Quarter of the nakshatra, 1 to 4 */
        Pada: number;
        /**
         * @description A Vedic planet (identifier, English)
         * @enum {string}
         */
        Planet5: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu";
        /** @description As /v1/houses/vedic */
        Houses2: {
            number: components["schemas"]["House"];
            sign: components["schemas"]["Sign"];
            signName: components["schemas"]["SignName2"];
            /** @description Traditional lord of the sign */
            lord: components["schemas"]["Planet5"];
            planets: components["schemas"]["Planets3"];
            cuspStart: components["schemas"]["CuspStart"];
            /** @description End of the sign, degrees (Pisces ends at 0) */
            cuspEnd: components["schemas"]["CuspStart"];
        }[];
        /** @description Planets in the sign */
        Planets3: components["schemas"]["Planet5"][];
        /** @description As /v1/navamsa */
        Navamsa: {
            /** @description The nine planets in the navamsa */
            planets: {
                planet: components["schemas"]["Planet5"];
                navamsaSign: components["schemas"]["Sign"];
                navamsaSignName: components["schemas"]["SignName2"];
                /** @description Counted from the navamsa ascendant */
                navamsaHouse: number;
                /** @description Navamsa longitude (9 × the sidereal longitude, mod 360) */
                longitude: components["schemas"]["Longitude"];
                degreeFormatted: components["schemas"]["DegreeFormatted"];
            }[];
            /** @description The navamsa ascendant */
            ascendantNavamsa: {
                sign: components["schemas"]["Sign"];
                signName: components["schemas"]["SignName2"];
                /** @description Navamsa longitude of the ascendant */
                longitude: components["schemas"]["Longitude"];
                degreeFormatted: components["schemas"]["DegreeFormatted"];
            };
        };
        /** @description Arudha pada of house 1 */
        A1: {
            sign: components["schemas"]["Sign"];
            signName: components["schemas"]["SignName2"];
        };
        /** @description Vedic planet index: 0 Sun, 1 Moon, 2 Mars, 3 Mercury, 4 Jupiter, 5 Venus, 6 Saturn, 7 Rahu, 8 Ketu */
        Lord: number;
        /**
         * @description Exaltation or debilitation sign, own sign, else the natural relationship to the sign's lord (BPHS ch. 3; identifier, English)
         * @enum {string}
         */
        Dignity2: "Exalted" | "Debilitated" | "Own Sign" | "Friendly Sign" | "Neutral Sign" | "Enemy Sign";
        /**
         * @description Gana (temperament) of the nakshatra
         * @enum {string}
         */
        Gana: "Deva" | "Manushya" | "Rakshasa";
        /** @description Yoni of the nakshatra (Muhurta Chintamani) */
        Yoni: {
            /**
             * @description Yoni animal
             * @enum {string}
             */
            animal: "Horse" | "Elephant" | "Sheep" | "Serpent" | "Dog" | "Cat" | "Rat" | "Cow" | "Buffalo" | "Tiger" | "Deer" | "Monkey" | "Mongoose" | "Lion";
            /**
             * @description Its sex
             * @enum {string}
             */
            sex: "Male" | "Female";
        };
        /**
         * @description Nadi of the nakshatra
         * @enum {string}
         */
        Nadi: "Adi" | "Madhya" | "Antya";
        /**
         * @description Varna by the Moon's sign
         * @enum {string}
         */
        Varna: "Brahmin" | "Kshatriya" | "Vaishya" | "Shudra";
        /**
         * @description centre (default): the Hindu sunrise (disc centre on the horizon, no refraction), as PyJHora and Jagannatha Hora; upper-limb: the almanac sunrise (upper limb, standard refraction)
         * @default centre
         * @enum {string}
         */
        SunriseMode: "centre" | "upper-limb";
        /** @description Bhava lagna: the Sun at sunrise + 30° per 2 hours since sunrise (BPHS ch. 5) */
        Bhava: {
            /** @description Sidereal point */
            longitude: components["schemas"]["Longitude"];
            degreeFormatted: components["schemas"]["DegreeFormatted"];
            sign: components["schemas"]["Sign"];
            signName: components["schemas"]["SignName2"];
            nakshatra: components["schemas"]["Nakshatra"];
            pada: components["schemas"]["Pada"];
        };
        KpRequest: {
            date: components["schemas"]["Date"];
            lat: components["schemas"]["Lat"];
            lng: components["schemas"]["Lng"];
            timezone?: components["schemas"]["Timezone"];
            utcOffset?: components["schemas"]["UtcOffset"];
            lang?: components["schemas"]["Lang"];
            ayanamsa?: components["schemas"]["Ayanamsa2"];
            nodeType?: components["schemas"]["NodeType"];
        };
        /**
         * @description Ayanamsa for sidereal positions (true, with nutation); KP's own, krishnamurti, by default
         * @default krishnamurti
         * @enum {string}
         */
        Ayanamsa2: "lahiri" | "raman" | "krishnamurti" | "true-chitra" | "fagan-bradley" | "yukteshwar" | "true-pushya" | "jn-bhasin" | "deluce" | "ushashashi" | "djwhal-khul" | "babyl-kugler1" | "babyl-kugler2" | "babyl-kugler3" | "babyl-huber" | "babyl-etpsc" | "aldebaran-15tau" | "hipparchos" | "sassanian" | "galcent-0sag" | "j2000" | "j1900" | "b1950" | "suryasiddhanta" | "suryasiddhanta-msun" | "aryabhata" | "aryabhata-msun" | "ss-revati" | "ss-citra" | "true-revati" | "galcent-rgilbrand" | "galequ-iau1958" | "galequ-true" | "galequ-mula" | "galalign-mardyks" | "true-mula" | "galcent-mula-wilhelm" | "aryabhata-522" | "babyl-britton" | "true-sheoran" | "galcent-cochrane" | "galequ-fiorenza" | "valens-moon" | "lahiri-1940" | "lahiri-vp285" | "krishnamurti-vp291" | "lahiri-icrc";
        /** @description Placidus cusps 1 to 12 with their lords */
        Cusps: {
            /** @description Cusp 1 to 12 */
            cusp: number;
            /** @description Sidereal Placidus cusp */
            longitude: components["schemas"]["Longitude"];
            degreeFormatted: components["schemas"]["DegreeFormatted"];
            sign: components["schemas"]["Sign"];
            signName: components["schemas"]["SignName2"];
            nakshatra: components["schemas"]["Nakshatra"];
            /** @description Lord of the sign (traditional: Scorpio Mars, Aquarius Saturn) */
            signLord: components["schemas"]["Planet5"];
            /** @description Lord of the nakshatra */
            starLord: components["schemas"]["Planet5"];
            /** @description KP sub lord (the nakshatra divided in Vimshottari proportion) */
            subLord: components["schemas"]["Planet5"];
            /** @description KP sub-sub lord (the sub divided the same way) */
            subSubLord: components["schemas"]["Planet5"];
        }[];
        /** @description Sun … Ketu with their lords and Placidus houses */
        Planets5: {
            planet: components["schemas"]["Planet5"];
            /** @description Sidereal longitude */
            longitude: components["schemas"]["Longitude"];
            degreeFormatted: components["schemas"]["DegreeFormatted"];
            /** @description Placidus house: the one whose cusp the planet has passed */
            house: number;
            sign: components["schemas"]["Sign"];
            signName: components["schemas"]["SignName2"];
            nakshatra: components["schemas"]["Nakshatra"];
            /** @description Lord of the sign (traditional: Scorpio Mars, Aquarius Saturn) */
            signLord: components["schemas"]["Planet5"];
            /** @description Lord of the nakshatra */
            starLord: components["schemas"]["Planet5"];
            /** @description KP sub lord (the nakshatra divided in Vimshottari proportion) */
            subLord: components["schemas"]["Planet5"];
            /** @description KP sub-sub lord (the sub divided the same way) */
            subSubLord: components["schemas"]["Planet5"];
        }[];
        /** @description The result */
        Data: {
            /** @description What each planet signifies */
            planets: {
                planet: components["schemas"]["Planet5"];
                /** @description Placidus house occupied */
                house: number;
                /** @description Lord of the nakshatra the planet is in */
                starLord: components["schemas"]["Planet5"];
                /** @description Rahu and Ketu: the planets they represent (sign lord, then planets in the same sign); empty for the others */
                agentOf: components["schemas"]["Planets3"];
                /** @description Houses signified, strongest level first */
                levels: {
                    level1: components["schemas"]["Level"];
                    /** @description The house it occupies (for a node, with the houses its principals occupy) */
                    level2: components["schemas"]["Level"];
                    /** @description Houses owned by its star lord */
                    level3: components["schemas"]["Level"];
                    /** @description Houses it owns (for a node, those its principals own) */
                    level4: components["schemas"]["Level"];
                };
            }[];
            /** @description The significators of each house */
            houses: {
                house: components["schemas"]["House"];
                /** @description Sidereal Placidus cusp */
                cusp: components["schemas"]["Longitude"];
                cuspFormatted: components["schemas"]["DegreeFormatted"];
                /** @description Lord of the sign the cusp falls in */
                owner: components["schemas"]["Planet5"];
                /** @description Significators, strongest level first; nodes included where they act as agents */
                levels: {
                    /** @description Planets in the star of the occupants */
                    level1: components["schemas"]["Planets3"];
                    /** @description Occupants */
                    level2: components["schemas"]["Planets3"];
                    /** @description Planets in the star of the owner */
                    level3: components["schemas"]["Planets3"];
                    /** @description The owner */
                    level4: components["schemas"]["Planets3"];
                };
            }[];
        };
        /** @description Houses occupied by its star lord */
        Level: components["schemas"]["House"][];
        /** @description The ascendant at the moment with its lords */
        Ascendant2: {
            /** @description Sidereal longitude */
            longitude: components["schemas"]["Longitude"];
            degreeFormatted: components["schemas"]["DegreeFormatted"];
            sign: components["schemas"]["Sign"];
            signName: components["schemas"]["SignName2"];
            nakshatra: components["schemas"]["Nakshatra"];
            signLord: components["schemas"]["Planet5"];
            starLord: components["schemas"]["Planet5"];
            subLord: components["schemas"]["Planet5"];
            subSubLord: components["schemas"]["Planet5"];
        };
        DashaRequest: {
            date: components["schemas"]["Date"];
            lat: components["schemas"]["Lat"];
            lng: components["schemas"]["Lng"];
            timezone?: components["schemas"]["Timezone"];
            utcOffset?: components["schemas"]["UtcOffset"];
            lang?: components["schemas"]["Lang"];
            ayanamsa?: components["schemas"]["Ayanamsa"];
            nodeType?: components["schemas"]["NodeType"];
            targetDate?: components["schemas"]["TargetDate"];
            yearLength?: components["schemas"]["YearLength"];
            depth?: components["schemas"]["Depth"];
            from?: components["schemas"]["From"];
            to?: components["schemas"]["To"];
        };
        /**
         * @description Dasha year: julian 365.25 days, gregorian 365.2425, sidereal 365.256364
         * @default julian
         * @enum {string}
         */
        YearLength: "julian" | "gregorian" | "sidereal";
        /** @description 1 mahadashas, 2 antardashas, 3 pratyantardashas (all), 4 sookshmas, 5 pranas. At 4–5 the answer zooms into the window (from/to): every maha- and antardasha, pratyantardashas under the antardashas overlapping it, sookshmas and pranas inside it. Default 3 (2 where GET /v1/dasha says so). At most 3800 periods, else 400 */
        Depth: 1 | 2 | 3 | 4 | 5;
        /** @description What is left of the first dasha at birth */
        Balance: {
            /** @description Years of the first dasha still to run at birth */
            years: number;
            /** @description The balance as Jagannatha Hora and PyJHora print it (civil days, years of 365.256364 days) */
            ymd: {
                /** @description Whole years */
                years: components["schemas"]["Count"];
                /** @description Whole months (a twelfth of the year) */
                months: components["schemas"]["Count"];
                /** @description Days left over */
                days: components["schemas"]["Count"];
            };
        };
        /** @description The dasha year */
        YearLength2: {
            /**
             * @description The year used
             * @enum {string}
             */
            name: "julian" | "gregorian" | "sidereal";
            /** @description Its length in days */
            days: number;
        };
        /** @description The window of depth 4–5 (see from/to), null otherwise */
        Window: {
            from: components["schemas"]["SignName"];
            fromLocal: components["schemas"]["LocalTime"];
            to: components["schemas"]["SignName"];
            toLocal: components["schemas"]["LocalTime"];
        } | null;
        /**
         * @description graha: planet lords (nakshatra lords for saptarishi-nakshatra); rashi: sign lords
         * @enum {string}
         */
        Kind: "graha" | "rashi";
        DashaAnswer: {
            success: components["schemas"]["Success"];
            /** @description The result */
            data: {
                /** @description The system answered */
                system: {
                    /** @description The system's id (the path segment) */
                    id: string;
                    /** @description Its name */
                    name: string;
                    kind: components["schemas"]["Kind"];
                };
                /** @description The system's own options as applied (defaults filled in; an `auto` choice answered with what the chart called for, e.g. aayu's `aayurType`) */
                options: {
                    [key: string]: string;
                };
                yearLength: components["schemas"]["YearLength2"];
                /** @description The mahadashas in order (periods of zero length are not listed) */
                mahadashas: components["schemas"]["DashaMahadasha"][];
                current: components["schemas"]["DashaCurrent"];
                window: components["schemas"]["Window"];
            };
            meta?: components["schemas"]["Meta"];
        };
        VedicYogasRequest: {
            date: components["schemas"]["Date"];
            lat: components["schemas"]["Lat"];
            lng: components["schemas"]["Lng"];
            timezone?: components["schemas"]["Timezone"];
            utcOffset?: components["schemas"]["UtcOffset"];
            lang?: components["schemas"]["Lang"];
            ayanamsa?: components["schemas"]["Ayanamsa"];
            nodeType?: components["schemas"]["NodeType"];
            /**
             * @description "all" also lists the catalogue yogas the chart does not have (`absent`), each with its condition
             * @default [
             *       "present"
             *     ]
             */
            include?: ("present" | "all")[];
            /**
             * @description "classical": Sunapha, Anapha and Durudhura exclude each other, as Vesi, Vasi and Ubhayachari do (BPHS ch. 37–38); "jhora": PyJHora's reporting, Sunapha and Anapha also listed with Durudhura, Vesi and Vasi with Ubhayachari
             * @default classical
             * @enum {string}
             */
            convention?: "classical" | "jhora";
        };
        VedicYogasAnswer: {
            success: components["schemas"]["Success"];
            data: components["schemas"]["Data3"];
            meta?: components["schemas"]["Meta"];
        };
        /** @description The result */
        Data3: {
            /** @description Number of yogas found */
            count: components["schemas"]["Count"];
            /** @description The yogas present, in catalogue order */
            yogas: components["schemas"]["Yoga"][];
            /** @description With `include: ["all"]`: every catalogue yoga not present, in catalogue order */
            absent?: components["schemas"]["AbsentYoga"][];
        };
        /**
         * @description Stable kebab-case id of the catalogue entry, the same in every language
         * @enum {string}
         */
        Id2: "ruchaka" | "bhadra" | "hamsa" | "malavya" | "sasa" | "gaja-kesari" | "budhaditya" | "chandra-mangala" | "adhi" | "sunapha" | "anapha" | "durudhura" | "kemadruma" | "kemadruma-bhanga" | "vesi" | "vasi" | "ubhayachari" | "amala" | "parvata" | "kahala" | "chamara" | "shankha" | "shubha" | "shubha-kartari" | "ashubha" | "papa-kartari" | "lakshmi" | "saraswati" | "kalanidhi" | "vasumathi" | "shakata" | "harsha" | "sarala" | "vimala" | "neecha-bhanga-raja" | "maha-parivartana" | "dainya-parivartana" | "khala-parivartana" | "raja" | "dhana" | "vallaki" | "dama" | "pasha" | "kedara" | "shula" | "yuga" | "gola" | "rajju" | "musala" | "nala" | "mala" | "sarpa" | "gada" | "shakata-nabhasa" | "vihaga" | "shringataka" | "hala" | "vajra" | "yava" | "kamala" | "vapi" | "yupa" | "shara" | "shakti" | "danda" | "nauka" | "kuta" | "chhatra" | "chapa" | "ardhachandra" | "chakra" | "samudra" | "khadga" | "srinatha" | "shiva" | "trilochana" | "devendra" | "indra" | "ravi" | "bhaskara" | "hari" | "hara" | "brahma" | "makuta" | "gandharva" | "daridra-lagna-lord" | "daridra-fifth-lord" | "daridra-fifth-lord-aspected" | "daridra-malefic-lagna" | "dhana-lagna-sun" | "dhana-lagna-moon" | "dhana-lagna-mars" | "dhana-lagna-mercury" | "dhana-lagna-jupiter" | "dhana-lagna-venus" | "amsavatara" | "sareera-soukhya" | "yukthi-samanwitha-vagmi" | "sumukha" | "durmukha" | "mooka" | "sraddhannabhuktha" | "vakchalana" | "parakrama" | "satkathadisravana" | "kapata" | "nishkapata" | "nishkapata-lagna-lord" | "buddhimaturya" | "buddhi-jada" | "parannabhojana" | "sada-sanchara" | "kahala-ninth-lord" | "bheri" | "guru-mangala" | "dur" | "labhesha-daridra" | "rogagrastha" | "krisanga" | "dehasthoulya" | "dehasthoulya-navamsa" | "dehasthoulya-jupiter" | "dehapushti" | "vishaprayoga" | "uttama-griha" | "guhyaroga" | "bandhu-pujya" | "matrunasa" | "vahana" | "dattaputra" | "aputra" | "ekaputra" | "suputra" | "kalanirdesat-putranasa" | "matrudeerghayus" | "matrunasa-navamsa" | "bahuputra" | "sodaranasa" | "matrumuladhana" | "bhratruvriddhi" | "matrusneha" | "lagna-malika" | "dhana-malika" | "vikrama-malika" | "sukha-malika" | "putra-malika" | "satru-malika" | "kalatra-malika" | "randhra-malika" | "bhagya-malika" | "karma-malika" | "laabha-malika" | "vyaya-malika" | "nav" | "ishu" | "srik" | "chatussagara" | "rajalakshana" | "marud" | "mridanga" | "matsya" | "koorma" | "kusuma" | "lagnadhi" | "sharada" | "kulavardhana" | "go" | "vidyut" | "chapa-lords" | "pushkala" | "jaya" | "parijata" | "harihara-brahma" | "kalpadruma" | "vishnu" | "gauri" | "chandika" | "bharati" | "garuda" | "mahabhagya" | "teevrabuddhi" | "krisanga-navamsa" | "navamsa-lagna-daridra" | "yuddha-praveena" | "yuddhatpurva-dridhachitta" | "yuddhatpaschad-dridha" | "grihanasa-navamsa" | "balya-dhana" | "dhana-fifth-venus" | "dhana-fifth-mercury" | "dhana-fifth-saturn" | "dhana-fifth-sun" | "dhana-fifth-jupiter" | "bahudravyarjana" | "swaveeryaddhana" | "madhya-vayasi-dhana" | "anthya-vayasi-dhana" | "bhratrumuladhana" | "putramuladhana" | "shatrumuladhana" | "kalatramuladhana" | "amaranantha-dhana" | "ayatnadhanalabha" | "vyayesha-daridra" | "shashthesha-daridra" | "ketu-chandra-daridra" | "randhra-lagnesha-daridra" | "dusthana-lagnesha-daridra" | "parihasaka" | "asatyavadi" | "jada" | "budha" | "netranasa" | "andha" | "bhojana-soukhya" | "annadana" | "vanchana-chora-bheethi" | "sarpaganda" | "anapatya" | "kuja-sarpa-shapa" | "shani-sarpa-shapa" | "lagna-sarpa-shapa" | "budha-sarpa-shapa" | "pitru-shapa" | "matru-shapa" | "bhratru-shapa" | "preta-shapa" | "rahu-bahuputra" | "saptamesha-dattaputra" | "kalanirdesat-putra" | "bhagya-kalanirdesat-putra" | "rahu-kalanirdesat-putranasa" | "ekabhagini" | "dwadasa-sahodara" | "sapthasankhya-sahodara" | "vichitra-saudha-prakara" | "ayatna-griha-prapta" | "ayatna-griha-prapta-ninth-lord" | "kapata-tenth-lord" | "matru-satrutwa" | "vahana-exalted-fourth-lord" | "thrikala-gnana" | "jara" | "kapata-mandi" | "grihanasa-twelfth" | "bandhu-pujya-mercury" | "bandhubhisthyaktha" | "matrudeerghayus-exalted" | "jarajaputra" | "bahu-stree" | "satkalatra" | "bhaga-chumbana" | "jananatpurvam-pitru-marana" | "apakeerti" | "putrakalatraheena" | "bharyasahavyabhichara" | "vamsacheda" | "pisacha-grastha" | "nishturabhashi" | "raja-bhanga" | "rajabhrashta" | "raja-bhanga-sun" | "vrana" | "sisnavyadhi" | "kushtaroga" | "kshayaroga" | "bhandhana" | "karascheda" | "durmarana" | "pittaroga" | "angaheena" | "swetakushta" | "vaataroga" | "khalwata" | "galakarna" | "sirachcheda" | "yuddha-marana" | "mathibhramana-jupiter-mars" | "mathibhramana-saturn-mars" | "mathibhramana-saturn-moon" | "mathibhramana-moon-mercury" | "mathibhramana-sixth" | "kushtaroga-jupiter" | "andha-rahu-sun" | "andha-four-planets";
        /**
         * @description The family of the yoga
         * @enum {string}
         */
        Category: "mahapurusha" | "chandra" | "surya" | "conjunction" | "lagna" | "named" | "dhana" | "raja" | "viparita" | "parivartana" | "neecha-bhanga" | "arishta" | "nabhasa";
        /** @description PyJHora 4.8.5's function id for this yoga (yoga.py), null where PyJHora has none */
        PyjhoraId: string | null;
        /**
         * @description Sun … Saturn
         * @enum {string}
         */
        Planet6: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn";
        /** @description The six balas and totals */
        Shadbala: {
            /** @description Positional strength, virupas */
            sthanaBala: number;
            /** @description Directional strength, virupas */
            digBala: number;
            /** @description Temporal strength, virupas */
            kalaBala: number;
            /** @description Motional strength, virupas */
            chestaBala: number;
            /** @description Natural strength, virupas */
            naisargikaBala: number;
            /** @description Aspectual strength, virupas (can be negative) */
            drikBala: number;
            /** @description Sum of the six balas, virupas */
            totalVirupas: number;
            /** @description totalVirupas / 60 */
            totalRupas: number;
            /** @description The minimum the planet needs (BPHS ch. 27) */
            requiredRupas: number;
            /** @description totalRupas ≥ requiredRupas */
            isStrong: boolean;
        };
        /** @description The result */
        Data4: {
            /** @description Sun … Saturn */
            shadbala: {
                planet: components["schemas"]["Planet6"];
                shadbala: components["schemas"]["Shadbala"];
                /** @description Every sub-component, virupas */
                components: {
                    /** @description Sthana bala and its parts */
                    sthana: {
                        /** @description Exaltation strength, virupas */
                        uchcha: number;
                        /** @description Strength in the seven vargas, virupas */
                        saptavargaja: number;
                        /** @description Odd/even sign and navamsa strength, virupas */
                        ojhayugma: number;
                        /** @description Kendra, panapara or apoklima strength, virupas */
                        kendradi: number;
                        /** @description Drekkana strength, virupas */
                        drekkana: number;
                    };
                    /** @description Dig bala, virupas */
                    dig: number;
                    /** @description Kala bala and its parts */
                    kala: {
                        /** @description Day/night strength, virupas */
                        nathonnatha: number;
                        /** @description Lunar fortnight strength, virupas */
                        paksha: number;
                        /** @description Third of day or night strength, virupas */
                        tribhaga: number;
                        /** @description Year lord strength, virupas */
                        abda: number;
                        /** @description Month lord strength, virupas */
                        masa: number;
                        /** @description Weekday lord strength, virupas */
                        vara: number;
                        /** @description Hour lord strength, virupas */
                        hora: number;
                        /** @description Declination strength, virupas */
                        ayana: number;
                        /** @description Planetary war adjustment, virupas */
                        yuddha: number;
                    };
                    /** @description Chesta bala, virupas */
                    chesta: number;
                    /** @description Naisargika bala, virupas */
                    naisargika: number;
                    /** @description Drik bala, virupas */
                    drik: number;
                };
                /** @description Ishta phala (0–60) */
                ishtaPhala: number;
                /** @description Kashta phala (0–60) */
                kashtaPhala: number;
            }[];
            summary: components["schemas"]["Summary"];
            /** @description The Vedic day of birth and what depends on it */
            context: {
                /** @description Hindu sunrise (disc centre, no refraction) that begins the Vedic day of birth */
                sunrise: string;
                sunriseLocal: components["schemas"]["LocalTime"];
                sunset: components["schemas"]["SignName"];
                sunsetLocal: components["schemas"]["LocalTime"];
                nextSunrise: components["schemas"]["SignName"];
                nextSunriseLocal: components["schemas"]["LocalTime"];
                /** @description Born between sunrise and sunset */
                dayBirth: boolean;
                /** @description 0 = Sunday */
                vedicWeekday: number;
                /** @description Year, month, day and hour lords */
                lords: {
                    abda: components["schemas"]["Planet6"];
                    masa: components["schemas"]["Planet6"];
                    vara: components["schemas"]["Planet6"];
                    hora: components["schemas"]["Planet6"];
                };
                benefics: components["schemas"]["Benefics"];
                /** @description Malefics of this chart */
                malefics: components["schemas"]["Benefics"];
            };
        };
        /** @description Benefics of this chart (the Moon by its phase, Mercury by its company) */
        Benefics: components["schemas"]["Planet6"][];
        /**
         * @description A varga, D1 … D150
         * @enum {string}
         */
        ChartsItem: "D1" | "D2" | "D3" | "D4" | "D5" | "D6" | "D7" | "D8" | "D9" | "D10" | "D11" | "D12" | "D16" | "D20" | "D24" | "D27" | "D30" | "D40" | "D45" | "D60" | "D81" | "D108" | "D144" | "D150";
        /**
         * @description D4 Chaturthamsa: parashara, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara)
         * @enum {string}
         */
        D: "parashara" | "cyclic" | "parivritti" | "parivritti-even-reverse" | "somanatha";
        /**
         * @description D7 Saptamsa: parashara, even-backward, even-reverse, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara)
         * @enum {string}
         */
        D2: "parashara" | "even-backward" | "even-reverse" | "cyclic" | "parivritti" | "parivritti-even-reverse" | "somanatha";
        CompatibilityRequest: {
            person1: components["schemas"]["Person"];
            person2: components["schemas"]["Person"];
            ayanamsa?: components["schemas"]["Ayanamsa"];
            nodeType?: components["schemas"]["NodeType"];
            lang?: components["schemas"]["Lang"];
        };
        /** @description person1 */
        Boy: {
            /** @description Sidereal Moon */
            longitude: components["schemas"]["Longitude"];
            degreeFormatted: components["schemas"]["DegreeFormatted"];
            sign: components["schemas"]["Sign"];
            signName: components["schemas"]["SignName2"];
            degreeInSign: components["schemas"]["DegreeInSign"];
            /** @description 0 = Ashwini … 26 = Revati */
            nakshatra: number;
            /** @description The nakshatra's display name in `lang` */
            nakshatraName: string;
            pada: components["schemas"]["Pada"];
            /** @description Lord of the Moon's sign */
            signLord: components["schemas"]["Planet5"];
            varna: components["schemas"]["Varna"];
            /**
             * @description Vashya class (Sagittarius and Capricorn split at 15°)
             * @enum {string}
             */
            vashya: "Chatushpada" | "Manava" | "Jalachara" | "Vanachara" | "Keeta";
            gana: components["schemas"]["Gana"];
            yoni: components["schemas"]["Yoni"];
            nadi: components["schemas"]["Nadi"];
        };
        /**
         * @description The kuta (identifier, English)
         * @enum {string}
         */
        Kuta: "Varna" | "Vashya" | "Tara" | "Yoni" | "Graha Maitri" | "Gana" | "Bhakoot" | "Nadi";
        /**
         * @description < 18 not recommended, 18–24 average, 25–32 good, 33–36 excellent
         * @enum {string}
         */
        Level2: "not recommended" | "average" | "good" | "excellent";
        /** @description The boy's Kuja dosha */
        Person4: {
            /** @description Kuja dosha status */
            status: components["schemas"]["Status"];
            summary: components["schemas"]["Summary"];
        };
        /**
         * @description partial: from the Moon or Venus only; manglik: from the lagna; cancelled: a cancellation applies or every afflicted point is exempt
         * @enum {string}
         */
        Status: "none" | "partial" | "manglik" | "cancelled";
        /**
         * @description full: all seven planets strictly on one side of the nodal axis; partial: the only planets outside share a node's sign or sit on a node
         * @enum {string}
         */
        Status2: "full" | "partial" | "none";
        /** @description By Rahu's house (Anant … Sheshnag; identifier, English); null when none */
        Type2: ("Anant" | "Kulik" | "Vasuki" | "Shankhpal" | "Padma" | "Mahapadma" | "Takshak" | "Karkotak" | "Shankhachur" | "Ghatak" | "Vishdhar" | "Sheshnag") | null;
        /**
         * @description The tithi (identifier, English; the same name in both pakshas, Purnima 15, Amavasya 30)
         * @enum {string}
         */
        Id3: "Pratipada" | "Dwitiya" | "Tritiya" | "Chaturthi" | "Panchami" | "Shashthi" | "Saptami" | "Ashtami" | "Navami" | "Dashami" | "Ekadashi" | "Dwadashi" | "Trayodashi" | "Chaturdashi" | "Purnima" | "Amavasya";
        /**
         * @description The nitya yoga (identifier, English)
         * @enum {string}
         */
        Id4: "Vishkumbha" | "Priti" | "Ayushman" | "Saubhagya" | "Shobhana" | "Atiganda" | "Sukarma" | "Dhriti" | "Shula" | "Ganda" | "Vriddhi" | "Dhruva" | "Vyaghata" | "Harshana" | "Vajra" | "Siddhi" | "Vyatipata" | "Variyana" | "Parigha" | "Shiva" | "Siddha" | "Sadhya" | "Shubha" | "Shukla" | "Brahma" | "Indra" | "Vaidhriti";
        /**
         * @description The karana (identifier, English)
         * @enum {string}
         */
        Id5: "Bava" | "Balava" | "Kaulava" | "Taitila" | "Gara" | "Vanija" | "Vishti" | "Shakuni" | "Chatushpada" | "Naga" | "Kimstughna";
        /**
         * @description Movable (chara) or fixed (sthira) karana
         * @enum {string}
         */
        Type4: "movable" | "fixed";
        /** @description Birth-quality flags of the moment (traditionally needing remedial care) */
        BirthQualityFlags: ("amavasya" | "krishna-chaturdashi" | "vishti-karana" | "vyatipata-yoga" | "vaidhriti-yoga" | "gandanta")[];
        /** @description Rahu Kala of the day */
        ExactRahuKala: {
            /** @description When it began */
            startTime: string;
            startTimeLocal: components["schemas"]["LocalTime"];
            /** @description When it ends */
            endTime: string;
            endTimeLocal: components["schemas"]["LocalTime"];
        };
        KundaliRequest: {
            date: components["schemas"]["Date"];
            lat: components["schemas"]["Lat"];
            lng: components["schemas"]["Lng"];
            timezone?: components["schemas"]["Timezone"];
            utcOffset?: components["schemas"]["UtcOffset"];
            lang?: components["schemas"]["Lang"];
            ayanamsa?: components["schemas"]["Ayanamsa"];
            nodeType?: components["schemas"]["NodeType"];
            targetDate?: components["schemas"]["TargetDate"];
        };
        /** @description Vimshottari dasha (as /v1/dasha/vimshottari, mahadashas only) */
        Dasha: {
            /**
             * @description The dasha system
             * @constant
             */
            system: "vimshottari";
            firstLord: components["schemas"]["Planet5"];
            balance: components["schemas"]["Balance"];
            /** @description The periods running at targetDate */
            current: {
                targetDate: components["schemas"]["SignName"];
                targetDateLocal: components["schemas"]["LocalTime"];
                mahadasha: components["schemas"]["Mahadasha"];
                /** @description The running antardasha */
                antardasha: components["schemas"]["Mahadasha"];
                /** @description The running pratyantardasha */
                pratyantardasha: components["schemas"]["Mahadasha"];
            };
            /** @description The nine mahadashas */
            mahadashas: components["schemas"]["Mahadasha2"][];
        };
        /** @description The running mahadasha */
        Mahadasha: components["schemas"]["Mahadasha2"] | null;
        /** @description A dasha period */
        Mahadasha2: {
            /** @description Lord of the period */
            lord: components["schemas"]["Planet5"];
            start: components["schemas"]["SignName"];
            startLocal: components["schemas"]["LocalTime"];
            end: components["schemas"]["SignName"];
            endLocal: components["schemas"]["LocalTime"];
            /** @description Length in years of 365.25 days */
            durationYears: number;
        };
        /** @description The panchanga of the birth moment */
        Panchanga: {
            /** @description The tithi at birth */
            tithi: {
                /** @description 1 to 30 */
                number: components["schemas"]["Number"];
                id: components["schemas"]["Id3"];
                /** @description Tithi, in `lang` */
                name: string;
                /** @description Paksha, in `lang` */
                paksha: string;
                endTime: components["schemas"]["SignName"];
                endTimeLocal: components["schemas"]["LocalTime"];
            };
            /** @description The weekday (Hindu sunrise to sunrise) */
            vara: {
                id: components["schemas"]["Id"];
                /** @description Weekday, in `lang` */
                name: string;
                /** @description Sanskrit weekday, in `lang` */
                sanskritName: string;
                lord: components["schemas"]["Lord"];
            };
            /** @description The Moon's nakshatra, in `lang` */
            nakshatra: string;
            /** @description The nitya yoga at birth */
            yoga: {
                /** @description 1 to 27 */
                number: components["schemas"]["Number"];
                id: components["schemas"]["Id4"];
                /** @description Yoga, in `lang` */
                name: string;
                endTime: components["schemas"]["SignName"];
                endTimeLocal: components["schemas"]["LocalTime"];
            };
            /** @description The karana at birth */
            karana: {
                /** @description 1 to 60 */
                number: components["schemas"]["Number"];
                id: components["schemas"]["Id5"];
                /** @description Karana, in `lang` */
                name: string;
                type: components["schemas"]["Type4"];
                endTime: components["schemas"]["SignName"];
                endTimeLocal: components["schemas"]["LocalTime"];
            };
            birthQualityFlags: components["schemas"]["BirthQualityFlags"];
        };
        /** @description Manglik and Kaal Sarp */
        Doshas: {
            /** @description As /v1/dosha/manglik, in short */
            manglik: {
                status: components["schemas"]["Status"];
                severity: components["schemas"]["Severity"];
                summary: components["schemas"]["Summary"];
            };
            /** @description As /v1/dosha/kaal-sarp, in short */
            kaalSarp: {
                status: components["schemas"]["Status2"];
                type: components["schemas"]["Type2"];
                /** @description The type's display name in `lang`; null when none */
                typeName: string | null;
                summary: components["schemas"]["Summary"];
            };
        };
        /** @description Afflicted, non-exempt reference points */
        Severity: number;
        /** @description Sign (0–11) of the Ascendant and each planet in D1 */
        D3: {
            Ascendant: components["schemas"]["Sign"];
            Sun: components["schemas"]["Sign"];
            Moon: components["schemas"]["Sign"];
            Mars: components["schemas"]["Sign"];
            Mercury: components["schemas"]["Sign"];
            Jupiter: components["schemas"]["Sign"];
            Venus: components["schemas"]["Sign"];
            Saturn: components["schemas"]["Sign"];
            Rahu: components["schemas"]["Sign"];
            Ketu: components["schemas"]["Sign"];
        };
        /** @description The phase running at targetDate, or null */
        Phase: components["schemas"]["Phase2"] | null;
        /**
         * @description Saturn in the 12th (rising), 1st (peak) or 2nd (setting) sign from the Moon
         * @enum {string}
         */
        Phase2: "rising" | "peak" | "setting";
        /** @description Every Sade Sati within 100 years of birth */
        Periods: components["schemas"]["SadeSatiPeriod"][];
        /** @description Saturn in the 8th from the Moon */
        AshtamaShani: {
            /** @description Running at targetDate */
            isCurrentlyActive: boolean;
            periods: components["schemas"]["Periods2"];
        };
        /** @description Every period within 100 years of birth */
        Periods2: {
            start: components["schemas"]["Start"];
            startLocal: components["schemas"]["StartLocal"];
            /** @description Null after the ephemeris range */
            end: components["schemas"]["Start"];
            endLocal: components["schemas"]["StartLocal"];
            saturnSign: components["schemas"]["Sign"];
            saturnSignName: components["schemas"]["SignName2"];
        }[];
        /** @description Saturn's exact sidereal ingress; null before the ephemeris range */
        Start: components["schemas"]["SignName"] | null;
        /** @description The instant of the field of the same name without `Local`, as local wall time with the UTC offset in force at that instant: ISO 8601 with milliseconds and ±HH:MM, e.g. 2026-11-27T06:45:12.345+05:30 (the conventions, "Instants"); null when it is null */
        StartLocal: components["schemas"]["LocalTime"] | null;
        /** @description A full name in Latin letters (accents fold: é → e) */
        Name2: string;
        /**
         * @description Preset: western (Pythagorean, reduce-components; default) or vedic (Chaldean)
         * @enum {string}
         */
        Tradition: "western" | "vedic";
        /**
         * @description Letter values, overriding the preset
         * @enum {string}
         */
        System2: "pythagorean" | "chaldean";
        /**
         * @description reduce-components (month, day, year reduced apart) or sum-all, overriding the preset
         * @enum {string}
         */
        LifePathMethod: "reduce-components" | "sum-all";
        /** @description Year of the personal year (default the current year) */
        TargetYear: number;
        NumerologyRequest: {
            name: components["schemas"]["Name2"];
            tradition?: components["schemas"]["Tradition"];
            system?: components["schemas"]["System2"];
            lifePathMethod?: components["schemas"]["LifePathMethod"];
            lang?: components["schemas"]["Lang"];
        };
        RequestsItem: {
            /**
             * @description The item's method
             * @default POST
             * @enum {string}
             */
            method?: "GET" | "POST";
            /** @description An endpoint path, e.g. /v1/natal (not /v1/batch, not /v1/kundali*) */
            path: string;
            body?: components["schemas"]["Body"];
            /** @description The query of a GET item (numbers and booleans read as their text) */
            query?: components["schemas"]["Body"];
        };
        /** @description The body of a POST item, as the endpoint takes it */
        Body: {
            [key: string]: unknown;
        };
        /**
         * @description Always true on success
         * @constant
         */
        Success2: true;
        /** @description The item's full envelope */
        Body2: {
            success: components["schemas"]["Success2"];
            /** @description The result */
            data: unknown;
            meta?: components["schemas"]["Meta"];
        } | components["schemas"]["Error"];
        /**
         * @description queued, running, completed (every item answered) or cancelled
         * @enum {string}
         */
        Status3: "queued" | "running" | "completed" | "cancelled";
        /** @description Items in the job */
        Total: number;
        /** @description Where the job is */
        Progress: {
            /** @description Items answered 2xx (each cost one unit) */
            succeeded: components["schemas"]["Count"];
            /** @description Items answered with an error (given back) */
            failed: components["schemas"]["Count"];
            /** @description Items a cancellation stopped (given back) */
            cancelled: components["schemas"]["Count"];
            /** @description Items still to run */
            pending: components["schemas"]["Count"];
        };
        /** @description When its first chunk started */
        StartedAt: string | null;
        /** @description Delivery of the job's webhook, once it is finished */
        Webhook: {
            /** @description Deliveries tried */
            attempts: components["schemas"]["Count"];
            lastStatus: components["schemas"]["LastStatus"];
            /** @description Why the last try failed: "could not be delivered: HTTP 5xx" (the status class), "…: timeout" or "…: connection failed" */
            lastError: string | null;
            /** @description When the last try was made */
            lastAttemptAt: components["schemas"]["StartedAt"];
            /** @description When a try got a 2xx */
            deliveredAt: components["schemas"]["StartedAt"];
            /** @description Every try failed */
            gaveUp: boolean;
        } | null;
        /** @description HTTP status of the last try, or null without an answer */
        LastStatus: components["schemas"]["Number"] | null;
        /** @description Where to read it */
        Links: {
            /** @description This job */
            self: string;
        };
        /** @description Most used first */
        ByEndpoint: {
            /** @description Path, e.g. /v1/natal */
            endpoint: string;
            /** @description Quota units (one per successful call; a batch one per item) */
            units: components["schemas"]["Count"];
        }[];
        WebhookSecretAnswer: {
            success: components["schemas"]["Success2"];
            /** @description The result */
            data: {
                /** @description whsec_…: the key of the HMAC-SHA256 in the Orrery-Signature header of your webhooks */
                secret: string;
            };
            meta?: components["schemas"]["Meta"];
        };
        /** @description How person 1's birth time was read (two-person endpoints) */
        Person5: {
            /** @description The birth as a UTC instant */
            utc: string;
            /** @description IANA zone used, or null when only utcOffset was given */
            timezone: string | null;
            /** @description Offset in force at the birth, ±HH:MM */
            utcOffset: string;
            /** @description Julian day (UT) of the birth */
            julianDay: number;
        };
        /** @description Bodies in the house */
        Planets7: components["schemas"]["Planet4"][];
        /** @description Bindus (0–8), by sign (0 = Aries … 11 = Pisces) */
        Bindus: components["schemas"]["Count"][];
        /** @description The prastara rows: which contributor gives a bindu to which sign */
        Contributions: {
            /** @description 1 where Sun gives a bindu, by sign (0 = Aries … 11 = Pisces) */
            Sun: components["schemas"]["Bindus"];
            /** @description 1 where Moon gives a bindu, by sign (0 = Aries … 11 = Pisces) */
            Moon: components["schemas"]["Bindus"];
            /** @description 1 where Mars gives a bindu, by sign (0 = Aries … 11 = Pisces) */
            Mars: components["schemas"]["Bindus"];
            /** @description 1 where Mercury gives a bindu, by sign (0 = Aries … 11 = Pisces) */
            Mercury: components["schemas"]["Bindus"];
            /** @description 1 where Jupiter gives a bindu, by sign (0 = Aries … 11 = Pisces) */
            Jupiter: components["schemas"]["Bindus"];
            /** @description 1 where Venus gives a bindu, by sign (0 = Aries … 11 = Pisces) */
            Venus: components["schemas"]["Bindus"];
            /** @description 1 where Saturn gives a bindu, by sign (0 = Aries … 11 = Pisces) */
            Saturn: components["schemas"]["Bindus"];
            /** @description 1 where Lagna gives a bindu, by sign (0 = Aries … 11 = Pisces) */
            Lagna: components["schemas"]["Bindus"];
        };
        /**
         * @description Lord: a planet key, a sign key for sign-based systems, or a nakshatra key (saptarishi-nakshatra)
         * @enum {string}
         */
        Lord2: "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn" | "Rahu" | "Ketu" | "Aries" | "Taurus" | "Gemini" | "Cancer" | "Leo" | "Virgo" | "Libra" | "Scorpio" | "Sagittarius" | "Capricorn" | "Aquarius" | "Pisces" | "Ascendant" | "Ashwini" | "Bharani" | "Krittika" | "Rohini" | "Mrigashira" | "Ardra" | "Punarvasu" | "Pushya" | "Ashlesha" | "Magha" | "Purva Phalguni" | "Uttara Phalguni" | "Hasta" | "Chitra" | "Swati" | "Vishakha" | "Anuradha" | "Jyeshtha" | "Mula" | "Purva Ashadha" | "Uttara Ashadha" | "Shravana" | "Dhanishta" | "Shatabhisha" | "Purva Bhadrapada" | "Uttara Bhadrapada" | "Revati";
        /** @description Length in dasha years (see yearLength) */
        DurationYears: number;
        /** @description The running mahadasha */
        Mahadasha3: components["schemas"]["DashaPeriod"] | null;
        /** @description With `Accept: image/svg+xml` (and `format` "svg" or left out): the drawing itself, `image/svg+xml; charset=utf-8`, metered, cached and compressed like the JSON answer; errors stay JSON. A signed URL shows it without a key: POST /v1/chart-urls. */
        WesternAnswer: string;
        /** @description The sign's display name in `lang` (English: Aries … Pisces) */
        SignName2: string;
        /** @description A generated sentence in `lang` */
        Summary: string;
        /** @description Latitude of a relocation: where the return chart is cast (its houses and angles), e.g. where the person lives at the return; default the birth place. `lat`/`lng` stay the birth place (they place the birth and its time zone, hence the natal longitude the planet returns to), so the relocation has its own fields. Give it with returnLng */
        ReturnLat: number;
        /** @description Longitude of a relocation (east positive), with returnLat; default the birth place `lng` */
        ReturnLng: number;
        /** @description The return searched is the first after this moment: local wall time at the birth place (same form as date); default now */
        TargetDate2: string;
        /** @description Nakshatra's display name in `lang` */
        Nakshatra: string;
        /** @description Start of the window of depth 4–5: local wall time at the birth place, or a date alone (its 00:00); default: the start of the antardasha running at targetDate (kaala: the pratyantardasha) */
        From: string;
        /** @description End of that window: local wall time, or a date alone (to the end of that day); default: the end of the antardasha running at targetDate (kaala: the pratyantardasha) */
        To: string;
        /** @description The yoga's name in `lang` (Sanskrit in the script of the Indian languages, transliterated elsewhere; English with `lang` en); `id` is the stable identifier */
        Name: string;
        /** @description The birth date YYYY-MM-DD (a full date-time is accepted; only the date counts) */
        Date2: string;
        /**
         * @description The preset: western (Pythagorean) or vedic (Chaldean)
         * @enum {string}
         */
        Tradition2: "western" | "vedic";
        /** @description Speed in degrees per day (negative when retrograde) */
        Speed: number;
        /** @description The dignity's display name in `lang` (English: the identifier) */
        DignityName: string;
        /** @description House 1 to 12 in the chart's `houseSystem` (meta.houseSystem): the house whose cusp range holds the longitude (cusp n ≤ longitude < cusp n+1, wrapping at 360°), the same house whose `planetsInHouse` lists the body */
        House2: number;
        /** @description The sign's name in `lang` (sign-based systems) */
        SignName3: string;
        /** @description The nakshatra's name in `lang` (systems whose lords are nakshatras) */
        Nakshatra2: string;
        /** @description The Jaimini karaka whose period it is (karaka dasha), e.g. AK */
        Karaka: string;
    };
    responses: {
        /** @description `VALIDATION_ERROR` (400): The request does not match the endpoint schema; `MISSING_API_KEY` (401): No API key: send X-API-Key or Authorization: Bearer; `INVALID_API_KEY` (401): The API key is unknown or revoked; `TRIAL_EXPIRED` (402): The trial has ended (14 days from signup or 5,000 requests); `DATE_OUT_OF_RANGE` (422): The date is outside the supported range 1800-01-01 to 2399-12-31; `UNPROCESSABLE` (422): The request cannot be computed; `QUOTA_EXCEEDED` (429): The monthly quota of this account is used up; `RATE_LIMITED` (429): Too many requests for this key; slow down; `HEADERS_TOO_LARGE` (431): The request line and headers are larger than 16 KB; `INVALID_JSON` (400): The request body is not valid JSON; `PAYLOAD_TOO_LARGE` (413): The request body is larger than 1 MB; `UNSUPPORTED_MEDIA_TYPE` (415): POST bodies must be application/json */
        E4XX: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `INTERNAL_ERROR` (500): Internal error; it has been logged with the request id; `SERVICE_UNAVAILABLE` (503): A backing service is unavailable; retry shortly; `TIMEOUT` (504): The job did not finish in time */
        E5XX: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `VALIDATION_ERROR`: The request does not match the endpoint schema; `MALFORMED_REQUEST`: The request is not valid HTTP/1.1; `INVALID_JSON`: The request body is not valid JSON; `BATCH_TOO_LARGE`: A batch holds at most 50 requests; `NESTED_BATCH`: A batch item cannot be another batch; `NOT_BATCHABLE`: This endpoint cannot be called inside a batch */
        E400: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `MISSING_API_KEY`: No API key: send X-API-Key or Authorization: Bearer; `INVALID_API_KEY`: The API key is unknown or revoked */
        E401: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `TRIAL_EXPIRED`: The trial has ended (14 days from signup or 5,000 requests) */
        E402: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `CHANNEL_NOT_ALLOWED`: This endpoint is not available through the marketplace channel; `SIGNATURE_INVALID`: The chart URL's signature does not match it (changed, made for another key, or the signing secret was rotated); `URL_EXPIRED`: The signed chart URL has expired */
        E403: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `NOT_FOUND`: No such endpoint; `JOB_NOT_FOUND`: No such job for this account (or its results have expired) */
        E404: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `IDEMPOTENCY_KEY_IN_USE`: A request with this Idempotency-Key is still running; retry when it has answered */
        E409: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `PAYLOAD_TOO_LARGE`: The request body is larger than 1 MB */
        E413: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `UNSUPPORTED_MEDIA_TYPE`: POST bodies must be application/json */
        E415: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `DATE_OUT_OF_RANGE`: The date is outside the supported range 1800-01-01 to 2399-12-31; `UNPROCESSABLE`: The request cannot be computed; `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was used with a different request */
        E422: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `QUOTA_EXCEEDED` (429): The monthly quota of this account is used up; `RATE_LIMITED` (429): Too many requests for this key; slow down */
        E429: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `HEADERS_TOO_LARGE`: The request line and headers are larger than 16 KB */
        E431: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `INTERNAL_ERROR`: Internal error; it has been logged with the request id */
        E500: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `SERVICE_UNAVAILABLE` (503): A backing service is unavailable; retry shortly */
        E503: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `TIMEOUT`: The job did not finish in time */
        E504: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Success */
        SunSignAnswer: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SunSignAnswer"];
            };
        };
        /** @description Success */
        DashaAnswer: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DashaAnswer"];
            };
        };
        /** @description Success */
        VedicYogasAnswer: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["VedicYogasAnswer"];
            };
        };
    };
    parameters: {
        /**
         * @description Start: a UTC date YYYY-MM-DD (its 00:00Z) or a UTC instant YYYY-MM-DDTHH:MM[:SS]Z
         * @example 2027-01-01
         */
        From: string;
        /** @description IANA zone of the `…Local` times (tzdb history, DST honoured); default UTC */
        Timezone: string;
        /** @description ±HH:MM: a fixed offset for the `…Local` times instead; not together with timezone */
        UtcOffset: string;
        /** @description Language of display names and sentences (default en); identifiers such as `planet` stay English */
        Lang: components["schemas"]["Lang"];
        /** @description Up to 255 visible ASCII characters. The first answer to a key is kept (24 hours by default) and replayed, at no cost and with `Idempotent-Replayed: true`, to a retry with the same key and body; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_USE. */
        IdempotencyKey: string;
        /** @description The job's id (job_…) */
        Id: string;
    };
    requestBodies: {
        PlanetsRequest: {
            content: {
                "application/json": components["schemas"]["PlanetsRequest"];
            };
        };
        WesternRequest: {
            content: {
                "application/json": components["schemas"]["WesternRequest"];
            };
        };
        WesternRequest2: {
            content: {
                "application/json": components["schemas"]["WesternRequest2"];
            };
        };
        WesternRequest3: {
            content: {
                "application/json": components["schemas"]["WesternRequest3"];
            };
        };
        KpRequest: {
            content: {
                "application/json": components["schemas"]["KpRequest"];
            };
        };
        DashaRequest: {
            content: {
                "application/json": components["schemas"]["DashaRequest"];
            };
        };
        VedicYogasRequest: {
            content: {
                "application/json": components["schemas"]["VedicYogasRequest"];
            };
        };
        CompatibilityRequest: {
            content: {
                "application/json": components["schemas"]["CompatibilityRequest"];
            };
        };
        KundaliRequest: {
            content: {
                "application/json": components["schemas"]["KundaliRequest"];
            };
        };
        NumerologyRequest: {
            content: {
                "application/json": components["schemas"]["NumerologyRequest"];
            };
        };
    };
    headers: {
        /** @description Identifies the request in our logs; quote it in support requests */
        "X-Request-Id": string;
        /** @description The account's monthly quota (metered answers) */
        "X-Quota-Limit": number;
        /** @description Units left this month after this call */
        "X-Quota-Remaining": number;
        /** @description Unix seconds of the next monthly reset (UTC calendar months) */
        "X-Quota-Reset": number;
        /** @description Requests the key may make in one window (the burst) */
        "RateLimit-Limit": number;
        /** @description Requests left in the current window */
        "RateLimit-Remaining": number;
        /** @description Seconds until the next window */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before retrying */
        "Retry-After": number;
        /** @description HIT: served from the result cache (same bytes, same unit); MISS: computed now; BYPASS: the cache is off */
        "X-Cache": "HIT" | "MISS" | "BYPASS";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    natal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    houseSystem?: components["schemas"]["HouseSystem"];
                    nodeType?: components["schemas"]["NodeType"];
                    orbs?: components["schemas"]["Orbs"];
                    points?: components["schemas"]["Points"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            planets: components["schemas"]["Planets"];
                            houses: components["schemas"]["WesternHouses"];
                            aspects: components["schemas"]["Aspects"];
                            /** @description Grand Trines, T-Squares, Yods, Stelliums, Grand Crosses, Kites, Mystic Rectangles */
                            patterns: components["schemas"]["Patterns"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    planets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanetsRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu */
                            planets: components["schemas"]["Planets2"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    moonPhaseCalendar: {
        parameters: {
            query: {
                /**
                 * @description Start: a UTC date YYYY-MM-DD (its 00:00Z) or a UTC instant YYYY-MM-DDTHH:MM[:SS]Z
                 * @example 2027-01-01
                 */
                from: components["parameters"]["From"];
                /**
                 * @description End: a UTC date (to the end of that day) or instant; at most 400 days after from
                 * @example 2027-03-31
                 */
                to: string;
                /** @description IANA zone of the `…Local` times (tzdb history, DST honoured); default UTC */
                timezone?: components["parameters"]["Timezone"];
                /** @description ±HH:MM: a fixed offset for the `…Local` times instead; not together with timezone */
                utcOffset?: components["parameters"]["UtcOffset"];
                /** @description Language of display names and sentences (default en); identifiers such as `planet` stay English */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            from: components["schemas"]["SignName"];
                            fromLocal: components["schemas"]["LocalTime"];
                            to: components["schemas"]["SignName"];
                            toLocal: components["schemas"]["LocalTime"];
                            /** @description The Moon at `from` */
                            phaseAtStart: {
                                date: components["schemas"]["SignName"];
                                dateLocal: components["schemas"]["LocalTime"];
                                /** @description One of 8 phase names by 45° octant, in `lang` */
                                phase: string;
                                /** @description The elongation Moon − Sun in ecliptic longitude, in degrees, 0 to below 360 */
                                phaseAngle: components["schemas"]["CuspStart"];
                                /** @description Illuminated fraction of the disc, percent */
                                illumination: number;
                                /** @description Moon − Sun below 180° */
                                isWaxing: boolean;
                                /** @description Apparent tropical Moon */
                                moonLongitude: components["schemas"]["Longitude"];
                                moonLongitudeFormatted: components["schemas"]["DegreeFormatted"];
                                /** @description Apparent tropical Sun */
                                sunLongitude: components["schemas"]["Longitude"];
                                sunLongitudeFormatted: components["schemas"]["DegreeFormatted"];
                            };
                            nextPrincipalPhase: components["schemas"]["NextPrincipalPhase"];
                            /** @description Every principal phase in the range, in order */
                            events: components["schemas"]["NextPrincipalPhase"][];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    western: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    houseSystem?: components["schemas"]["HouseSystem"];
                    nodeType?: components["schemas"]["NodeType"];
                    orbs?: components["schemas"]["Orbs"];
                    points?: components["schemas"]["Points"];
                    /**
                     * @description json: the chart as data; svg: a chart wheel drawing
                     * @default json
                     * @enum {string}
                     */
                    format?: "json" | "svg";
                    /** @description Width and height of the SVG in pixels (default 600); svg only */
                    size?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            planets: components["schemas"]["Planets"];
                            houses: components["schemas"]["WesternHouses"];
                            aspects: components["schemas"]["Aspects"];
                            /** @description The chart's patterns */
                            patterns: components["schemas"]["Patterns"];
                            /** @description Element and modality counts of the ten planets */
                            balance: {
                                /** @description Planets (Sun … Pluto) per element */
                                elements: {
                                    /** @description Planets in Fire signs */
                                    Fire: number;
                                    /** @description Planets in Earth signs */
                                    Earth: number;
                                    /** @description Planets in Air signs */
                                    Air: number;
                                    /** @description Planets in Water signs */
                                    Water: number;
                                };
                                /** @description Planets (Sun … Pluto) per modality */
                                modalities: {
                                    /** @description Planets in Cardinal signs */
                                    Cardinal: number;
                                    /** @description Planets in Fixed signs */
                                    Fixed: number;
                                    /** @description Planets in Mutable signs */
                                    Mutable: number;
                                };
                            };
                        } | components["schemas"]["ChartSvg"];
                        meta?: components["schemas"]["Meta"];
                    };
                    "image/svg+xml": components["schemas"]["WesternAnswer"];
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernHouses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    houseSystem?: components["schemas"]["HouseSystem"];
                    nodeType?: components["schemas"]["NodeType"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            houses: components["schemas"]["WesternHouses"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    ayanamsas: {
        parameters: {
            query?: {
                /** @description Language of display names and sentences (default en); identifiers such as `planet` stay English */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Every predefined sidereal mode of the Swiss Ephemeris; lahiri (the default) first */
                            ayanamsas: {
                                /** @description The value of `ayanamsa` in every request that takes one */
                                id: string;
                                /** @description Swiss Ephemeris' name of the mode (swe_get_ayanamsa_name) */
                                name: string;
                                /** @description The Swiss Ephemeris mode number (SE_SIDM_*, swe_set_sid_mode) */
                                sweMode: components["schemas"]["Count"];
                            }[];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernHouseSystems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    /** @description Systems to compute (default all 25): placidus, koch, porphyry, regiomontanus, campanus, equal, whole-sign, alcabitius, morinus, topocentric, meridian, vehlow, krusinski, horizontal, equal-mc, sripati, carter-poli-equatorial, sunshine, sunshine-alt, savard-a, pullen-sd, equal-aries, pullen-sr, apc, gauquelin */
                    systems?: components["schemas"]["SystemsItem"][];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Tropical ascendant, degrees */
                            ascendant: number;
                            /** @description Tropical midheaven, degrees */
                            midheaven: number;
                            /** @description One entry per system, in the order asked */
                            systems: {
                                /** @description The system: its `houseSystem` value in the chart endpoints (gauquelin: this endpoint only) */
                                id: components["schemas"]["SystemsItem"];
                                /** @description Swiss Ephemeris letter */
                                letter: string;
                                /** @description Swiss Ephemeris' name of the system (swe_house_name) */
                                name: string;
                                /** @description Tropical longitudes of the cusps, house 1 first (12); Gauquelin: sectors 1–36, clockwise from the ascendant (10 = MC) */
                                cusps: number[];
                                /** @description Inside the polar circle Swiss Ephemeris gave Porphyry cusps instead (12) */
                                fellBackToPorphyry: boolean;
                            }[];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernAstrocartography: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    /**
                     * @description in-mundo (default): the body itself, its latitude included; zodiacal: the ecliptic degree of its longitude
                     * @default in-mundo
                     * @enum {string}
                     */
                    mode?: "in-mundo" | "zodiacal";
                    /** @description Bodies to draw (default Sun … Pluto) */
                    planets?: components["schemas"]["Planet3"][];
                    /**
                     * @description geojson: the lines as a FeatureCollection; svg: drawn on a world map
                     * @default geojson
                     * @enum {string}
                     */
                    format?: "geojson" | "svg";
                    /** @description Width of the map in pixels (height = width / 2, rounded; default 1200); svg only */
                    width?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /**
                             * @description GeoJSON (RFC 7946)
                             * @constant
                             */
                            type: "FeatureCollection";
                            /**
                             * @description The kind of lines
                             * @enum {string}
                             */
                            mode: "in-mundo" | "zodiacal";
                            /** @description Apparent Greenwich sidereal time, degrees */
                            siderealTime: number;
                            /** @description Four lines per body, MC, IC, ASC, DSC, in body order */
                            features: {
                                /**
                                 * @description GeoJSON
                                 * @constant
                                 */
                                type: "Feature";
                                /** @description Which line */
                                properties: {
                                    /** @description The body */
                                    planet: components["schemas"]["Planet3"];
                                    /**
                                     * @description MC (culminating), IC (anti-culminating), ASC (rising), DSC (setting)
                                     * @enum {string}
                                     */
                                    angle: "MC" | "IC" | "ASC" | "DSC";
                                    /** @description The body's right ascension used, degrees */
                                    rightAscension: number;
                                    /** @description The body's declination used, degrees */
                                    declination: number;
                                };
                                /** @description The line */
                                geometry: {
                                    /**
                                     * @description GeoJSON
                                     * @constant
                                     */
                                    type: "MultiLineString";
                                    /** @description Pieces of the line, split at the antimeridian */
                                    coordinates: number[][][];
                                };
                            }[];
                        } | {
                            /**
                             * @description The drawing is SVG
                             * @constant
                             */
                            format: "svg";
                            width: components["schemas"]["Number"];
                            height: components["schemas"]["Number"];
                            /** @description An equirectangular world map (Natural Earth coastlines) with the lines drawn and labelled */
                            svg: string;
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                    "image/svg+xml": components["schemas"]["WesternAnswer"];
                };
            };
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    westernAspects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WesternRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            aspects: components["schemas"]["Aspects2"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernPatterns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WesternRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Three bodies in mutual trine */
                            grandTrines: components["schemas"]["Patterns"];
                            /** @description Two oppositions in mutual square */
                            grandCrosses: components["schemas"]["Patterns"];
                            /** @description An opposition with a body square to both (not inside a Grand Cross) */
                            tSquares: components["schemas"]["Patterns"];
                            /** @description A sextile with a body quincunx to both */
                            yods: components["schemas"]["Patterns"];
                            /** @description Three or more planets in one sign */
                            stelliums: components["schemas"]["Patterns"];
                            /** @description A Grand Trine plus a body opposite one corner */
                            kites: components["schemas"]["Patterns"];
                            /** @description Two oppositions joined by two trines and two sextiles */
                            mysticRectangles: components["schemas"]["Patterns"];
                            /** @description All of the above, in that order */
                            allPatterns: components["schemas"]["Patterns"];
                            /** @description How many of each */
                            summary: {
                                /** @description Number of Grand Trines */
                                grandTrineCount: components["schemas"]["Count"];
                                /** @description Number of Grand Crosses */
                                grandCrossCount: components["schemas"]["Count"];
                                /** @description Number of T-Squares */
                                tSquareCount: components["schemas"]["Count"];
                                /** @description Number of Yods */
                                yodCount: components["schemas"]["Count"];
                                /** @description Number of Stelliums */
                                stelliumCount: components["schemas"]["Count"];
                                /** @description Number of Kites */
                                kiteCount: components["schemas"]["Count"];
                                /** @description Number of Mystic Rectangles */
                                mysticRectangleCount: components["schemas"]["Count"];
                            };
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernMidpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    nodeType?: components["schemas"]["NodeType"];
                    /**
                     * @description Largest distance from a midpoint that activates it, degrees on the dial
                     * @default 1.5
                     */
                    orb?: number;
                    /**
                     * @description Dial the activations are measured on (Ebertin's 90° dial by default)
                     * @default 90
                     */
                    dial?: 360 | 90 | 45;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Dial the activations were measured on */
                            dial: 360 | 90 | 45;
                            /** @description Orb used, degrees on the dial */
                            orb: number;
                            /** @description Every pair of the 13 bodies, Ascendant and Midheaven (105 pairs) */
                            midpoints: {
                                planet1: components["schemas"]["Planet1"];
                                planet2: components["schemas"]["Planet1"];
                                /** @description The near (shorter-arc) midpoint */
                                longitude: components["schemas"]["Longitude"];
                                degreeFormatted: components["schemas"]["DegreeFormatted"];
                                sign: components["schemas"]["Sign"];
                                signName: components["schemas"]["SignName2"];
                                degreeInSign: components["schemas"]["DegreeInSign"];
                                /** @description `longitude` modulo the dial */
                                dialPosition: number;
                            }[];
                            /** @description Points within the orb of a pair's midpoint on the dial, sorted by orb */
                            activations: {
                                /** @description The activating point */
                                planet: components["schemas"]["Planet1"];
                                planet1: components["schemas"]["Planet1"];
                                planet2: components["schemas"]["Planet1"];
                                /** @description The pair's near midpoint */
                                midpoint: components["schemas"]["Longitude"];
                                midpointFormatted: components["schemas"]["DegreeFormatted"];
                                /** @description Distance on the dial, degrees */
                                orb: number;
                                /** @description Ebertin notation, e.g. "Mars = Sun/Moon" */
                                notation: string;
                            }[];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernTransits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    targetDate?: components["schemas"]["TargetDate"];
                    nodeType?: components["schemas"]["NodeType"];
                    orbs?: components["schemas"]["Orbs"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The transit moment */
                            targetDate: string;
                            targetDateLocal: components["schemas"]["LocalTime"];
                            /** @description The 13 transiting bodies */
                            transits: {
                                planet: components["schemas"]["Planet4"];
                                /** @description Transiting body */
                                transitLongitude: components["schemas"]["Longitude"];
                                transitLongitudeFormatted: components["schemas"]["DegreeFormatted"];
                                sign: components["schemas"]["Sign"];
                                signName: components["schemas"]["SignName2"];
                                degreeInSign: components["schemas"]["DegreeInSign"];
                                isRetrograde: components["schemas"]["IsRetrograde"];
                                /** @description planet1 the transiting body, planet2 a natal body, Ascendant or Midheaven */
                                aspectsToNatal: components["schemas"]["Aspects2"];
                                /** @description A line for each aspect to a natal point */
                                interpretation: components["schemas"]["Warnings"];
                            }[];
                            /** @description The ten highest-scoring transit aspects */
                            mostSignificant: {
                                transitPlanet: components["schemas"]["Planet4"];
                                natalPlanet: components["schemas"]["Planet1"];
                                type: components["schemas"]["Type"];
                                /** @description Degrees from exact */
                                orb: number;
                                /** @description The transit is still closing in */
                                applying: boolean;
                                /** @description Transiting weight × natal weight × aspect weight × tightness (× 1.2 applying) */
                                score: number;
                                interpretation: components["schemas"]["Summary"];
                            }[];
                            /** @description One line for each of the top five */
                            interpretation: components["schemas"]["Warnings"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernSolarReturn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    /** @description Year of the return (default the current UTC year) */
                    targetYear?: number;
                    returnLat?: components["schemas"]["ReturnLat"];
                    returnLng?: components["schemas"]["ReturnLng"];
                    houseSystem?: components["schemas"]["HouseSystem"];
                    nodeType?: components["schemas"]["NodeType"];
                    orbs?: components["schemas"]["Orbs"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Year of the return */
                            targetYear: components["schemas"]["Number"];
                            /** @description The moment the Sun returns to its natal longitude */
                            exactDate: string;
                            exactDateLocal: components["schemas"]["LocalTime"];
                            positions: components["schemas"]["Positions"];
                            houses: components["schemas"]["Houses"];
                            /** @description Ascendant */
                            ascendant: components["schemas"]["Longitude"];
                            ascendantFormatted: components["schemas"]["DegreeFormatted"];
                            /** @description Midheaven */
                            midheaven: components["schemas"]["Longitude"];
                            midheavenFormatted: components["schemas"]["DegreeFormatted"];
                            aspects: components["schemas"]["Aspects2"];
                            location: components["schemas"]["Location"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernLunarReturn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    targetDate?: components["schemas"]["TargetDate2"];
                    returnLat?: components["schemas"]["ReturnLat"];
                    returnLng?: components["schemas"]["ReturnLng"];
                    houseSystem?: components["schemas"]["HouseSystem"];
                    nodeType?: components["schemas"]["NodeType"];
                    orbs?: components["schemas"]["Orbs"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The natal Moon, apparent tropical */
                            natalLongitude: components["schemas"]["Longitude"];
                            natalLongitudeFormatted: components["schemas"]["DegreeFormatted"];
                            /** @description The first moment after targetDate when the Moon is back at its natal longitude */
                            instant: string;
                            instantLocal: components["schemas"]["LocalTime"];
                            chart: components["schemas"]["Chart"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernPlanetReturn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    targetDate?: components["schemas"]["TargetDate2"];
                    returnLat?: components["schemas"]["ReturnLat"];
                    returnLng?: components["schemas"]["ReturnLng"];
                    houseSystem?: components["schemas"]["HouseSystem"];
                    nodeType?: components["schemas"]["NodeType"];
                    orbs?: components["schemas"]["Orbs"];
                    /** @description The body: Sun, Moon, Mercury … Pluto */
                    planet: components["schemas"]["Planet3"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The returning body (identifier, English) */
                            planet: components["schemas"]["Planet3"];
                            /** @description The natal body, apparent tropical */
                            natalLongitude: components["schemas"]["Longitude"];
                            natalLongitudeFormatted: components["schemas"]["DegreeFormatted"];
                            /** @description Every exact crossing of the natal longitude in the first return after targetDate, directions alternating: 1, or 3 when a retrograde loop takes the body back over it, up to 5 or 7 for Neptune and Pluto whose yearly loops overlap (fewer when targetDate falls inside the loops) */
                            crossings: {
                                instant: components["schemas"]["SignName"];
                                instantLocal: components["schemas"]["LocalTime"];
                                /**
                                 * @description The body's motion at the crossing
                                 * @enum {string}
                                 */
                                direction: "direct" | "retrograde";
                            }[];
                            /** @description The chart of the first crossing, cast at returnLat/returnLng (default the birth place) */
                            chart: components["schemas"]["Chart"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    westernStations: {
        parameters: {
            query: {
                /**
                 * @description Mercury, Venus, Mars, Jupiter, Saturn, Uranus, Neptune or Pluto
                 * @example Mercury
                 */
                planet: "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto";
                /**
                 * @description Start: a UTC date YYYY-MM-DD (its 00:00Z) or a UTC instant YYYY-MM-DDTHH:MM[:SS]Z
                 * @example 2027-01-01
                 */
                from: components["parameters"]["From"];
                /**
                 * @description End: a UTC date (to the end of that day) or instant; at most 400 days after from
                 * @example 2027-12-31
                 */
                to: string;
                /** @description IANA zone of the `…Local` times (tzdb history, DST honoured); default UTC */
                timezone?: components["parameters"]["Timezone"];
                /** @description ±HH:MM: a fixed offset for the `…Local` times instead; not together with timezone */
                utcOffset?: components["parameters"]["UtcOffset"];
                /** @description Language of display names and sentences (default en); identifiers such as `planet` stay English */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /**
                             * @description The planet (identifier, English)
                             * @enum {string}
                             */
                            planet: "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto";
                            from: components["schemas"]["SignName"];
                            fromLocal: components["schemas"]["LocalTime"];
                            to: components["schemas"]["SignName"];
                            toLocal: components["schemas"]["LocalTime"];
                            /** @description Every station in the range, in order */
                            stations: {
                                /**
                                 * @description retrograde: the speed turns negative; direct: it turns positive
                                 * @enum {string}
                                 */
                                kind: "direct" | "retrograde";
                                /** @description The moment the apparent longitude speed is 0 */
                                instant: string;
                                instantLocal: components["schemas"]["LocalTime"];
                                /** @description The planet at the station, apparent tropical */
                                longitude: components["schemas"]["Longitude"];
                                degreeFormatted: components["schemas"]["DegreeFormatted"];
                                sign: components["schemas"]["Sign"];
                                signName: components["schemas"]["SignName2"];
                            }[];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernPlanetaryHours: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The civil date of `date` at the place, YYYY-MM-DD */
                            date: string;
                            /** @description Its weekday (identifier, English) */
                            weekday: components["schemas"]["Id"];
                            /** @description The weekday's ruler, which rules the first hour */
                            dayRuler: components["schemas"]["DayRuler"];
                            /** @description The first sunrise after the local midnight starting the date (upper limb, refraction at 1013.25 hPa, 15 °C) */
                            sunrise: string;
                            sunriseLocal: components["schemas"]["LocalTime"];
                            /** @description The next sunset */
                            sunset: string;
                            sunsetLocal: components["schemas"]["LocalTime"];
                            /** @description The sunrise after it (end of the night) */
                            nextSunrise: string;
                            nextSunriseLocal: components["schemas"]["LocalTime"];
                            /** @description The 12 day hours then the 12 night hours, rulers in Chaldean order from the day ruler */
                            hours: {
                                ruler: components["schemas"]["DayRuler"];
                                /** @description Start of the hour */
                                start: string;
                                startLocal: components["schemas"]["LocalTime"];
                                /** @description End of the hour (the next one's start) */
                                end: string;
                                endLocal: components["schemas"]["LocalTime"];
                                part: components["schemas"]["Part"];
                                /** @description The hour's number within its part, 1–12 */
                                number: number;
                            }[];
                            /** @description The hour holding `date` itself */
                            birthHour: {
                                ruler: components["schemas"]["DayRuler"];
                                /** @description Start of the hour */
                                start: string;
                                startLocal: components["schemas"]["LocalTime"];
                                /** @description End of the hour (the next one's start) */
                                end: string;
                                endLocal: components["schemas"]["LocalTime"];
                                part: components["schemas"]["Part"];
                                /** @description The hour's number within its part, 1–12 */
                                number: number;
                                /** @description The civil date of the planetary day holding the moment (the day before when it is before sunrise) */
                                date: string;
                                /** @description That planetary day's ruler */
                                dayRuler: components["schemas"]["DayRuler"];
                            };
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernHarmonic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    /** @description The harmonic number, 1–360 (1 is the natal chart) */
                    harmonic: number;
                    nodeType?: components["schemas"]["NodeType"];
                    orbs?: components["schemas"]["Orbs"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The harmonic number n */
                            harmonic: number;
                            /** @description Sun … Pluto, Chiron, NorthNode, SouthNode in the harmonic chart */
                            planets: {
                                planet: components["schemas"]["Planet4"];
                                /** @description Natal longitude × n, mod 360 */
                                longitude: components["schemas"]["Longitude"];
                                degreeFormatted: components["schemas"]["DegreeFormatted"];
                                sign: components["schemas"]["Sign"];
                                signName: components["schemas"]["SignName2"];
                            }[];
                            /** @description The aspects between the harmonic positions, each pair once */
                            aspects: components["schemas"]["Aspects2"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernDavison: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WesternRequest2"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Mean of the two UTC instants */
                            midpointDate: string;
                            midpointDateLocal: components["schemas"]["LocalTime"];
                            /** @description Mean of the two latitudes */
                            midpointLatitude: number;
                            /** @description Shorter-arc mean of the two longitudes */
                            midpointLongitude: number;
                            positions: components["schemas"]["Positions"];
                            houses: components["schemas"]["Houses"];
                            /** @description Ascendant */
                            ascendant: components["schemas"]["Longitude"];
                            ascendantFormatted: components["schemas"]["DegreeFormatted"];
                            /** @description Midheaven */
                            midheaven: components["schemas"]["Longitude"];
                            midheavenFormatted: components["schemas"]["DegreeFormatted"];
                            aspects: components["schemas"]["Aspects2"];
                            patterns: components["schemas"]["Patterns"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernSynastry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WesternRequest2"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description planet1 a body of person 1, planet2 a body of person 2 */
                            aspects: components["schemas"]["Aspects2"];
                            /** @description Each person's bodies placed in the other's houses */
                            houseOverlays: {
                                person1InPerson2Houses: components["schemas"]["Person2"];
                                /** @description Person 2's bodies in person 1's houses */
                                person2InPerson1Houses: components["schemas"]["Person2"];
                            };
                            /** @description A 0–100 score: each aspect weighs type × both bodies × tightness */
                            compatibility: {
                                /** @description round(100 (P + 1) / (P + Q + 2)); 50 with no aspects */
                                score: number;
                                /** @description Harmonious aspects */
                                harmonious: components["schemas"]["Count"];
                                /** @description Tense aspects */
                                challenging: components["schemas"]["Count"];
                                /** @description Conjunctions */
                                neutral: components["schemas"]["Count"];
                                /** @description How the score was reached */
                                breakdown: {
                                    /** @description Σ weights of the harmonious aspects */
                                    harmoniousWeight: number;
                                    /** @description Σ weights of the tense aspects */
                                    challengingWeight: number;
                                    /** @description Σ weights of the conjunctions */
                                    neutralWeight: number;
                                    /** @description P: harmonious weight plus half the conjunctions' */
                                    positive: number;
                                    /** @description Q: tense weight */
                                    negative: number;
                                    /** @description The aspects by the bodies involved */
                                    byGroup: {
                                        luminaries: components["schemas"]["Luminaries"];
                                        /** @description Else Venus or Mars */
                                        venusMars: components["schemas"]["Luminaries"];
                                        /** @description The rest */
                                        other: components["schemas"]["Luminaries"];
                                    };
                                };
                                summary: components["schemas"]["Summary"];
                            };
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernComposite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WesternRequest2"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Each body at the shorter-arc midpoint of the two */
                            positions: components["schemas"]["Positions"];
                            houses: components["schemas"]["Houses"];
                            /** @description Ascendant */
                            ascendant: components["schemas"]["Longitude"];
                            ascendantFormatted: components["schemas"]["DegreeFormatted"];
                            /** @description Midheaven */
                            midheaven: components["schemas"]["Longitude"];
                            midheavenFormatted: components["schemas"]["DegreeFormatted"];
                            aspects: components["schemas"]["Aspects2"];
                            patterns: components["schemas"]["Patterns"];
                            /** @description How the composite houses were cast */
                            houseMethod: {
                                /**
                                 * @description Houses from the midpoint of the two MCs
                                 * @constant
                                 */
                                method: "midpoint-of-MCs";
                                /** @description RAMC (right ascension of the MC) of the composite MC, in degrees, 0 to below 360 */
                                ramc: components["schemas"]["CuspStart"];
                                /** @description True obliquity of the mean date, degrees */
                                obliquity: number;
                                /** @description Mean latitude of the two births */
                                latitude: number;
                            };
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernArabicLots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WesternRequest3"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The Sun above the horizon (houses 7–12) */
                            isDayChart: boolean;
                            /** @description Fortune, Spirit, the five other Hermetic lots, Father, Mother, Children, Marriage */
                            lots: {
                                /**
                                 * @description The lot (identifier)
                                 * @enum {string}
                                 */
                                name: "Fortune" | "Spirit" | "Eros" | "Necessity" | "Courage" | "Victory" | "Nemesis" | "Father" | "Mother" | "Children" | "Marriage";
                                /** @description The formula used for this chart */
                                formula: string;
                                /** @description Formula by day, e.g. ASC + Moon − Sun */
                                dayFormula: string;
                                /** @description Formula by night */
                                nightFormula: string;
                                /** @description The tradition reverses the formula in a night chart */
                                reversesAtNight: boolean;
                                /** @description The lot */
                                longitude: components["schemas"]["Longitude"];
                                degreeFormatted: components["schemas"]["DegreeFormatted"];
                                sign: components["schemas"]["Sign"];
                                signName: components["schemas"]["SignName2"];
                                degreeInSign: components["schemas"]["DegreeInSign"];
                                house: components["schemas"]["House"];
                            }[];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WesternRequest3"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The ten points by name */
                            points: {
                                Ceres: components["schemas"]["Ceres"];
                                /** @description Pallas */
                                Pallas: components["schemas"]["Ceres"];
                                /** @description Juno */
                                Juno: components["schemas"]["Ceres"];
                                /** @description Vesta */
                                Vesta: components["schemas"]["Ceres"];
                                /** @description Chiron */
                                Chiron: components["schemas"]["Ceres"];
                                /** @description Pholus */
                                Pholus: components["schemas"]["Ceres"];
                                /** @description MeanLilith */
                                MeanLilith: components["schemas"]["Ceres"];
                                /** @description TrueLilith */
                                TrueLilith: components["schemas"]["Ceres"];
                                /** @description Vertex */
                                Vertex: components["schemas"]["Ceres"];
                                /** @description EastPoint */
                                EastPoint: components["schemas"]["Ceres"];
                            };
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernDeclinations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    /**
                     * @description Largest difference of the distances from the equator, degrees (default 1)
                     * @default 1
                     */
                    orb?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Declination of each planet */
                            declinations: {
                                /** @description Sun: declination, degrees north positive */
                                Sun: number;
                                /** @description Moon: declination, degrees north positive */
                                Moon: number;
                                /** @description Mercury: declination, degrees north positive */
                                Mercury: number;
                                /** @description Venus: declination, degrees north positive */
                                Venus: number;
                                /** @description Mars: declination, degrees north positive */
                                Mars: number;
                                /** @description Jupiter: declination, degrees north positive */
                                Jupiter: number;
                                /** @description Saturn: declination, degrees north positive */
                                Saturn: number;
                                /** @description Uranus: declination, degrees north positive */
                                Uranus: number;
                                /** @description Neptune: declination, degrees north positive */
                                Neptune: number;
                                /** @description Pluto: declination, degrees north positive */
                                Pluto: number;
                            };
                            /** @description Pairs within the orb, a before b in planet order */
                            parallels: {
                                a: components["schemas"]["Planet3"];
                                b: components["schemas"]["Planet3"];
                                /**
                                 * @description Same hemisphere: parallel; opposite: contraparallel
                                 * @enum {string}
                                 */
                                kind: "parallel" | "contraparallel";
                                /** @description ||d_a| − |d_b||, degrees */
                                orb: number;
                            }[];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernFixedStars: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    /** @description Stars to compute (default the 20 classical ones: Regulus, Spica, Aldebaran, Antares, Fomalhaut, Sirius, Algol, Betelgeuse, Rigel, Vega, Arcturus, Capella, Pollux, Castor, Procyon, Deneb Algedi, Alcyone, Achernar, Canopus, Polaris) */
                    stars?: string[];
                    /**
                     * @description Largest distance in longitude of a conjunction, degrees (default 1)
                     * @default 1
                     */
                    orb?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Each star asked, by the name asked */
                            stars: {
                                [key: string]: {
                                    /** @description The catalogue's name, "traditional,Bayer", e.g. "Regulus,alLeo" */
                                    catalogueName: string;
                                    /** @description Tropical apparent geocentric longitude */
                                    longitude: components["schemas"]["Longitude"];
                                    degreeFormatted: components["schemas"]["DegreeFormatted"];
                                    /** @description Ecliptic latitude in degrees */
                                    latitude: number;
                                    /** @description Visual magnitude (catalogue) */
                                    magnitude: number;
                                };
                            };
                            /** @description Star × point pairs within the orb, stars in the order asked */
                            conjunctions: {
                                /** @description The star, as asked */
                                star: string;
                                /**
                                 * @description A planet or angle (identifier, English)
                                 * @enum {string}
                                 */
                                point: "Sun" | "Moon" | "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto" | "Ascendant" | "Midheaven";
                                /** @description Distance in longitude, degrees */
                                orb: number;
                            }[];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    westernProgressions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    targetDate?: components["schemas"]["TargetDate"];
                    houseSystem?: components["schemas"]["HouseSystem"];
                    nodeType?: components["schemas"]["NodeType"];
                    orbs?: components["schemas"]["Orbs"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The birth `date` as given */
                            birthDate: string;
                            targetDate: components["schemas"]["SignName"];
                            targetDateLocal: components["schemas"]["LocalTime"];
                            /** @description Tropical years from birth to the target */
                            ageYears: number;
                            /** @description The day of ephemeris that stands for the target (a day for a year) */
                            progressedDate: string;
                            progressedDateLocal: components["schemas"]["LocalTime"];
                            /** @description Progressed Sun − natal Sun, degrees */
                            solarArc: number;
                            secondaryProgressions: components["schemas"]["SecondaryProgressions"];
                            /** @description The 13 natal bodies moved by the solar arc */
                            solarArcDirections: components["schemas"]["SecondaryProgressions"];
                            /** @description Progressed Ascendant */
                            progressedAscendant: components["schemas"]["Longitude"];
                            progressedAscendantFormatted: components["schemas"]["DegreeFormatted"];
                            /** @description Progressed Midheaven (natal MC + arc) */
                            progressedMidheaven: components["schemas"]["Longitude"];
                            progressedMidheavenFormatted: components["schemas"]["DegreeFormatted"];
                            /** @description The progressed Moon */
                            progressedMoon: {
                                sign: components["schemas"]["Sign"];
                                signName: components["schemas"]["SignName2"];
                                degreeInSign: components["schemas"]["DegreeInSign"];
                                /** @description Natal house the progressed Moon is in */
                                natalHouse: number;
                            };
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    sunSign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanetsRequest"];
        responses: {
            200: components["responses"]["SunSignAnswer"];
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    moonSign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanetsRequest"];
        responses: {
            200: components["responses"]["SunSignAnswer"];
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    ascendant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanetsRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: components["schemas"]["Ascendant"];
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    housesVedic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanetsRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Houses 1 to 12, whole-sign */
                            houses: components["schemas"]["Houses2"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    navamsa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanetsRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: components["schemas"]["Navamsa"];
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    jaimini: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    ayanamsa?: components["schemas"]["Ayanamsa"];
                    nodeType?: components["schemas"]["NodeType"];
                    /**
                     * @description 8: Sun … Saturn and Rahu (Rahu counted backwards, BPHS ch. 32; default); 7: Sun … Saturn, no Pitrikaraka
                     * @default 8
                     */
                    karakaScheme?: 7 | 8;
                    /**
                     * @description Signs (0 = Aries … 11 = Pisces) to give argala on, besides the lagna
                     * @default []
                     */
                    argalaSigns?: components["schemas"]["Sign"][];
                    /**
                     * @description Planets to give argala on (on the sign each occupies; for Ketu the houses are counted backwards, Jaimini 1.1.10)
                     * @default []
                     */
                    argalaPlanets?: components["schemas"]["Planet5"][];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The karaka scheme used */
                            karakaScheme: 7 | 8;
                            /** @description Atmakaraka first, Darakaraka last */
                            charaKarakas: {
                                /**
                                 * @description Karaka id: AK, AmK, BK, MK, PiK (8-karaka scheme only), PK, GK, DK
                                 * @enum {string}
                                 */
                                karaka: "AK" | "AmK" | "BK" | "MK" | "PiK" | "PK" | "GK" | "DK";
                                /** @description The karaka's display name in `lang` (English: Atmakaraka … Darakaraka) */
                                name: string;
                                planet: components["schemas"]["Planet5"];
                                /** @description The degrees ranked: the degree in sign, for Rahu 30 − its degree in sign */
                                degreeInSign: number;
                            }[];
                            /** @description Bhava arudhas A1 … A12, houses counted from the lagna */
                            arudhas: {
                                A1: components["schemas"]["A1"];
                                /** @description Arudha pada of house 2 */
                                A2: components["schemas"]["A1"];
                                /** @description Arudha pada of house 3 */
                                A3: components["schemas"]["A1"];
                                /** @description Arudha pada of house 4 */
                                A4: components["schemas"]["A1"];
                                /** @description Arudha pada of house 5 */
                                A5: components["schemas"]["A1"];
                                /** @description Arudha pada of house 6 */
                                A6: components["schemas"]["A1"];
                                /** @description Arudha pada of house 7 */
                                A7: components["schemas"]["A1"];
                                /** @description Arudha pada of house 8 */
                                A8: components["schemas"]["A1"];
                                /** @description Arudha pada of house 9 */
                                A9: components["schemas"]["A1"];
                                /** @description Arudha pada of house 10 */
                                A10: components["schemas"]["A1"];
                                /** @description Arudha pada of house 11 */
                                A11: components["schemas"]["A1"];
                                /** @description Arudha pada of house 12 */
                                A12: components["schemas"]["A1"];
                            };
                            /** @description A1 */
                            arudhaLagna: components["schemas"]["A1"];
                            /** @description A12 */
                            upapada: components["schemas"]["A1"];
                            /** @description The stronger co-lords the arudhas used */
                            coLords: {
                                /** @description Stronger lord of Scorpio: Mars or Ketu */
                                scorpio: components["schemas"]["Planet5"];
                                /** @description Stronger lord of Aquarius: Saturn or Rahu */
                                aquarius: components["schemas"]["Planet5"];
                            };
                            /** @description Graha arudhas, Sun … Ketu */
                            grahaArudhas: {
                                planet: components["schemas"]["Planet5"];
                                /** @description The sign counted to (the stronger, for a planet owning two) */
                                ownedSign: number;
                                ownedSignName: components["schemas"]["SignName2"];
                                sign: components["schemas"]["Sign"];
                                signName: components["schemas"]["SignName2"];
                            }[];
                            /** @description Jaimini sign aspects, Aries … Pisces */
                            rashiDrishti: {
                                sign: components["schemas"]["Sign"];
                                signName: components["schemas"]["SignName2"];
                                /** @description The signs it aspects, nearest first */
                                aspects: components["schemas"]["Sign"][];
                                /** @description Planets in the signs that aspect it */
                                aspectedBy: components["schemas"]["Planets3"];
                            }[];
                            /** @description Argala on the lagna, then on each of `argalaSigns`, then on each of `argalaPlanets` */
                            argala: {
                                /** @description The sign (or the planet in it) argala is on */
                                reference: {
                                    sign: components["schemas"]["Sign"];
                                    signName: components["schemas"]["SignName2"];
                                    /** @description True for the lagna's sign */
                                    isLagna: boolean;
                                    /** @description The planet argala is on (one of `argalaPlanets`), null for a sign */
                                    planet: components["schemas"]["Planet5"] | null;
                                    /** @description Houses counted backwards (argala on Ketu, Jaimini 1.1.10) */
                                    reversed: boolean;
                                };
                                /** @description The 2nd, 4th, 11th and 5th from it, then the 3rd (malefics only) */
                                houses: {
                                    /** @description Argala house from the reference: 2, 4, 11, 5 or 3 (counted backwards when `reference.reversed`) */
                                    house: number;
                                    sign: components["schemas"]["Sign"];
                                    signName: components["schemas"]["SignName2"];
                                    /** @description Planets there which give argala; in the 3rd only the natural malefics (Sun, Mars, Saturn, Rahu, Ketu) */
                                    planets: components["schemas"]["Planets3"];
                                    /** @description True for the 3rd: only malefics there give argala (Jaimini 1.1.6) */
                                    maleficsOnly: boolean;
                                    /** @description The house obstructing it: 12, 10, 3, 9 or 11 */
                                    obstructingHouse: number;
                                    obstructingSign: components["schemas"]["Sign"];
                                    obstructingSignName: components["schemas"]["SignName2"];
                                    /** @description Planets there (virodhargala) */
                                    obstructedBy: components["schemas"]["Planets3"];
                                    /** @description Planets give argala and fewer planets obstruct it (equal numbers: not standing) */
                                    stands: boolean;
                                }[];
                            }[];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    vedicAvastha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanetsRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Sun … Ketu */
                            planets: {
                                planet: components["schemas"]["Lord"];
                                signName: components["schemas"]["SignName2"];
                                house: components["schemas"]["House"];
                                dignity: components["schemas"]["Dignity2"];
                                avastha: components["schemas"]["Avastha"];
                                /** @description The baladi state alone */
                                baladiAvastha: {
                                    /**
                                     * @description Baladi state by the degree in the sign
                                     * @enum {string}
                                     */
                                    name: "Bala" | "Kumara" | "Yuva" | "Vriddha" | "Mrita";
                                    /** @description Share of its results the planet gives in this state */
                                    modifier: number;
                                    desc: components["schemas"]["Summary"];
                                };
                            }[];
                            /** @description Rahu in a kendra (1, 4, 7, 10) from the lagna */
                            ashtottariApplicable: boolean;
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    nakshatra: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanetsRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            nakshatra: components["schemas"]["Nakshatra"];
                            /** @description 1 = Ashwini … 27 = Revati */
                            number: number;
                            pada: components["schemas"]["Pada"];
                            /** @description Vimshottari lord */
                            lord: components["schemas"]["Planet5"];
                            /** @description KP sub lord */
                            subLord: components["schemas"]["Planet5"];
                            /** @description KP sub-sub lord */
                            subSubLord: components["schemas"]["Planet5"];
                            /** @description Presiding deity, in `lang` */
                            deity: string;
                            /** @description Symbol, in `lang` */
                            symbol: string;
                            gana: components["schemas"]["Gana"];
                            yoni: components["schemas"]["Yoni"];
                            nadi: components["schemas"]["Nadi"];
                            /** @description By the Moon's sign, as ashtakoot uses it */
                            varna: components["schemas"]["Varna"];
                            /** @description Sidereal Moon */
                            moonLongitude: components["schemas"]["Longitude"];
                            moonLongitudeFormatted: components["schemas"]["DegreeFormatted"];
                            /** @description Start of the nakshatra */
                            startLongitude: components["schemas"]["Longitude"];
                            startLongitudeFormatted: components["schemas"]["DegreeFormatted"];
                            /** @description End of the nakshatra */
                            endLongitude: components["schemas"]["Longitude"];
                            endLongitudeFormatted: components["schemas"]["DegreeFormatted"];
                            signName: components["schemas"]["SignName2"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    specialLagnas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    ayanamsa?: components["schemas"]["Ayanamsa"];
                    nodeType?: components["schemas"]["NodeType"];
                    sunriseMode?: components["schemas"]["SunriseMode"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The ten special lagnas */
                            lagnas: {
                                bhava: components["schemas"]["Bhava"];
                                /** @description Hora lagna: the Sun at sunrise + 30° per hour since sunrise (BPHS ch. 5) */
                                hora: components["schemas"]["Bhava"];
                                /** @description Ghati lagna: the Sun at sunrise + 30° per ghati (24 minutes) since sunrise (BPHS ch. 5) */
                                ghati: components["schemas"]["Bhava"];
                                /** @description Vighati lagna: the Sun at sunrise + 15° per minute since sunrise (Jagannatha Hora, PyJHora) */
                                vighati: components["schemas"]["Bhava"];
                                /** @description Sree lagna: the ascendant + 360° × the fraction of its nakshatra the Moon has passed */
                                sree: components["schemas"]["Bhava"];
                                /** @description Pranapada: the Sun + 5° per minute since sunrise, from the Sun itself, its 9th or its 5th sign as it is movable, fixed or dual (BPHS ch. 3) */
                                pranapada: components["schemas"]["Bhava"];
                                /** @description Indu lagna: from the kalas of the 9th lords from lagna and Moon, counted from the Moon; the Moon's degree in that sign */
                                indu: components["schemas"]["Bhava"];
                                /** @description Bhrigu bindu: the midpoint from Rahu forward to the Moon */
                                bhriguBindu: components["schemas"]["Bhava"];
                                /** @description Kunda lagna: 81 × the ascendant */
                                kunda: components["schemas"]["Bhava"];
                                /** @description Varnada lagna (B.V. Raman's method), with the ascendant's degree in its sign */
                                varnada: components["schemas"]["Bhava"];
                            };
                            /** @description The sunrise the time since sunrise is counted from: the last one before the birth (the previous day's for a birth before sunrise) */
                            sunrise: string;
                            sunriseLocal: components["schemas"]["LocalTime"];
                            /** @description Minutes from that sunrise to the birth */
                            minutesSinceSunrise: number;
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    upagrahas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    ayanamsa?: components["schemas"]["Ayanamsa"];
                    sunriseMode?: components["schemas"]["SunriseMode"];
                    /**
                     * @description Gulika: the ascendant at the start or the middle of Saturn's part (default start, BPHS ch. 3 v. 70)
                     * @default start
                     * @enum {string}
                     */
                    gulikaAt?: "start" | "middle";
                    /**
                     * @description Mandi: the ascendant at the start or the middle of Saturn's part (default middle, Jagannatha Hora and PyJHora)
                     * @default middle
                     * @enum {string}
                     */
                    mandiAt?: "start" | "middle";
                    /**
                     * @description eighth (default): the 8th part is lordless (BPHS ch. 3 vv. 66–69, Phaladeepika ch. 25); after-saturn: the part right after Saturn's is (P.V.R. Narasimha Rao, Jagannatha Hora, PyJHora)
                     * @default eighth
                     * @enum {string}
                     */
                    lordlessPart?: "eighth" | "after-saturn";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The eleven upagrahas */
                            upagrahas: {
                                /** @description Dhuma: the Sun + 133°20′ (BPHS ch. 3 vv. 61–64) */
                                dhuma: components["schemas"]["Bhava"];
                                /** @description Vyatipata: 360° − dhuma */
                                vyatipata: components["schemas"]["Bhava"];
                                /** @description Parivesha: vyatipata + 180° */
                                parivesha: components["schemas"]["Bhava"];
                                /** @description Indrachapa: 360° − parivesha */
                                indrachapa: components["schemas"]["Bhava"];
                                /** @description Upaketu: indrachapa + 16°40′ (the Sun − 30°) */
                                upaketu: components["schemas"]["Bhava"];
                                /** @description Kaala: the ascendant at the middle of the Sun's part */
                                kaala: components["schemas"]["Bhava"];
                                /** @description Mrityu: the ascendant at the middle of Mars' part */
                                mrityu: components["schemas"]["Bhava"];
                                /** @description Artha prahara: the ascendant at the middle of Mercury's part */
                                arthaPrahara: components["schemas"]["Bhava"];
                                /** @description Yama ghantaka: the ascendant at the middle of Jupiter's part */
                                yamaGhantaka: components["schemas"]["Bhava"];
                                /** @description Gulika: the ascendant at the start of Saturn's part (BPHS ch. 3 v. 70), or as `gulikaAt` */
                                gulika: components["schemas"]["Bhava"];
                                /** @description Mandi: the ascendant at the middle of Saturn's part (Jagannatha Hora, PyJHora), or as `mandiAt` */
                                mandi: components["schemas"]["Bhava"];
                            };
                            /**
                             * @description The birth fell in the daytime (sunrise → sunset) or the night (sunset → next sunrise)
                             * @enum {string}
                             */
                            segment: "day" | "night";
                            /** @description Start of that day or night */
                            segmentStart: string;
                            segmentStartLocal: components["schemas"]["LocalTime"];
                            /** @description Its end */
                            segmentEnd: string;
                            segmentEndLocal: components["schemas"]["LocalTime"];
                            /** @description Lord of its first eighth: the weekday lord by day, the lord of the 5th weekday from it by night */
                            firstPartLord: components["schemas"]["Planet5"];
                            /** @description The conventions used (the request's, with the defaults filled in) */
                            conventions: {
                                /**
                                 * @description The moment gulika was taken at
                                 * @enum {string}
                                 */
                                gulikaAt: "start" | "middle";
                                /**
                                 * @description The moment mandi was taken at
                                 * @enum {string}
                                 */
                                mandiAt: "start" | "middle";
                                /**
                                 * @description Where the lordless eighth was put
                                 * @enum {string}
                                 */
                                lordlessPart: "eighth" | "after-saturn";
                            };
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    planetsRelationships: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanetsRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Sun … Ketu */
                            planets: {
                                planet: components["schemas"]["Planet5"];
                                sign: components["schemas"]["Sign"];
                                signName: components["schemas"]["SignName2"];
                                /** @description The planet's relation to each of the other eight */
                                relationships: {
                                    planet: components["schemas"]["Planet5"];
                                    /**
                                     * @description BPHS ch. 3
                                     * @enum {string}
                                     */
                                    natural: "Friend" | "Neutral" | "Enemy";
                                    /**
                                     * @description Friend in the 2nd, 3rd, 4th, 10th, 11th, 12th sign from the planet
                                     * @enum {string}
                                     */
                                    temporary: "Friend" | "Enemy";
                                    /**
                                     * @description Natural and temporary combined (five-fold)
                                     * @enum {string}
                                     */
                                    compound: "Great Friend" | "Friend" | "Neutral" | "Enemy" | "Great Enemy";
                                }[];
                            }[];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    chartNorthIndian: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    ayanamsa?: components["schemas"]["Ayanamsa"];
                    nodeType?: components["schemas"]["NodeType"];
                    /**
                     * @description North Indian (diamond, fixed houses) or South Indian (fixed signs) layout
                     * @default north
                     * @enum {string}
                     */
                    style?: "north" | "south";
                    /**
                     * @description json: houses, signs and planets as data; svg: the drawing
                     * @default json
                     * @enum {string}
                     */
                    format?: "json" | "svg";
                    /** @description Width and height of the SVG in pixels (default 500); svg only */
                    size?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /**
                             * @description Layout: North Indian (diamond, fixed houses) or South Indian (fixed signs)
                             * @enum {string}
                             */
                            style: "north" | "south";
                            /** @description House 1 first */
                            houses: {
                                house: components["schemas"]["House"];
                                sign: components["schemas"]["Sign"];
                                signName: components["schemas"]["SignName2"];
                                /** @description By degree within the sign */
                                planets: {
                                    planet: components["schemas"]["Planet5"];
                                    /** @description Su, Mo, Ma, Me, Ju, Ve, Sa, Ra, Ke */
                                    abbreviation: string;
                                    degreeInSign: components["schemas"]["DegreeInSign"];
                                    /** @description Drawn with ℞ (never on the nodes) */
                                    isRetrograde: boolean;
                                }[];
                            }[];
                            /** @description The ascendant */
                            ascendant: {
                                sign: components["schemas"]["Sign"];
                                signName: components["schemas"]["SignName2"];
                                degreeInSign: components["schemas"]["DegreeInSign"];
                            };
                        } | {
                            /**
                             * @description The drawing is SVG
                             * @constant
                             */
                            format: "svg";
                            /**
                             * @description Layout
                             * @enum {string}
                             */
                            style: "north" | "south";
                            width: components["schemas"]["Number"];
                            height: components["schemas"]["Number"];
                            /** @description The chart as an SVG document */
                            svg: string;
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                    "image/svg+xml": components["schemas"]["WesternAnswer"];
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    kpCusps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["KpRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            cusps: components["schemas"]["Cusps"];
                            planets: components["schemas"]["Planets5"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    kpSignificators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["KpRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        data: components["schemas"]["Data"];
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    kpRulingPlanets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KpRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Lord of the weekday; the day runs from sunrise to sunrise */
                            dayLord: components["schemas"]["Planet5"];
                            /** @description Weekday of the Hindu day, 0 = Sunday */
                            weekday: number;
                            /** @description The sunrise that began this day (upper limb, standard refraction) */
                            sunrise: string;
                            sunriseLocal: components["schemas"]["LocalTime"];
                            ascendant: components["schemas"]["Ascendant2"];
                            /** @description The Moon at the moment with its lords */
                            moon: components["schemas"]["Ascendant2"];
                            /** @description The seven rulers: the five classical ones in KP's order of strength, then the two sub lords */
                            rulers: {
                                /**
                                 * @description Which ruler
                                 * @enum {string}
                                 */
                                role: "ascendantStarLord" | "ascendantSignLord" | "moonStarLord" | "moonSignLord" | "dayLord" | "ascendantSubLord" | "moonSubLord";
                                planet: components["schemas"]["Planet5"];
                            }[];
                            /** @description Rahu or Ketu added as representatives of ruling planets */
                            nodes: {
                                /** @description Rahu or Ketu */
                                node: components["schemas"]["Planet5"];
                                /** @description The ruling planets it stands for */
                                represents: components["schemas"]["Planets3"];
                                /** @description It occupies a sign a ruling planet rules, or shares a sign with one */
                                by: ("sign" | "conjunction")[];
                            }[];
                            /** @description The ruling planets, distinct, in the order of `rulers`, then the representing nodes */
                            planets: components["schemas"]["Planets3"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    kpHorary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    ayanamsa?: components["schemas"]["Ayanamsa2"];
                    nodeType?: components["schemas"]["NodeType"];
                    /** @description The horary number the querent gives, 1–249 (KSK's table) */
                    number: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The horary number */
                            number: number;
                            /** @description The number's entry in KSK's table of 249 subs */
                            sub: {
                                /** @description Start of the number's sub, the horary ascendant */
                                start: components["schemas"]["Longitude"];
                                startFormatted: components["schemas"]["DegreeFormatted"];
                                /** @description End of the sub, degrees (360 for number 249) */
                                end: number;
                                sign: components["schemas"]["Sign"];
                                signName: components["schemas"]["SignName2"];
                                starLord: components["schemas"]["Planet5"];
                                subLord: components["schemas"]["Planet5"];
                            };
                            /** @description Sidereal time (ARMC, degrees) that raises the horary ascendant at the place */
                            armc: components["schemas"]["CuspStart"];
                            /** @description Placidus cusps for that ARMC */
                            cusps: components["schemas"]["Cusps"];
                            /** @description The planets at the moment of the question, in the horary houses */
                            planets: components["schemas"]["Planets5"];
                            /** @description Planet and house significators of the horary chart, as /v1/kp/significators gives them */
                            significators: components["schemas"]["Data"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    ashtakavarga: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanetsRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        data: components["schemas"]["Ashtakavarga"];
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaVimshottari: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The Moon's nakshatra, in `lang` */
                            moonNakshatra: string;
                            firstLord: components["schemas"]["Planet5"];
                            balance: components["schemas"]["Balance"];
                            yearLength: components["schemas"]["YearLength2"];
                            /** @description Nine mahadashas, the first starting before birth; 120 years */
                            mahadashas: components["schemas"]["DashaMahadasha"][];
                            current: components["schemas"]["DashaCurrent"];
                            window: components["schemas"]["Window"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaSystems: {
        parameters: {
            query?: {
                /** @description Language of display names and sentences (default en); identifiers such as `planet` stay English */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Every dasha system, planet-based first */
                            systems: {
                                /** @description The system's id (the path segment) */
                                id: string;
                                /** @description Its name */
                                name: string;
                                kind: components["schemas"]["Kind"];
                                /** @description Where to ask for it (POST) */
                                path: string;
                                /** @description Where its rules come from (English; how its periods are counted is in its endpoint's documentation) */
                                source: string;
                                /** @description The defaults of its request fields */
                                defaults: {
                                    [key: string]: string | number;
                                };
                                /** @description Its own request fields beyond the common ones */
                                options: {
                                    /** @description Request field */
                                    name: string;
                                    /** @description Accepted values */
                                    values: string[];
                                    /** @description Default */
                                    default: string;
                                    /** @description What it chooses */
                                    description: string;
                                }[];
                            }[];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    dashaYogaVimshottari: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaAshtottari: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaTithiAshtottari: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaYogini: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaTithiYogini: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaShodashottari: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaDwadashottari: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaDwisaptatiSama: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaPanchottari: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaShatabdika: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaChaturashitiSama: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaKaranaChaturashitiSama: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaShashtihayani: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaShattrimshaSama: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaNaisargika: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaTara: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaKaraka: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaBuddhiGati: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaKaala: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaAshtakavarga: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaSaptarishiNakshatra: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaMoola: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaRashmi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    ayanamsa?: components["schemas"]["Ayanamsa"];
                    nodeType?: components["schemas"]["NodeType"];
                    targetDate?: components["schemas"]["TargetDate"];
                    yearLength?: components["schemas"]["YearLength"];
                    depth?: components["schemas"]["Depth"];
                    from?: components["schemas"]["From"];
                    to?: components["schemas"]["To"];
                    /**
                     * @description Where the rays are read: `apparent` (the chart's positions) or `geometric` (Swiss Ephemeris true positions, no light-time or aberration, as PyJHora and its reference values; the rays magnify the difference, up to a few days by the last period).
                     * @default apparent
                     * @enum {string}
                     */
                    positions?: "apparent" | "geometric";
                };
            };
        };
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaAayu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    ayanamsa?: components["schemas"]["Ayanamsa"];
                    nodeType?: components["schemas"]["NodeType"];
                    targetDate?: components["schemas"]["TargetDate"];
                    yearLength?: components["schemas"]["YearLength"];
                    depth?: components["schemas"]["Depth"];
                    from?: components["schemas"]["From"];
                    to?: components["schemas"]["To"];
                    /**
                     * @description The ayurdaya: `pinda` (Pindayu), `nisarga` (Nisargayu), `amsa` (Amsayu), or `auto`: the one the chart calls for (the Sun, the Moon or the lagna, whichever is strongest); the answer's `options.aayurType` names the one applied.
                     * @default auto
                     * @enum {string}
                     */
                    aayurType?: "auto" | "pinda" | "nisarga" | "amsa";
                };
            };
        };
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaChara: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    ayanamsa?: components["schemas"]["Ayanamsa"];
                    nodeType?: components["schemas"]["NodeType"];
                    targetDate?: components["schemas"]["TargetDate"];
                    yearLength?: components["schemas"]["YearLength"];
                    depth?: components["schemas"]["Depth"];
                    from?: components["schemas"]["From"];
                    to?: components["schemas"]["To"];
                    /**
                     * @description `kn-rao`: K.N. Rao (from the ascendant, one cycle of 12, years with the exaltation/debilitation year); `pvn-rao`: P.V.R. Narasimha Rao (from the strongest of the ascendant, Sun and Moon signs, two cycles, the second 12 − the first).
                     * @default kn-rao
                     * @enum {string}
                     */
                    method?: "kn-rao" | "pvn-rao";
                };
            };
        };
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaNarayana: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaLagnaKendradi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaKarakaKendradi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaDrig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaShoola: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaNiryanaShoola: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaSthira: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaTrikona: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaYogardha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaMandooka: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaVarnada: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaBrahma: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaNavamsa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaChakra: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaSandhya: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaKalachakra: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaParyaya: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaTaraLagna: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaMoolaRashi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaRashiyanka: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaChaturvidhaUttara: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaSudasa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaLagnamsaka: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    dashaPadanadhamsa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DashaRequest"];
        responses: {
            200: components["responses"]["DashaAnswer"];
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    vedicYogas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["VedicYogasRequest"];
        responses: {
            200: components["responses"]["VedicYogasAnswer"];
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    yogas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["VedicYogasRequest"];
        responses: {
            200: components["responses"]["VedicYogasAnswer"];
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    yogasCatalogue: {
        parameters: {
            query?: {
                /** @description Language of display names and sentences (default en); identifiers such as `planet` stay English */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Number of definitions */
                            count: components["schemas"]["Count"];
                            /** @description Every definition, in the order the yogas endpoint reports them */
                            yogas: {
                                id: components["schemas"]["Id2"];
                                name: components["schemas"]["Name"];
                                category: components["schemas"]["Category"];
                                /** @description A good yoga (false for Kemadruma, Shakata, Papa Kartari …) */
                                isBenefic: boolean;
                                /** @description The condition, naming its source and how it is read */
                                condition: string;
                                /** @description Where the definition comes from */
                                source: {
                                    /** @description The text: BPHS (R. Santhanam's chapter numbers), Phaladeepika, Saravali, or B.V. Raman's Three Hundred Important Combinations */
                                    text: string;
                                    /** @description Chapter, null where the text is cited by number only */
                                    chapter: string | null;
                                    /** @description Verse(s) or Raman's number, null where the entry cites the chapter only */
                                    verse: string | null;
                                };
                                pyjhoraId: components["schemas"]["PyjhoraId"];
                                /** @description Where we read the text differently from PyJHora 4.8.5, and why */
                                decisions: components["schemas"]["Warnings"];
                            }[];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    shadbala: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanetsRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Sun … Saturn */
                            shadbala: {
                                planet: components["schemas"]["Planet6"];
                                shadbala: components["schemas"]["Shadbala"];
                            }[];
                            /** @description The strongest and weakest planets and those below their requirement */
                            summary: string;
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    shadbalaFull: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanetsRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        data: components["schemas"]["Data4"];
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    vargas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    ayanamsa?: components["schemas"]["Ayanamsa"];
                    nodeType?: components["schemas"]["NodeType"];
                    /** @description The vargas wanted, in this order (default: all 24) */
                    charts?: components["schemas"]["ChartsItem"][];
                    /**
                     * @description Method per varga where schools differ (default: see each field)
                     * @default {}
                     */
                    methods?: {
                        /**
                         * @description D2 Hora: parashara, parivritti-even-reverse, cyclic, parivritti, somanatha (default parashara)
                         * @enum {string}
                         */
                        D2?: "parashara" | "parivritti-even-reverse" | "cyclic" | "parivritti" | "somanatha";
                        /**
                         * @description D3 Drekkana: parashara, jagannatha, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara)
                         * @enum {string}
                         */
                        D3?: "parashara" | "jagannatha" | "cyclic" | "parivritti" | "parivritti-even-reverse" | "somanatha";
                        D4?: components["schemas"]["D"];
                        /** @description D5 Panchamsa: parashara, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara) */
                        D5?: components["schemas"]["D"];
                        /** @description D6 Shashthamsa: parashara, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara) */
                        D6?: components["schemas"]["D"];
                        D7?: components["schemas"]["D2"];
                        /** @description D8 Ashtamsa: parashara, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara) */
                        D8?: components["schemas"]["D"];
                        /**
                         * @description D9 Navamsa: parashara, parivritti-even-reverse, kalachakra, krishna-mishra, somanatha (default parashara)
                         * @enum {string}
                         */
                        D9?: "parashara" | "parivritti-even-reverse" | "kalachakra" | "krishna-mishra" | "somanatha";
                        /** @description D10 Dasamsa: parashara, even-backward, even-reverse, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara) */
                        D10?: components["schemas"]["D2"];
                        /**
                         * @description D11 Rudramsa: parashara, raman, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara)
                         * @enum {string}
                         */
                        D11?: "parashara" | "raman" | "cyclic" | "parivritti" | "parivritti-even-reverse" | "somanatha";
                        /**
                         * @description D12 Dwadasamsa: parashara, even-reverse, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara)
                         * @enum {string}
                         */
                        D12?: "parashara" | "even-reverse" | "cyclic" | "parivritti" | "parivritti-even-reverse" | "somanatha";
                        /** @description D16 Shodasamsa: parashara, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara) */
                        D16?: components["schemas"]["D"];
                        /** @description D20 Vimsamsa: parashara, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara) */
                        D20?: components["schemas"]["D"];
                        /**
                         * @description D24 Chaturvimsamsa: parashara, even-reverse, even-from-leo (default parashara)
                         * @enum {string}
                         */
                        D24?: "parashara" | "even-reverse" | "even-from-leo";
                        /**
                         * @description D27 Saptavimsamsa: parashara, parivritti-even-reverse, somanatha (default parashara)
                         * @enum {string}
                         */
                        D27?: "parashara" | "parivritti-even-reverse" | "somanatha";
                        /**
                         * @description D30 Trimsamsa: parashara, from-sign, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara)
                         * @enum {string}
                         */
                        D30?: "parashara" | "from-sign" | "cyclic" | "parivritti" | "parivritti-even-reverse" | "somanatha";
                        /** @description D40 Khavedamsa: parashara, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara) */
                        D40?: components["schemas"]["D"];
                        /** @description D45 Akshavedamsa: parashara, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara) */
                        D45?: components["schemas"]["D"];
                        /**
                         * @description D60 Shashtyamsa: parashara, from-aries, somanatha, even-reverse (default parashara)
                         * @enum {string}
                         */
                        D60?: "parashara" | "from-aries" | "somanatha" | "even-reverse";
                        /**
                         * @description D81 Nava-navamsa: cyclic, parivritti, parivritti-even-reverse, somanatha (default cyclic)
                         * @enum {string}
                         */
                        D81?: "cyclic" | "parivritti" | "parivritti-even-reverse" | "somanatha";
                        /** @description D108 Ashtottaramsa: parashara, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara) */
                        D108?: components["schemas"]["D"];
                        /** @description D144 Dwadas-dwadasamsa: parashara, cyclic, parivritti, parivritti-even-reverse, somanatha (default parashara) */
                        D144?: components["schemas"]["D"];
                        /**
                         * @description D150 Nadiamsa: cyclic, parivritti, from-sign (default cyclic)
                         * @enum {string}
                         */
                        D150?: "cyclic" | "parivritti" | "from-sign";
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The vargas asked for, in the order asked */
                            charts: {
                                chart: components["schemas"]["ChartsItem"];
                                /** @description Sanskrit name of the varga (Navamsa …) */
                                name: string;
                                /**
                                 * @description The method used (`parivritti` is reported as `cyclic`)
                                 * @enum {string}
                                 */
                                method: "parashara" | "cyclic" | "parivritti" | "parivritti-even-reverse" | "somanatha" | "jagannatha" | "kalachakra" | "krishna-mishra" | "raman" | "even-backward" | "even-reverse" | "even-from-leo" | "from-sign" | "from-aries";
                                /** @description The rule of this method and where it comes from (English, as every source citation) */
                                source: string;
                                /** @description The varga ascendant (lagna) */
                                ascendant: components["schemas"]["A1"];
                                /** @description Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu */
                                planets: {
                                    planet: components["schemas"]["Planet5"];
                                    /** @description Sign in this varga, 0 = Aries … 11 = Pisces */
                                    sign: number;
                                    signName: components["schemas"]["SignName2"];
                                    /** @description Whole-sign house counted from the varga ascendant */
                                    house: number;
                                }[];
                            }[];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    compatibilityAshtakoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CompatibilityRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            boy: components["schemas"]["Boy"];
                            /** @description person2 */
                            girl: components["schemas"]["Boy"];
                            /** @description Varna, Vashya, Tara, Yoni, Graha Maitri, Gana, Bhakoot, Nadi */
                            kutas: {
                                kuta: components["schemas"]["Kuta"];
                                /** @description The kuta's display name in `lang` */
                                kutaName: string;
                                /** @description Points given */
                                score: number;
                                /** @description Points possible (1 … 8) */
                                maxScore: components["schemas"]["Number"];
                                /** @description The boy's value for this kuta */
                                boyValue: string;
                                /** @description The girl's value */
                                girlValue: string;
                                /** @description Why these points */
                                reason: string;
                            }[];
                            /** @description The raw score, as almanacs print it */
                            total: number;
                            /**
                             * @description Always 36
                             * @constant
                             */
                            maxTotal: 36;
                            /** @description Nadi kuta scored 0 */
                            nadiDosha: boolean;
                            /** @description Bhakoot kuta scored 0 */
                            bhakootDosha: boolean;
                            /** @description Every cancellation rule checked */
                            cancellations: {
                                /**
                                 * @description The dosha the rule cancels (identifier, English: the kuta it belongs to)
                                 * @enum {string}
                                 */
                                dosha: "Nadi" | "Bhakoot";
                                /** @description Its kuta's display name in `lang` */
                                doshaName: string;
                                /** @description That dosha is present in this pair */
                                doshaPresent: boolean;
                                rule: components["schemas"]["Summary"];
                                /** @description The rule holds and the dosha is present */
                                applies: boolean;
                                /** @description Only in necessity, as the source qualifies it */
                                conditional?: boolean;
                                /** @description Where the rule comes from */
                                source: string;
                            }[];
                            cancellationSummary: components["schemas"]["Warnings"];
                            /** @description Information only: the total with each cancelled dosha's kuta counted in full */
                            restoredTotal: number;
                            /** @description What the score means */
                            verdict: {
                                level: components["schemas"]["Level2"];
                                summary: components["schemas"]["Summary"];
                                /** @description Doshas left uncancelled */
                                warnings: components["schemas"]["Warnings"];
                            };
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    compatibilitySummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CompatibilityRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description Ashtakoot in short */
                            ashtakoot: {
                                /** @description The raw ashtakoot score */
                                total: number;
                                /**
                                 * @description Always 36
                                 * @constant
                                 */
                                maxTotal: 36;
                                level: components["schemas"]["Level2"];
                                /** @description The eight kutas */
                                kutas: {
                                    kuta: components["schemas"]["Kuta"];
                                    /** @description The kuta's display name in `lang` */
                                    kutaName: string;
                                    /** @description Points given */
                                    score: number;
                                    /** @description Points possible (1 … 8) */
                                    maxScore: components["schemas"]["Number"];
                                }[];
                            };
                            /** @description Both partners' Manglik status */
                            manglik: {
                                person1: components["schemas"]["Person4"];
                                /** @description The girl's Kuja dosha */
                                person2: components["schemas"]["Person4"];
                                /** @description Both have an uncancelled dosha (which sets each other off) */
                                bothManglik: boolean;
                                summary: components["schemas"]["Summary"];
                            };
                            /** @description The matching doshas */
                            doshas: {
                                /** @description Nadi dosha present */
                                nadi: boolean;
                                /** @description Bhakoot dosha present */
                                bhakoot: boolean;
                                cancellations: components["schemas"]["Warnings"];
                            };
                            /** @description Doshas left uncancelled */
                            warnings: components["schemas"]["Warnings"];
                            verdict: components["schemas"]["Summary"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    doshaManglik: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanetsRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        data: components["schemas"]["Manglik"];
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    doshaKaalSarp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PlanetsRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            status: components["schemas"]["Status2"];
                            /** @description Which arc holds the planets; null when none */
                            direction: ("rahu-to-ketu" | "ketu-to-rahu") | null;
                            type: components["schemas"]["Type2"];
                            /** @description The type's display name in `lang`; null when none */
                            typeName: string | null;
                            rahuHouse: components["schemas"]["House"];
                            ketuHouse: components["schemas"]["House"];
                            /** @description For partial: the planets outside the arc */
                            outside: {
                                planet: components["schemas"]["Planet5"];
                                /**
                                 * @description On the nodal axis, or across it in a node's sign
                                 * @enum {string}
                                 */
                                why: "conjunct-node" | "node-sign";
                            }[];
                            /** @description Planets sharing a sign with Rahu or Ketu */
                            nodeSignPlanets: components["schemas"]["Planets3"];
                            summary: components["schemas"]["Summary"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    vedicPanchanga: {
        parameters: {
            query: {
                /**
                 * @description A local date-time YYYY-MM-DDTHH:MM[:SS] (the panchanga at that moment) or a date YYYY-MM-DD (at that day's sunrise)
                 * @example 2026-06-01
                 */
                date: string;
                /**
                 * @description Latitude, degrees north positive
                 * @example 19.076
                 */
                lat: string;
                /**
                 * @description Longitude, degrees east positive
                 * @example 72.8777
                 */
                lng: string;
                /**
                 * @description IANA zone; default: the zone at lat/lng (tzdb history, DST gap moved forward, overlap takes the earlier offset)
                 * @example Asia/Kolkata
                 */
                timezone?: string;
                /** @description ±HH:MM in force at the moment; overrides the zone; not together with timezone */
                utcOffset?: string;
                /** @description Language of display names and sentences (default en); identifiers such as `planet` stay English */
                lang?: components["parameters"]["Lang"];
                /** @description Ayanamsa for sidereal positions (true, with nutation): any Swiss Ephemeris sidereal mode, by its id in GET /v1/ayanamsas */
                ayanamsa?: components["schemas"]["Ayanamsa"];
                /** @description upper-limb: the almanac sunrise (upper limb, standard refraction); centre: the Hindu sunrise (disc centre, no refraction) */
                sunriseMode?: "upper-limb" | "centre";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The `date` as given */
                            date: string;
                            /** @description The five limbs of the day and their details */
                            panchanga: {
                                /** @description The lunar day */
                                tithi: {
                                    /** @description 1–15 in the bright half, 16–30 in the dark half (30 = Amavasya) */
                                    number: number;
                                    id: components["schemas"]["Id3"];
                                    /** @description Tithi name, in `lang` */
                                    name: string;
                                    /** @description Shukla (bright) or Krishna (dark) half, in `lang` */
                                    paksha: string;
                                    /** @description Not a Rikta tithi, not Amavasya */
                                    isAuspicious: boolean;
                                    /** @description Presiding deity (Muhurta Chintamani; identifier, English) */
                                    deity: string;
                                    /**
                                     * @description Tithi group (Muhurta Chintamani; identifier, English)
                                     * @enum {string}
                                     */
                                    group: "Nanda" | "Bhadra" | "Jaya" | "Rikta" | "Purna";
                                    /** @description When it began */
                                    startTime: string;
                                    startTimeLocal: components["schemas"]["LocalTime"];
                                    /** @description When it ends */
                                    endTime: string;
                                    endTimeLocal: components["schemas"]["LocalTime"];
                                };
                                /** @description The weekday */
                                vara: {
                                    id: components["schemas"]["Id"];
                                    /** @description Weekday of the Vedic day (sunrise to sunrise), in `lang` */
                                    name: string;
                                    /** @description Its Sanskrit name, in `lang` */
                                    sanskritName: string;
                                    lord: components["schemas"]["Lord"];
                                    /** @description The weekday lord's name */
                                    lordName: string;
                                    /** @description Sunrise that began the Vedic day */
                                    sunrise: string;
                                    sunriseLocal: components["schemas"]["LocalTime"];
                                };
                                /** @description The Moon's nakshatra, in `lang` */
                                nakshatra: string;
                                /** @description The nitya yoga (Sun + Moon) */
                                yoga: {
                                    /** @description 1 = Vishkambha … 27 = Vaidhriti */
                                    number: number;
                                    id: components["schemas"]["Id4"];
                                    /** @description Nitya yoga, in `lang` */
                                    name: string;
                                    /** @description One of the nine inauspicious yogas */
                                    isInauspicious: boolean;
                                    /** @description When it began */
                                    startTime: string;
                                    startTimeLocal: components["schemas"]["LocalTime"];
                                    /** @description When it ends */
                                    endTime: string;
                                    endTimeLocal: components["schemas"]["LocalTime"];
                                };
                                /** @description The half-tithi */
                                karana: {
                                    /** @description Half-tithi of the lunar month, 1 to 60 */
                                    number: number;
                                    id: components["schemas"]["Id5"];
                                    /** @description Karana, in `lang` */
                                    name: string;
                                    /** @description Vishti (Bhadra) */
                                    isInauspicious: boolean;
                                    type: components["schemas"]["Type4"];
                                    /** @description When it began */
                                    startTime: string;
                                    startTimeLocal: components["schemas"]["LocalTime"];
                                    /** @description When it ends */
                                    endTime: string;
                                    endTimeLocal: components["schemas"]["LocalTime"];
                                };
                                birthQualityFlags: components["schemas"]["BirthQualityFlags"];
                                summary: components["schemas"]["Summary"];
                                /** @description The Moon's nakshatra in full */
                                nakshatraDetails: {
                                    /** @description 1 = Ashwini … 27 = Revati */
                                    number: number;
                                    /**
                                     * @description The nakshatra (identifier, English)
                                     * @enum {string}
                                     */
                                    id: "Ashwini" | "Bharani" | "Krittika" | "Rohini" | "Mrigashira" | "Ardra" | "Punarvasu" | "Pushya" | "Ashlesha" | "Magha" | "Purva Phalguni" | "Uttara Phalguni" | "Hasta" | "Chitra" | "Swati" | "Vishakha" | "Anuradha" | "Jyeshtha" | "Mula" | "Purva Ashadha" | "Uttara Ashadha" | "Shravana" | "Dhanishta" | "Shatabhisha" | "Purva Bhadrapada" | "Uttara Bhadrapada" | "Revati";
                                    /** @description Nakshatra, in `lang` */
                                    name: string;
                                    pada: components["schemas"]["Pada"];
                                    /** @description Vimshottari lord */
                                    lord: number;
                                    /** @description The lord's name, in `lang` */
                                    lordName: string;
                                    /** @description When it began */
                                    startTime: string;
                                    startTimeLocal: components["schemas"]["LocalTime"];
                                    /** @description When it ends */
                                    endTime: string;
                                    endTimeLocal: components["schemas"]["LocalTime"];
                                };
                                /** @description The moment the panchanga is for (sunrise when `date` is a date alone) */
                                at: string;
                                atLocal: components["schemas"]["LocalTime"];
                            };
                            /** @description 100 minus the deductions listed in warnings */
                            muhurtaScore: number;
                            /** @description Each deduction from the muhurta score */
                            warnings: components["schemas"]["Warnings"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    muhurat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    /**
                     * @description upper-limb: the almanac sunrise (upper limb, standard refraction); centre: the Hindu sunrise (disc centre, no refraction)
                     * @default upper-limb
                     * @enum {string}
                     */
                    sunriseMode?: "upper-limb" | "centre";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            sunrise: components["schemas"]["SignName"];
                            sunriseLocal: components["schemas"]["LocalTime"];
                            sunset: components["schemas"]["SignName"];
                            sunsetLocal: components["schemas"]["LocalTime"];
                            tomorrowSunrise: components["schemas"]["SignName"];
                            tomorrowSunriseLocal: components["schemas"]["LocalTime"];
                            /** @description The planetary hour of the moment */
                            currentHora: {
                                planet: components["schemas"]["Lord"];
                                /** @description Lord of the hora, in `lang` */
                                planetName: string;
                                /** @description When it began */
                                startTime: string;
                                startTimeLocal: components["schemas"]["LocalTime"];
                                /** @description When it ends */
                                endTime: string;
                                endTimeLocal: components["schemas"]["LocalTime"];
                                /** @description Hora of a natural benefic */
                                isAuspicious: boolean;
                            };
                            /** @description The choghadiya of the moment */
                            currentChoghadiya: {
                                /**
                                 * @description The choghadiya (identifier, English)
                                 * @enum {string}
                                 */
                                id: "Udveg" | "Chal" | "Labh" | "Amrit" | "Kaal" | "Shubh" | "Rog";
                                /** @description Its name, in `lang` */
                                name: string;
                                /** @description When it began */
                                startTime: string;
                                startTimeLocal: components["schemas"]["LocalTime"];
                                /** @description When it ends */
                                endTime: string;
                                endTimeLocal: components["schemas"]["LocalTime"];
                                /** @description Amrit, Shubh, Labh or Chal */
                                isAuspicious: boolean;
                            };
                            exactRahuKala: components["schemas"]["ExactRahuKala"];
                            /** @description Yamaganda of the day */
                            exactYamaGandam: components["schemas"]["ExactRahuKala"];
                            /** @description Gulika Kala of the day */
                            exactGulikaKala: components["schemas"]["ExactRahuKala"];
                            /** @description Abhijit muhurta: the 8th of 15 day muhurtas */
                            abhijitMuhurta: components["schemas"]["ExactRahuKala"];
                            /** @description The moment falls in Rahu Kala */
                            isCurrentlyRahuKala: boolean;
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    kundali: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["KundaliRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            planets: components["schemas"]["Planets2"];
                            ascendant: components["schemas"]["Ascendant"];
                            houses: components["schemas"]["Houses2"];
                            navamsa: components["schemas"]["Navamsa"];
                            dasha: components["schemas"]["Dasha"];
                            panchanga: components["schemas"]["Panchanga"];
                            doshas: components["schemas"]["Doshas"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    kundaliFull: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["KundaliRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            planets: components["schemas"]["Planets2"];
                            ascendant: components["schemas"]["Ascendant"];
                            houses: components["schemas"]["Houses2"];
                            navamsa: components["schemas"]["Navamsa"];
                            dasha: components["schemas"]["Dasha"];
                            panchanga: components["schemas"]["Panchanga"];
                            doshas: components["schemas"]["Doshas"];
                            /** @description As /v1/shadbala/full */
                            shadbala: components["schemas"]["Data4"];
                            /** @description As /v1/ashtakavarga */
                            ashtakavarga: components["schemas"]["Ashtakavarga"];
                            /** @description As /v1/vedic/yogas */
                            yogas: components["schemas"]["Data3"];
                            /** @description The 16 divisional charts of BPHS ch. 6 */
                            vargas: {
                                D1: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D2 */
                                D2: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D3 */
                                D3: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D4 */
                                D4: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D7 */
                                D7: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D9 */
                                D9: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D10 */
                                D10: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D12 */
                                D12: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D16 */
                                D16: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D20 */
                                D20: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D24 */
                                D24: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D27 */
                                D27: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D30 */
                                D30: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D40 */
                                D40: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D45 */
                                D45: components["schemas"]["D3"];
                                /** @description Sign (0–11) of the Ascendant and each planet in D60 */
                                D60: components["schemas"]["D3"];
                            };
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    vedicTransits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["KundaliRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            targetDate: components["schemas"]["SignName"];
                            targetDateLocal: components["schemas"]["LocalTime"];
                            /** @description Sun … Ketu in transit */
                            planets: {
                                planet: components["schemas"]["Planet5"];
                                /** @description Sidereal transit longitude */
                                transitLongitude: components["schemas"]["Longitude"];
                                transitLongitudeFormatted: components["schemas"]["DegreeFormatted"];
                                transitSign: components["schemas"]["Sign"];
                                transitSignName: components["schemas"]["SignName2"];
                                houseFromAscendant: components["schemas"]["House"];
                                houseFromMoon: components["schemas"]["House"];
                                isRetrograde: components["schemas"]["IsRetrograde"];
                                /** @description Bindus of the transit sign in the planet's natal bhinnashtakavarga; null for the nodes */
                                ashtakavargaBindu: number | null;
                                /** @description 0–3 weak, 4 moderate, 5–8 strong */
                                binduStrength: ("weak" | "moderate" | "strong") | null;
                                /** @description Gochara from the Moon, bindu support, retrogression, Saturn's cycles */
                                prediction: components["schemas"]["Warnings"];
                            }[];
                            /** @description Saturn in the 12th, 1st and 2nd sign from the natal Moon */
                            sadeSati: {
                                /** @description Running at targetDate */
                                isActive: boolean;
                                phase: components["schemas"]["Phase"];
                                periods: components["schemas"]["Periods"];
                            };
                            ashtamaShani: components["schemas"]["AshtamaShani"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    sadeSati: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["KundaliRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Cache": components["headers"]["X-Cache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            targetDate: components["schemas"]["SignName"];
                            targetDateLocal: components["schemas"]["LocalTime"];
                            moonSign: components["schemas"]["Sign"];
                            moonSignName: components["schemas"]["SignName2"];
                            saturnSign: components["schemas"]["Sign"];
                            saturnSignName: components["schemas"]["SignName2"];
                            saturnHouseFromMoon: components["schemas"]["House"];
                            /** @description A Sade Sati is running at targetDate */
                            isActive: boolean;
                            currentPhase: components["schemas"]["Phase"];
                            /** @description The Sade Sati running at targetDate */
                            currentPeriod: components["schemas"]["SadeSatiPeriod"] | null;
                            periods: components["schemas"]["Periods"];
                            ashtamaShani: components["schemas"]["AshtamaShani"];
                            /** @description Saturn in the 4th from the Moon */
                            kantakaShani: components["schemas"]["AshtamaShani"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            "4XX": components["responses"]["E4XX"];
            "5XX": components["responses"]["E5XX"];
        };
    };
    progressionsVedic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date"];
                    lat: components["schemas"]["Lat"];
                    lng: components["schemas"]["Lng"];
                    timezone?: components["schemas"]["Timezone"];
                    utcOffset?: components["schemas"]["UtcOffset"];
                    lang?: components["schemas"]["Lang"];
                    ayanamsa?: components["schemas"]["Ayanamsa"];
                    nodeType?: components["schemas"]["NodeType"];
                    targetDate?: components["schemas"]["TargetDate"];
                    orbs?: components["schemas"]["Orbs"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The birth `date` as given */
                            birthDate: string;
                            targetDate: components["schemas"]["SignName"];
                            targetDateLocal: components["schemas"]["LocalTime"];
                            /** @description The 13 bodies a day for a year after birth, sidereal */
                            secondaryProgressions: components["schemas"]["SecondaryProgressions"];
                            /** @description The 13 natal bodies moved by the sidereal arc */
                            solarArcDirections: components["schemas"]["SecondaryProgressions"];
                            /** @description Sidereal arc, degrees */
                            solarArc: number;
                            progressedDate: components["schemas"]["SignName"];
                            progressedDateLocal: components["schemas"]["LocalTime"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    numerologyCoreNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: components["schemas"]["Name2"];
                    date: components["schemas"]["Date2"];
                    tradition?: components["schemas"]["Tradition"];
                    system?: components["schemas"]["System2"];
                    lifePathMethod?: components["schemas"]["LifePathMethod"];
                    lang?: components["schemas"]["Lang"];
                    /** @description A date whose calendar year is the personal year (or targetYear) */
                    targetDate?: string;
                    targetYear?: components["schemas"]["TargetYear"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            tradition: components["schemas"]["Tradition2"];
                            /** @description reduce-components: month, day and year reduced apart, then added; sum-all: every digit at once */
                            lifePathMethod: components["schemas"]["LifePathMethod"];
                            /** @description Letter values used */
                            system: components["schemas"]["System2"];
                            /** @description The name as given */
                            name: string;
                            /** @description The birth date, YYYY-MM-DD */
                            dateOfBirth: string;
                            lifePath: components["schemas"]["NumerologyNumber"];
                            birthday: components["schemas"]["NumerologyNumber"];
                            destiny: components["schemas"]["NumerologyNumber"];
                            soulUrge: components["schemas"]["NumerologyNumber"];
                            personality: components["schemas"]["NumerologyNumber"];
                            maturity: components["schemas"]["NumerologyNumber"];
                            personalYear: components["schemas"]["NumerologyNumber"];
                            /** @description Letter values missing from the full name */
                            karmicLessons: number[];
                            /** @description Each karmic debt and the number it came from */
                            karmicDebts: {
                                /** @description 13, 14, 16 or 19 */
                                value: components["schemas"]["Number"];
                                /**
                                 * @description The number it was found in
                                 * @enum {string}
                                 */
                                source: "lifePath" | "birthday" | "destiny" | "soulUrge" | "personality" | "maturity" | "personalYear";
                            }[];
                            /** @description Distinct master values among the numbers, ascending */
                            masterNumbers: components["schemas"]["Number"][];
                            summary: components["schemas"]["Summary"];
                            /** @description Year of the personal year */
                            targetYear: components["schemas"]["Number"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    numerologyLifePath: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date2"];
                    tradition?: components["schemas"]["Tradition"];
                    system?: components["schemas"]["System2"];
                    lifePathMethod?: components["schemas"]["LifePathMethod"];
                    lang?: components["schemas"]["Lang"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            tradition: components["schemas"]["Tradition2"];
                            /** @description Letter values used */
                            system: components["schemas"]["System2"];
                            /** @description reduce-components: month, day and year reduced apart, then added; sum-all: every digit at once */
                            lifePathMethod: components["schemas"]["LifePathMethod"];
                            /** @description The birth date, YYYY-MM-DD */
                            dateOfBirth: string;
                            lifePath: components["schemas"]["NumerologyNumber"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    numerologyDestiny: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["NumerologyRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            tradition: components["schemas"]["Tradition2"];
                            /** @description Letter values used */
                            system: components["schemas"]["System2"];
                            /** @description The name as given */
                            name: string;
                            destiny: components["schemas"]["NumerologyNumber"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    numerologySoulUrge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["NumerologyRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            tradition: components["schemas"]["Tradition2"];
                            /** @description Letter values used */
                            system: components["schemas"]["System2"];
                            /** @description The name as given */
                            name: string;
                            soulUrge: components["schemas"]["NumerologyNumber"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    numerologyPersonality: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["NumerologyRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            tradition: components["schemas"]["Tradition2"];
                            /** @description Letter values used */
                            system: components["schemas"]["System2"];
                            /** @description The name as given */
                            name: string;
                            personality: components["schemas"]["NumerologyNumber"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    numerologyPersonalYear: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["Date2"];
                    /** @description A date whose calendar year is the personal year (or targetYear) */
                    targetDate?: string;
                    targetYear?: components["schemas"]["TargetYear"];
                    lang?: components["schemas"]["Lang"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            /** @description The calendar year */
                            targetYear: components["schemas"]["Number"];
                            personalYear: components["schemas"]["NumerologyNumber"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    numerologyBusinessName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The trading name */
                    businessName: string;
                    /** @description The owner's birth date (life path basis) */
                    date?: string;
                    /** @description The owner's full name (destiny basis) */
                    name?: string;
                    /**
                     * @description Which owner number to compare with, when both date and name are given (default lifePath)
                     * @enum {string}
                     */
                    basis?: "lifePath" | "destiny";
                    tradition?: components["schemas"]["Tradition"];
                    system?: components["schemas"]["System2"];
                    lifePathMethod?: components["schemas"]["LifePathMethod"];
                    lang?: components["schemas"]["Lang"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success"];
                        /** @description The result */
                        data: {
                            tradition: components["schemas"]["Tradition2"];
                            /** @description Letter values used */
                            system: components["schemas"]["System2"];
                            /** @description The name as given */
                            businessName: string;
                            /** @description The business name's number (the destiny method) */
                            number: components["schemas"]["NumerologyNumber"];
                            /** @description The owner's number */
                            owner: {
                                /**
                                 * @description The owner's number used
                                 * @enum {string}
                                 */
                                basis: "lifePath" | "destiny";
                                /** @description That number */
                                value: components["schemas"]["Number"];
                                /** @description Its single digit */
                                root: components["schemas"]["Number"];
                            };
                            /** @description How the two numbers go together */
                            compatibility: {
                                /**
                                 * @description Harmonious when the roots share one of Cheiro's series (1–4, 2–7, 3–6–9, 4–8) or one is 5
                                 * @enum {string}
                                 */
                                verdict: "same" | "harmonious" | "neutral";
                                /** @description same or harmonious */
                                compatible: boolean;
                            };
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            500: components["responses"]["E500"];
            "4XX": components["responses"]["E4XX"];
        };
    };
    batch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 visible ASCII characters. The first answer to a key is kept (24 hours by default) and replayed, at no cost and with `Idempotent-Replayed: true`, to a retry with the same key and body; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_USE. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requests": [
                 *         {
                 *           "method": "POST",
                 *           "path": "/v1/natal",
                 *           "body": {
                 *             "date": "1990-05-15T14:30:00",
                 *             "lat": 40.7128,
                 *             "lng": -74.006
                 *           }
                 *         },
                 *         {
                 *           "method": "GET",
                 *           "path": "/v1/moon-phase/calendar",
                 *           "query": {
                 *             "from": "2027-01-01",
                 *             "to": "2027-03-01"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 50 calls; each costs one unit, reserved up front */
                    requests: components["schemas"]["RequestsItem"][];
                };
            };
        };
        responses: {
            /** @description Up to 50 calls in one request, each answered with its own status and envelope */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Quota-Limit": components["headers"]["X-Quota-Limit"];
                    "X-Quota-Remaining": components["headers"]["X-Quota-Remaining"];
                    "X-Quota-Reset": components["headers"]["X-Quota-Reset"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success2"];
                        /** @description One answer per item, in request order */
                        data: {
                            /** @description The HTTP status the item would have had on its own */
                            status: components["schemas"]["Number"];
                            body: components["schemas"]["Body2"];
                        }[];
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            402: components["responses"]["E402"];
            403: components["responses"]["E403"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            422: components["responses"]["E422"];
            429: components["responses"]["E429"];
            431: components["responses"]["E431"];
            500: components["responses"]["E500"];
            503: components["responses"]["E503"];
            504: components["responses"]["E504"];
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 visible ASCII characters. The first answer to a key is kept (24 hours by default) and replayed, at no cost and with `Idempotent-Replayed: true`, to a retry with the same key and body; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_USE. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requests": [
                 *         {
                 *           "path": "/v1/natal",
                 *           "body": {
                 *             "date": "1990-05-15T14:30:00",
                 *             "lat": 40.7128,
                 *             "lng": -74.006
                 *           }
                 *         }
                 *       ],
                 *       "callbackUrl": "https://example.com/hooks/orrery"
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 10,000 calls (BULK_MAX_ITEMS); each costs one unit, reserved up front */
                    requests: components["schemas"]["RequestsItem"][];
                    /** @description https URL on a public address that gets the finished job, signed */
                    callbackUrl?: string;
                };
            };
        };
        responses: {
            /** @description Submit up to 10,000 calls to run on the worker fleet; answered at once with the job */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Quota-Limit": components["headers"]["X-Quota-Limit"];
                    "X-Quota-Remaining": components["headers"]["X-Quota-Remaining"];
                    "X-Quota-Reset": components["headers"]["X-Quota-Reset"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    /** @description The job's URL */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success2"];
                        /** @description The result */
                        data: {
                            /** @description job_… */
                            id: string;
                            status: components["schemas"]["Status3"];
                            total: components["schemas"]["Total"];
                            progress: components["schemas"]["Progress"];
                            /** @description ISO 8601 UTC */
                            createdAt: string;
                            startedAt: components["schemas"]["StartedAt"];
                            /** @description When its last chunk finished, or the cancellation did */
                            finishedAt: components["schemas"]["StartedAt"];
                            /** @description The job and its results are kept until then */
                            expiresAt: string;
                            /** @description Where its webhook goes */
                            callbackUrl: string | null;
                            webhook: components["schemas"]["Webhook"];
                            links: components["schemas"]["Links"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            402: components["responses"]["E402"];
            403: components["responses"]["E403"];
            409: components["responses"]["E409"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            422: components["responses"]["E422"];
            429: components["responses"]["E429"];
            431: components["responses"]["E431"];
            500: components["responses"]["E500"];
            503: components["responses"]["E503"];
        };
    };
    getJob: {
        parameters: {
            query?: {
                /** @description First item index (default 0) */
                offset?: number;
                /** @description Items per page, 1–1000 (default 100) */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The job's id (job_…) */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job's status and progress, and a page of its results */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success2"];
                        /** @description The result */
                        data: {
                            /** @description job_… */
                            id: string;
                            status: components["schemas"]["Status3"];
                            total: components["schemas"]["Total"];
                            progress: components["schemas"]["Progress"];
                            /** @description ISO 8601 UTC */
                            createdAt: string;
                            startedAt: components["schemas"]["StartedAt"];
                            /** @description When its last chunk finished, or the cancellation did */
                            finishedAt: components["schemas"]["StartedAt"];
                            /** @description The job and its results are kept until then */
                            expiresAt: string;
                            /** @description Where its webhook goes */
                            callbackUrl: string | null;
                            webhook: components["schemas"]["Webhook"];
                            links: components["schemas"]["Links"];
                            /** @description A page of results */
                            results: {
                                /** @description First item index of this page */
                                offset: components["schemas"]["Count"];
                                /** @description Page size */
                                limit: number;
                                /** @description offset of the next page, or null after the last */
                                nextOffset: components["schemas"]["LastStatus"];
                                /** @description The finished items of the page, in order (items still running are not listed yet) */
                                items: {
                                    /** @description The item's position in the request */
                                    index: components["schemas"]["Count"];
                                    /** @description The HTTP status it would have had on its own */
                                    status: components["schemas"]["Number"];
                                    /** @description Its full envelope */
                                    body: components["schemas"]["Body2"];
                                }[];
                            };
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            404: components["responses"]["E404"];
            429: components["responses"]["E429"];
            431: components["responses"]["E431"];
            500: components["responses"]["E500"];
        };
    };
    cancelJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id (job_…) */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancel the job: chunks not started never run and their units are given back */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success2"];
                        /** @description The result */
                        data: {
                            /** @description job_… */
                            id: string;
                            status: components["schemas"]["Status3"];
                            total: components["schemas"]["Total"];
                            progress: components["schemas"]["Progress"];
                            /** @description ISO 8601 UTC */
                            createdAt: string;
                            startedAt: components["schemas"]["StartedAt"];
                            /** @description When its last chunk finished, or the cancellation did */
                            finishedAt: components["schemas"]["StartedAt"];
                            /** @description The job and its results are kept until then */
                            expiresAt: string;
                            /** @description Where its webhook goes */
                            callbackUrl: string | null;
                            webhook: components["schemas"]["Webhook"];
                            links: components["schemas"]["Links"];
                            /** @description Units given back by this cancellation */
                            refunded: components["schemas"]["Count"];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            401: components["responses"]["E401"];
            404: components["responses"]["E404"];
            429: components["responses"]["E429"];
            431: components["responses"]["E431"];
            500: components["responses"]["E500"];
        };
    };
    usage: {
        parameters: {
            query?: {
                /** @description A past or the current month, YYYY-MM (default: this month) */
                period?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calling account's usage: quota, trial, per key, per endpoint, per day; costs no unit */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success2"];
                        /** @description The result */
                        data: {
                            /** @description The calling key's account */
                            accountId: string;
                            /**
                             * @description The account's plan
                             * @enum {string}
                             */
                            plan: "trial" | "paid" | "marketplace";
                            /** @description The month, YYYY-MM (UTC) */
                            period: string;
                            /** @description period is this month */
                            isCurrentPeriod: boolean;
                            /** @description The month's quota */
                            quota: {
                                /** @description Monthly quota shared by all keys of the account */
                                limit: components["schemas"]["Count"];
                                /** @description Quota units (one per successful call; a batch one per item) */
                                used: components["schemas"]["Count"];
                                /** @description What can still be spent: the smaller of what the month and (for a trial) the lifetime cap leave */
                                remaining: components["schemas"]["Count"];
                                /** @description Start of the next month, UTC */
                                resetAt: string;
                            };
                            /** @description Null for paid accounts */
                            trial: {
                                /** @description 14 days after sign-up; shared by every key of the account */
                                endsAt: string | null;
                                /** @description Whole days left, rounded up */
                                daysLeft: components["schemas"]["Count"];
                                /** @description Requests a trial may make in all */
                                cap: components["schemas"]["Count"];
                                /** @description Quota units (one per successful call; a batch one per item) */
                                used: components["schemas"]["Count"];
                                /** @description Quota units (one per successful call; a batch one per item) */
                                requestsLeft: components["schemas"]["Count"];
                                /** @description Past its deadline or its cap: keys get 402 TRIAL_EXPIRED */
                                expired: boolean;
                            } | null;
                            /** @description Per key, most used first */
                            byKey: {
                                /** @description key_… */
                                keyId: string;
                                /** @description The key's label */
                                label: string | null;
                                /** @description The first characters of the key */
                                prefix: string | null;
                                /**
                                 * @description The key's status now
                                 * @enum {string}
                                 */
                                status: "active" | "revoked" | "unknown";
                                /** @description Quota units (one per successful call; a batch one per item) */
                                units: components["schemas"]["Count"];
                                byEndpoint: components["schemas"]["ByEndpoint"];
                            }[];
                            byEndpoint: components["schemas"]["ByEndpoint"];
                            /** @description Every day of the month, up to today for the current one */
                            daily: {
                                /** @description YYYY-MM-DD (UTC) */
                                date: string;
                                /** @description Quota units (one per successful call; a batch one per item) */
                                units: components["schemas"]["Count"];
                            }[];
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            429: components["responses"]["E429"];
            431: components["responses"]["E431"];
            500: components["responses"]["E500"];
        };
    };
    webhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's webhook signing secret (created on first use) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecretAnswer"];
                };
            };
            401: components["responses"]["E401"];
            429: components["responses"]["E429"];
            431: components["responses"]["E431"];
            500: components["responses"]["E500"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Replace the webhook signing secret; the next webhooks are signed with the new one */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecretAnswer"];
                };
            };
            401: components["responses"]["E401"];
            429: components["responses"]["E429"];
            431: components["responses"]["E431"];
            500: components["responses"]["E500"];
        };
    };
    createChartUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "endpoint": "western",
                 *       "request": {
                 *         "date": "1990-05-15T14:30:00",
                 *         "lat": 40.7128,
                 *         "lng": -74.006,
                 *         "size": 500,
                 *         "lang": "hi"
                 *       },
                 *       "expiresIn": 86400
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The chart endpoint to draw, by name: western, western-astrocartography, chart-north-indian
                     * @enum {string}
                     */
                    endpoint: "western" | "western-astrocartography" | "chart-north-indian";
                    /** @description Its request fields, as in a POST body (`format` "svg" implied); strings, numbers, true/false and lists only */
                    request: components["schemas"]["Body"];
                    /**
                     * @description Lifetime in seconds, 1 to 604800 (7 days); default 3600
                     * @default 3600
                     */
                    expiresIn?: number;
                };
            };
        };
        responses: {
            /** @description A signed, expiring URL that shows a chart as SVG without a key (for an <img>) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: components["schemas"]["Success2"];
                        /** @description The result */
                        data: {
                            /** @description The signed URL, absolute (PUBLIC_URL, else this request's host) */
                            url: string;
                            /** @description The same, from the path on */
                            path: string;
                            /** @description The key the uses are metered to (the calling key) */
                            keyId: string;
                            /** @description When it stops working, ISO 8601 UTC */
                            expiresAt: string;
                        };
                        meta?: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["E400"];
            401: components["responses"]["E401"];
            403: components["responses"]["E403"];
            413: components["responses"]["E413"];
            415: components["responses"]["E415"];
            422: components["responses"]["E422"];
            429: components["responses"]["E429"];
            431: components["responses"]["E431"];
            500: components["responses"]["E500"];
        };
    };
    signedChart: {
        parameters: {
            query: {
                /** @description The id (key_…) of the key whose account signs and pays; it must be active */
                keyId: string;
                /** @description Unix time in seconds after which the URL is refused (at most 7 days ahead) */
                expires: string;
                /** @description Hex HMAC-SHA256 of the string to sign (guide: "Signed chart URLs") */
                signature: string;
            };
            header?: never;
            path: {
                /** @description The chart endpoint's name */
                chart: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A chart as SVG from a signed URL: no key header, the query carries the request and its signature */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Quota-Limit": components["headers"]["X-Quota-Limit"];
                    "X-Quota-Remaining": components["headers"]["X-Quota-Remaining"];
                    "X-Quota-Reset": components["headers"]["X-Quota-Reset"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["E400"];
            402: components["responses"]["E402"];
            403: components["responses"]["E403"];
            404: components["responses"]["E404"];
            422: components["responses"]["E422"];
            429: components["responses"]["E429"];
            500: components["responses"]["E500"];
            503: components["responses"]["E503"];
            504: components["responses"]["E504"];
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["E503"];
        };
    };
    openapi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

/** The paths that can be items of `POST /v1/batch` (`x-orrery-batchable` in the OpenAPI document). */
export type batchablePaths =
    | "/v1/natal"
    | "/v1/planets"
    | "/v1/moon-phase/calendar"
    | "/v1/western"
    | "/v1/western/houses"
    | "/v1/ayanamsas"
    | "/v1/western/house-systems"
    | "/v1/western/astrocartography"
    | "/v1/western/aspects"
    | "/v1/western/patterns"
    | "/v1/western/midpoints"
    | "/v1/western/transits"
    | "/v1/western/solar-return"
    | "/v1/western/lunar-return"
    | "/v1/western/planet-return"
    | "/v1/western/stations"
    | "/v1/western/planetary-hours"
    | "/v1/western/harmonic"
    | "/v1/western/davison"
    | "/v1/western/synastry"
    | "/v1/western/composite"
    | "/v1/western/arabic-lots"
    | "/v1/western/points"
    | "/v1/western/declinations"
    | "/v1/western/fixed-stars"
    | "/v1/western/progressions"
    | "/v1/sun-sign"
    | "/v1/moon-sign"
    | "/v1/ascendant"
    | "/v1/houses/vedic"
    | "/v1/navamsa"
    | "/v1/jaimini"
    | "/v1/vedic/avastha"
    | "/v1/nakshatra"
    | "/v1/special-lagnas"
    | "/v1/upagrahas"
    | "/v1/planets/relationships"
    | "/v1/chart/north-indian"
    | "/v1/kp/cusps"
    | "/v1/kp/significators"
    | "/v1/kp/ruling-planets"
    | "/v1/kp/horary"
    | "/v1/ashtakavarga"
    | "/v1/dasha/vimshottari"
    | "/v1/dasha"
    | "/v1/dasha/yoga-vimshottari"
    | "/v1/dasha/ashtottari"
    | "/v1/dasha/tithi-ashtottari"
    | "/v1/dasha/yogini"
    | "/v1/dasha/tithi-yogini"
    | "/v1/dasha/shodashottari"
    | "/v1/dasha/dwadashottari"
    | "/v1/dasha/dwisaptati-sama"
    | "/v1/dasha/panchottari"
    | "/v1/dasha/shatabdika"
    | "/v1/dasha/chaturashiti-sama"
    | "/v1/dasha/karana-chaturashiti-sama"
    | "/v1/dasha/shashtihayani"
    | "/v1/dasha/shattrimsha-sama"
    | "/v1/dasha/naisargika"
    | "/v1/dasha/tara"
    | "/v1/dasha/karaka"
    | "/v1/dasha/buddhi-gati"
    | "/v1/dasha/kaala"
    | "/v1/dasha/ashtakavarga"
    | "/v1/dasha/saptarishi-nakshatra"
    | "/v1/dasha/moola"
    | "/v1/dasha/rashmi"
    | "/v1/dasha/aayu"
    | "/v1/dasha/chara"
    | "/v1/dasha/narayana"
    | "/v1/dasha/lagna-kendradi"
    | "/v1/dasha/karaka-kendradi"
    | "/v1/dasha/drig"
    | "/v1/dasha/shoola"
    | "/v1/dasha/niryana-shoola"
    | "/v1/dasha/sthira"
    | "/v1/dasha/trikona"
    | "/v1/dasha/yogardha"
    | "/v1/dasha/mandooka"
    | "/v1/dasha/varnada"
    | "/v1/dasha/brahma"
    | "/v1/dasha/navamsa"
    | "/v1/dasha/chakra"
    | "/v1/dasha/sandhya"
    | "/v1/dasha/kalachakra"
    | "/v1/dasha/paryaya"
    | "/v1/dasha/tara-lagna"
    | "/v1/dasha/moola-rashi"
    | "/v1/dasha/rashiyanka"
    | "/v1/dasha/chaturvidha-uttara"
    | "/v1/dasha/sudasa"
    | "/v1/dasha/lagnamsaka"
    | "/v1/dasha/padanadhamsa"
    | "/v1/vedic/yogas"
    | "/v1/yogas"
    | "/v1/yogas/catalogue"
    | "/v1/shadbala"
    | "/v1/shadbala/full"
    | "/v1/vargas"
    | "/v1/compatibility/ashtakoot"
    | "/v1/compatibility/summary"
    | "/v1/dosha/manglik"
    | "/v1/dosha/kaal-sarp"
    | "/v1/vedic/panchanga"
    | "/v1/muhurat"
    | "/v1/transits"
    | "/v1/sade-sati"
    | "/v1/progressions/vedic"
    | "/v1/numerology/core-numbers"
    | "/v1/numerology/life-path"
    | "/v1/numerology/destiny"
    | "/v1/numerology/soul-urge"
    | "/v1/numerology/personality"
    | "/v1/numerology/personal-year"
    | "/v1/numerology/business-name";
