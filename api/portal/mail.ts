/**
 * The portal's mail: sign-up confirmations, "someone tried to sign up with your address" notes and
 * password-reset links. The operator chooses the transport: SMTP through nodemailer when `SMTP_URL` is
 * set (from `MAIL_FROM`, links on `PUBLIC_URL`); otherwise each mail is printed to the log at warn
 * level, so a local start works without a mail server (the operator reads the link there). A mail in
 * the log carries a live one-time link: production sets SMTP_URL (docs/security.md).
 * Sending never delays or fails the page that caused it: the page answers first, a failed send is logged.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../../shared/config.js';
import type { Logger } from '../../shared/log.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'log' | 'memory';
  send(m: MailMessage): Promise<void>;
}

/** Mails kept in memory (tests read them). */
export class MemoryMailer implements Mailer {
  readonly kind = 'memory' as const;
  readonly sent: MailMessage[] = [];
  async send(m: MailMessage): Promise<void> {
    this.sent.push(m);
  }
  /** The newest mail to `to`, if any. */
  last(to: string): MailMessage | undefined {
    return this.sent.filter((m) => m.to === to).at(-1);
  }
}

export function createMailer(config: Config, log: Logger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(m) {
        await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
      },
    };
  }
  return {
    kind: 'log',
    async send(m) {
      log.warn({ mail: { to: m.to, subject: m.subject, text: m.text } }, 'mail not sent (SMTP_URL is not set): printed here instead');
    },
  };
}

/** Sends without making the caller wait; a failure is logged without the mail's text (it may hold a link). */
export function sendLater(mailer: Mailer, m: MailMessage, log: Logger): void {
  mailer.send(m).catch((err: unknown) => {
    log.error({ err: err instanceof Error ? err.message : String(err), subject: m.subject }, 'mail could not be sent');
  });
}
