/**
 * The reference backend's storage: the only place that holds SQL.
 *
 * Engines (engine.ts): SQLite (`sqlite.ts`, the default: one file at DATABASE_PATH) and
 * PostgreSQL (`DATABASE_URL=postgres://…`). Both take the same SQL; see engine.ts for the subset.
 *
 * Routes never see SQL: they call `ctx.store.<repository>.<call>()`, which resolves once the write
 * is committed. Nothing a request needs may live in process memory (drafts, tokens, counters):
 * several processes share one database and behave as one.
 *
 * ADDING A RESOURCE (e.g. leads for `seoaic/v1/lead`):
 *   1. `storage/leads.ts`:
 *        export const leads = repository({
 * *          migrations: [{ id: 'leads-1', up: (d) => `CREATE TABLE IF NOT EXISTS leads (
 *            id ${d.id}, lead_data TEXT NOT NULL, status TEXT NOT NULL DEFAULT '',
 *            created_at ${d.bigint} NOT NULL, updated_at ${d.bigint} NOT NULL)` }],
 *          make: (db) => ({
 *            async create(data: string, time: number) {
 *              const { rows } = await db.write<{ id: number }>(
 *                'INSERT INTO leads (lead_data, created_at, updated_at) VALUES (?, ?, ?) RETURNING id', [data, time, time]);
 *              return Number(rows[0]!.id);
 *            },
 *            async update(id: number, status: string, time: number) {
 *              return (await db.write('UPDATE leads SET status = ?, updated_at = ? WHERE id = ?', [status, time, id])).changes > 0;
 *            },
 *          }),
 *        });
 *   2. Add it to REPOSITORIES below (one line). Its migrations run at the next start.
 *   3. In the route module: `const id = await ctx.store.leads.create(JSON.stringify(body), nowSeconds());`
 *      (handlers may be async; an error thrown becomes a JSON 500 without details). A write anyone
 *      may send is registered as one: `router.onRest('POST', 'seoaic/v1/lead', create,
 *      { publicWrite: true, maxBody: 16 * 1024 })` (per-IP rate limit, body limit; router.ts).
 * Rules: `?` placeholders only (never build SQL from input); `${d.id}` for an auto-numbered key,
 * `${d.bigint}` for counts and unix times; cast what you read with Number() (PostgreSQL hands
 * 64-bit integers over as strings); read-modify-write as one statement (`… ON CONFLICT …
 * DO UPDATE … RETURNING`); writes that belong together in one `db.batch([...])`; a shipped
 * migration is never edited, the next one gets the next id (`leads-2`). Files (upload chunks)
 * go under DATA_DIR, never in memory. Test the repository against both engines
 * (tests/backend/storage.test.ts runs every case on SQLite and, when installed, PostgreSQL).
 */
import type { Db } from './engine';
import { migrate } from './migrate';
import { consents } from './consents';
import { forms } from './forms';
import { health } from './health';
import { loopContent } from './loop';
import { popupConversions, popupViews } from './popup';
import { rateLimits } from './rate-limits';
import { seoaic } from './seoaic';
import { ebFormSubmissions } from './ebform';
import { shop } from './shop';
import { accounts } from './accounts';
import { uploads } from './uploads';
import { mailOutbox } from './mail';
import { admin } from './admin';
import type { Repository } from './repository';
import { openPostgres, type PostgresOptions } from './postgres';
import { openSqlite, type SqliteOptions } from './sqlite';

export { nowSeconds, type Db, type EngineName } from './engine';
export type { ConsentRecord } from './consents';
export type { Draft, FormEntry } from './forms';
export type { ConversionCount, ViewCount } from './popup';
export type { LeadRow, StatsRow, UpdateOutcome } from './seoaic';
export type { UploadRecord } from './uploads';
export type { EbFormSubmission } from './ebform';
export type { LoopPage, LoopPost, LoopWidget } from './loop';
export type { AccountOrder, Address, Customer } from './accounts';
export type { ClaimedMail, OutboxMail } from './mail';
export type { AdminConsent, AdminEbSubmission, AdminEntry, AdminLead, AdminOrder, AdminStats, ListQuery, Page } from './admin';

/** Every repository, in migration order. A new resource is one more line here. */
const REPOSITORIES = { health, consents, popupConversions, popupViews, forms, rateLimits, uploads, loopContent, seoaic, shop, ebFormSubmissions, accounts, mailOutbox, admin } satisfies Record<string, Repository<unknown>>;

type Repos = typeof REPOSITORIES;
/** What `ctx.store` offers: one property per repository, plus the engine underneath. */
export type Store = { [K in keyof Repos]: Repos[K] extends Repository<infer R> ? R : never } & {
  readonly db: Db;
  /** Where the data lives, for the start-up line (no password). */
  readonly description: string;
  close(): Promise<void>;
};

export interface StoreOptions {
  /** `postgres://…` selects PostgreSQL; otherwise SQLite at `databasePath`. */
  databaseUrl?: string | undefined;
  /** SQLite file (or `:memory:`). */
  databasePath?: string;
  sqlite?: SqliteOptions;
  postgres?: PostgresOptions;
}

/** The URL without its password, for logs. */
const redact = (url: string) => url.replace(/(\/\/[^:/@]*):[^@/]*@/, '$1:***@');

/** Opens the engine the options name, applies pending migrations, and builds every repository. */
export async function openStore(opts: StoreOptions): Promise<Store> {
  const url = opts.databaseUrl ?? '';
  let db: Db;
  let description: string;
  if (/^postgres(ql)?:\/\//i.test(url)) {
    db = openPostgres(url, opts.postgres);
    description = `PostgreSQL ${redact(url)}`;
  } else if (url) {
    throw new Error(`DATABASE_URL must start with postgres:// (got "${redact(url)}")`);
  } else {
    const file = opts.databasePath ?? 'data/site.db';
    db = openSqlite(file, opts.sqlite);
    description = `SQLite ${file}`;
  }
  try {
    await migrate(
      db,
      Object.values(REPOSITORIES).flatMap((r) => r.migrations),
    );
  } catch (e) {
    await db.close();
    throw e;
  }
  const store = { db, description, close: () => db.close() } as Record<string, unknown>;
  for (const [key, repo] of Object.entries(REPOSITORIES)) store[key] = (repo as Repository<unknown>).make(db);
  return store as Store;
}
