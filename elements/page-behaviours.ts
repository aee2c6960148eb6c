/**
 * The page behaviours chunk (dist/chunks/page-behaviours.js): run by the loader without any widget
 * when the page asks for one of them (./base/page-check.ts), and by the classic script at once.
 * Once per page, however many scripts load it.
 */
import { resolveSettings } from '../src/core/shared/settings';
import { runAdblockDetection } from '../src/platform/page/adblock';
import { inlineSvgs } from '../src/platform/page/inline-svg';
import { startRecaptchaV3 } from '../src/platform/page/recaptcha-v3';
import { scrollToThemeTemplate } from '../src/platform/page/theme-template';
import { readPageSettings } from '../src/platform/page-settings';
import { pageBehaviours } from './base/page-check';

const RAN = Symbol.for('site-elements.page-behaviours');

/** Runs what the page asks for; resolves when the SVGs are in (tests wait on it). */
export function run(doc: Document = document): Promise<void> {
  const win = doc.defaultView as (Window & { [RAN]?: Promise<void> }) | null;
  if (!win) return Promise.resolve();
  win[RAN] ??= runOnce(doc);
  return win[RAN];
}

async function runOnce(doc: Document): Promise<void> {
  const wanted = pageBehaviours(doc);
  if (wanted.scroll) scrollToThemeTemplate(doc);
  if (wanted.adblock) runAdblockDetection(doc);
  // Its own lazy chunk (the cart store and the Store API client): only pages with the buttons load it.
  const cart = wanted.addToCart ? import('../src/platform/shop/add-to-cart').then((m) => void m.startAddToCart(doc)).catch((e: unknown) => console.error('[site-elements] add to cart failed to start', e)) : undefined;
  if (wanted.recaptcha) {
    const settings = resolveSettings(readPageSettings(doc));
    if (settings.ok && settings.value.recaptchaSiteKey) startRecaptchaV3(doc, settings.value.recaptchaSiteKey);
  }
  if (wanted.svg) {
    // DOMPurify's chunk only when the site has not turned sanitizing off.
    const settings = resolveSettings(readPageSettings(doc));
    await inlineSvgs(doc, settings.ok && !settings.value.sanitizeHtml ? (s) => s : (await import('../src/platform/sanitize')).sanitizeSvg);
  }
  await cart;
}
