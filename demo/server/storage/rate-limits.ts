import { repository } from './repository';

/**
 * Per-client request counters for the rate limit, in the database so every process counts the
 * same hits. Fixed windows: one row per key, reset when a new window starts. Keys hold a hash of
 * the address, never the address; rows older than a window are pruned.
 */
export const rateLimits = repository({
  migrations: [
    {
      id: 'rate-limits-1',
      up: (d) => `
        CREATE TABLE IF NOT EXISTS rate_limits (
          key TEXT PRIMARY KEY,
          window_start ${d.bigint} NOT NULL,
          hits ${d.bigint} NOT NULL
        )`,
    },
  ],
  make: (db) => ({
    /** Counts one hit of `key` in the window starting at `windowStart`; resolves with the hits so far in it. */
    async hit(key: string, windowStart: number): Promise<number> {
      const { rows } = await db.write<{ hits: number }>(
        `INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 1)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.hits + 1 ELSE 1 END,
           window_start = excluded.window_start
         RETURNING hits`,
        [key, windowStart],
      );
      return Number(rows[0]!.hits);
    },
    /** The hits of `key` in the window starting at `windowStart` so far (0 when none), without counting one. */
    async hits(key: string, windowStart: number): Promise<number> {
      const row = await db.one<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = ? AND window_start = ?', [key, windowStart]);
      return Number(row?.hits ?? 0);
    },
    /**
     * Deletes the counters of windows that started before `before`; with `prefix`, only the keys
     * that start with it (each limiter prunes its own keys, by its own window length).
     */
    async prune(before: number, prefix?: string): Promise<number> {
      if (prefix === undefined) return (await db.write('DELETE FROM rate_limits WHERE window_start < ?', [before])).changes;
      return (await db.write('DELETE FROM rate_limits WHERE window_start < ? AND substr(key, 1, ?) = ?', [before, prefix.length, prefix])).changes;
    },
  }),
});
