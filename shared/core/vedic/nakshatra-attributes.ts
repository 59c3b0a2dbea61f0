/**
 * Fixed attributes of the 27 nakshatras: deity, symbol, gana, yoni (animal and sex), nadi, and the
 * varna used by ashtakoot matching. Names and order are those of `NAKSHATRAS` (nakshatra.ts).
 *
 * Sources (tables used later by ashtakoot matching: gana, yoni, nadi, varna):
 *
 *  - Gana. Muhurta Chintamani (Daivajña Rāma, 1600 CE), Vivāha-prakaraṇa, the verse "divyo gaṇaḥ kila
 *    punarvasu-puṣya-hasta-svāty-aśvinī-śravaṇa-pauṣṇa-mṛgānurādhāḥ, syān mānuṣas tu bharaṇī-kamalāsanarkṣa-
 *    pūrvottarā-tritaya-śaṅkara-daivatāni, rakṣogaṇaḥ pitṛbha-rākṣasa-vāsavendra-citrā-dvidaiva-varuṇāgni-
 *    bhujaṅgabhāni", printed with a Gujarati translation in the muhurta book at jainqq.org/explore/011638
 *    (page 459 of the scan). Nakshatras named by their deity: kamalāsana (Brahmā) = Rohini, śaṅkara
 *    (Rudra) = Ardra, pitṛ = Magha, rākṣasa (Nirṛti) = Mula, vāsava (Vasus) = Dhanishta, indra = Jyeshtha,
 *    dvidaiva (Indra-Agni) = Vishakha, varuṇa = Shatabhisha, agni = Krittika, bhujaṅga = Ashlesha.
 *    Cross-checked: a second Sanskrit text, vv. 104–106 (jainqq.org/explore/009874, p. 119 of the scan),
 *    and PyJHora 4.8.5 `compatibility.py` `_find_gana` (north Indian): identical 3 × 9 lists.
 *  - Yoni animals. Muhurta Chintamani, Vivāha-prakaraṇa, the verse "aśviny-ambupayor hayo nigaditaḥ
 *    svāty-arkayoḥ kāsaraḥ, siṃho vasv-ajapād-bhayoḥ … gaur aryamṇa-budhnyarkṣayoḥ", printed with its
 *    anvaya in Muhūrtarāja p. 26 (jainqq.org/explore/001933/95): 14 animals, each for a pair of
 *    nakshatras (Abhijit shares the mongoose with Uttara Ashadha).
 *    Sex within each pair: the Yoni Koota table of the Maitreya program (saravali.de,
 *    astrology/koota_yoni.html), columns "Nakshatra (Male)" / "Nakshatra (Female)". The same male/female
 *    pairs are listed by selfrealisation.net (species.htm), which refers to Kalaprakashika p. 73 and
 *    B.V. Raman, Muhurtha p. 70.
 *    Cross-checked: animals identical in the Marathi table on transliteral.org (pages/z130109053950) and
 *    in PyJHora 4.8.5 `compatibility.py` `yoni_mappings` (which has no sexes).
 *  - Nadi. Table of Adi/Madhya/Antya nadi nakshatras in a Gujarati muhurta text (jainqq.org/explore/
 *    008472, p. 82 of the scan). Cross-checked: PyJHora 4.8.5 `naadi_porutham` (0,1,2,2,1,0 repeating):
 *    identical. The pattern runs Adi, Madhya, Antya, Antya, Madhya, Adi and repeats from Punarvasu.
 *  - Varna. Ashtakoot's varna koota uses the varna of the Moon's *rasi*, not of the nakshatra:
 *    watery signs (Cancer, Scorpio, Pisces) Brahmin, fiery (Aries, Leo, Sagittarius) Kshatriya, earthy
 *    (Taurus, Virgo, Capricorn) Vaishya, airy (Gemini, Libra, Aquarius) Shudra. Muhurta Chintamani,
 *    Vivāha-prakaraṇa: "dvijā jhaṣāli-karkaṭās tato nṛpā viśo 'ṅghrijāḥ" — Pisces, Scorpio, Cancer are
 *    Brahmins; the signs following each are, in turn, kings (Aries, Sagittarius, Leo), vaiśyas (Taurus,
 *    Capricorn, Virgo) and śūdras (Gemini, Aquarius, Libra). The same table: drikpanchang.com "Varna
 *    Kuta" (kundali-match/ashta-kuta) and astrobix.com "Varna Koota" (north Indian method).
 *    Nine nakshatras straddle two signs, so a nakshatra has no single
 *    varna: `varnaByPada` gives it pada by pada (each pada lies wholly inside one sign), and
 *    `rasiVarna(sign)` gives it from the sign.
 *  - Deity and symbol. The deities are the ones the two verses above use as names (and BPHS ch. 6,
 *    vv. 24–26, the lords of the 27 saptavimsamsa parts); the wording and the symbols follow Wikipedia,
 *    "List of Nakshatras" (copies stored 2024). Symbols are descriptive only: nothing computes with them.
 *
 * Disagreements found and the choice made:
 *  - Varna of earthy and airy signs: Maitreya (saravali.de "Varna Koota") and, copying it, PyJHora
 *    (`vasiya_raasi_list`) make the airy signs Vaishya and the earthy signs Shudra. We follow the
 *    Muhurta Chintamani verse (earthy = Vaishya, airy = Shudra), as do drikpanchang and astrobix.
 *  - Yoni sex: a Tamil porutham list (tirumanaporutham.blogspot.com, "Yoni porutham") makes Ardra the male
 *    and Mula the female dog and Chitra the male and Vishakha the female tiger, and several of its entries
 *    contradict its own animal table (e.g. Mrigashira "female elephant", Shatabhisha "female monkey").
 *    We follow Maitreya / Raman.
 *  - Gana: PyJHora's *south Indian* manushya list also contains Pushya (10 entries, Pushya being in its
 *    deva list too); its north Indian list, used for ashtakoot, agrees with the verse.
 *  - Deity of Purva Ashadha: Āpas (the waters) in the Muhurta Chintamani yoni verse ("ambu") and Wikipedia;
 *    the English BPHS text of ch. 6 vv. 24–26 names Varuna (lord of the waters). We use Apas.
 */
import { NAKSHATRAS } from './nakshatra.js';

export type Gana = 'Deva' | 'Manushya' | 'Rakshasa';
export type Nadi = 'Adi' | 'Madhya' | 'Antya';
export type Varna = 'Brahmin' | 'Kshatriya' | 'Vaishya' | 'Shudra';
export type YoniSex = 'Male' | 'Female';

/** The 14 yoni animals, in the order of the usual yoni-koota tables (Maitreya, PyJHora). */
export const YONI_ANIMALS = [
  'Horse', 'Elephant', 'Sheep', 'Serpent', 'Dog', 'Cat', 'Rat', 'Cow', 'Buffalo', 'Tiger', 'Deer', 'Monkey',
  'Mongoose', 'Lion',
] as const;
export type YoniAnimal = (typeof YONI_ANIMALS)[number];

export interface NakshatraAttributes {
  /** 0 = Ashwini … 26 = Revati. */
  index: number;
  name: (typeof NAKSHATRAS)[number];
  deity: string;
  symbol: string;
  gana: Gana;
  yoni: { animal: YoniAnimal; sex: YoniSex };
  nadi: Nadi;
  /** Ashtakoot varna of each pada (1–4), from the sign the pada lies in. */
  varnaByPada: readonly [Varna, Varna, Varna, Varna];
}

/** Varna of a sign for varna koota: water Brahmin, fire Kshatriya, earth Vaishya, air Shudra. */
const VARNA_BY_ELEMENT: readonly Varna[] = ['Kshatriya', 'Vaishya', 'Shudra', 'Brahmin'];
export function rasiVarna(sign: number): Varna {
  return VARNA_BY_ELEMENT[(((sign % 12) + 12) % 12) % 4];
}

const D = 'Deva', M = 'Manushya', R = 'Rakshasa';
const AD = 'Adi', MA = 'Madhya', AN = 'Antya';
const m = 'Male', f = 'Female';

/** [deity, symbol, gana, yoni animal, yoni sex, nadi] in NAKSHATRAS order. */
const TABLE: ReadonlyArray<readonly [string, string, Gana, YoniAnimal, YoniSex, Nadi]> = [
  ['Ashvins', "Horse's head", D, 'Horse', m, AD], // Ashwini
  ['Yama', 'Yoni (female organ)', M, 'Elephant', m, MA], // Bharani
  ['Agni', 'Knife or spear', R, 'Sheep', f, AN], // Krittika
  ['Brahma (Prajapati)', 'Cart or chariot', M, 'Serpent', m, AN], // Rohini
  ['Soma', "Deer's head", D, 'Serpent', f, MA], // Mrigashira
  ['Rudra', 'Teardrop or diamond', M, 'Dog', f, AD], // Ardra
  ['Aditi', 'Bow and quiver', D, 'Cat', f, AD], // Punarvasu
  ['Brihaspati', "Cow's udder", D, 'Sheep', m, MA], // Pushya
  ['Sarpas (Nagas)', 'Serpent', R, 'Cat', m, AN], // Ashlesha
  ['Pitris', 'Royal throne', R, 'Rat', m, AN], // Magha
  ['Bhaga', 'Front legs of a bed', M, 'Rat', f, MA], // Purva Phalguni
  ['Aryaman', 'Back legs of a bed', M, 'Cow', m, AD], // Uttara Phalguni
  ['Savitr', 'Hand', D, 'Buffalo', f, AD], // Hasta
  ['Tvashtr (Vishvakarma)', 'Bright jewel', R, 'Tiger', f, MA], // Chitra
  ['Vayu', 'Shoot of a plant', D, 'Buffalo', m, AN], // Swati
  ['Indra and Agni', 'Triumphal arch', R, 'Tiger', m, AN], // Vishakha
  ['Mitra', 'Lotus', D, 'Deer', f, MA], // Anuradha
  ['Indra', 'Circular amulet or earring', R, 'Deer', m, AD], // Jyeshtha
  ['Nirriti', 'Bunch of roots', R, 'Dog', m, AD], // Mula
  ['Apas', 'Elephant tusk or winnowing fan', M, 'Monkey', m, MA], // Purva Ashadha
  ['Vishvedevas', 'Elephant tusk or small bed', M, 'Mongoose', m, AN], // Uttara Ashadha
  ['Vishnu', 'Ear or three footprints', D, 'Monkey', f, AN], // Shravana
  ['Vasus', 'Drum or flute', R, 'Lion', f, MA], // Dhanishta
  ['Varuna', 'Empty circle', R, 'Horse', f, AD], // Shatabhisha
  ['Aja Ekapada', 'Front legs of a funeral cot', M, 'Lion', m, AD], // Purva Bhadrapada
  ['Ahir Budhnya', 'Back legs of a funeral cot', M, 'Cow', f, MA], // Uttara Bhadrapada
  ['Pushan', 'Fish', D, 'Elephant', f, AN], // Revati
];

function padaVarnas(index: number): readonly [Varna, Varna, Varna, Varna] {
  // Pada k (0-based) starts at index·13°20′ + k·3°20′ = (4·index + k)·3°20′; 9 padas fill a sign, so its
  // sign is floor((4·index + k) / 9), with integer arithmetic and no boundary rounding.
  const v = (k: number) => rasiVarna(Math.floor((4 * index + k) / 9));
  return [v(0), v(1), v(2), v(3)];
}

export const NAKSHATRA_ATTRIBUTES: readonly NakshatraAttributes[] = TABLE.map(
  ([deity, symbol, gana, animal, sex, nadi], index): NakshatraAttributes => ({
    index,
    name: NAKSHATRAS[index],
    deity,
    symbol,
    gana,
    yoni: { animal, sex },
    nadi,
    varnaByPada: padaVarnas(index),
  }),
);

/** Attributes by index (0 = Ashwini … 26) or by the exact `NAKSHATRAS` name. */
export function nakshatraAttributes(nakshatra: number | string): NakshatraAttributes {
  const i = typeof nakshatra === 'number' ? nakshatra : (NAKSHATRAS as readonly string[]).indexOf(nakshatra);
  const a = Number.isInteger(i) ? NAKSHATRA_ATTRIBUTES[i] : undefined;
  if (!a) throw new RangeError(`unknown nakshatra ${String(nakshatra)}`);
  return a;
}
