import { repository } from './repository';

/** A complete submission, as stored. */
export interface FormEntry {
  formId: number;
  /** JSON of the posted `input_*` values. */
  fields: string;
  method: string;
  sourceUrl: string;
  isSpam: boolean;
  /** JSON of gform_submission_speeds. */
  speeds: string;
  uniqueId: string;
  ip: string;
  time: number;
}

export interface Draft {
  token: string;
  formId: number;
  /** JSON of the posted `input_*` values. */
  fields: string;
  page: number;
  ip: string;
  time: number;
}

/** Gravity Forms: entries and save-and-continue drafts (resume tokens live here, not in memory). */
export const forms = repository({
  migrations: [
    {
      id: 'forms-1',
      up: (d) => `
        CREATE TABLE IF NOT EXISTS form_entries (
          id ${d.id},
          form_id ${d.bigint} NOT NULL,
          fields TEXT NOT NULL,
          method TEXT NOT NULL DEFAULT '',
          source_url TEXT NOT NULL DEFAULT '',
          is_spam INTEGER NOT NULL DEFAULT 0,
          speeds TEXT NOT NULL DEFAULT '{}',
          unique_id TEXT NOT NULL DEFAULT '',
          ip TEXT NOT NULL DEFAULT '',
          created_at ${d.bigint} NOT NULL
        );
        CREATE TABLE IF NOT EXISTS form_drafts (
          token TEXT PRIMARY KEY,
          form_id ${d.bigint} NOT NULL,
          fields TEXT NOT NULL,
          page INTEGER NOT NULL DEFAULT 1,
          email TEXT NOT NULL DEFAULT '',
          ip TEXT NOT NULL DEFAULT '',
          created_at ${d.bigint} NOT NULL,
          updated_at ${d.bigint} NOT NULL
        )`,
    },
  ],
  make: (db) => ({
    /** A draft of form `formId` created at or after `since` (unix seconds), or undefined. */
    async findDraft(formId: number, token: string, since: number): Promise<{ fields: string; page: number } | undefined> {
      const row = await db.one<{ fields: string; page: number }>('SELECT fields, page FROM form_drafts WHERE token = ? AND form_id = ? AND created_at >= ?', [token, formId, since]);
      return row && { fields: row.fields, page: Number(row.page) };
    },
    async saveDraft(d: Draft): Promise<void> {
      await db.write('INSERT INTO form_drafts (token, form_id, fields, page, ip, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [d.token, d.formId, d.fields, d.page, d.ip, d.time, d.time]);
    },
    async setDraftEmail(token: string, email: string, time: number): Promise<void> {
      await db.write('UPDATE form_drafts SET email = ?, updated_at = ? WHERE token = ?', [email, time, token]);
    },
    /** Stores the entry and, in the same transaction, deletes the draft it was resumed from. */
    async addEntry(e: FormEntry, resumedToken?: string): Promise<number> {
      const insert = {
        sql: 'INSERT INTO form_entries (form_id, fields, method, source_url, is_spam, speeds, unique_id, ip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
        params: [e.formId, e.fields, e.method, e.sourceUrl, e.isSpam ? 1 : 0, e.speeds, e.uniqueId, e.ip, e.time],
      };
      const [entry] = await db.batch(resumedToken ? [insert, { sql: 'DELETE FROM form_drafts WHERE token = ?', params: [resumedToken] }] : [insert]);
      return Number(entry!.rows[0]!.id);
    },
  }),
});
