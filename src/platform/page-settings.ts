/** Reads the page settings block `<script type="application/json" id="site-elements-config">`. */
import { parseJson, formatIssue } from '../core/shared/parsed';

let cached: { text: string; value: unknown } | undefined;
let warned = false;

/** The raw page settings object, or undefined when the block is absent or malformed (logged once). */
export function readPageSettings(doc: Document = document): unknown {
  const el = doc.getElementById('site-elements-config');
  const text = el?.textContent ?? '';
  if (!text.trim()) return undefined;
  if (cached?.text === text) return cached.value;
  const r = parseJson(text, '#site-elements-config');
  if (!r.ok) {
    if (!warned) console.error(`[site-elements] page settings ignored: ${formatIssue(r.issue)}`);
    warned = true;
    cached = { text, value: undefined };
    return undefined;
  }
  cached = { text, value: r.value };
  return r.value;
}
