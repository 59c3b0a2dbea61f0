/**
 * Limits of the HTTP server itself, below Express: header size (Node's 16 KB for the request line and
 * headers together, so a query string is bounded by it too), slow clients, and the answers to requests
 * Node's parser refuses or would answer itself. Those would otherwise get a bare status line with no
 * body; here they get the same JSON envelope as every other error, then the connection is closed:
 *  - bytes the parser refuses (400 MALFORMED_REQUEST), headers over 16 KB (431), a slow client (408);
 *  - a request line of another HTTP version: HTTP/0.9 (no version) is 400, HTTP/2.0 and others 505;
 *  - an HTTP/1.1 request without Host (400, RFC 9112 §3.2), an Expect other than 100-continue (417).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CATALOGUE, type ErrorCode } from '../shared/errors.js';

/** A client has this long to send all its headers (slow-header attacks), and a whole request this long. */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 120_000;
/**
 * How often Node looks for connections past those timeouts (its default, 30 s, made the 20 s header
 * timeout fire at 20 to 50 s). A pass over the open connections each second costs next to nothing.
 */
export const CONNECTIONS_CHECK_MS = 1_000;

function codeFor(err: NodeJS.ErrnoException): ErrorCode | null {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return 'HEADERS_TOO_LARGE';
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 'REQUEST_TIMEOUT';
    case 'ECONNRESET':
    case 'EPIPE':
      return null;
    default:
      return 'MALFORMED_REQUEST';
  }
}

const REASONS: Partial<Record<ErrorCode, string>> = {
  HEADERS_TOO_LARGE: 'Request Header Fields Too Large',
  REQUEST_TIMEOUT: 'Request Timeout',
  EXPECTATION_FAILED: 'Expectation Failed',
  HTTP_VERSION_NOT_SUPPORTED: 'HTTP Version Not Supported',
};

function envelope(code: ErrorCode, message?: string): string {
  return JSON.stringify({ success: false, error: code, message: message ?? ERROR_CATALOGUE[code].message });
}

/** The answer written on the raw socket (the parser gave up: there is no response object). */
function reply(socket: Duplex, code: ErrorCode): void {
  const { status } = ERROR_CATALOGUE[code];
  const body = envelope(code);
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[code] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The same answer through a parsed request's response; the connection closes after it. */
function refuse(res: ServerResponse, code: ErrorCode, message?: string): void {
  const body = envelope(code, message);
  res.shouldKeepAlive = false;
  res.writeHead(ERROR_CATALOGUE[code].status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(body);
}

/** Why a parsed request is not served, or null: a request line of another version, HTTP/1.1 without Host. */
function problemOf(req: IncomingMessage): { code: ErrorCode; message?: string } | null {
  if (req.httpVersionMajor !== 1) {
    // "GET /" alone reads as HTTP/0.9: not a version anyone speaks to an API
    return req.httpVersionMajor === 0 ? { code: 'MALFORMED_REQUEST' } : { code: 'HTTP_VERSION_NOT_SUPPORTED' };
  }
  if (req.httpVersionMinor === 1 && req.headers.host === undefined) {
    return { code: 'MALFORMED_REQUEST', message: 'An HTTP/1.1 request needs a Host header' };
  }
  return null;
}

/**
 * Applies the limits to `server`. Call it in the same turn as `listen()` (as `hardenServer(app.listen(…))`
 * does), before the server is listening: Node reads the connection check's interval when it starts.
 */
export function hardenServer(server: Server, opts: { headersTimeoutMs?: number } = {}): Server {
  // Idle keep-alive connections stay open longer than a load balancer's idle timeout (60 s), so the proxy
  // closes first and never sends a request down a socket the server is closing (a reset for its client).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = opts.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = CONNECTIONS_CHECK_MS;
  // Node's own check of Host answers a bare 400: ours (problemOf) answers in the envelope
  (server as Server & { requireHostHeader: boolean }).requireHostHeader = false;
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    const code = codeFor(err);
    // A response already started on this socket cannot get a second status line.
    const started = '_httpMessage' in socket && (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (code && socket.writable && !started) reply(socket, code);
    else socket.destroy();
  });
  // An Expect other than 100-continue (Node would answer a bare 417 itself)
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => refuse(res, 'EXPECTATION_FAILED'));
  // Every request meets problemOf before the app's listener(s)
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const problem = problemOf(req);
    if (problem) {
      req.resume();
      return refuse(res, problem.code, problem.message);
    }
    for (const l of listeners) l.call(server, req, res);
  });
  return server;
}
