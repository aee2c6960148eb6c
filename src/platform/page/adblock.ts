/**
 * The ad-block test (Elementor Pro's `adblock_detection` trigger): a bait `div.ad-box` with the id
 * `elementor-adblock-detection-` + 6 random characters (spec section 9) is added and checked at
 * once; a blocker removes or hides it. The result is `data-adblock="detected|none"` on `<html>`,
 * `[data-adblock-detected]` elements shown when detected, and an `adblock-detection` event.
 */
import { adblockTestId } from '../../core/builder/page';
import { emit } from '../emit';

/** True when an ad blocker removed or hid the bait element. */
export function detectAdblock(doc: Document, random: () => number = Math.random): boolean {
  const bait = doc.createElement('div');
  bait.id = adblockTestId(random);
  bait.className = 'ad-box';
  bait.style.position = 'fixed';
  bait.style.top = '0';
  bait.style.left = '0';
  bait.setAttribute('aria-hidden', 'true');
  bait.textContent = '\u00a0';
  doc.body.append(bait);
  const found = doc.getElementById(bait.id);
  const blocked = !found || getComputedStyle(found).display === 'none';
  bait.remove();
  return blocked;
}

export function runAdblockDetection(doc: Document): void {
  const detected = detectAdblock(doc);
  doc.documentElement.setAttribute('data-adblock', detected ? 'detected' : 'none');
  if (detected) for (const el of doc.querySelectorAll('[data-adblock-detected]')) el.removeAttribute('hidden');
  emit(doc, 'adblock-detection', { detected });
}
