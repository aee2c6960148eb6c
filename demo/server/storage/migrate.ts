/**
 * Schema migrations, applied at start by every process: each has an id, unique and never reused,
 * and runs once per database. The ids applied are kept in `schema_migrations`; the whole run holds
 * the engine's exclusive lock, so processes starting together apply each migration once.
 * Never edit a migration that has shipped: add the next one (`consents-2`, …).
 */
import type { Db, Dialect } from './engine';

export interface Migration {
  /** `<repository>-<n>`, e.g. `consents-1`. */
  id: string;
  /** The SQL (one or more statements) in the engine's dialect. */
  up(d: Dialect): string;
}

/** Applies the migrations not applied yet, in order; returns the ids it applied. */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const m of migrations) {
    if (ids.has(m.id)) throw new Error(`migration id "${m.id}" is used twice`);
    ids.add(m.id);
  }
  return db.exclusive(async (tx) => {
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at ${db.dialect.bigint} NOT NULL)`);
    const applied = new Set((await tx.all<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
    const done: string[] = [];
    for (const m of migrations) {
      if (applied.has(m.id)) continue;
      await tx.exec(m.up(db.dialect));
      await tx.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [m.id, Math.floor(Date.now() / 1000)]);
      done.push(m.id);
    }
    return done;
  });
}
