/** The ids of the yoga catalogue (shared/core/vedic/yogas/), in the order of each language's `yogaName` row. */
/**
 * The id of every catalogue entry, in the order their display names are listed in each language's
 * `yogaName` row (shared/i18n/text/<lang>.ts, key order of shared/i18n/names/keys.ts): new entries are
 * appended, so the rows stay aligned. Every catalogue entry's id is one of these (typed), and every one
 * of these is a catalogue entry (checked when the module loads).
 */
export const CORE_YOGA_IDS = [
  'ruchaka',
  'bhadra',
  'hamsa',
  'malavya',
  'sasa',
  'gaja-kesari',
  'budhaditya',
  'chandra-mangala',
  'adhi',
  'sunapha',
  'anapha',
  'durudhura',
  'kemadruma',
  'kemadruma-bhanga',
  'vesi',
  'vasi',
  'ubhayachari',
  'amala',
  'parvata',
  'kahala',
  'chamara',
  'shankha',
  'shubha',
  'shubha-kartari',
  'ashubha',
  'papa-kartari',
  'lakshmi',
  'saraswati',
  'kalanidhi',
  'vasumathi',
  'shakata',
  'harsha',
  'sarala',
  'vimala',
  'neecha-bhanga-raja',
  'maha-parivartana',
  'dainya-parivartana',
  'khala-parivartana',
  'raja',
  'dhana',
  'vallaki',
  'dama',
  'pasha',
  'kedara',
  'shula',
  'yuga',
  'gola',
  // Nabhasa yogas, BPHS ch. 35: Ashraya, Dala, the first Akriti yogas
  'rajju',
  'musala',
  'nala',
  'mala',
  'sarpa',
  'gada',
  'shakata-nabhasa',
  'vihaga',
  'shringataka',
  'hala',
  'vajra',
  'yava',
  'kamala',
  'vapi',
  'yupa',
  'shara',
  'shakti',
  'danda',
  'nauka',
  'kuta',
  'chhatra',
  'chapa',
  'ardhachandra',
  'chakra',
  'samudra',
  // More named yogas of BPHS ch. 36 (named-lords.ts)
  'khadga',
  'srinatha',
  'shiva',
  'trilochana',
  'devendra',
  'indra',
  'ravi',
  'bhaskara',
  'hari',
  'hara',
  'brahma',
  'makuta',
  'gandharva',
  // Daridra yogas (BPHS ch. 42, in Raman's form #149–152)
  'daridra-lagna-lord',
  'daridra-fifth-lord',
  'daridra-fifth-lord-aspected',
  'daridra-malefic-lagna',
  // Dhana yogas, BPHS ch. 41 vv. 9–14: the lagna lord in its own sign in the lagna
  'dhana-lagna-sun',
  'dhana-lagna-moon',
  'dhana-lagna-mars',
  'dhana-lagna-mercury',
  'dhana-lagna-jupiter',
  'dhana-lagna-venus',
  // Kendra yogas of Raman's Three Hundred Important Combinations (#50, #108)
  'amsavatara',
  'sareera-soukhya',
  // Yogas of speech, food, courage, character and intellect (Raman #154–233, mind.ts)
  'yukthi-samanwitha-vagmi',
  'sumukha',
  'durmukha',
  'mooka',
  'sraddhannabhuktha',
  'vakchalana',
  'parakrama',
  'satkathadisravana',
  'kapata',
  'nishkapata',
  'nishkapata-lagna-lord',
  'buddhimaturya',
  'buddhi-jada',
  'parannabhojana',
  'sada-sanchara',
  // Body, health and fortune (body.ts): BPHS ch. 36, PVR Narasimha Rao, Phaladeepika ch. 6, Raman #111–116
  'kahala-ninth-lord',
  'bheri',
  'guru-mangala',
  'dur',
  'labhesha-daridra',
  'rogagrastha',
  'krisanga',
  'dehasthoulya',
  'dehasthoulya-navamsa',
  'dehasthoulya-jupiter',
  'dehapushti',
  'vishaprayoga',
  'uttama-griha',
  'guhyaroga',
  // Yogas of kin and vehicles, Raman's Three Hundred Important Combinations #194–230 (kin.ts); the navamsa ones last
  'bandhu-pujya',
  'matrunasa',
  'vahana',
  'dattaputra',
  'aputra',
  'ekaputra',
  'suputra',
  'kalanirdesat-putranasa',
  'matrudeerghayus',
  'matrunasa-navamsa',
  'bahuputra',
  'sodaranasa',
  'matrumuladhana',
  'bhratruvriddhi',
  'matrusneha',
] as const;

/*
 * Families of the second wave of issue 22. Each family holds its ids here (in the order its names are listed),
 * its definitions and detector in ./<family>.ts and its words, every language's sentences and names, in
 * shared/i18n/text/yogas/<family>.ts; the families are appended to YOGA_IDS in this order.
 */

/** Malika yogas (seven signs in a row from each house) and the other placements of all planets or the benefics (malika.ts). */
export const MALIKA_YOGA_IDS = [
  'lagna-malika',
  'dhana-malika',
  'vikrama-malika',
  'sukha-malika',
  'putra-malika',
  'satru-malika',
  'kalatra-malika',
  'randhra-malika',
  'bhagya-malika',
  'karma-malika',
  'laabha-malika',
  'vyaya-malika',
  'nav',
  'ishu',
  'srik',
  'chatussagara',
  'rajalakshana',
  'marud',
] as const;

/** The named yogas of BPHS ch. 36 and Raman read from the rasi chart alone (royal.ts). */
export const ROYAL_YOGA_IDS = [
  'mridanga',
  'matsya',
  'koorma',
  'kusuma',
  'lagnadhi',
  'sharada',
  'kulavardhana',
  'go',
  'vidyut',
  'chapa-lords',
  'pushkala',
  'jaya',
  'parijata',
  'harihara-brahma',
] as const;

/** Yogas that read the navamsa (D9), the navamsa lagna or a day or night birth (navamsa.ts). */
export const NAVAMSA_YOGA_IDS = [
  'kalpadruma',
  'vishnu',
  'gauri',
  'chandika',
  'bharati',
  'garuda',
  'mahabhagya',
  'teevrabuddhi',
  'krisanga-navamsa',
  'navamsa-lagna-daridra',
  'yuddha-praveena',
  'yuddhatpurva-dridhachitta',
  'yuddhatpaschad-dridha',
  'grihanasa-navamsa',
  'balya-dhana',
] as const;

/** Yogas of wealth: Raman's Dhana yogas #118–122 and the sources and ages of wealth (wealth.ts). */
export const WEALTH_YOGA_IDS = [
  'dhana-fifth-venus',
  'dhana-fifth-mercury',
  'dhana-fifth-saturn',
  'dhana-fifth-sun',
  'dhana-fifth-jupiter',
  'bahudravyarjana',
  'swaveeryaddhana',
  'madhya-vayasi-dhana',
  'anthya-vayasi-dhana',
  'bhratrumuladhana',
  'putramuladhana',
  'shatrumuladhana',
  'kalatramuladhana',
  'amaranantha-dhana',
  'ayatnadhanalabha',
] as const;

/** Poverty (Raman #144–148), speech, sight and danger (affliction.ts). */
export const AFFLICTION_YOGA_IDS = [
  'vyayesha-daridra', 'shashthesha-daridra', 'ketu-chandra-daridra', 'randhra-lagnesha-daridra', 'dusthana-lagnesha-daridra',
  'parihasaka', 'asatyavadi', 'jada', 'budha', 'netranasa', 'andha', 'bhojana-soukhya', 'annadana', 'vanchana-chora-bheethi', 'sarpaganda',
] as const;

/** Children: curses that deny them, adoption, and the years they come (progeny.ts). */
export const PROGENY_YOGA_IDS = [
  'anapatya', 'kuja-sarpa-shapa', 'shani-sarpa-shapa', 'lagna-sarpa-shapa', 'budha-sarpa-shapa', 'pitru-shapa', 'matru-shapa', 'bhratru-shapa',
  'preta-shapa', 'rahu-bahuputra', 'saptamesha-dattaputra', 'kalanirdesat-putra', 'bhagya-kalanirdesat-putra', 'rahu-kalanirdesat-putranasa',
] as const;

/** Siblings, house, mother and vehicles, and the other yogas of Raman #180–236 not yet above (home.ts). */
export const HOME_YOGA_IDS = [
  'ekabhagini',
  'dwadasa-sahodara',
  'sapthasankhya-sahodara',
  'vichitra-saudha-prakara',
  'ayatna-griha-prapta',
  'ayatna-griha-prapta-ninth-lord',
  'kapata-tenth-lord',
  'matru-satrutwa',
  'vahana-exalted-fourth-lord',
  'thrikala-gnana',
  'jara',
  'kapata-mandi',
  'grihanasa-twelfth',
  'bandhu-pujya-mercury',
  'bandhubhisthyaktha',
  'matrudeerghayus-exalted',
] as const;

/** Yogas of marriage, spouse and conduct (B.V. Raman, "Three Hundred Important Combinations" #236 onwards): marriage.ts. */
export const MARRIAGE_YOGA_IDS = [
  'jarajaputra',
  'bahu-stree',
  'satkalatra',
  'bhaga-chumbana',
  'jananatpurvam-pitru-marana',
  'apakeerti',
  'putrakalatraheena',
  'bharyasahavyabhichara',
  'vamsacheda',
  'pisacha-grastha',
  'nishturabhashi',
  'raja-bhanga',
] as const;

/** Yogas of disease, injury, death and the fall from rank (B.V. Raman, "Three Hundred Important Combinations", the later numbers): health.ts. */
export const HEALTH_YOGA_IDS = [
  'vrana',
  'sisnavyadhi',
  'kushtaroga',
  'kshayaroga',
  'bhandhana',
  'karascheda',
  'durmarana',
  'pittaroga',
  'angaheena',
  'swetakushta',
  'vaataroga',
  'khalwata',
] as const;

/** Every catalogue id: the core rows first, then each family's. */
export const YOGA_IDS = [
  ...CORE_YOGA_IDS,
  ...MALIKA_YOGA_IDS,
  ...ROYAL_YOGA_IDS,
  ...NAVAMSA_YOGA_IDS,
  ...WEALTH_YOGA_IDS,
  ...AFFLICTION_YOGA_IDS,
  ...PROGENY_YOGA_IDS,
  ...HOME_YOGA_IDS,
  ...MARRIAGE_YOGA_IDS,
  ...HEALTH_YOGA_IDS,
] as const;

export type YogaId = (typeof YOGA_IDS)[number];
