/**
 * Limits of the HTTP server itself, below Express: header size (Node's 16 KB for the request line and
 * headers together, so a query string is bounded by it too), slow clients, and the answers to requests
 * Node's parser refuses. Those would otherwise get a bare status line with no body; here they get the
 * same JSON envelope as every other error, then the connection is closed.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CATALOGUE, type ErrorCode } from '../shared/errors.js';

/** A client has this long to send all its headers (slow-header attacks), and a whole request this long. */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 120_000;

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

function reply(socket: Duplex, code: ErrorCode): void {
  const { status, message } = ERROR_CATALOGUE[code];
  const body = JSON.stringify({ success: false, error: code, message });
  const reason = code === 'HEADERS_TOO_LARGE' ? 'Request Header Fields Too Large' : code === 'REQUEST_TIMEOUT' ? 'Request Timeout' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function hardenServer(server: Server): Server {
  // Idle keep-alive connections stay open longer than a load balancer's idle timeout (60 s), so the proxy
  // closes first and never sends a request down a socket the server is closing (a reset for its client).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    const code = codeFor(err);
    // A response already started on this socket cannot get a second status line.
    const started = '_httpMessage' in socket && (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (code && socket.writable && !started) reply(socket, code);
    else socket.destroy();
  });
  return server;
}
