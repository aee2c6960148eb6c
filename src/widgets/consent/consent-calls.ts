/**
 * The consent calls with the plugin's fallbacks (spec sections 7 and 8): give, and when it fails
 * one retry with `skip_cookies=true`, after which the cookie is written here; decline on modal
 * close. Never throws: the outcome says which path was taken.
 */
import { consentCookieValue, CONSENT_COOKIE, decodeConsentCookie, encodeConsentCookie, isExpired } from '../../core/consent/cookie';
import { foldLevelIds, normalizeLevelIds } from '../../core/consent/levels';
import { declineFields, giveFields } from '../../core/consent/requests';
import { getCookie, removeCookie, setCookie } from '../../platform/cookies';
import { lazyModule } from '../../platform/lazy';

const post = lazyModule(() => import('./consent-post'));
/** Fetches the calls' POST code ahead of a click (see consent-post.ts). */
export const prefetchConsentCalls = post.prefetch;

export interface GiveInput {
  ajaxUrl: string;
  level: number;
  /** `level_id[]` (the modal sends it; Accept and the blocking form do not). */
  levelIds?: readonly number[];
  expireSeconds: number;
}

/** 'server': the give call succeeded; 'client': it failed, was retried and the cookie was written here. */
export type GiveOutcome = { via: 'server' | 'client'; retried: boolean };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Writes the consent cookie as the server would: base64 JSON, path /, Secure on https, expiring with the consent. */
export function writeConsentCookie(level: number, levelIds: readonly number[], expireSeconds: number, declined = false): void {
  const ids = normalizeLevelIds(levelIds);
  const value = consentCookieValue({ level: foldLevelIds(ids) ?? level, ids, nowSeconds: nowSeconds(), durationSeconds: expireSeconds, declined });
  setCookie(CONSENT_COOKIE, encodeConsentCookie(value), { expires: new Date(value.consent_expire_time * 1000) });
}

/** True when the browser holds a readable, unexpired consent cookie. */
export function hasValidConsentCookie(): boolean {
  const d = decodeConsentCookie(getCookie(CONSENT_COOKIE));
  return d.kind === 'ok' && !isExpired(d.value, nowSeconds());
}

/** Removes the consent cookie (a save starts from a clean slate, as the plugin does). */
export function clearConsentCookie(): void {
  removeCookie(CONSENT_COOKIE);
}

/** Posts the give call; on failure retries once with skip_cookies, then stores the cookie client-side. */
export async function giveConsent(input: GiveInput): Promise<GiveOutcome> {
  const ids = input.levelIds ?? [];
  try {
    const { ajaxPost } = post.loaded() ?? (await post.load());
    const first = await ajaxPost(input.ajaxUrl, giveFields(input.level, ids), { parse: 'text' });
    if (first.ok) {
      // A server that answered but set no cookie (a cached page, headers already sent) loses
      // nothing: the cookie is written here as well.
      if (!hasValidConsentCookie()) writeConsentCookie(input.level, ids.length ? ids : [], input.expireSeconds);
      return { via: 'server', retried: false };
    }
    await ajaxPost(input.ajaxUrl, giveFields(input.level, ids, true), { parse: 'text' });
  } catch {
    // ajaxPost never rejects: the POST's code could not be loaded (offline), or a broken fetch polyfill.
  }
  writeConsentCookie(input.level, ids, input.expireSeconds);
  return { via: 'client', retried: true };
}

/** Posts the decline call; when it fails, the block-all cookie the server would set is written here. */
export async function declineConsent(ajaxUrl: string, expireSeconds: number): Promise<'server' | 'client'> {
  try {
    const { ajaxPost } = post.loaded() ?? (await post.load());
    const r = await ajaxPost(ajaxUrl, declineFields(), { parse: 'text' });
    if (r.ok && hasValidConsentCookie()) return 'server';
  } catch {
    /* fall through */
  }
  writeConsentCookie(1, [1], expireSeconds);
  return 'client';
}
