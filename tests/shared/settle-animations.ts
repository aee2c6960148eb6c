/**
 * Waits until every finite CSS animation and transition on the page (open shadow roots, nested
 * ones too) has finished, or `timeout` ms. axe reads colour contrast from computed colours, and a
 * dialog still fading in from opacity 0 reads as low contrast. Self-contained, so Playwright can
 * pass it to page.evaluate as well as the browser tests calling it directly.
 */
export async function settleAnimations(timeout = 3000): Promise<void> {
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  const finite = roots
    .flatMap((r) => r.getAnimations())
    .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
  await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, timeout))]);
}
