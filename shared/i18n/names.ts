/**
 * Display names in the 21 `lang` languages (../API-DECISIONS.md, row `lang`): signs, nakshatras, planets,
 * elements, modalities, moon phases, tithis, yogas, karanas, varas, pakshas, dignities and aspects.
 * Identifiers stay English; only the displayed name is translated. The catalogue itself is in
 * ./names/western.ts and ./names/vedic.ts (one tuple per language and kind, in the key order of
 * ./names/keys.ts, so a missing entry does not compile); this module turns it into Maps once, at load,
 * so a lookup is a few Map gets and never throws.
 *
 * Sources checked (a sample per language family; pages as stored when retrieved):
 *  - Hindi rashi: onlineschem.com/category/zodiacsign/page/2 (मेष … मीन); nakshatras:
 *    cpsr2021.blogspot.com/2021/07/blog-post_14.html and en.wikipedia.org/wiki/List_of_Nakshatras;
 *    yogas and karanas: slidepub.com/slideshow/slideshow-8293, jainqq.org/explore/002676/136.
 *  - Marathi: nakshatras mr.wikipedia.org (पंचांग: मृग, पूर्वा, उत्तरा, मूळ …), hindujagruti.org/
 *    hinduism-for-kids-marathi/252.html, kiranbjadhav.blogspot.com/2019/02 (शततारका).
 *  - Nepali: aamsanchar.com/2021/12/03/147506 (मेष, वृष, मिथुन, कर्कट …, कुम्भ); narikhabar.com/2021/01/
 *    18/9233/ (panchang: पूर्वाभाद्रपदा, बालव, कौलव, तैतिल).
 *  - Bengali rashi: reflectu.in (মেষ, বৃষ … কুম্ভ ও মীন); panjika nakshatras, tithis, yogas, karanas:
 *    usingha.com/sal/261.html, /457.html, /783.html (পুষ্যা, হস্তা, মূলা, শ্রবণা, পূর্বভাদ্রপদ …).
 *  - Tamil rashi: arathinai.blogspot.com/2022/10/blog-post_20.html; nakshatras:
 *    tamil.freehoroscopesonline.in/nakshatra.php, dhinasari.com (நட்சத்திரங்கள் – 27), and
 *    liquisearch.com/nakshatras/names_in_modern_languages (Tamil, Telugu, Kannada, Malayalam columns);
 *    tithis: dhinasari.com (திதிகள் – 15).
 *  - Telugu tithis and pakshas: omniguru.in/pedda-bala-siksha/telugu-tidhulu-pakshalu; yogas:
 *    teluguone.com/toneastrology (27 యోగములు); nakshatras: horoscope-indianvedicastrology.blogspot.com/
 *    2014/10/blog-post_96.html.
 *  - Kannada rashi: uni-mysore.ac.in/mlrccdictionary/describe/word/zodiac; Kannada Wikipedia ರಾಶಿ.
 *  - Malayalam rashi and nakshatras: kaakkoo.blogspot.com/2011/12/blog-post_13.html, words.luca.co.in/
 *    word/5997.
 *  - Gujarati rashi: gu.wikipedia.org/wiki/રાશિ, gujarativishwakosh.org (મેષરાશિ: … ધન …); tithis:
 *    panchang.astrosage.com (Gujarati: એકમ, બીજ … ચૌદસ), astromuhurat.com/2016/03/10517; સુદ / વદ:
 *    gu.wikipedia.org (વિક્રમ સંવત); Uranus/Neptune/Pluto as printed: gujarati.webdunia.com panchang.
 *  - Punjabi rashi: punjabijagran.com/religion/astrology-weekly-astrology-8773490.html (ਮੇਖ, ਬ੍ਰਿਖ …);
 *    nakshatras: punjabi.com dictionary (Mahan Kosh, ਨਕ੍ਸ਼੍ਤ੍ਰ) and transliteral.org (ਨਛੱਤਰ).
 *  - Spanish: es.411answers.com (Aries, Tauro, Géminis …); French: papa-shade.com (bélier … poissons);
 *    German: infinitelexicon.pages.dev/Sternzeichen; Italian: pazienti.it (Ariete … Pesci);
 *    Portuguese (Brazil): bacana.news/?p=138531 (Áries … Peixes); Russian: ollam.ru/blogs/tiana/
 *    ot-ovna-do-ryb; Russian nakshatras: 1-veda.info/_jyotish/nakshatras.html (Ашвини, Бхарани …).
 *  - Japanese signs: mnavi.net/?p=14954 (牡羊座 …); dignities: yurahirari.com/essential-dignity,
 *    horofor.com/dignity (ドミサイル, エグザルテーション, デトリメント, フォール); Dragon Head / Tail:
 *    yurahirari.com; nakshatras (katakana as Japanese jyotish writers spell them): hayatatomomi.com/?p=2153.
 *  - Chinese signs: nextools.space/zh/blog/guia-completa-zodiacal (白羊座 … 双鱼座); dignities:
 *    zxmt365.com/ZxmtShow.asp?ID=398 (入庙, 旺/耀升, 失势, 落陷).
 *  - Korean signs: 157231.com/xingzuozhishi/kied4p5mdhe3.html (양자리 … 궁수자리 … 물고기자리).
 *  - Arabic signs: sky-omia.blogspot.com/p/blog-page_2277.html (برج الحمل … برج الحوت).
 *
 * Choices where practice varies are documented in ./names/western.ts and ./names/vedic.ts (graha names
 * for the nodes in Indian languages, phonetic Chinese for nakshatras rather than the 二十八宿, Brazilian
 * Portuguese, vernacular Gujarati/Punjabi tithis, Tamil/Malayalam nakshatra names).
 */
import type { Lang } from './languages.js';
import { LANGUAGES } from './languages.js';
import {
  ASPECT_NAMES, DIGNITY_NAMES, ELEMENT_NAMES, KARANA_NAMES, MODALITY_NAMES, MOON_PHASE_NAMES, NAKSHATRA_NAMES,
  NITYA_YOGA_NAMES, PAKSHA_NAMES, PLANET_NAMES, SIGN_NAMES, TITHI_NAMES, VARA_NAMES,
} from './names/keys.js';
import type { Catalogue } from './names/keys.js';
import { ASPECT, DIGNITY, ELEMENT, MODALITY, MOON_PHASE, PLANET, SIGN } from './names/western.js';
import { KARANA, NAKSHATRA, PAKSHA, TITHI, VARA, YOGA } from './names/vedic.js';

export {
  ASPECT_NAMES, DIGNITY_NAMES, ELEMENT_NAMES, KARANA_NAMES, MODALITY_NAMES, MOON_PHASE_NAMES, NAKSHATRA_NAMES,
  NITYA_YOGA_NAMES, PAKSHA_NAMES, PLANET_NAMES, SIGN_NAMES, TITHI_NAMES, VARA_NAMES,
} from './names/keys.js';
export { VARA_SANSKRIT, VARA_WEEKDAYS } from './names/keys.js';

export type NameKind =
  | 'sign' | 'nakshatra' | 'planet' | 'element' | 'modality' | 'moonPhase' | 'tithi' | 'yoga' | 'karana'
  | 'vara' | 'paksha' | 'dignity' | 'aspect';

interface KindTable {
  keys: readonly string[];
  names: Catalogue<readonly string[]>;
}

const TABLES: Readonly<Record<NameKind, KindTable>> = {
  sign: { keys: SIGN_NAMES, names: SIGN },
  nakshatra: { keys: NAKSHATRA_NAMES, names: NAKSHATRA },
  planet: { keys: PLANET_NAMES, names: PLANET },
  element: { keys: ELEMENT_NAMES, names: ELEMENT },
  modality: { keys: MODALITY_NAMES, names: MODALITY },
  moonPhase: { keys: MOON_PHASE_NAMES, names: MOON_PHASE },
  tithi: { keys: TITHI_NAMES, names: TITHI },
  yoga: { keys: NITYA_YOGA_NAMES, names: YOGA },
  karana: { keys: KARANA_NAMES, names: KARANA },
  vara: { keys: VARA_NAMES, names: VARA },
  paksha: { keys: PAKSHA_NAMES, names: PAKSHA },
  dignity: { keys: DIGNITY_NAMES, names: DIGNITY },
  aspect: { keys: ASPECT_NAMES, names: ASPECT },
};

export const NAME_KINDS = Object.keys(TABLES) as readonly NameKind[];

/** The English keys of each kind, in catalogue order. */
export const NAME_KEYS: Readonly<Record<NameKind, readonly string[]>> = Object.fromEntries(
  NAME_KINDS.map((kind) => [kind, TABLES[kind].keys]),
) as Record<NameKind, readonly string[]>;

type KindMaps = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** lang → kind → English → display name. Maps, not objects, so no key ('__proto__', 'constructor') can hit a prototype. */
const LOOKUP: ReadonlyMap<string, KindMaps> = new Map(
  LANGUAGES.filter((lang): lang is Exclude<Lang, 'en'> => lang !== 'en').map((lang) => [
    lang,
    new Map(NAME_KINDS.map((kind) => {
      const { keys, names } = TABLES[kind];
      const row = names[lang];
      return [kind, new Map(keys.map((english, i) => [english, row[i]]))];
    })),
  ]),
);

/**
 * The display name of `english` (an identifier as the core emits it, e.g. 'Aries', 'Purva Phalguni',
 * 'NorthNode') of kind `kind` in `lang`. English, unknown languages, unknown kinds and unknown keys give
 * `english` back unchanged; it never throws.
 */
export function translateName(lang: Lang, kind: NameKind, english: string): string {
  return LOOKUP.get(lang)?.get(kind)?.get(english) ?? english;
}

/** Per-kind translators bound to one language, for translating many names of one response. */
export interface Localizer {
  readonly lang: Lang;
  /** Same as translateName(lang, kind, english). */
  name(kind: NameKind, english: string): string;
  sign(english: string): string;
  nakshatra(english: string): string;
  planet(english: string): string;
  element(english: string): string;
  modality(english: string): string;
  moonPhase(english: string): string;
  tithi(english: string): string;
  yoga(english: string): string;
  karana(english: string): string;
  vara(english: string): string;
  paksha(english: string): string;
  dignity(english: string): string;
  aspect(english: string): string;
}

const identity = (english: string): string => english;

function buildLocalizer(lang: Lang): Localizer {
  const kinds = LOOKUP.get(lang);
  const one = (kind: NameKind): ((english: string) => string) => {
    const map = kinds?.get(kind);
    return map === undefined ? identity : (english) => map.get(english) ?? english;
  };
  const fns = Object.fromEntries(NAME_KINDS.map((kind) => [kind, one(kind)])) as Record<NameKind, (english: string) => string>;
  return Object.freeze({
    lang,
    name: (kind: NameKind, english: string) => kinds?.get(kind)?.get(english) ?? english,
    ...fns,
  });
}

const LOCALIZERS: ReadonlyMap<string, Localizer> = new Map(LANGUAGES.map((lang) => [lang, buildLocalizer(lang)]));

/**
 * The Localizer for `lang` (built once at load, so this allocates nothing). An unknown language gets
 * the English (identity) localizer.
 */
export function localizer(lang: Lang): Localizer {
  return LOCALIZERS.get(lang) ?? (LOCALIZERS.get('en') as Localizer);
}
