/** Shared helpers for browser tests (real Chromium). */
import axe from 'axe-core';
import { settleAnimations } from '../shared/settle-animations';

export { settleAnimations };

/** Waits until `fn` returns a truthy value (or stops throwing); fails after `timeout` ms. */
export async function waitFor<T>(fn: () => T | Promise<T>, { timeout = 3000, message = 'condition' } = {}): Promise<NonNullable<T>> {
  const start = performance.now();
  let last: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v as NonNullable<T>;
    } catch (e) {
      last = e;
    }
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${message}${last ? `: ${(last as Error).message}` : ''}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Puts HTML into a fresh container in the body; returns the container. */
export function fixture(html: string): HTMLDivElement {
  const div = document.createElement('div');
  div.className = 'fixture';
  div.innerHTML = html;
  document.body.append(div);
  return div;
}

/** Removes every fixture (call in afterEach). */
export function cleanup(): void {
  for (const el of document.querySelectorAll('.fixture')) el.remove();
}

/** Records console.error calls until `restore()`. */
export function spyConsoleError(): { calls: unknown[][]; restore: () => void } {
  const original = console.error;
  const calls: unknown[][] = [];
  console.error = (...args: unknown[]) => {
    calls.push(args);
  };
  return { calls, restore: () => (console.error = original) };
}

/** Element inside an element's shadow root by part name. */
export function part<T extends Element = HTMLElement>(host: Element, name: string): T | null {
  return host.shadowRoot?.querySelector<T>(`[part~="${name}"]`) ?? null;
}

/** Runs axe on `context` (open shadow roots included) and returns the violations. */
export async function axeViolations(context: Element | Document = document): Promise<axe.Result[]> {
  await settleAnimations();
  const result = await axe.run(context as axe.ElementContext, { resultTypes: ['violations'] });
  return result.violations;
}

/** Formats axe violations for an assertion message. */
export function describeViolations(v: axe.Result[]): string {
  return v.map((x) => `${x.id}: ${x.help} (${x.nodes.map((n) => n.target.join(' ')).join(', ')})`).join('\n');
}

/**
 * Clicks `target` in the microtask right after `el` first carries attribute `name`: after React's
 * commit set it, before passive effects had a chance to run. Returns whether it has clicked.
 */
export function clickWhenAttributeAppears(el: Element, name: string, target: () => HTMLElement): () => boolean {
  let clicked = false;
  const seen = new MutationObserver(() => {
    if (clicked || !el.hasAttribute(name)) return;
    clicked = true;
    seen.disconnect();
    target().click();
  });
  seen.observe(el, { attributes: true });
  return () => clicked;
}

/** Records the delays passed to setTimeout until `restore()` (to check a spec constant without timing anything). */
export function spyTimeouts(): { delays: number[]; restore: () => void } {
  const delays: number[] = [];
  const original = window.setTimeout;
  window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
    delays.push(ms ?? 0);
    return original(fn, ms, ...rest);
  }) as typeof window.setTimeout;
  return { delays, restore: () => (window.setTimeout = original) };
}
