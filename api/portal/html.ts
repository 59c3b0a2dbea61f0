/**
 * HTML built by a tagged template that escapes every interpolated value unless it is already `Html`
 * (a fragment built the same way). So a key label or an email can never become markup.
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

export function esc(s: string): string {
  return s.replace(/[&<>"'`]/g, (c) => ESCAPES[c] ?? c);
}

function part(v: unknown): string {
  if (v instanceof Html) return v.text;
  if (Array.isArray(v)) return v.map(part).join('');
  if (v === null || v === undefined || v === false) return '';
  // pages pass strings, numbers and booleans; anything else is escaped as whatever it prints
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return esc(String(v));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += part(values[i]) + strings[i + 1];
  return new Html(out);
}

/** Markup we wrote ourselves (constants only; never anything from a request). */
export function trusted(text: string): Html {
  return new Html(text);
}
