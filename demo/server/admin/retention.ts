/**
 * The retention setting: form entries, Elementor submissions, leads and consent rows older than N
 * days are deleted (orders are not: the shop keeps those for its books). N is the environment's
 * RETENTION_DAYS when set (it wins), else the admin area's setting (`admin_settings`
 * `retention_days`), else none (0: nothing is deleted). The server checks every hour
 * (startRetention); the admin's "clean up now" runs the same purge at once.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { nowSeconds, type Store } from '../storage';

export const RETENTION_SETTING = 'retention_days';
export const MAX_RETENTION_DAYS = 36_500;
export const RETENTION_CHECK_MS = 3600_000;

/** RETENTION_DAYS from the environment: a whole number of days, undefined when unset; throws on nonsense. */
export function envRetentionDays(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const v = env.RETENTION_DAYS;
  if (v === undefined || v.trim() === '') return undefined;
  if (!/^\d{1,5}$/.test(v.trim()) || Number(v) > MAX_RETENTION_DAYS) throw new Error(`RETENTION_DAYS must be a whole number of days, 0 to ${MAX_RETENTION_DAYS} (got "${v}")`);
  return Number(v);
}

/** The retention in force and where it comes from. */
export async function retentionDays(store: Store, env: NodeJS.ProcessEnv = process.env): Promise<{ days: number; fromEnv: boolean }> {
  const fromEnv = envRetentionDays(env);
  if (fromEnv !== undefined) return { days: fromEnv, fromEnv: true };
  const stored = Number(await store.admin.setting(RETENTION_SETTING));
  return { days: Number.isInteger(stored) && stored > 0 ? stored : 0, fromEnv: false };
}

/** Deletes what is older than `days` (and the files of the deleted entries and submissions, inside DATA_DIR only). */
export async function purgeOlderThan(store: Store, dataDir: string, days: number, now = nowSeconds()) {
  const result = await store.admin.purgeBefore(now - days * 86_400);
  removeFiles(dataDir, result.files);
  return result;
}

/** Deletes files given relative to DATA_DIR; a path that would leave it is skipped. */
export function removeFiles(dataDir: string, files: readonly string[]): void {
  const root = path.resolve(dataDir);
  for (const f of files) {
    const full = path.resolve(root, f);
    if (!full.startsWith(root + path.sep)) continue;
    try {
      rmSync(full, { force: true });
    } catch (e) {
      console.error('[admin] could not delete', path.relative(root, full), (e as Error).message);
    }
  }
}

/** Runs the purge now and then every RETENTION_CHECK_MS when a retention is set; stop() ends it. */
export function startRetention(store: Store, dataDir: string, log: boolean): { stop(): void } {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const { days } = await retentionDays(store);
      if (days > 0) {
        const r = await purgeOlderThan(store, dataDir, days);
        const n = r.entries + r.ebSubmissions + r.leads + r.consents;
        if (n > 0 && log) console.log(`[retention] deleted ${r.entries} entries, ${r.ebSubmissions} Elementor submissions, ${r.leads} leads, ${r.consents} consents older than ${days} days`);
      }
    } catch (e) {
      console.error('[retention] purge failed', e);
    } finally {
      busy = false;
    }
  };
  const first = setTimeout(() => void tick(), 5_000);
  const every = setInterval(() => void tick(), RETENTION_CHECK_MS);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
