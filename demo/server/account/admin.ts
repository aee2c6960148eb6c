/**
 * Who may read stored visitor data (leads, article stats, form entries, consents, orders,
 * customers, uploads): a logged-in administrator only. The REST answer for everyone else is
 * WordPress' own: 401 `rest_forbidden` without a login, 403 with a login that is not an admin
 * (WP_REST_Server for a permission_callback that says no).
 */
import { HttpError } from '../http';
import type { Ctx } from '../router';
import { currentSession, type CurrentSession } from './current';

/** WordPress' texts for a refused REST call (rest_authorization_required_code: 401 logged out, 403 logged in). */
export const NOT_ALLOWED = 'Sorry, you are not allowed to do that.';

/** The admin's session; throws 401 (no login) or 403 (a customer's login). */
export async function requireAdmin(ctx: Ctx): Promise<CurrentSession> {
  const session = await currentSession(ctx);
  if (!session) throw new HttpError(401, 'rest_forbidden', NOT_ALLOWED);
  if (session.customer.role !== 'administrator') throw new HttpError(403, 'rest_forbidden', NOT_ALLOWED);
  return session;
}
