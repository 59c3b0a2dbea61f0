/**
 * Display-name catalogue (shared/i18n/names.ts).
 *  - Completeness: every language × kind × key has a non-empty name, English is the identity, and in
 *    every non-Latin language every name is written in that language's script only (so a forgotten
 *    entry that fell back to the English key, or a name pasted from the wrong script, fails).
 *  - Coverage: every name the core emits (signs, nakshatras, bodies, grahas, aspects, phase names,
 *    dignities, relationships) is a catalogue key.
 *  - Spot checks against published lists; each group names its source.
 *  - Robustness: unknown languages, kinds and keys pass through unchanged and nothing throws.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '../../shared/i18n/languages.js';
import {
  KARANA_NAMES, localizer, NAME_KEYS, NAME_KINDS, NITYA_YOGA_NAMES, TITHI_NAMES, translateName, VARA_SANSKRIT,
  type NameKind,
} from '../../shared/i18n/names.js';
import { ELEMENTS, MODALITIES, SIGN_NAMES } from '../../shared/core/zodiac.js';
import { NAKSHATRAS } from '../../shared/core/vedic/nakshatra.js';
import { YOGA_CATALOGUE } from '../../shared/core/vedic/yogas/index.js';
import { naturalRelation, VEDIC_PLANETS } from '../../shared/core/vedic/grahas.js';
import { vedicDignity } from '../../shared/core/vedic/dignity.js';
import { ASPECT_TYPES } from '../../shared/core/western/aspects.js';
import { WESTERN_BODIES } from '../../shared/core/western/bodies.js';
import { westernDignity } from '../../shared/core/western/dignity.js';
import { phaseName, PRINCIPAL_PHASES } from '../../shared/core/lunar/phases.js';

const LATIN: readonly Lang[] = ['es', 'fr', 'de', 'it', 'pt'];

/** The only characters a name may contain, per non-Latin language. */
const SCRIPT: Partial<Record<Lang, RegExp>> = {
  hi: /^[\p{Script=Devanagari} -]+$/u,
  mr: /^[\p{Script=Devanagari} -]+$/u,
  ne: /^[\p{Script=Devanagari} -]+$/u,
  bn: /^[\p{Script=Bengali} -]+$/u,
  ta: /^[\p{Script=Tamil} -]+$/u,
  te: /^[\p{Script=Telugu} -]+$/u,
  gu: /^[\p{Script=Gujarati} -]+$/u,
  kn: /^[\p{Script=Kannada} -]+$/u,
  ml: /^[\p{Script=Malayalam} -]+$/u,
  pa: /^[\p{Script=Gurmukhi} -]+$/u,
  ru: /^[\p{Script=Cyrillic} -]+$/u,
  ja: /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー・]+$/u,
  zh: /^[\p{Script=Han}·]+$/u,
  ko: /^[\p{Script=Hangul} ]+$/u,
  ar: /^[\p{Script=Arabic} ]+$/u,
};
const LATIN_SCRIPT = /^[\p{Script=Latin} '-]+$/u;

/** Kinds whose names are Indian terms, kept in English transliteration in Latin-script languages. */
const INDIAN_TERMS: readonly NameKind[] = ['nakshatra', 'tithi', 'yoga', 'karana', 'paksha', 'karaka', 'choghadiya', 'kuta'];
const isIndianTerm = (kind: NameKind, key: string) =>
  INDIAN_TERMS.includes(kind) || (kind === 'vara' && (VARA_SANSKRIT as readonly string[]).includes(key));

/**
 * Latin-script names that are spelled as in English, reviewed one by one: each is the correct word in
 * that language (es Leo, fr Cancer, de Venus …). Any other name equal to its English key is a missing
 * translation.
 */
/** Yod and Stellium are the words of es fr de it pt astrology too (their western.pattern sentences use them). */
const PATTERN_SAME = ['pattern:Yod', 'pattern:Stellium'];
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  es: ['sign:Aries', 'sign:Leo', 'sign:Virgo', 'sign:Libra', 'planet:Venus', 'planet:Rahu', 'planet:Ketu', 'modality:Cardinal', 'modality:Mutable', 'dignity:Neutral', ...PATTERN_SAME],
  fr: [
    'sign:Cancer', 'planet:Mars', 'planet:Jupiter', 'planet:Uranus', 'planet:Neptune', 'planet:Chiron', 'planet:Rahu', 'planet:Ketu',
    'element:Air', 'modality:Cardinal', 'modality:Mutable', 'dignity:Domicile', 'dignity:Exaltation',
    'aspect:Opposition', 'aspect:Sextile', 'aspect:Quintile', ...PATTERN_SAME,
  ],
  de: [
    'planet:Venus', 'planet:Mars', 'planet:Jupiter', 'planet:Saturn', 'planet:Uranus', 'planet:Pluto', 'planet:Chiron',
    'planet:Rahu', 'planet:Ketu', 'dignity:Fall', 'dignity:Neutral', 'aspect:Opposition', 'aspect:Quincunx', ...PATTERN_SAME,
  ],
  it: ['planet:Rahu', 'planet:Ketu', 'aspect:Quintile', ...PATTERN_SAME],
  pt: ['sign:Libra', 'planet:Rahu', 'planet:Ketu', 'modality:Cardinal', ...PATTERN_SAME],
};

const t = translateName;

describe('catalogue completeness', () => {
  it('has the kinds and key counts of the spec', () => {
    expect([...NAME_KINDS].sort()).toEqual(
      ['aspect', 'choghadiya', 'dignity', 'element', 'karaka', 'karana', 'kuta', 'modality', 'moonPhase', 'nakshatra', 'paksha', 'pattern', 'planet', 'sign', 'tithi', 'vara', 'yoga', 'yogaName'],
    );
    const counts = Object.fromEntries(NAME_KINDS.map((k) => [k, NAME_KEYS[k].length]));
    expect(counts).toEqual({
      sign: 12, nakshatra: 27, planet: 15, element: 4, modality: 3, moonPhase: 8, tithi: 16, yoga: 27,
      karana: 11, vara: 14, paksha: 2, dignity: 16, aspect: 11, karaka: 8, yogaName: YOGA_CATALOGUE.length,
      choghadiya: 7, kuta: 8, pattern: 7,
    });
    // yogaName is keyed by the catalogue ids, every one of them.
    expect([...NAME_KEYS.yogaName].sort()).toEqual(YOGA_CATALOGUE.map((e) => e.id).sort());
    expect(TITHI_NAMES.slice(0, 4)).toEqual(['Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi']);
    expect(TITHI_NAMES.slice(-2)).toEqual(['Purnima', 'Amavasya']);
    expect(NITYA_YOGA_NAMES[0]).toBe('Vishkumbha');
    expect(NITYA_YOGA_NAMES[26]).toBe('Vaidhriti');
    // Movable karanas first (Bava … Vishti), then the four fixed ones.
    expect(KARANA_NAMES.slice(0, 7)).toEqual(['Bava', 'Balava', 'Kaulava', 'Taitila', 'Gara', 'Vanija', 'Vishti']);
    expect(KARANA_NAMES.slice(7)).toEqual(['Shakuni', 'Chatushpada', 'Naga', 'Kimstughna']);
    expect(VARA_SANSKRIT).toEqual(['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara']);
  });

  it('English is the identity for every key, but yogaName (keyed by id) gives the catalogue\'s English name', () => {
    for (const kind of NAME_KINDS) if (kind !== 'yogaName') for (const key of NAME_KEYS[kind]) expect(t('en', kind, key)).toBe(key);
    for (const e of YOGA_CATALOGUE) expect(t('en', 'yogaName', e.id)).toBe(e.name);
    expect(t('en', 'yogaName', 'gaja-kesari')).toBe('Gajakesari Yoga');
  });

  it('every language has a non-empty, trimmed name for every key of every kind', () => {
    for (const lang of LANGUAGES) {
      for (const kind of NAME_KINDS) {
        for (const key of NAME_KEYS[kind]) {
          const name = t(lang, kind, key);
          expect(typeof name, `${lang} ${kind} ${key}`).toBe('string');
          expect(name.length, `${lang} ${kind} ${key}`).toBeGreaterThan(0);
          expect(name, `${lang} ${kind} ${key}`).toBe(name.trim());
        }
      }
    }
  });

  it('non-Latin languages write every name in their own script only (no English key left behind)', () => {
    for (const [lang, script] of Object.entries(SCRIPT) as [Lang, RegExp][]) {
      for (const kind of NAME_KINDS) {
        for (const key of NAME_KEYS[kind]) {
          // the T-Square is named by the letter's shape: Japanese, Chinese and Korean astrology write the T (Tスクエア, T三角, T 스퀘어)
          const name = kind === 'pattern' && key === 'T-Square' && /^(ja|zh|ko)$/.test(lang) ? t(lang, kind, key).replace(/^T ?/, '') : t(lang, kind, key);
          expect(name, `${lang} ${kind} ${key}`).toMatch(script);
          expect(name, `${lang} ${kind} ${key}`).not.toMatch(/[A-Za-z]/);
        }
      }
    }
    expect(Object.keys(SCRIPT).length + LATIN.length + 1).toBe(LANGUAGES.length);
  });

  it('Latin-script languages keep Indian terms in English transliteration and translate the rest', () => {
    for (const lang of LATIN) {
      const same: string[] = [];
      for (const kind of NAME_KINDS) {
        for (const key of NAME_KEYS[kind]) {
          const name = t(lang, kind, key);
          expect(name, `${lang} ${kind} ${key}`).toMatch(LATIN_SCRIPT);
          if (kind === 'yogaName') expect(name, `${lang} ${kind} ${key}`).toBe(t('en', kind, key));
          else if (isIndianTerm(kind, key)) expect(name, `${lang} ${kind} ${key}`).toBe(key);
          else if (name === key) same.push(`${kind}:${key}`);
        }
      }
      expect(same, lang).toEqual(SAME_AS_ENGLISH[lang]);
    }
  });

  it('distinct keys get distinct names, except where two keys are one thing', () => {
    const distinct = (lang: Lang, kind: NameKind, keys: readonly string[]) => {
      const names = keys.map((k) => t(lang, kind, k));
      expect(new Set(names).size, `${lang} ${kind}: ${names.join(', ')}`).toBe(names.length);
    };
    for (const lang of LANGUAGES) {
      for (const kind of ['sign', 'karaka', 'nakshatra', 'element', 'modality', 'moonPhase', 'tithi', 'yoga', 'karana', 'paksha', 'aspect', 'yogaName'] as const) {
        distinct(lang, kind, NAME_KEYS[kind]);
      }
      // Indian languages show the nodes as Rahu and Ketu, so only one of each pair is checked.
      distinct(lang, 'planet', NAME_KEYS.planet.filter((k) => k !== 'NorthNode' && k !== 'SouthNode'));
      distinct(lang, 'vara', NAME_KEYS.vara.slice(0, 7));
      distinct(lang, 'dignity', NAME_KEYS.dignity.slice(0, 5)); // western
      distinct(lang, 'dignity', NAME_KEYS.dignity.slice(5, 11)); // Vedic
      distinct(lang, 'dignity', NAME_KEYS.dignity.slice(11)); // relationships
    }
  });

  it('Indian languages give the same weekday for the English and the Sanskrit key', () => {
    for (const lang of ['hi', 'bn', 'ta', 'te', 'mr', 'gu', 'kn', 'ml', 'pa', 'ne'] as const) {
      for (let i = 0; i < 7; i++) expect(t(lang, 'vara', VARA_SANSKRIT[i])).toBe(t(lang, 'vara', NAME_KEYS.vara[i]));
    }
  });
});

describe('coverage of the names the core emits', () => {
  it('signs, elements, modalities, nakshatras, bodies, grahas and aspects are keys', () => {
    expect(NAME_KEYS.sign).toEqual([...SIGN_NAMES]);
    expect(NAME_KEYS.element).toEqual([...ELEMENTS]);
    expect(NAME_KEYS.modality).toEqual([...MODALITIES]);
    expect(NAME_KEYS.nakshatra).toEqual([...NAKSHATRAS]);
    expect(NAME_KEYS.aspect).toEqual([...ASPECT_TYPES]);
    for (const body of [...WESTERN_BODIES, ...VEDIC_PLANETS]) expect(NAME_KEYS.planet).toContain(body);
  });

  it('every phase name phaseName() can return is a key', () => {
    const emitted = new Set<string>();
    for (let a = 0; a < 360; a += 0.5) emitted.add(phaseName(a));
    for (const p of PRINCIPAL_PHASES) emitted.add(p);
    expect([...emitted].sort()).toEqual([...NAME_KEYS.moonPhase].sort());
  });

  it('every western and Vedic dignity and every natural relationship is a key', () => {
    const emitted = new Set<string>();
    for (let sign = 0; sign < 12; sign++) {
      for (const body of WESTERN_BODIES) emitted.add(westernDignity(body, sign));
      for (const graha of VEDIC_PLANETS) emitted.add(vedicDignity(graha, sign));
    }
    for (const a of VEDIC_PLANETS) for (const b of VEDIC_PLANETS) {
      const rel = naturalRelation(a, b);
      if (rel !== null) emitted.add(rel);
    }
    for (const d of emitted) expect(NAME_KEYS.dignity, d).toContain(d);
  });
});

describe('spot checks against published lists', () => {
  it('Hindi rashi names — onlineschem.com/category/zodiacsign/page/2', () => {
    expect(SIGN_NAMES.map((s) => t('hi', 'sign', s))).toEqual(
      ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'],
    );
  });

  it('Hindi nakshatras — cpsr2021.blogspot.com/2021/07/blog-post_14.html, en.wikipedia List of Nakshatras', () => {
    expect(t('hi', 'nakshatra', 'Ashwini')).toBe('अश्विनी');
    expect(t('hi', 'nakshatra', 'Krittika')).toBe('कृत्तिका');
    expect(t('hi', 'nakshatra', 'Jyeshtha')).toBe('ज्येष्ठा');
    expect(t('hi', 'nakshatra', 'Revati')).toBe('रेवती');
  });

  it('Hindi yogas and karanas — slidepub.com/slideshow/slideshow-8293, jainqq.org/explore/002676/136', () => {
    expect(t('hi', 'yoga', 'Vishkumbha')).toBe('विष्कुम्भ');
    expect(t('hi', 'yoga', 'Vyaghata')).toBe('व्याघात');
    expect(t('hi', 'yoga', 'Vaidhriti')).toBe('वैधृति');
    expect(t('hi', 'karana', 'Vishti')).toBe('विष्टि');
    expect(t('hi', 'karana', 'Kimstughna')).toBe('किंस्तुघ्न');
  });

  it('Marathi — mr.wikipedia.org पंचांग (मृग, मूळ), kiranbjadhav.blogspot.com (शततारका)', () => {
    expect(t('mr', 'nakshatra', 'Mrigashira')).toBe('मृग');
    expect(t('mr', 'nakshatra', 'Mula')).toBe('मूळ');
    expect(t('mr', 'nakshatra', 'Shatabhisha')).toBe('शततारका');
  });

  it('Nepali rashi — aamsanchar.com/2021/12/03/147506', () => {
    expect(t('ne', 'sign', 'Taurus')).toBe('वृष');
    expect(t('ne', 'sign', 'Cancer')).toBe('कर्कट');
    expect(t('ne', 'sign', 'Aquarius')).toBe('कुम्भ');
  });

  it('Bengali — reflectu.in (rashi); usingha.com/sal/783.html panjika (nakshatra, yoga, karana)', () => {
    expect(t('bn', 'sign', 'Taurus')).toBe('বৃষ');
    expect(t('bn', 'sign', 'Cancer')).toBe('কর্কট');
    expect(t('bn', 'nakshatra', 'Pushya')).toBe('পুষ্যা');
    expect(t('bn', 'nakshatra', 'Hasta')).toBe('হস্তা');
    expect(t('bn', 'nakshatra', 'Purva Phalguni')).toBe('পূর্বফাল্গুনী');
    expect(t('bn', 'yoga', 'Sukarma')).toBe('সুকর্মা');
    expect(t('bn', 'karana', 'Taitila')).toBe('তৈতিল');
    expect(t('bn', 'tithi', 'Trayodashi')).toBe('ত্রয়োদশী');
  });

  it('Tamil — arathinai.blogspot.com (rashi), tamil.freehoroscopesonline.in/nakshatra.php (nakshatra)', () => {
    expect(t('ta', 'sign', 'Aries')).toBe('மேஷம்');
    expect(t('ta', 'sign', 'Cancer')).toBe('கடகம்');
    expect(t('ta', 'sign', 'Sagittarius')).toBe('தனுசு');
    expect(t('ta', 'nakshatra', 'Ardra')).toBe('திருவாதிரை');
    expect(t('ta', 'nakshatra', 'Jyeshtha')).toBe('கேட்டை');
    expect(t('ta', 'nakshatra', 'Shravana')).toBe('திருவோணம்');
    expect(t('ta', 'nakshatra', 'Uttara Bhadrapada')).toBe('உத்திரட்டாதி');
  });

  it('Telugu — omniguru.in telugu-tidhulu-pakshalu (tithi), teluguone.com (yoga)', () => {
    expect(t('te', 'tithi', 'Pratipada')).toBe('పాడ్యమి');
    expect(t('te', 'tithi', 'Chaturthi')).toBe('చవితి');
    expect(t('te', 'tithi', 'Purnima')).toBe('పౌర్ణమి');
    expect(t('te', 'yoga', 'Vishkumbha')).toBe('విష్కంభ');
    expect(t('te', 'yoga', 'Vaidhriti')).toBe('వైధృతి');
  });

  it('Kannada rashi — uni-mysore.ac.in mlrccdictionary, "zodiac"', () => {
    expect(t('kn', 'sign', 'Cancer')).toBe('ಕರ್ಕಾಟಕ');
    expect(t('kn', 'sign', 'Virgo')).toBe('ಕನ್ಯಾ');
    expect(t('kn', 'sign', 'Aquarius')).toBe('ಕುಂಭ');
  });

  it('Malayalam — kaakkoo.blogspot.com/2011/12/blog-post_13.html (rashi and nakshatra)', () => {
    expect(t('ml', 'sign', 'Aries')).toBe('മേടം');
    expect(t('ml', 'sign', 'Taurus')).toBe('ഇടവം');
    expect(t('ml', 'sign', 'Leo')).toBe('ചിങ്ങം');
    expect(t('ml', 'nakshatra', 'Ashwini')).toBe('അശ്വതി');
    expect(t('ml', 'nakshatra', 'Swati')).toBe('ചോതി');
    expect(t('ml', 'nakshatra', 'Shravana')).toBe('തിരുവോണം');
  });

  it('Gujarati — gujarativishwakosh.org (ધન), panchang.astrosage.com gu (tithi), gu.wikipedia (સુદ/વદ)', () => {
    expect(t('gu', 'sign', 'Sagittarius')).toBe('ધન');
    expect(t('gu', 'sign', 'Scorpio')).toBe('વૃશ્ચિક');
    expect(t('gu', 'tithi', 'Pratipada')).toBe('એકમ');
    expect(t('gu', 'tithi', 'Ekadashi')).toBe('અગિયારસ');
    expect(t('gu', 'tithi', 'Amavasya')).toBe('અમાસ');
    expect(t('gu', 'paksha', 'Shukla')).toBe('સુદ');
    expect(t('gu', 'paksha', 'Krishna')).toBe('વદ');
  });

  it('Punjabi rashi — punjabijagran.com astrology-weekly-astrology-8773490', () => {
    expect(t('pa', 'sign', 'Aries')).toBe('ਮੇਖ');
    expect(t('pa', 'sign', 'Taurus')).toBe('ਬ੍ਰਿਖ');
    expect(t('pa', 'sign', 'Gemini')).toBe('ਮਿਥੁਨ');
  });

  it('Spanish, French, German, Italian, Portuguese signs — es.411answers.com, papa-shade.com, infinitelexicon.pages.dev/Sternzeichen, pazienti.it, bacana.news', () => {
    const row = (lang: Lang) => SIGN_NAMES.map((s) => t(lang, 'sign', s));
    expect(row('es')).toEqual(['Aries', 'Tauro', 'Géminis', 'Cáncer', 'Leo', 'Virgo', 'Libra', 'Escorpio', 'Sagitario', 'Capricornio', 'Acuario', 'Piscis']);
    expect(row('fr')).toEqual(['Bélier', 'Taureau', 'Gémeaux', 'Cancer', 'Lion', 'Vierge', 'Balance', 'Scorpion', 'Sagittaire', 'Capricorne', 'Verseau', 'Poissons']);
    expect(row('de')).toEqual(['Widder', 'Stier', 'Zwillinge', 'Krebs', 'Löwe', 'Jungfrau', 'Waage', 'Skorpion', 'Schütze', 'Steinbock', 'Wassermann', 'Fische']);
    expect(row('it')).toEqual(['Ariete', 'Toro', 'Gemelli', 'Cancro', 'Leone', 'Vergine', 'Bilancia', 'Scorpione', 'Sagittario', 'Capricorno', 'Acquario', 'Pesci']);
    expect(row('pt')).toEqual(['Áries', 'Touro', 'Gêmeos', 'Câncer', 'Leão', 'Virgem', 'Libra', 'Escorpião', 'Sagitário', 'Capricórnio', 'Aquário', 'Peixes']);
  });

  it('Russian — ollam.ru/blogs/tiana/ot-ovna-do-ryb (signs), 1-veda.info/_jyotish/nakshatras.html (nakshatras)', () => {
    expect(SIGN_NAMES.map((s) => t('ru', 'sign', s))).toEqual(
      ['Овен', 'Телец', 'Близнецы', 'Рак', 'Лев', 'Дева', 'Весы', 'Скорпион', 'Стрелец', 'Козерог', 'Водолей', 'Рыбы'],
    );
    expect(t('ru', 'nakshatra', 'Bharani')).toBe('Бхарани');
    expect(t('ru', 'nakshatra', 'Krittika')).toBe('Криттика');
    expect(t('ru', 'nakshatra', 'Mrigashira')).toBe('Мригашира');
  });

  it('Japanese — mnavi.net/?p=14954 (signs), yurahirari.com/essential-dignity (dignities, Dragon Head), hayatatomomi.com/?p=2153 (nakshatras)', () => {
    expect(SIGN_NAMES.map((s) => t('ja', 'sign', s))).toEqual(
      ['牡羊座', '牡牛座', '双子座', '蟹座', '獅子座', '乙女座', '天秤座', '蠍座', '射手座', '山羊座', '水瓶座', '魚座'],
    );
    expect(t('ja', 'dignity', 'Domicile')).toBe('ドミサイル');
    expect(t('ja', 'dignity', 'Detriment')).toBe('デトリメント');
    expect(t('ja', 'planet', 'NorthNode')).toBe('ドラゴンヘッド');
    expect(t('ja', 'nakshatra', 'Ashwini')).toBe('アシュヴィニー');
    expect(t('ja', 'nakshatra', 'Revati')).toBe('レヴァティー');
  });

  it('Chinese — nextools.space/zh (signs), zxmt365.com/ZxmtShow.asp?ID=398 (dignities)', () => {
    expect(SIGN_NAMES.map((s) => t('zh', 'sign', s))).toEqual(
      ['白羊座', '金牛座', '双子座', '巨蟹座', '狮子座', '处女座', '天秤座', '天蝎座', '射手座', '摩羯座', '水瓶座', '双鱼座'],
    );
    expect(t('zh', 'dignity', 'Domicile')).toBe('入庙');
    expect(t('zh', 'dignity', 'Detriment')).toBe('失势');
    expect(t('zh', 'dignity', 'Fall')).toBe('落陷');
  });

  it('Korean signs — 157231.com/xingzuozhishi/kied4p5mdhe3.html', () => {
    expect(SIGN_NAMES.map((s) => t('ko', 'sign', s))).toEqual(
      ['양자리', '황소자리', '쌍둥이자리', '게자리', '사자자리', '처녀자리', '천칭자리', '전갈자리', '궁수자리', '염소자리', '물병자리', '물고기자리'],
    );
  });

  it('Arabic signs — sky-omia.blogspot.com/p/blog-page_2277.html', () => {
    expect(SIGN_NAMES.map((s) => t('ar', 'sign', s))).toEqual(
      ['الحمل', 'الثور', 'الجوزاء', 'السرطان', 'الأسد', 'العذراء', 'الميزان', 'العقرب', 'القوس', 'الجدي', 'الدلو', 'الحوت'],
    );
  });

  it('catalogue yogas by id: the Sanskrit name in the script of each Indian language, transliterated elsewhere', () => {
    // Gajakesari as Hindi and Tamil jyotisha writing spells it (गजकेसरी योग; கஜகேசரி யோகம்).
    expect(t('hi', 'yogaName', 'gaja-kesari')).toBe('गजकेसरी योग');
    expect(t('ta', 'yogaName', 'gaja-kesari')).toBe('கஜகேசரி யோகம்');
    expect(t('en', 'yogaName', 'gaja-kesari')).toBe('Gajakesari Yoga');
    expect(t('es', 'yogaName', 'gaja-kesari')).toBe('Gajakesari Yoga');
    expect(t('zh', 'yogaName', 'gaja-kesari')).toMatch(/瑜伽$/);
    // first and last of the rows, so a shifted row fails
    expect(t('hi', 'yogaName', 'ruchaka')).toBe('रुचक योग');
    expect(t('hi', 'yogaName', 'gola')).toBe('गोल योग');
    expect(t('ru', 'yogaName', 'gola')).toBe('Гола йога');
    // an unknown id passes through
    expect(t('hi', 'yogaName', 'no-such-yoga')).toBe('no-such-yoga');
  });

  it('rows line up with the key order (first, middle and last entries)', () => {
    expect(t('hi', 'nakshatra', 'Purva Phalguni')).toBe('पूर्वा फाल्गुनी');
    expect(t('hi', 'nakshatra', 'Uttara Bhadrapada')).toBe('उत्तरा भाद्रपद');
    expect(t('ta', 'tithi', 'Amavasya')).toBe('அமாவாசை');
    expect(t('hi', 'planet', 'NorthNode')).toBe('राहु');
    expect(t('hi', 'planet', 'Ketu')).toBe('केतु');
    expect(t('de', 'planet', 'NorthNode')).toBe('Nördlicher Mondknoten');
    expect(t('fr', 'aspect', 'Sesquiquadrate')).toBe('Sesqui-carré');
    expect(t('es', 'vara', 'Saturday')).toBe('Sábado');
    expect(t('es', 'vara', 'Shanivara')).toBe('Shanivara');
    expect(t('hi', 'vara', 'Guruvara')).toBe('गुरुवार');
    expect(t('zh', 'paksha', 'Krishna')).toBe('黑分');
  });
});

describe('lookups never throw and pass unknowns through', () => {
  it('unknown keys, kinds and languages give the input back', () => {
    expect(t('hi', 'sign', 'Ophiuchus')).toBe('Ophiuchus');
    expect(t('hi', 'nakshatra', 'Abhijit')).toBe('Abhijit');
    expect(t('hi', 'sign', 'Ashwini')).toBe('Ashwini'); // right name, wrong kind
    expect(t('hi', 'sign', 'aries')).toBe('aries'); // keys are case-sensitive
    expect(t('hi', 'sign', '')).toBe('');
    expect(t('xx' as Lang, 'sign', 'Aries')).toBe('Aries');
    expect(t('hi', 'house' as NameKind, 'Aries')).toBe('Aries');
  });

  it('prototype names and non-strings do not reach Object.prototype', () => {
    for (const odd of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(() => t(odd as Lang, 'sign', 'Aries')).not.toThrow();
      expect(t(odd as Lang, 'sign', 'Aries')).toBe('Aries');
      expect(t('hi', odd as NameKind, 'Aries')).toBe('Aries');
      expect(t('hi', 'sign', odd)).toBe(odd);
      expect(localizer(odd as Lang).sign('Aries')).toBe('Aries');
    }
    expect(() => t('hi', 'sign', undefined as unknown as string)).not.toThrow();
    expect(() => t(undefined as unknown as Lang, undefined as unknown as NameKind, 'x')).not.toThrow();
  });
});

describe('localizer', () => {
  it('agrees with translateName for every language, kind and key', () => {
    for (const lang of LANGUAGES) {
      const l = localizer(lang);
      expect(l.lang).toBe(lang);
      for (const kind of NAME_KINDS) {
        for (const key of NAME_KEYS[kind]) {
          expect(l[kind](key)).toBe(t(lang, kind, key));
          expect(l.name(kind, key)).toBe(t(lang, kind, key));
        }
        expect(l[kind]('NotAKey')).toBe('NotAKey');
      }
    }
  });

  it('is built once per language and is immutable', () => {
    expect(localizer('ta')).toBe(localizer('ta'));
    expect(Object.isFrozen(localizer('ta'))).toBe(true);
    expect(localizer('hi').sign('Aries')).toBe('मेष');
    expect(localizer('en').nakshatra('Ashwini')).toBe('Ashwini');
    expect(localizer('xx' as Lang).lang).toBe('en');
  });
});
