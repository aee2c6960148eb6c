/**
 * Nonces on a cached page (issue 29). WordPress nonces for logged-out visitors last 12 to 24 hours
 * (Gravity Forms' own about 3 days); a page a caching plugin keeps longer carries dead ones. The
 * WordPress plugin prints when it made them (`noncesTime`, unix seconds) and a route that answers
 * fresh ones (`noncesUrl`, `site-elements/v1/nonces`): once the printed ones are older than
 * NONCE_REFRESH_AFTER_S, the first call that needs one GETs that route, once per page, and every
 * later call uses its answer. Without those settings the printed nonces are used as they are.
 */
import type { PageSettings } from '../core/shared/settings';
import { restJson } from './http';

/** Printed nonces older than this (10 hours, inside WordPress' shortest 12-hour half-life) are refreshed. */
export const NONCE_REFRESH_AFTER_S = 10 * 60 * 60;

export interface Nonces {
  restNonce?: string | undefined;
  gformNonce?: string | undefined;
  gformConfigNonce?: string | undefined;
}

const KEYS = ['restNonce', 'gformNonce', 'gformConfigNonce'] as const;
const answers = new Map<string, Promise<Nonces | null>>();

/** True when the printed nonces are old enough to refresh (pure; `nowS` in unix seconds). */
export function noncesAreStale(settings: Pick<PageSettings, 'noncesUrl' | 'noncesTime'>, nowS: number): boolean {
  return Boolean(settings.noncesUrl) && settings.noncesTime !== undefined && nowS - settings.noncesTime >= NONCE_REFRESH_AFTER_S;
}

/** The fresh nonces of an answer: each known key that is a non-empty string. */
export function readNonces(data: unknown): Nonces {
  const out: Nonces = {};
  if (!data || typeof data !== 'object') return out;
  for (const k of KEYS) {
    const v = (data as Record<string, unknown>)[k];
    if (typeof v === 'string' && v !== '') out[k] = v;
  }
  return out;
}

/** The nonces to send: the printed ones, or fresh ones when the printed ones are stale (one GET per page). Never throws. */
export async function freshNonces(settings: PageSettings): Promise<Nonces> {
  const printed: Nonces = { restNonce: settings.restNonce, gformNonce: settings.gformNonce, gformConfigNonce: settings.gformConfigNonce };
  if (!noncesAreStale(settings, Date.now() / 1000)) return printed;
  const url = settings.noncesUrl!;
  let answer = answers.get(url);
  if (!answer) {
    answer = restJson('GET', url).then(
      (res) => (res.ok ? readNonces(res.data) : null),
      () => null,
    );
    answers.set(url, answer);
  }
  const fresh = await answer;
  return fresh ? { ...printed, ...fresh } : printed;
}
