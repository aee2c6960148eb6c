/**
 * The SQLite engine (@photostructure/sqlite, node:sqlite's API with SQLite built in and prebuilt
 * binaries in its npm package, so an install compiles nothing): one file, WAL journal, `synchronous=NORMAL` by default
 * (SQLITE_SYNCHRONOUS=FULL for more).
 *
 * Writes are group-committed: every write and batch asked for during one turn of the event loop
 * runs in one transaction (each inside its own savepoint, so one failing statement fails only its
 * own request), and their promises settle after that COMMIT. A committed transaction survives the
 * process dying (kill -9) in either mode: it is in the WAL file. NORMAL syncs the WAL to disk at
 * checkpoints, so a power cut or an OS crash may roll back the last commits (never corrupt the
 * file); FULL syncs on every commit, which closes that gap at the disk's fsync latency per group.
 * Measured on this (shared) machine, rows/s in groups of 50: quiet disk FULL 126,000 vs NORMAL
 * 260,000; busy disk FULL 6,900 vs NORMAL 62,000 (a single commit: FULL 153/s against 4,900/s).
 * The binding is synchronous: it blocks the event loop for the fsync, so on a busy disk FULL caps the whole
 * server, and NORMAL is the default; FULL is there for a site whose disk is quick.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSyncInstance } from '@photostructure/sqlite';
import type { Db, Dialect, Param, SchemaTx, Statement, WriteResult } from './engine';

const DIALECT: Dialect = { name: 'sqlite', id: 'INTEGER PRIMARY KEY AUTOINCREMENT', bigint: 'INTEGER' };

/** A job's statement failed in a group run without savepoints. */
class JobFailed extends Error {
  constructor(readonly error: unknown) {
    super('a job failed');
  }
}

type Outcome = { ok: WriteResult[] } | { error: unknown };

/** SQLite's primary result code for a database locked by another connection. */
const SQLITE_BUSY = 5;

/**
 * Whether an error is SQLITE_BUSY or one of its extended codes (BUSY_RECOVERY 261, BUSY_SNAPSHOT
 * 517, BUSY_TIMEOUT 773): the binding's `sqliteCode` is the extended code on some paths, whose
 * low byte is the primary code.
 */
export function isBusy(error: unknown): boolean {
  const code = (error as { sqliteCode?: unknown } | null)?.sqliteCode;
  return typeof code === 'number' && (code & 0xff) === SQLITE_BUSY;
}

/** How long a write waits for another process's write lock before it fails (SQLITE_BUSY). */
const BUSY_TIMEOUT_MS = 5000;

interface Job {
  statements: readonly Statement[];
  /** When it was queued (Date.now()). */
  since: number;
  resolve(results: WriteResult[]): void;
  reject(e: unknown): void;
}

export interface SqliteOptions {
  /** `synchronous` pragma: NORMAL (default, or SQLITE_SYNCHRONOUS) or FULL. */
  synchronous?: 'FULL' | 'NORMAL';
}

function synchronousFromEnv(): 'FULL' | 'NORMAL' {
  const v = (process.env.SQLITE_SYNCHRONOUS ?? 'NORMAL').toUpperCase();
  if (v !== 'FULL' && v !== 'NORMAL') throw new Error(`SQLITE_SYNCHRONOUS must be NORMAL or FULL (got "${v}")`);
  return v;
}

/**
 * `PRAGMA journal_mode = WAL`. The switch takes an exclusive lock without SQLite's busy handler:
 * a second process opening the same new file at that moment gets SQLITE_BUSY at once (seen in 12
 * of 60 opens of two processes side by side). Retried every 10 ms for up to BUSY_TIMEOUT_MS; at
 * start only, so the synchronous sleep holds up no request.
 */
function switchToWal(db: InstanceType<typeof DatabaseSync>): void {
  const until = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      db.exec('PRAGMA journal_mode = WAL');
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() > until) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

/** Opens (creating when missing) the database file; `:memory:` for a throwaway one. */
export function openSqlite(file: string, opts: SqliteOptions = {}): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // The busy timeout from the start: two servers opening one file at once wait for each other's
  // journal-mode switch and migrations rather than fail.
  const db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS });
  switchToWal(db);
  db.exec(`PRAGMA synchronous = ${opts.synchronous ?? synchronousFromEnv()}`);
  // Another process (a second server on the same file, a reader) may hold the write lock briefly.
  // Reads and migrations wait for it (SQLite's busy handler sleeps, blocking the event loop, for
  // at most BUSY_TIMEOUT_MS); a group commit does not wait in SQLite: see flush().
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  /** Prepared statements by SQL text; `reader`: it answers rows (a SELECT, a RETURNING clause). */
  const cache = new Map<string, { st: StatementSyncInstance; reader: boolean }>();
  const prepared = (sql: string) => {
    let entry = cache.get(sql);
    if (!entry) {
      const st = db.prepare(sql);
      entry = { st, reader: st.columns().length > 0 };
      cache.set(sql, entry);
    }
    return entry;
  };
  const prepare = (sql: string) => prepared(sql).st;
  const params = (p: readonly Param[] | undefined) => (p ?? []) as Param[];
  const runOne = (s: Statement): WriteResult => {
    const { st, reader } = prepared(s.sql);
    if (reader) {
      const rows = st.all(...params(s.params)) as Record<string, unknown>[];
      return { rows, changes: rows.length };
    }
    return { rows: [], changes: Number(st.run(...params(s.params)).changes) };
  };

  // Transaction control as prepared statements: db.exec would parse them again for every job.
  const control = (sql: string) => db.prepare(sql);
  const begin = control('BEGIN IMMEDIATE');
  // PRAGMA statements answer a row: run with get().
  const busyOff = control('PRAGMA busy_timeout = 0');
  const busyOn = control(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const commit = control('COMMIT');
  const savepoint = control('SAVEPOINT job');
  const release = control('RELEASE job');
  const rollbackTo = control('ROLLBACK TO job');

  let queue: Job[] = [];
  let scheduled = false;
  let retrying = false;
  let closed = false;
  let inExclusive = false;

  /**
   * Commits every queued job in one transaction. When another process holds the write lock,
   * BEGIN IMMEDIATE fails at once (busy_timeout 0 around it) and the group is tried again 1 ms
   * later, the event loop free meanwhile (requests arriving join the group), rather than SQLite's
   * busy handler sleeping in the event loop; a job that waited BUSY_TIMEOUT_MS fails as a busy
   * database. `wait` (closing): wait in SQLite instead.
   */
  const flush = (wait = false) => {
    if (inExclusive) return void setImmediate(flush);
    scheduled = false;
    retrying = false;
    const jobs = queue;
    queue = [];
    if (jobs.length === 0) return;
    if (!wait) {
      busyOff.get();
      try {
        begin.run();
      } catch (error) {
        busyOn.get();
        if (!isBusy(error)) {
          for (const job of jobs) job.reject(error);
          return;
        }
        const now = Date.now();
        const waiting: Job[] = [];
        for (const job of jobs) {
          if (now - job.since < BUSY_TIMEOUT_MS) waiting.push(job);
          else job.reject(error);
        }
        queue = [...waiting, ...queue];
        if (queue.length && !retrying) {
          retrying = true;
          scheduled = true;
          setTimeout(flush, 1);
        }
        return;
      }
      busyOn.get();
    }
    let outcomes: Outcome[];
    try {
      try {
        outcomes = runGroup(jobs, false, !wait);
      } catch (error) {
        if (!(error instanceof JobFailed)) throw error;
        // A job's statement failed: the group was rolled back; it runs again with each job in
        // its own savepoint, so only the failing job fails (a whole batch, never half of one).
        outcomes = runGroup(jobs, true);
      }
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    jobs.forEach((job, i) => {
      const o = outcomes[i]!;
      if ('ok' in o) job.resolve(o.ok);
      else job.reject(o.error);
    });
  };

  /**
   * Runs every job in one transaction and commits it. Without savepoints (the usual case: two
   * statement steps less per job) any error rolls the whole transaction back and is thrown; with
   * them a failing job is rolled back alone and its error kept as its outcome.
   */
  const runGroup = (jobs: readonly Job[], savepoints: boolean, begun = false): Outcome[] => {
    const outcomes: Outcome[] = [];
    try {
      if (!begun) begin.run();
      for (const job of jobs) {
        if (!savepoints) {
          try {
            outcomes.push({ ok: job.statements.map(runOne) });
          } catch (error) {
            throw new JobFailed(error);
          }
          continue;
        }
        savepoint.run();
        try {
          outcomes.push({ ok: job.statements.map(runOne) });
          release.run();
        } catch (error) {
          rollbackTo.run();
          release.run();
          outcomes.push({ error });
        }
      }
      commit.run();
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
    return outcomes;
  };

  const enqueue = (statements: readonly Statement[]) =>
    new Promise<WriteResult[]>((resolve, reject) => {
      if (closed) return reject(new Error('database is closed'));
      queue.push({ statements, resolve, reject, since: Date.now() });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });

  const read = <T>(fn: () => T): Promise<T> => {
    try {
      return Promise.resolve(fn());
    } catch (e) {
      return Promise.reject(e);
    }
  };

  return {
    dialect: DIALECT,
    all: <T>(sql: string, p?: readonly Param[]) => read(() => prepare(sql).all(...params(p)) as T[]),
    one: <T>(sql: string, p?: readonly Param[]) => read(() => prepare(sql).get(...params(p)) as T | undefined),
    write: <T>(sql: string, p?: readonly Param[]) => enqueue([{ sql, params: p ?? [] }]).then((r) => r[0] as WriteResult<T>),
    batch: (statements) => enqueue(statements),
    async exclusive<T>(fn: (tx: SchemaTx) => Promise<T>): Promise<T> {
      flush(true);
      db.exec('BEGIN IMMEDIATE');
      inExclusive = true;
      const tx: SchemaTx = {
        exec: (sql) => read(() => void db.exec(sql)),
        all: <R>(sql: string, p?: readonly Param[]) => read(() => db.prepare(sql).all(...params(p)) as R[]),
        run: (sql, p) => read(() => void db.prepare(sql).run(...params(p))),
      };
      try {
        const out = await fn(tx);
        db.exec('COMMIT');
        return out;
      } catch (e) {
        if (db.isTransaction) db.exec('ROLLBACK');
        throw e;
      } finally {
        inExclusive = false;
      }
    },
    async close() {
      flush(true);
      closed = true;
      cache.clear();
      db.close();
    },
  };
}
