/**
 * CT Ultimate GDPR's calls (CONTRACT section 3, gdpr-consent), answered as the plugin answers them:
 * - `ct_ultimate_gdpr_cookie_consent_give`: stores the consent and sets `ct-ultimate-gdpr-cookie`
 *   (base64 JSON, URL-encoded as PHP's setcookie does, path /, expiring with the consent) plus
 *   `ct-ultimate-gdpr-cookie-level`; with `skip_cookies` it stores only and answers `ok`;
 * - `ct_ultimate_gdpr_cookie_consent_decline`: stores a decline and sets the block-all cookie;
 * - REST `ct-ultimate-gdpr/v1/cookie-popup-options` and `ct-ultimate-gdpr/v1/cookie-popup`, each a
 *   JSON-encoded string as the plugin's routes return them.
 */
import { CONSENT_COOKIE, CONSENT_LEVEL_COOKIE, DEFAULT_CONSENT_SECONDS, encodeConsentCookie, type ConsentCookieValue } from '../../../src/core/consent/cookie';
import { foldLevelIds, normalizeLevelIds } from '../../../src/core/consent/levels';
import { DECLINE_ACTION, GIVE_ACTION, POPUP_MARKUP_ROUTE, POPUP_OPTIONS_ROUTE } from '../../../src/core/consent/requests';
import { nowSeconds } from '../storage';
import { badRequest, truncateIp } from '../http';
import type { Ctx, Reply } from '../router';
import type { RouteModule } from './module';

/** Consent give and decline: public writes with small bodies (a level and up to 8 level ids). */
const WRITE = { publicWrite: true, maxBody: 4096 };

/** Set-Cookie header values for the consent cookie and its level companion. */
function consentCookies(ctx: Ctx, value: ConsentCookieValue): string[] {
  const expires = new Date(value.consent_expire_time * 1000).toUTCString();
  const maxAge = Math.max(0, value.consent_expire_time - nowSeconds());
  const secure = ctx.req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
  const attrs = `; Expires=${expires}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  // PHP's setcookie URL-encodes the value, so the base64 padding travels as %3D.
  return [
    `${CONSENT_COOKIE}=${encodeURIComponent(encodeConsentCookie(value))}${attrs}`,
    `${CONSENT_LEVEL_COOKIE}=${encodeURIComponent(Buffer.from(JSON.stringify(value.consent_level)).toString('base64'))}${attrs}`,
  ];
}

/** The level ids posted as `level_id[]` (jQuery's spelling) or `level_id`. */
function levelIds(ctx: Ctx): number[] {
  const raw = [...ctx.fields.all('level_id[]'), ...ctx.fields.all('level_id')];
  if (raw.length > 8) throw badRequest('Field "level_id[]" has too many values');
  return raw.map((v) => {
    const n = Number(v);
    if (!/^\d+$/.test(v.trim()) || !Number.isInteger(n) || n < 1 || n > 8) throw badRequest('Field "level_id[]" must hold levels 1 to 8');
    return n;
  });
}

/** The popup markup the ajax popup mode loads: the same slider and categories as the built-in modal. */
function popupMarkup(): string {
  const levels: [number, string][] = [
    [1, 'Alles blokkeren'],
    [2, 'Essentieel'],
    [3, 'Functioneel'],
    [4, 'Analytisch'],
    [5, 'Advertenties'],
  ];
  const categories: [number, string][] = [
    [5, 'Essentieel'],
    [6, 'Functioneel'],
    [7, 'Analytisch'],
    [8, 'Advertenties'],
  ];
  const dot = '<svg class="consent-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16Z"/></svg>';
  return [
    '<div class="ct-ultimate-gdpr-cookie-modal-content">',
    '<p class="consent-modal__intro">Deze instellingen komen van de server (ajax-popupmodus). Kies welke cookies je toestaat; je kunt dit altijd wijzigen.</p>',
    '<fieldset class="consent-slider"><legend class="consent-legend">Kies met de schuifregelaar welke soorten cookies je toestaat:</legend><div class="consent-slider__items">',
    ...levels.map(
      ([n, label]) =>
        `<label class="consent-slider__item ct-ultimate-gdpr-cookie-modal-slider-item" data-level="${n}"><input class="consent-slider__input" type="radio" name="radio-group" value="${n}" data-count="${n}"><span class="consent-slider__icon">${dot}</span><span class="consent-slider__label">${label}</span></label>`,
    ),
    '</div></fieldset>',
    '<fieldset class="consent-categories"><legend class="consent-legend">Of kies losse categorieën:</legend><div class="consent-categories__items">',
    ...categories.map(
      ([n, label]) =>
        `<label class="consent-category"><input class="ct-ultimate-gdpr-cookie-modal-single-item" type="checkbox" value="${n}" id="cookie${n}"><span>${label}</span></label>`,
    ),
    '</div></fieldset>',
    '</div>',
  ].join('');
}

/** ct_ultimate_gdpr_cookie_consent_give. */
async function give(ctx: Ctx): Promise<Reply> {
  const { fields, store, ip } = ctx;
  const level = fields.int('level', { min: 1, max: 8, required: true })!;
  const ids = levelIds(ctx);
  const skip = fields.str('skip_cookies', { max: 10 }) === 'true';
  const time = nowSeconds();
  await store.consents.add({ level, levelIds: ids, declined: false, skipCookies: skip, ip: truncateIp(ip), time });
  // The plugin answers a skip_cookies retry with wp_die('ok') and sets no cookie.
  if (skip) return { text: 'ok' };
  const normalized = normalizeLevelIds(ids);
  const value: ConsentCookieValue = {
    consent_declined: false,
    consent_expire_time: time + DEFAULT_CONSENT_SECONDS,
    consent_level: (normalized.length ? foldLevelIds(normalized) : undefined) ?? level,
    consent_time: time,
    // PHP keeps the posted strings; without level_id[] the plugin stores LEVEL_NECESSARY (2).
    consent_id: normalized.length ? normalized.map(String) : 2,
  };
  return { json: { success: true }, headers: { 'Set-Cookie': consentCookies(ctx, value) } };
}

/** ct_ultimate_gdpr_cookie_consent_decline. */
async function decline(ctx: Ctx): Promise<Reply> {
  const { fields, store, ip } = ctx;
  const close = fields.str('ct_ultimate_gdpr_button_close', { max: 10 });
  if (close !== undefined && close !== '1' && close !== 'true') throw badRequest('Field "ct_ultimate_gdpr_button_close" must be 1');
  const time = nowSeconds();
  await store.consents.add({ level: 1, levelIds: [], declined: true, skipCookies: false, ip: truncateIp(ip), time });
  // The plugin's decline_consent stores block all (level 1) with consent_declined false.
  const value: ConsentCookieValue = { consent_declined: false, consent_expire_time: time + DEFAULT_CONSENT_SECONDS, consent_level: 1, consent_time: time, consent_id: [] };
  return { json: { success: true }, headers: { 'Set-Cookie': consentCookies(ctx, value) } };
}

export const consent: RouteModule = {
  name: 'consent',
  register(router) {
    router.onAjax(GIVE_ACTION, give, WRITE);
    router.onAjax(DECLINE_ACTION, decline, WRITE);

    router.onRest('GET', POPUP_OPTIONS_ROUTE, () => ({ json: JSON.stringify({ cookie_popup_ajax_enabled: true }) }));
    router.onRest('GET', POPUP_MARKUP_ROUTE, () => ({ json: popupMarkup() }));
  },
};
