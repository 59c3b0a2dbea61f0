/** Outside readings of local time for the local-time tests: Intl's own offset text, and every x/xLocal pair of an answer. */

const longOffset = new Map<string, Intl.DateTimeFormat>();

/**
 * The offset in seconds at an instant as Intl prints it ("GMT+05:30", "GMT-03:30", "GMT+05:53:20", "GMT"):
 * another path through the runtime's tz data than time.ts, which reads the zone's wall clock.
 */
export function intlOffsetSeconds(zone: string, ms: number): number {
  let f = longOffset.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    longOffset.set(zone, f);
  }
  const name = f.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(name);
  if (!m) throw new Error(`unreadable offset ${name}`);
  return m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0)) : 0;
}

/** `±HH:MM` of whole minutes. */
export function offsetText(seconds: number): string {
  const min = Math.round(seconds / 60);
  const abs = Math.abs(min);
  return `${min < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export interface InstantPair {
  path: string;
  utc: string | null;
  local: string | null;
}

/** Every `x`/`xLocal` pair in a value, with its path; and every UTC instant string whose key has no sibling. */
export function instantPairs(v: unknown, path = ''): { pairs: InstantPair[]; lonely: string[] } {
  const pairs: InstantPair[] = [];
  const lonely: string[] = [];
  const walk = (x: unknown, p: string) => {
    if (Array.isArray(x)) return x.forEach((y, i) => walk(y, `${p}[${i}]`));
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    for (const [k, y] of Object.entries(o)) {
      if (k.endsWith('Local') && k.length > 5 && k.slice(0, -5) in o) continue;
      const sibling = `${k}Local`;
      if (sibling in o) pairs.push({ path: `${p}.${k}`, utc: y as string | null, local: o[sibling] as string | null });
      else if (typeof y === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(y)) lonely.push(`${p}.${k}`);
      else walk(y, `${p}.${k}`);
    }
  };
  walk(v, path);
  return { pairs, lonely };
}

/** The `±HH:MM` at the end of a local time. */
export const offsetOf = (local: string) => local.slice(-6);
