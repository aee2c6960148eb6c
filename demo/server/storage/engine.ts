/**
 * The one database interface every repository talks to, whatever the engine underneath
 * (SQLite via @photostructure/sqlite, or PostgreSQL). Asynchronous so a networked engine fits; a promise
 * that a write returns settles only after its transaction has committed, so a route that awaits
 * it acknowledges nothing that could still be lost.
 *
 * SQL is written once, with `?` placeholders, in the subset both engines speak (the PostgreSQL
 * engine numbers the placeholders). Where the dialects differ, a migration asks `Dialect` for the
 * spelling (`d.id` for an auto-numbered key, `d.bigint`). There are no interactive transactions:
 * a read-modify-write is one statement (`INSERT … ON CONFLICT … DO UPDATE … RETURNING`), and
 * writes that belong together go in one `batch`, committed together or not at all.
 */

export type EngineName = 'sqlite' | 'postgres';
export type Param = string | number | null;

export interface Dialect {
  readonly name: EngineName;
  /** Column definition of an auto-numbered primary key named in the statement (`id ${d.id}`). */
  readonly id: string;
  /** A 64-bit integer column type (counts, unix times); read back as a JS number. */
  readonly bigint: string;
}

export interface Statement {
  sql: string;
  params?: readonly Param[];
}

export interface WriteResult<T = Record<string, unknown>> {
  /** Rows of a `RETURNING` clause (empty without one). */
  rows: T[];
  /** Rows inserted, updated or deleted. */
  changes: number;
}

export interface SchemaTx {
  /** Runs SQL text of one or more statements, without parameters. */
  exec(sql: string): Promise<void>;
  all<T>(sql: string, params?: readonly Param[]): Promise<T[]>;
  run(sql: string, params?: readonly Param[]): Promise<void>;
}

export interface Db {
  readonly dialect: Dialect;
  /** Every row a read returns. */
  all<T>(sql: string, params?: readonly Param[]): Promise<T[]>;
  /** The first row a read returns, or undefined. */
  one<T>(sql: string, params?: readonly Param[]): Promise<T | undefined>;
  /** One write, settled after it is committed (durably, as the engine is configured). */
  write<T = Record<string, unknown>>(sql: string, params?: readonly Param[]): Promise<WriteResult<T>>;
  /** Several writes in one transaction: all committed, or (on any error) none. */
  batch(statements: readonly Statement[]): Promise<WriteResult[]>;
  /**
   * At start only (migrations): runs `fn` in one transaction that no other process runs at the
   * same time. Not for request handlers: it holds the database's write lock throughout.
   */
  exclusive<T>(fn: (tx: SchemaTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Current time as unix seconds (what every table stores). */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
