import type { RouteModule } from './module';

/** GET /health: the process is up and the database answers. */
export const health: RouteModule = {
  name: 'health',
  schema: '',
  register(router) {
    router.onPath('/health', ({ db }) => {
      const row = db.prepare('SELECT 1 AS ok').get() as { ok: number };
      return { json: { ok: row.ok === 1, time: new Date().toISOString() } };
    });
  },
};
