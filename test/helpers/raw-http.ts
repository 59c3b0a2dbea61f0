/** Raw HTTP over a socket, for requests that a client library would refuse to send (malformed lines, huge headers). */
import { connect } from 'node:net';

export interface RawAnswer {
  /** The status code of the first response line (0 when there is none). */
  status: number;
  /** The status line and headers, lower-cased. */
  head: string;
  /** Everything after the blank line. */
  body: string;
}

/** Sends `bytes` to the server at `url` and reads until it closes the connection; rejects after `ms`. */
export async function rawHttp(url: string, bytes: string, ms = 10_000): Promise<RawAnswer> {
  const u = new URL(url);
  const text = await new Promise<string>((resolve, reject) => {
    const sock = connect(Number(u.port), u.hostname, () => sock.write(bytes));
    let got = '';
    sock.setEncoding('utf8');
    sock.on('data', (d) => (got += String(d)));
    sock.on('end', () => resolve(got));
    sock.on('close', () => resolve(got));
    sock.on('error', reject);
    sock.setTimeout(ms, () => {
      sock.destroy();
      reject(new Error(`no answer within ${ms} ms: ${JSON.stringify(got.slice(0, 200))}`));
    });
  });
  const cut = text.indexOf('\r\n\r\n');
  const head = cut < 0 ? text : text.slice(0, cut);
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head: head.toLowerCase(), body: cut < 0 ? '' : text.slice(cut + 4) };
}
