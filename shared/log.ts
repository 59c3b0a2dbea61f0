/** The pino logger: JSON to stdout, API keys redacted wherever they could appear. */
import { pino, type Logger } from 'pino';

export function createLogger(level: string, name: string): Logger {
  return pino({
    name,
    level,
    base: { pid: process.pid, role: name },
    redact: {
      paths: [
        'req.headers["x-api-key"]',
        'req.headers.authorization',
        'req.headers["x-marketplace-proxy-secret"]',
        'headers["x-api-key"]',
        'headers.authorization',
        'apiKey',
        'rawKey',
        'key',
      ],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
