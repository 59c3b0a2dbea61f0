/**
 * Reads a `degreeFormatted` string ('24°46′19″ Taurus') back into degrees, by hand arithmetic: the sign's
 * index (its English name among Aries … Pisces, or the index given for another language) × 30° + degrees +
 * arcminutes / 60 + arcseconds / 3600. Tests compare the result with an outside longitude.
 */
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];

export function readDegreeFormatted(text: string, signIndex?: number): { deg: number; signName: string } {
  const m = /^(\d{1,2})°(\d{2})′(\d{2})″ (.+)$/.exec(text);
  if (!m) throw new Error(`not a formatted degree: ${JSON.stringify(text)}`);
  const [d, min, s] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (d > 29 || min > 59 || s > 59) throw new Error(`out of range: ${text}`);
  const sign = signIndex ?? SIGNS.indexOf(m[4]);
  if (sign < 0) throw new Error(`unknown sign in ${text}`);
  return { deg: sign * 30 + d + min / 60 + s / 3600, signName: m[4] };
}
