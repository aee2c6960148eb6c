/** The embedded database (SQLite via better-sqlite3). Each route module brings its own schema. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type { Database } from 'better-sqlite3';

/** Opens (creating when missing) the database file and applies every schema statement. */
export function openDatabase(file: string, schemas: string[]): Database.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 2000');
  for (const sql of schemas) db.exec(sql);
  return db;
}

/** Current time as unix seconds. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
