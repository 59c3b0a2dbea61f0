/**
 * `degreeFormatted` (shared/core/zodiac.ts formatDegree): hand calculations. A longitude is shown as degrees
 * within the sign, arcminutes and arcseconds, rounded to the nearest arcsecond but never past 29°59′59″ (so the
 * sign shown is the record's `sign`), then the sign's name, in `lang` after localize.
 */
import { describe, expect, it } from 'vitest';
import { formatDegree } from '../../shared/core/zodiac.js';
import { localize } from '../../shared/i18n/localize.js';

describe('formatDegree', () => {
  it('54.7719° is 24°46′19″ Taurus', () => {
    // 54.7719 − 30 (Aries) = 24.7719° in Taurus; 0.7719 × 60 = 46.314′; 0.314 × 60 = 18.84″ → 19″ (rounded)
    expect(formatDegree(54.7719)).toBe('24°46′19″ Taurus');
  });

  it('pads minutes and seconds, and names each sign', () => {
    expect(formatDegree(0)).toBe('0°00′00″ Aries');
    expect(formatDegree(30)).toBe('0°00′00″ Taurus');
    // 123°30′30″ = 123.508333…°: 3°30′30″ into Leo (120°)
    expect(formatDegree(123 + 30 / 60 + 30 / 3600)).toBe('3°30′30″ Leo');
    // 305.0125° = 300° (Aquarius) + 5° + 0.0125 × 60 = 0.75′ = 45″
    expect(formatDegree(305.0125)).toBe('5°00′45″ Aquarius');
    // negative and ≥ 360 longitudes are normalised: −0.5° = 359.5° = 29°30′00″ Pisces
    expect(formatDegree(-0.5)).toBe('29°30′00″ Pisces');
    expect(formatDegree(360 + 45.25)).toBe('15°15′00″ Taurus');
  });

  it('never rounds into the next sign: 29°59′59.9″ stays 29°59′59″ of its sign', () => {
    expect(formatDegree(29 + 59 / 60 + 59.9 / 3600)).toBe('29°59′59″ Aries');
    expect(formatDegree(359.999999)).toBe('29°59′59″ Pisces');
    // 59.4″ rounds down, 59.6″ within a sign rounds up to the next minute and degree
    expect(formatDegree(10 + 14 / 60 + 59.4 / 3600)).toBe('10°14′59″ Aries');
    expect(formatDegree(60 + 15 + 59 / 60 + 59.6 / 3600)).toBe('16°00′00″ Gemini');
  });

  it('localize puts the sign name in `lang`, keeping the figures', () => {
    const rec = { degreeFormatted: formatDegree(54.7719), ascendantFormatted: formatDegree(0), midheavenFormatted: formatDegree(275) };
    // Hindi rashi names (onlineschem.com, as shared/i18n/names.ts cites): वृषभ Taurus, मेष Aries, मकर Capricorn
    expect(localize(rec, 'hi')).toEqual({ degreeFormatted: '24°46′19″ वृषभ', ascendantFormatted: '0°00′00″ मेष', midheavenFormatted: '5°00′00″ मकर' });
    // French (papa-shade.com): Taureau
    expect(localize(rec, 'fr').degreeFormatted).toBe('24°46′19″ Taureau');
    expect(localize(rec, 'en')).toEqual(rec);
  });
});
