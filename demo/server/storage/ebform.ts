import { repository } from './repository';

/** A submission of an Elementor Pro form (<eb-form>), as PRO Elements' Submissions store it: values by custom_id, page and when. */
export interface EbFormSubmission {
  id: number;
  postId: string;
  /** The widget id (`form_id`). */
  formId: string;
  formName: string;
  /** JSON: `{ [custom_id]: { type, title, value } }` (lists joined with ", " as form-record.php does). */
  fields: string;
  /** JSON list of the stored files: `{ field, name, size, path }`. */
  files: string;
  pageUrl: string;
  pageTitle: string;
  ip: string;
  time: number;
}

type Row = Record<string, unknown>;
const read = (r: Row): EbFormSubmission => ({
  id: Number(r.id),
  postId: String(r.post_id),
  formId: String(r.form_id),
  formName: String(r.form_name),
  fields: String(r.fields),
  files: String(r.files),
  pageUrl: String(r.page_url),
  pageTitle: String(r.page_title),
  ip: String(r.ip),
  time: Number(r.created_at),
});
const COLUMNS = 'id, post_id, form_id, form_name, fields, files, page_url, page_title, ip, created_at';

/** Elementor Pro forms: their submissions. */
export const ebFormSubmissions = repository({
  migrations: [
    {
      id: 'ebform-1',
      up: (d) => `
        CREATE TABLE IF NOT EXISTS eb_form_submissions (
          id ${d.id},
          post_id TEXT NOT NULL,
          form_id TEXT NOT NULL,
          form_name TEXT NOT NULL DEFAULT '',
          fields TEXT NOT NULL,
          files TEXT NOT NULL DEFAULT '[]',
          page_url TEXT NOT NULL DEFAULT '',
          page_title TEXT NOT NULL DEFAULT '',
          ip TEXT NOT NULL DEFAULT '',
          created_at ${d.bigint} NOT NULL
        );
        CREATE INDEX IF NOT EXISTS eb_form_submissions_form ON eb_form_submissions (post_id, form_id)`,
    },
    {
      // The submission's `Idempotency-Key` (sent by <eb-form>; PRO Elements' own script sends none):
      // a repeat of a submission whose answer was lost stores nothing twice.
      id: 'ebform-2',
      up: () => `
        ALTER TABLE eb_form_submissions ADD COLUMN create_key TEXT;
        CREATE UNIQUE INDEX IF NOT EXISTS eb_form_submissions_key ON eb_form_submissions (create_key)`,
    },
  ],
  make: (db) => ({
    /**
     * Stores a submission, or (its key seen before) finds the one that key stored: `replayed`
     * then, and nothing written. Keys are per form (`{post_id}:{form_id}:{key}`).
     */
    async create(s: Omit<EbFormSubmission, 'id'>, key?: string): Promise<{ id: number; replayed: boolean }> {
      const createKey = key ? `${s.postId}:${s.formId}:${key}` : null;
      const { rows } = await db.write<{ id: unknown }>(
        'INSERT INTO eb_form_submissions (post_id, form_id, form_name, fields, files, page_url, page_title, ip, created_at, create_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (create_key) DO NOTHING RETURNING id',
        [s.postId, s.formId, s.formName, s.fields, s.files, s.pageUrl, s.pageTitle, s.ip, s.time, createKey],
      );
      if (rows[0]) return { id: Number(rows[0].id), replayed: false };
      const row = await db.one<{ id: unknown }>('SELECT id FROM eb_form_submissions WHERE create_key = ?', [createKey]);
      if (!row) throw new Error('eb_form_submissions: create_key conflict without a row');
      return { id: Number(row.id), replayed: true };
    },
    /** The newest first. */
    async list(postId: string, formId: string, limit = 50): Promise<EbFormSubmission[]> {
      return (await db.all<Row>(`SELECT ${COLUMNS} FROM eb_form_submissions WHERE post_id = ? AND form_id = ? ORDER BY id DESC LIMIT ?`, [postId, formId, limit])).map(read);
    },
  }),
});
