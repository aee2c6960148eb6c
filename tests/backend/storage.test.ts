import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from '@photostructure/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../demo/server/storage';
import { migrate } from '../../demo/server/storage/migrate';
import { isBusy, openSqlite } from '../../demo/server/storage/sqlite';
import { engines } from './engines';

for (const engine of engines()) {
  describe(`storage on ${engine.name}`, () => {
    let store: Store;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const fresh = await engine.fresh();
      drop = fresh.drop;
      store = await openStore(fresh.options);
    });
    afterAll(async () => {
      await store.close();
      await drop();
    });

    it('health ping -> true', async () => {
      expect(await store.health.ping()).toBe(true);
    });

    it('consent add -> a row with every column, ids increasing', async () => {
      const a = await store.consents.add({ level: 5, levelIds: [5, 6], declined: false, skipCookies: true, ip: '10.0.0.0', time: 1_700_000_000 });
      const b = await store.consents.add({ level: 1, levelIds: [], declined: true, skipCookies: false, ip: '', time: 1_700_000_001 });
      expect(b).toBeGreaterThan(a);
      const rows = await store.db.all('SELECT level, level_ids, declined, skip_cookies, ip, created_at FROM consents WHERE id IN (?, ?) ORDER BY id', [a, b]);
      expect(rows.map((r) => Object.fromEntries(Object.entries(r as object).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v])))).toEqual([
        { level: 5, level_ids: '[5,6]', declined: 0, skip_cookies: 1, ip: '10.0.0.0', created_at: 1_700_000_000 },
        { level: 1, level_ids: '[]', declined: 1, skip_cookies: 0, ip: '', created_at: 1_700_000_001 },
      ]);
    });

    it('popup views: counted apart from conversions; unknown pop-up -> undefined', async () => {
      await Promise.all(Array.from({ length: 20 }, (_, i) => store.popupViews.increment(8, 1_700_000_000 + i)));
      expect(await store.popupViews.get(8)).toEqual({ popupId: 8, views: 20, lastViewAt: expect.any(Number) });
      expect((await store.popupViews.list()).map((c) => [c.popupId, c.views])).toEqual([[8, 20]]);
      expect(await store.popupConversions.get(8)).toBeUndefined();
      expect(await store.popupViews.get(99)).toBeUndefined();
    });

    it('popup conversions: concurrent increments all count; unknown pop-up -> undefined', async () => {
      await Promise.all(Array.from({ length: 50 }, (_, i) => store.popupConversions.increment(7, 1_700_000_000 + i)));
      await store.popupConversions.increment(3, 1_700_000_100);
      expect(await store.popupConversions.get(7)).toEqual({ popupId: 7, conversions: 50, lastConversionAt: expect.any(Number) });
      expect((await store.popupConversions.list()).map((c) => [c.popupId, c.conversions])).toEqual([
        [3, 1],
        [7, 50],
      ]);
      expect(await store.popupConversions.get(99)).toBeUndefined();
    });

    it('drafts: saved, found within the lifetime, not after it, email set; an entry deletes the draft it resumed', async () => {
      const token = 'a'.repeat(32);
      await store.forms.saveDraft({ token, formId: 1, fields: '{"input_1":"x"}', page: 2, ip: '', time: 1_700_000_000 });
      expect(await store.forms.findDraft(1, token, 1_699_999_999)).toEqual({ fields: '{"input_1":"x"}', page: 2 });
      expect(await store.forms.findDraft(1, token, 1_700_000_001)).toBeUndefined();
      expect(await store.forms.findDraft(2, token, 0)).toBeUndefined();
      await store.forms.setDraftEmail(token, 'a@b.nl', 1_700_000_005);
      expect(await store.db.one('SELECT email FROM form_drafts WHERE token = ?', [token])).toEqual({ email: 'a@b.nl' });
      const id = await store.forms.addEntry({ formId: 1, fields: '{}', method: 'ajax', sourceUrl: '/', isSpam: false, speeds: '{}', uniqueId: 'u1', ip: '', time: 1 }, token);
      expect(id).toBeGreaterThan(0);
      expect(await store.forms.findDraft(1, token, 0)).toBeUndefined();
    });

    it('a failing write fails alone: the writes committed with it stand', async () => {
      const token = 'b'.repeat(32);
      const draft = { token, formId: 1, fields: '{}', page: 1, ip: '', time: 1 };
      const results = await Promise.allSettled([store.consents.add({ level: 2, levelIds: [], declined: false, skipCookies: false, ip: 'x', time: 9 }), store.forms.saveDraft(draft), store.forms.saveDraft(draft)]);
      // The same token twice: one of the two is refused (which one is the engine's to decide).
      expect(results[0]!.status).toBe('fulfilled');
      expect([results[1]!.status, results[2]!.status].sort()).toEqual(['fulfilled', 'rejected']);
      expect(Number((await store.db.one<{ n: unknown }>('SELECT COUNT(*) AS n FROM consents WHERE ip = ?', ['x']))!.n)).toBe(1);
    });

    it('rate limit counters: hits counted per key and window, reset by a new window, pruned', async () => {
      const hits = await Promise.all(Array.from({ length: 5 }, () => store.rateLimits.hit('k1', 600)));
      expect(hits.sort()).toEqual([1, 2, 3, 4, 5]);
      expect(await store.rateLimits.hit('k2', 600)).toBe(1);
      expect(await store.rateLimits.hit('k1', 660)).toBe(1);
      expect(await store.rateLimits.prune(660)).toBe(1);
      expect(await store.rateLimits.hit('k2', 660)).toBe(1);
    });

    it('a batch is all or nothing', async () => {
      const before = Number((await store.db.one<{ n: unknown }>('SELECT COUNT(*) AS n FROM consents'))!.n);
      await expect(
        store.db.batch([
          { sql: 'INSERT INTO consents (level, created_at) VALUES (?, ?)', params: [3, 1] },
          { sql: 'INSERT INTO no_such_table (x) VALUES (?)', params: [1] },
        ]),
      ).rejects.toThrow();
      expect(Number((await store.db.one<{ n: unknown }>('SELECT COUNT(*) AS n FROM consents'))!.n)).toBe(before);
    });

    it('migrations: each applied once, a second run applies none, a reused id is refused', async () => {
      const ids = (await store.db.all<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')).map((r) => r.id);
      expect(ids).toEqual(['accounts-1', 'accounts-2', 'admin-1', 'consents-1', 'ebform-1', 'ebform-2', 'forms-1', 'loop-1', 'loop-2', 'mail-1', 'popup-conversions-1', 'popup-views-1', 'rate-limits-1', 'seoaic-1', 'shop-1', 'shop-2', 'shop-3', 'uploads-1']);
      const extra = { id: 'test-1', up: () => 'CREATE TABLE test_extra (x INTEGER)' };
      expect(await migrate(store.db, [extra])).toEqual(['test-1']);
      expect(await migrate(store.db, [extra])).toEqual([]);
      await expect(migrate(store.db, [extra, extra])).rejects.toThrow(/used twice/);
    });
  });
}

describe('SQLite with another process holding the write lock', () => {
  it('a write waits without blocking the event loop and commits once the lock is released', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'se-busy-'));
    const file = path.join(dir, 'site.db');
    const store = await openStore({ databasePath: file });
    // A second connection stands in for a second server process on the same file.
    const other = new DatabaseSync(file);
    try {
      other.exec('BEGIN IMMEDIATE');
      let settled = false;
      const write = store.consents.add({ level: 3, levelIds: [], declined: false, skipCookies: false, ip: 'busy', time: 1 }).finally(() => (settled = true));
      // Timers still fire while the write waits (SQLite's own busy handler would sleep in this thread).
      const ticks = await new Promise<number>((resolve) => {
        let n = 0;
        const t = setInterval(() => {
          if (++n === 20) {
            clearInterval(t);
            resolve(n);
          }
        }, 5);
      });
      expect(ticks).toBe(20);
      expect(settled).toBe(false);
      other.exec('COMMIT');
      expect(await write).toBeGreaterThan(0);
      expect(other.prepare('SELECT COUNT(*) AS n FROM consents WHERE ip = ?').get('busy')).toEqual({ n: 1 });
    } finally {
      if (other.isTransaction) other.exec('ROLLBACK');
      other.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('SQLite busy errors', () => {
  it('SQLITE_BUSY and its extended codes count as busy (the binding reports the extended code on some paths); nothing else does', () => {
    for (const code of [5, 261, 517, 773]) expect(isBusy(Object.assign(new Error('database is locked'), { sqliteCode: code }))).toBe(true);
    for (const code of [1, 6, 262, 11]) expect(isBusy(Object.assign(new Error('x'), { sqliteCode: code }))).toBe(false);
    expect(isBusy(new Error('database is locked'))).toBe(false);
    expect(isBusy(null)).toBe(false);
    expect(isBusy({ sqliteCode: '5' })).toBe(false);
  });
});

describe('SQLite: two processes opening one new file', () => {
  it('the switch to WAL waits for the other process\'s exclusive lock instead of failing with "database is locked"', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'se-wal-'));
    const file = path.join(dir, 'site.db');
    // Another process holds the write (RESERVED) lock of the still rollback-journal file for
    // 300 ms, as a second server does while it migrates: the journal-mode switch takes its lock
    // without SQLite's busy handler, so it failed at once with "database is locked".
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { DatabaseSync } from '@photostructure/sqlite';
         const db = new DatabaseSync(${JSON.stringify(file)});
         db.exec('BEGIN IMMEDIATE; CREATE TABLE held (x INTEGER)');
         process.stdout.write('locked\\n');
         setTimeout(() => { db.exec('COMMIT'); db.close(); }, 300);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout!.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
        holder.once('exit', (code) => reject(new Error(`the lock holder exited ${code}`)));
      });
      const db = openSqlite(file);
      try {
        expect(await db.all('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
        expect(await db.all("SELECT name FROM sqlite_master WHERE name = 'held'")).toEqual([{ name: 'held' }]);
      } finally {
        await db.close();
      }
    } finally {
      holder.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('storage on an existing SQLite file', () => {
  it('a file made before migrations existed -> opened as is, its rows kept, the migrations recorded', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'se-old-'));
    const file = path.join(dir, 'site.db');
    const old = new DatabaseSync(file);
    old.exec(`CREATE TABLE consents (id INTEGER PRIMARY KEY AUTOINCREMENT, level INTEGER NOT NULL, level_ids TEXT NOT NULL DEFAULT '[]',
      declined INTEGER NOT NULL DEFAULT 0, skip_cookies INTEGER NOT NULL DEFAULT 0, ip TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL)`);
    old.prepare('INSERT INTO consents (level, created_at) VALUES (4, 1)').run();
    old.close();
    const store = await openStore({ databasePath: file });
    try {
      expect(await store.db.all('SELECT level FROM consents')).toEqual([{ level: 4 }]);
      expect(await store.consents.add({ level: 2, levelIds: [], declined: false, skipCookies: false, ip: '', time: 2 })).toBe(2);
      expect((await store.db.all('SELECT id FROM schema_migrations')).length).toBe(18);
      expect(await store.db.one<{ journal_mode: string }>('PRAGMA journal_mode')).toEqual({ journal_mode: 'wal' });
      expect(await store.db.one('PRAGMA synchronous')).toEqual({ synchronous: 1 }); // NORMAL
    } finally {
      await store.close();
    }
    const full = await openStore({ databasePath: file, sqlite: { synchronous: 'FULL' } });
    expect(await full.db.one('PRAGMA synchronous')).toEqual({ synchronous: 2 });
    await full.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
