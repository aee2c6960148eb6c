/**
 * Where a mail goes: SMTP (nodemailer, SMTP_URL) or, with no SMTP configured, an .eml file per
 * mail under DATA_DIR/mail/ (the same RFC 5322 message nodemailer would have sent).
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxMail } from '../storage/mail';

export interface Transport {
  /** Where mails go, for the start-up line (no password). */
  readonly description: string;
  /** Delivers one message; resolves once the server (or the file system) has accepted it. */
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

/**
 * The message's Message-ID, made from its event key: a message sent again after a crash between
 * the SMTP server's acceptance and the outbox's `sent` carries the same id, so a mail system that
 * deduplicates by Message-ID shows it once.
 */
export const messageId = (key: string, from: string): string => {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
};

const message = (m: OutboxMail) => ({
  from: m.from,
  to: m.to,
  replyTo: m.replyTo || undefined,
  subject: m.subject,
  text: m.text,
  html: m.html,
  messageId: messageId(m.key, m.from),
  headers: { 'X-Site-Elements-Event': m.key },
});

/** The URL without its password, for logs. */
const redact = (url: string) => url.replace(/(\/\/[^:/@]*):[^@/]*@/, '$1:***@');

/** nodemailer over SMTP at `url` (smtp:// or smtps://). */
export function smtpTransport(url: string): Transport {
  // Short timeouts: a stuck server must not hold the sender; a failed attempt is retried later.
  const t = nodemailer.createTransport(url, { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 } as object);
  return {
    description: `SMTP ${redact(url)}`,
    async send(m) {
      await t.sendMail(message(m));
    },
    close: () => t.close(),
  };
}

/** Writes each mail as `<DATA_DIR>/mail/<time>-<event>.eml` (written to a temporary name, then renamed: never half a file). */
export function fileTransport(dir: string): Transport {
  const t = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${dir}`,
    async send(m) {
      const info = (await t.sendMail(message(m))) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.key.replace(/[^\w-]+/g, '_').slice(0, 80)}.eml`;
      const file = path.join(dir, name);
      await writeFile(`${file}.tmp`, info.message);
      await rename(`${file}.tmp`, file);
    },
    close: () => t.close(),
  };
}
