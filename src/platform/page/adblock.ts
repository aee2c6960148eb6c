/**
 * The ad-block test (Elementor Pro's `adblock_detection` trigger): a bait `div.ad-box` with the id
 * `elementor-adblock-detection-` + 6 random characters (spec section 9) is added and checked at
 * once; a blocker removes or hides it. The result is `data-adblock="detected|none"` on `<html>`,
 * `[data-adblock-detected]` elements shown when detected, and an `adblock-detection` event.
 * <eb-popup>'s `adblock_detection` trigger (src/platform/builder/popup-triggers.ts) runs the same
 * check, {@link detectAdblock}.
 */
import { ADBLOCK_CLASS, adblockDetected, adblockTestId } from '../../core/builder/page';
import { emit } from '../emit';

/**
 * Elementor's bait: `div.ad-box#elementor-adblock-detection-xxxxxx` (fixed at the top left,
 * aria-hidden, one non-breaking space), appended to the body, looked up again, then removed.
 * Blockers hide `.ad-box` (display: none) or remove it. True when one did; false while the
 * document has no body yet (nothing can be tested).
 */
export function detectAdblock(doc: Document = document, random: () => number = Math.random): boolean {
  if (!doc.body) return false;
  const bait = doc.createElement('div');
  bait.id = adblockTestId(random);
  bait.className = ADBLOCK_CLASS;
  // CSSOM, not a style attribute: fine under a strict CSP.
  bait.style.position = 'fixed';
  bait.style.top = '0';
  bait.style.left = '0';
  bait.setAttribute('aria-hidden', 'true');
  bait.textContent = '\u00a0';
  doc.body.append(bait);
  const found = doc.getElementById(bait.id);
  const display = found ? (doc.defaultView ?? window).getComputedStyle(found).display : null;
  found?.remove();
  bait.remove();
  return adblockDetected({ present: found !== null, display });
}

export function runAdblockDetection(doc: Document): void {
  const detected = detectAdblock(doc);
  doc.documentElement.setAttribute('data-adblock', detected ? 'detected' : 'none');
  if (detected) for (const el of doc.querySelectorAll('[data-adblock-detected]')) el.removeAttribute('hidden');
  emit(doc, 'adblock-detection', { detected });
}
