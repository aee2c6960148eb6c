/**
 * The mail outbox (issue 44): every e-mail the site sends is first a row of `mail_outbox`, written
 * before the visitor's answer (for an order in the order's own transaction), and sent afterwards by
 * the sender loop of any server process (demo/server/mail/sender.ts).
 * - `event_key` is unique: the same event enqueued twice (a retried request, two processes) is
 *   stored once, so it is sent once (`order:<id>:customer`, `form:<entry>:<notification>`, …).
 * - `status`: pending -> sent, or failed once MAIL_MAX_ATTEMPTS attempts failed (kept, logged).
 * - A sender claims a due row by setting `claimed_at` and its own `claim_token` in one UPDATE; the
 *   claim is a lease: a process killed mid-send leaves a claim that another sender takes over once
 *   it is older than the lease. `sent` is set only by the claim's holder, and a sent row is never
 *   claimed again.
 */
import type { Db, Statement } from './engine';
import { repository } from './repository';

/** A rendered message, ready for a transport. */
export interface OutboxMail {
  /** Unique per event: enqueueing the same key again stores nothing. */
  key: string;
  to: string;
  from: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
}

/** A claimed row: the message and the claim that must be shown to settle it. */
export interface ClaimedMail extends OutboxMail {
  id: number;
  attempts: number;
  claimToken: string;
}

/** The text in an order's mails that the order's id replaces (the id is only known inside the transaction). */
export const ORDER_ID_SLOT = '[[se-order-id-5b1e]]';

const INSERT_COLUMNS = 'event_key, to_addr, from_addr, reply_to, subject, text_body, html_body, status, attempts, next_attempt_at, created_at';

export const mailOutbox = repository({
  migrations: [
    {
      id: 'mail-1',
      up: (d) => `
        CREATE TABLE IF NOT EXISTS mail_outbox (
          id ${d.id},
          event_key TEXT NOT NULL UNIQUE,
          to_addr TEXT NOT NULL,
          from_addr TEXT NOT NULL,
          reply_to TEXT NOT NULL DEFAULT '',
          subject TEXT NOT NULL,
          text_body TEXT NOT NULL,
          html_body TEXT NOT NULL,
          status TEXT NOT NULL DEFAULT 'pending',
          attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at ${d.bigint} NOT NULL,
          claimed_at ${d.bigint},
          claim_token TEXT,
          last_error TEXT NOT NULL DEFAULT '',
          created_at ${d.bigint} NOT NULL,
          sent_at ${d.bigint}
        );
        CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (status, next_attempt_at)`,
    },
  ],
  make: (db: Db) => ({
    /** The statement that enqueues `m` (for a caller's batch); a key already there is left as it is. */
    enqueueStatement(m: OutboxMail, now: number): Statement {
      return {
        sql: `INSERT INTO mail_outbox (${INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?) ON CONFLICT (event_key) DO NOTHING`,
        params: [m.key, m.to, m.from, m.replyTo ?? '', m.subject, m.text, m.html, now, now],
      };
    },

    /**
     * The statement that enqueues an order's mail in the order's transaction: the order (found by
     * its key) gives its id to the event key and to every ORDER_ID_SLOT in the message.
     * `m.key` holds the slot too, e.g. `order:${ORDER_ID_SLOT}:customer`.
     */
    enqueueForOrderStatement(m: OutboxMail, orderKey: string, now: number): Statement {
      const fill = 'REPLACE(?, ?, CAST(id AS TEXT))';
      const slot = (s: string) => [s, ORDER_ID_SLOT];
      return {
        sql: `INSERT INTO mail_outbox (${INSERT_COLUMNS})
              SELECT ${fill}, ?, ?, ?, ${fill}, ${fill}, ${fill}, 'pending', 0, ?, ? FROM shop_orders WHERE order_key = ?
              ON CONFLICT (event_key) DO NOTHING`,
        params: [...slot(m.key), m.to, m.from, m.replyTo ?? '', ...slot(m.subject), ...slot(m.text), ...slot(m.html), now, now, orderKey],
      };
    },

    /** Enqueues messages in one transaction; resolves once they are committed. */
    async enqueue(mails: readonly OutboxMail[], now: number): Promise<void> {
      if (mails.length) await db.batch(mails.map((m) => this.enqueueStatement(m, now)));
    },

    /**
     * Claims up to `limit` due messages for `token`: pending, due, and not claimed or claimed
     * longer than `leaseSeconds` ago (a sender that died mid-send). One UPDATE per row, so two
     * senders never hold the same row.
     */
    async claim(token: string, now: number, leaseSeconds: number, limit = 10): Promise<ClaimedMail[]> {
      const due = await db.all<{ id: number }>(
        "SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_at IS NULL OR claimed_at <= ?) ORDER BY next_attempt_at, id LIMIT ?",
        [now, now - leaseSeconds, limit],
      );
      const out: ClaimedMail[] = [];
      for (const { id } of due) {
        const { rows } = await db.write<Record<string, unknown>>(
          `UPDATE mail_outbox SET claimed_at = ?, claim_token = ?
           WHERE id = ? AND status = 'pending' AND (claimed_at IS NULL OR claimed_at <= ?)
           RETURNING id, event_key, to_addr, from_addr, reply_to, subject, text_body, html_body, attempts`,
          [now, token, Number(id), now - leaseSeconds],
        );
        const r = rows[0];
        if (!r) continue;
        out.push({
          id: Number(r.id),
          key: String(r.event_key),
          to: String(r.to_addr),
          from: String(r.from_addr),
          replyTo: String(r.reply_to) || undefined,
          subject: String(r.subject),
          text: String(r.text_body),
          html: String(r.html_body),
          attempts: Number(r.attempts),
          claimToken: token,
        });
      }
      return out;
    },

    /** Marks a claimed message sent; false when the claim was lost meanwhile (another sender took it over). */
    async markSent(id: number, token: string, now: number): Promise<boolean> {
      const r = await db.write("UPDATE mail_outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, claimed_at = NULL WHERE id = ? AND claim_token = ? AND status = 'pending'", [now, id, token]);
      return r.changes > 0;
    },

    /** Records a failed attempt: tried again at `retryAt`, or given up (`failed`) when `retryAt` is undefined. */
    async markFailed(id: number, token: string, error: string, retryAt: number | undefined): Promise<void> {
      await db.write(
        'UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, claimed_at = NULL, claim_token = NULL, next_attempt_at = ?, status = ? WHERE id = ? AND claim_token = ? AND status = ?',
        [error.slice(0, 1000), retryAt ?? 0, retryAt === undefined ? 'failed' : 'pending', id, token, 'pending'],
      );
    },

    /** The outbox's rows (tests, a look at what was sent), oldest first. */
    async list(): Promise<{ key: string; to: string; subject: string; text: string; status: string; attempts: number; lastError: string }[]> {
      const rows = await db.all<Record<string, unknown>>('SELECT event_key, to_addr, subject, text_body, status, attempts, last_error FROM mail_outbox ORDER BY id');
      return rows.map((r) => ({ key: String(r.event_key), to: String(r.to_addr), subject: String(r.subject), text: String(r.text_body), status: String(r.status), attempts: Number(r.attempts), lastError: String(r.last_error) }));
    },
  }),
});
