/**
 * The mail settings, from the environment (read once at start, handed on as an argument):
 *   SMTP_URL     smtp://user:pass@host:587 or smtps://…:465 (nodemailer's connection URL; its
 *                query may add options, e.g. `?requireTLS=true`). Unset: mails are written as
 *                .eml files under DATA_DIR/mail/ instead.
 *   MAIL_FROM    the sender, `Bakkerij Zonneveld <noreply@example.com>`.
 *   ADMIN_EMAIL  who gets the shop's new-order notice and the new-lead notice, and what a form
 *                notification's `{admin_email}` means (WordPress' admin_email).
 *   SITE_LOCALE  nl (default) or en: the language of every mail.
 *   SITE_NAME    the shop's name in the mails (default Bakkerij Zonneveld).
 *   SITE_URL     the site's address for the links in mails (https://www.example.com). Unset: the
 *                request's Host header, which a visitor chooses: set it on a public site, or a
 *                password-reset link can be made to point elsewhere.
 *   MAIL_POLL_MS (1000) how often the sender looks for due mail; MAIL_RETRY_SECONDS (30) the first
 *   retry's delay, doubled per failed attempt up to 6 hours; MAIL_MAX_ATTEMPTS (12) attempts
 *   before a mail is given up (logged); MAIL_LEASE_SECONDS (300) after which a claim of a process
 *   that died mid-send is taken over.
 */
import type { MailLocale } from './render';

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  adminEmail: string;
  locale: MailLocale;
  siteName: string;
  /** Origin of the links in mails; '' takes the request's. */
  siteUrl: string;
  pollMs: number;
  retrySeconds: number;
  maxAttempts: number;
  leaseSeconds: number;
}

export const DEFAULT_SITE_NAME = 'Bakkerij Zonneveld';

const positive = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const v = env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number (got "${v}")`);
  return n;
};

/** The settings the environment gives (throws on a value that makes no sense). */
export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const locale = (env.SITE_LOCALE ?? 'nl').toLowerCase().slice(0, 2);
  if (locale !== 'nl' && locale !== 'en') throw new Error(`SITE_LOCALE must be nl or en (got "${env.SITE_LOCALE}")`);
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const siteName = env.SITE_NAME || DEFAULT_SITE_NAME;
  return {
    smtpUrl,
    from: env.MAIL_FROM || `${siteName} <noreply@localhost>`,
    adminEmail: env.ADMIN_EMAIL || 'admin@localhost',
    locale,
    siteName,
    siteUrl: (env.SITE_URL ?? '').replace(/\/+$/, ''),
    pollMs: positive(env, 'MAIL_POLL_MS', 1000),
    retrySeconds: positive(env, 'MAIL_RETRY_SECONDS', 30),
    maxAttempts: Math.floor(positive(env, 'MAIL_MAX_ATTEMPTS', 12)),
    leaseSeconds: positive(env, 'MAIL_LEASE_SECONDS', 300),
  };
}

/** The delay before attempt `attempts + 1` after `attempts` failed ones: doubling from `base`, at most 6 hours. */
export const backoffSeconds = (attempts: number, base: number): number => Math.min(6 * 3600, base * 2 ** Math.max(0, attempts - 1));
