import { repository } from './repository';

/** One consent give or decline, as stored (the IP already truncated by the route). */
export interface ConsentRecord {
  level: number;
  levelIds: readonly number[];
  declined: boolean;
  skipCookies: boolean;
  ip: string;
  time: number;
}

/** CT Ultimate GDPR's consent log. */
export const consents = repository({
  migrations: [
    {
      id: 'consents-1',
      up: (d) => `
        CREATE TABLE IF NOT EXISTS consents (
          id ${d.id},
          level INTEGER NOT NULL,
          level_ids TEXT NOT NULL DEFAULT '[]',
          declined INTEGER NOT NULL DEFAULT 0,
          skip_cookies INTEGER NOT NULL DEFAULT 0,
          ip TEXT NOT NULL DEFAULT '',
          created_at ${d.bigint} NOT NULL
        )`,
    },
  ],
  make: (db) => ({
    /** Stores a consent; resolves with its id once committed. */
    async add(r: ConsentRecord): Promise<number> {
      const { rows } = await db.write<{ id: number }>(
        'INSERT INTO consents (level, level_ids, declined, skip_cookies, ip, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
        [r.level, JSON.stringify(r.levelIds), r.declined ? 1 : 0, r.skipCookies ? 1 : 0, r.ip, r.time],
      );
      return Number(rows[0]!.id);
    },
  }),
});
