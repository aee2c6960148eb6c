/**
 * The ajax popup mode's two REST calls (spec section 7; CONTRACT "gdpr-consent"
 * `ajax-popup`): the popup options, then the markup. Off by default, so a chunk of its own that
 * <gdpr-consent> imports only when the mode is on (with DOMPurify, side by side).
 */
import { parsePopupMarkup, parsePopupOptions, POPUP_MARKUP_ROUTE, POPUP_OPTIONS_ROUTE } from '../../core/consent/requests';
import { restRoute } from '../../core/shared/rest';
import type { PageSettings } from '../../core/shared/settings';
import { restJson } from '../../platform/http';

export type PopupMarkup = { kind: 'builtin' } | { kind: 'markup'; html: string } | { kind: 'failed'; why: string } | { kind: 'gone' };

/**
 * Asks the options route whether the ajax popup is on, then fetches its markup (not yet
 * sanitized). `live` is asked after each answer: once it is false, nothing more is requested.
 */
export async function loadPopupMarkup(settings: PageSettings, live: () => boolean): Promise<PopupMarkup> {
  const optsAnswer = await restJson('GET', restRoute(settings.restUrl, POPUP_OPTIONS_ROUTE), undefined, { nonce: settings.restNonce });
  if (!live()) return { kind: 'gone' };
  if (!optsAnswer.ok) return { kind: 'failed', why: optsAnswer.message };
  const options = parsePopupOptions(optsAnswer.data);
  if (!options) return { kind: 'failed', why: 'unreadable cookie-popup-options answer' };
  if (!options.ajaxEnabled) return { kind: 'builtin' };
  const markup = await restJson<string>('GET', restRoute(settings.restUrl, POPUP_MARKUP_ROUTE), undefined, { nonce: settings.restNonce, parse: 'text' });
  if (!live()) return { kind: 'gone' };
  if (!markup.ok) return { kind: 'failed', why: markup.message };
  const html = parsePopupMarkup(markup.text);
  return html ? { kind: 'markup', html } : { kind: 'failed', why: 'empty or unreadable cookie-popup answer' };
}
