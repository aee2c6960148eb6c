import type { RouteModule } from './module';

/** GET /health: the process is up and the database answers. */
export const health: RouteModule = {
  name: 'health',
  register(router) {
    router.onPath('/health', async ({ store }) => ({ json: { ok: await store.health.ping(), time: new Date().toISOString() } }));
  },
};
