/** The guide page "Languages" (/docs/guide/languages): what `lang` changes, how sentences are rendered, and the usage each catalogue follows. Markdown. */
import { LANGUAGES } from '../../i18n/languages.js';

export const LANGUAGES_GUIDE = `
## Languages

\`lang\`: ${LANGUAGES.map((l) => `\`${l}\``).join(' ')} (default \`en\`). Display names (\`signName\` and every \`…SignName\`, \`nakshatra\`,
\`nakshatraName\`, \`planetName\`, \`lordName\`, moon \`phase\`) and every generated sentence (\`description\`, \`summary\`,
\`interpretation\`, \`prediction\`, conditions, reasons, verdicts, warnings) come in that language; identifiers
(\`planet\`, aspect \`type\`, \`dignity\`, \`element\`, \`modality\`, enum values) stay English so your code can branch on
them. A tithi's presiding deity (\`tithi.deity\`) is a proper name and stays as written.

Every sentence is a template of a catalogue, one per language (\`shared/i18n/text/<lang>.ts\`; English in
\`shared/i18n/text/en/\` defines the keys and says what each placeholder holds). The calculation emits a sentence
as data (a key and its parameters); it is rendered in \`lang\` after the calculation, on whichever thread ran it,
so the same call answers the same bytes on every path (inline, pool, queue, batch, bulk job). Names inside
sentences come from the same name catalogue as the result's own name fields (\`shared/i18n/names.ts\`, with its
sources) and are never inflected: templates put case endings on the fixed words around them. Plurals follow the
language's rules (Russian and Arabic have more forms), lists are joined as the language joins them, and ordinals
are written as the language writes a house's number (Hindi, Marathi and Nepali take the tatsam words सप्तम,
अष्टम; Arabic البيت السابع; French « 7e maison », Spanish and Portuguese "7.ª / 7ª casa"). Sanskrit terms that
English keeps (nakshatra, dasha, kendra …) are kept as each language's Jyotisha writing keeps them.

Indian languages use the traditional terms in their own script, as that language's almanacs and jyotisha books
print them. The usage each catalogue follows (its header comment gives the details):

| lang | terminology followed |
|---|---|
| hi | Hindi panchangs and jyotisha textbooks (भाव, लग्न, उच्च, नीच, स्वराशि, गोचर, षड्बल, कुज दोष); classical texts by their Hindi titles |
| bn | Bengali panjikas (Gupta Press, Bisuddha Siddhanta) and Bengali jyotish books (ভাব, তুঙ্গস্থ, কুজদোষ, সাড়েসাতি, দণ্ড) |
| ta | Tamil panchangams and jothidam books (லக்னம், உச்சம், ஆட்சி, கோசாரம், ஏழரைச் சனி, பொருத்தம்) |
| te | Telugu panchangams (telugu.hindustantimes.com), onlinejyotish.com Telugu, telugusourabham and prasadtimes blogs (ఏలినాటి శని, కూటములు) |
| mr | Date Panchang and Kalnirnay usage, mr.wikipedia "मंगळदोष", astrosage Marathi; Maharashtra government spelling rules (स्थान, साडेसाती, गुणमिलन) |
| gu | Gujarati panchangs; vedicastrology-gujarati, gujarati.oneindia, astrogujarati, mojilomanas.in (પનોતી, ગુણ મેળાપ, માંગલિક) |
| kn | Kannada panchanga pages (holesaalu, tv9kannada, HT Kannada, asianetnews), the Mysore University MLRC dictionary (ಸಾಡೇಸಾತಿ, ಕೂಟ) |
| ml | Kerala jyothisham as Malayala Manorama and the Sarvavijnanakosam print it (കൂറ്, ഏഴരശ്ശനി, ചൊവ്വാദോഷം, പൊരുത്തം) |
| pa | Punjabi jantris and press (Jagbani, Punjabi Jagran, AstroSage Punjabi) (ਭਾਵ, ਲਗਨ, ਸਾੜ੍ਹਸਤੀ, ਮੰਗਲ ਦੋਸ਼) |
| ne | Nepali patro as the press prints it, jyotishsathi.com (भाव, माङ्गलिक, साढेसाती, घडी) |
| es, it, pt | RAE, Treccani, VOLP/Houaiss for spelling; Spanish, Italian and Brazilian Jyotisha writing for usage (Sanskrit terms transliterated, glossed where those books gloss them) |
| fr, de | French and German astrology writing (maisons, orbe; Häuser, Orbis, Astrodienst Astrowiki) and Jyotish sites for the Sanskrit terms |
| ru | Russian Jyotish books and translations (лагна, накшатра, Куджа-доша, Саде Сати); names stay nominative after a fixed word |
| ja, zh, ko | Japanese インド占星術 writing (室, ラグナ, 支配星), the Chinese translation of Raman's *How to Judge a Horoscope* (命宫, 格局), Korean transliteration in hangul |
| ar | classical Arabic astrology (al-Bīrūnī, *Kitāb al-Tafhīm*: الطالع، الأوتاد، الشرف، الهبوط، الاحتراق), Sanskrit terms transliterated |

Every language has every key with the same placeholders (the one exception: the panchanga summary may leave out
\`{vara}\`, the weekday's Sanskrit name, where it is the weekday itself, as in every Indian language) and the
plural forms it needs, and no value is left in English beyond a short list of loanwords; every endpoint's
examples are called in all 21 languages and fail on any English sentence in a non-English answer.
`.trim();
