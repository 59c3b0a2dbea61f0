/**
 * Errors the calculation core raises for input it cannot work with. The core knows nothing about
 * HTTP: the edge maps `code` to a status through the catalogue in shared/errors.ts.
 */
export type CoreErrorCode = 'VALIDATION_ERROR' | 'DATE_OUT_OF_RANGE' | 'UNPROCESSABLE';

export class CoreError extends Error {
  constructor(
    readonly code: CoreErrorCode,
    message: string,
    readonly path?: string,
  ) {
    super(message);
    this.name = 'CoreError';
  }
}

/** The ephemeris could not deliver Swiss-file precision (e.g. a silent Moshier fallback). A bug or a broken install. */
export class EphemerisError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EphemerisError';
  }
}

const PLAIN_NAME_RE = /^[A-Za-z0-9_.:/+-]{1,64}$/;

/**
 * A client-sent name (a field, a parameter, a time zone) for an error message: repeated as given when it
 * is a plain name, else described, so no client string of other characters is echoed back.
 */
export function shownName(name: string): string {
  return PLAIN_NAME_RE.test(name) ? name : `(a name of ${name.length} characters, not repeated)`;
}
