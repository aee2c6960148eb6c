import { repository } from './repository';

/** A finished upload (all chunks in), waiting in tmp/ until its entry is submitted. */
export interface UploadRecord {
  tempFilename: string;
  formId: number;
  fieldId: number;
  uniqueId: string;
  originalName: string;
  size: number;
  time: number;
}

/** Gravity Forms uploads: the files themselves live under the uploads folder, their records here. */
export const uploads = repository({
  migrations: [
    {
      id: 'uploads-1',
      up: (d) => `
        CREATE TABLE IF NOT EXISTS form_uploads (
          temp_filename TEXT PRIMARY KEY,
          form_id ${d.bigint} NOT NULL,
          field_id ${d.bigint} NOT NULL,
          unique_id TEXT NOT NULL,
          original_name TEXT NOT NULL,
          size ${d.bigint} NOT NULL,
          entry_id ${d.bigint},
          stored_path TEXT NOT NULL DEFAULT '',
          created_at ${d.bigint} NOT NULL
        )`,
    },
  ],
  make: (db) => ({
    /** Records (or re-records, for the same temporary name) a finished upload. */
    async record(u: UploadRecord): Promise<void> {
      await db.write(
        `INSERT INTO form_uploads (temp_filename, form_id, field_id, unique_id, original_name, size, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (temp_filename) DO UPDATE SET size = excluded.size, original_name = excluded.original_name, created_at = excluded.created_at, entry_id = NULL, stored_path = ''`,
        [u.tempFilename, u.formId, u.fieldId, u.uniqueId, u.originalName, u.size, u.time],
      );
    },
    /** An upload of that form, field and unique id not linked to an entry yet. */
    async pending(tempFilename: string, formId: number, fieldId: number, uniqueId: string): Promise<boolean> {
      return (await db.one('SELECT temp_filename FROM form_uploads WHERE temp_filename = ? AND form_id = ? AND field_id = ? AND unique_id = ? AND entry_id IS NULL', [tempFilename, formId, fieldId, uniqueId])) !== undefined;
    },
    async link(tempFilename: string, entryId: number, storedPath: string): Promise<void> {
      await db.write('UPDATE form_uploads SET entry_id = ?, stored_path = ? WHERE temp_filename = ?', [entryId, storedPath, tempFilename]);
    },
    /** Where an upload ended up (tests, admin). */
    async find(tempFilename: string): Promise<{ entryId: number | null; storedPath: string } | undefined> {
      const row = await db.one<{ entry_id: number | string | null; stored_path: string }>('SELECT entry_id, stored_path FROM form_uploads WHERE temp_filename = ?', [tempFilename]);
      return row && { entryId: row.entry_id === null ? null : Number(row.entry_id), storedPath: row.stored_path };
    },
  }),
});
