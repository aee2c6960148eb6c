/**
 * CT Ultimate GDPR's calls (CONTRACT section 3, gdpr-consent). The foundation stores each given
 * consent; the consent widget issue completes decline, the popup REST routes and the cookie.
 */
import { nowSeconds } from '../db';
import { badRequest, truncateIp } from '../http';
import type { RouteModule } from './module';

export const consent: RouteModule = {
  name: 'consent',
  schema: `
    CREATE TABLE IF NOT EXISTS consents (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      level INTEGER NOT NULL,
      level_ids TEXT NOT NULL DEFAULT '[]',
      declined INTEGER NOT NULL DEFAULT 0,
      skip_cookies INTEGER NOT NULL DEFAULT 0,
      ip TEXT NOT NULL DEFAULT '',
      created_at INTEGER NOT NULL
    );`,
  register(router) {
    router.onAjax('ct_ultimate_gdpr_cookie_consent_give', ({ fields, db, ip }) => {
      const level = fields.int('level', { min: 1, max: 8, required: true })!;
      const ids = fields.all('level_id[]').map((v) => {
        const n = Number(v);
        if (!Number.isInteger(n) || n < 1 || n > 8) throw badRequest('Field "level_id[]" must hold levels 1 to 8');
        return n;
      });
      const skip = fields.str('skip_cookies') === 'true';
      db.prepare('INSERT INTO consents (level, level_ids, skip_cookies, ip, created_at) VALUES (?, ?, ?, ?, ?)').run(
        level,
        JSON.stringify(ids),
        skip ? 1 : 0,
        truncateIp(ip),
        nowSeconds(),
      );
      return { json: { success: true } };
    });
  },
};
