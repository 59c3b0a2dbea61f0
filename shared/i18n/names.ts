/**
 * Display names in the 21 `lang` languages (../API-DECISIONS.md, row `lang`): signs, chara karakas, nakshatras, planets,
 * elements, modalities, moon phases, tithis, yogas, karanas, varas, pakshas, dignities and aspects; and (issue 24)
 * choghadiyas, the kutas of ashtakoot matching and the chart patterns (Grand Trine …).
 * Identifiers stay English; only the displayed name is translated. Each language keeps its names
 * beside its sentences, in ./text/<lang>.ts (`<LANG>_NAMES`: one tuple per kind, in the key order of
 * ./names/keys.ts, so a missing entry does not compile); this module turns them into Maps once, at load,
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
 *
 * Conventions of signs, planets, elements, modalities, moon phases, dignities and aspects:
 *  - Indian languages use the Indian (rashi / graha) vocabulary: signs are rashi names, planets graha
 *    names, and the lunar nodes (NorthNode, SouthNode) are shown as Rahu and Ketu. Uranus, Neptune,
 *    Pluto and Chiron have no graha names in common use and are written as the international name in
 *    native script (e.g. hi यूरेनस), as Indian almanacs print them.
 *  - Western aspects in Indian languages: conjunction, opposition and trine have established Indian
 *    terms (yuti / samasaptama, pratiyuti, trikona); the others are transliterated from English, as
 *    Indian-language astrology writing does.
 *  - Portuguese uses the Brazilian forms (Gêmeos, Câncer, Vênus); Chinese is simplified.
 *
 * Conventions of the panchanga terms (nakshatras, tithis, nitya yogas, karanas, varas, pakshas):
 *  - Latin-script languages (es fr de it pt) keep the English transliteration, which is what
 *    astrologers writing in those languages use: their rows are the key lists themselves.
 *  - Indian languages use the name as printed in that language's panchangas, which is not always the
 *    Sanskrit form: Tamil and Malayalam nakshatras have their own names (Tamil திருவாதிரை, Malayalam
 *    തിരുവാതിര for Ardra), Gujarati and Punjabi tithis are the vernacular ones (Gujarati એકમ, બીજ …),
 *    Gujarati pakshas are સુદ / વદ, Tamil pakshas வளர்பிறை / தேய்பிறை, Nepali Amavasya is औंसी.
 *  - Russian, Japanese, Korean and Arabic give a phonetic transliteration in their script. Chinese does
 *    too: the Chinese lunar mansions (二十八宿) are a different, unequal 28-fold division, so using them
 *    would misname most nakshatras; where Chinese has an established Buddhist rendering of a Sanskrit
 *    word it is used (湿婆 Shiva, 梵天 Brahma, 因陀罗 Indra, 悉地 Siddhi, 悉达 Siddha, 伐折罗 Vajra,
 *    那伽 Naga, 白分 / 黑分 for the bright and dark fortnights, 罗睺 / 计都 among the planet names).
 *  - karaka (the chara karakas, Atmakaraka … Darakaraka): Indian languages write the Sanskrit compound in
 *    their script, Tamil, Telugu and Malayalam with their masculine ending as astrologers there write it
 *    (Tamil ஆத்மகாரகன்: tamizhdb.com "ஆத்மகாரகன் என்றால் என்ன?", chidhambaram1987.blogspot.com 2019/05);
 *    es fr de it pt keep the transliteration; Russian, Japanese (アートマ・カラカ: jyotish.michiyuu.info
 *    blog/c18/entry57), Korean and Arabic transliterate; Chinese gives the meaning with 指标星 ("indicator
 *    planet"), as Chinese Jaimini writing does (lastastrology.com/jaminikarakas: 灵魂之星 AK).
 *  - yogaName (the catalogue yogas, keyed by id): Indian languages write the Sanskrit name in their
 *    script with the word yoga as that language writes it (hi गजकेसरी योग, ta கஜகேசரி யோகம், te/ml with
 *    the -ం/-ം ending, bn যোগ, pa ਯੋਗ); Raja and Dhana yoga as one compound where the language does (hi
 *    राजयोग, धनयोग). es fr de it pt keep the English transliteration (their row is YOGA_ENGLISH_NAMES).
 *    Russian (… йога), Japanese (…・ヨーガ), Korean (… 요가) and Arabic (يوغا …) transliterate; Chinese
 *    transliterates with 瑜伽 for yoga, the established rendering.
 *  - choghadiya, kuta (issue 24): Indian languages write the Sanskrit word in their script as their almanacs
 *    print it (Gujarati and Marathi કાળ / काळ for Kaal; Tamil, Telugu and Malayalam with the neuter -ம் / -ం / -ം
 *    ending for the choghadiyas, Tamil kutas as porutham lists name them: வர்ணம், வசியம், கணம், பகூடம்);
 *    es fr de it pt keep the transliteration (ANSWER_KEY_NAMES); Russian, Japanese, Korean, Arabic and Chinese
 *    transliterate.
 *  - pattern (issue 24; Grand Trine … Mystic Rectangle): each language's name is the one its western.pattern.*
 *    sentences already used (Indian languages transliterate the English, as for the minor aspects, and call a
 *    Stellium a planet group, hi ग्रह-समूह; es fr de it pt ru ar translate, e.g. fr Grand Trigone, Carré en T).
 *  - vara: in Indian languages both the English and the Sanskrit keys give the native weekday name; in
 *    other languages the English keys give the local weekday and the Sanskrit keys stay Sanskrit
 *    (transliterated where the script is not Latin).
 */
import type { Lang } from './languages.js';
import { LANGUAGES } from './languages.js';
import {
  CHOGHADIYA_NAMES, KUTA_NAMES, PATTERN_NAMES,
  ASPECT_NAMES, DIGNITY_NAMES, ELEMENT_NAMES, KARAKA_NAMES, KARANA_NAMES, MODALITY_NAMES, MOON_PHASE_NAMES, NAKSHATRA_NAMES,
  NITYA_YOGA_NAMES, PAKSHA_NAMES, PLANET_NAMES, SIGN_NAMES, TITHI_NAMES, VARA_NAMES, YOGA_ENGLISH_NAMES, YOGA_NAME_KEYS,
} from './names/keys.js';
import type { AnswerNames, LangNames } from './names/keys.js';
import { NAMES } from './text/all.js';

export {
  ASPECT_NAMES, DIGNITY_NAMES, ELEMENT_NAMES, KARAKA_NAMES, KARANA_NAMES, MODALITY_NAMES, MOON_PHASE_NAMES, NAKSHATRA_NAMES,
  NITYA_YOGA_NAMES, PAKSHA_NAMES, PLANET_NAMES, SIGN_NAMES, TITHI_NAMES, VARA_NAMES, YOGA_ENGLISH_NAMES, YOGA_NAME_KEYS,
} from './names/keys.js';
export { VARA_SANSKRIT, VARA_WEEKDAYS } from './names/keys.js';

export type NameKind = keyof (LangNames & AnswerNames);

/** The English keys of each kind, in catalogue order. */
export const NAME_KEYS: Readonly<Record<NameKind, readonly string[]>> = {
  sign: SIGN_NAMES,
  karaka: KARAKA_NAMES,
  nakshatra: NAKSHATRA_NAMES,
  planet: PLANET_NAMES,
  element: ELEMENT_NAMES,
  modality: MODALITY_NAMES,
  moonPhase: MOON_PHASE_NAMES,
  tithi: TITHI_NAMES,
  yoga: NITYA_YOGA_NAMES,
  karana: KARANA_NAMES,
  vara: VARA_NAMES,
  paksha: PAKSHA_NAMES,
  dignity: DIGNITY_NAMES,
  aspect: ASPECT_NAMES,
  yogaName: YOGA_NAME_KEYS,
  // answer names (issue 24)
  choghadiya: CHOGHADIYA_NAMES,
  kuta: KUTA_NAMES,
  pattern: PATTERN_NAMES,
};

export const NAME_KINDS = Object.keys(NAME_KEYS) as readonly NameKind[];


type KindMaps = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** lang → kind → English → display name. Maps, not objects, so no key ('__proto__', 'constructor') can hit a prototype. */
const LOOKUP: ReadonlyMap<string, KindMaps> = new Map<string, KindMaps>([
  ...LANGUAGES.filter((lang): lang is Exclude<Lang, 'en'> => lang !== 'en').map((lang): [string, KindMaps] => [
    lang,
    new Map(NAME_KINDS.map((kind) => {
      const row: readonly string[] = NAMES[lang][kind];
      return [kind, new Map(NAME_KEYS[kind].map((english, i) => [english, row[i]]))];
    })),
  ]),
  // English: every kind is keyed by its English name, except yogaName (keyed by id: the English name comes from the catalogue)
  ['en', new Map<string, ReadonlyMap<string, string>>([['yogaName', new Map<string, string>(YOGA_NAME_KEYS.map((id, i) => [id, YOGA_ENGLISH_NAMES[i]]))]])],
]);

/**
 * The display name of `english` (an identifier as the core emits it, e.g. 'Aries', 'Purva Phalguni',
 * 'NorthNode'; for kind `yogaName` a catalogue id such as 'gaja-kesari') of kind `kind` in `lang`.
 * English (but for yogaName), unknown languages, unknown kinds and unknown keys give `english` back
 * unchanged; it never throws.
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
  karaka(english: string): string;
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
  /** A catalogue yoga's display name by its id ('gaja-kesari' → hi 'गजकेसरी योग', en 'Gajakesari Yoga'). */
  yogaName(id: string): string;
  choghadiya(english: string): string;
  kuta(english: string): string;
  pattern(english: string): string;
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
