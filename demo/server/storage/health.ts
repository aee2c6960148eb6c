import { repository } from './repository';

/** GET /health: the database answers a query. */
export const health = repository({
  migrations: [],
  make: (db) => ({
    async ping(): Promise<boolean> {
      const row = await db.one<{ ok: number }>('SELECT 1 AS ok');
      return Number(row?.ok) === 1;
    },
  }),
});
