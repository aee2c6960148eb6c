/**
 * <eb-sticky>: Elementor Pro's sticky section (reference §7). The element (the host) stays in the
 * page flow as its own placeholder, holding the height it had; the box inside its shadow root
 * (part `sticky`, the slotted section) becomes `position: fixed` once its place reaches the
 * offset, so nothing below it moves. Only on the chosen device modes (`devices` / `sticky_on`);
 * which mode, and the responsive offsets, are re-evaluated 300 ms after resizing stops; the
 * scroll effect (`elementor-sticky--effects`) follows `motion_fx_devices`, re-evaluated 200 ms
 * after resizing stops. Classes and events as Elementor's: `elementor-sticky`,
 * `elementor-sticky--active`, `elementor-sticky--effects`; `sticky:stick`, `sticky:unstick`.
 */
import { html, render } from 'lit-html';
import { deviceMode } from '../../core/builder/device-mode';
import { MOTION_FX_RESIZE_DEBOUNCE_MS, STICKY_REACTIVATE_DEBOUNCE_MS, stickyFrame, stickyPlan, type StickyConfig, type StickyFrame, type StickyPlan } from '../../core/builder/sticky';
import { onResizeEnd, prefersReducedMotion, viewportWidth } from '../../platform/viewport';
import type { LightContext } from '../context';

/** The column "stay in column" keeps the element in: Elementor's inner containers, else the parent. */
const COLUMN = '.e-con, .e-con-inner, .elementor-widget-wrap';

const STATIC: StickyFrame = { mode: 'static', shift: 0, effects: false };

export function setupSticky(ctx: LightContext<StickyConfig, Record<string, never>>): void {
  const { host, root, config, breakpoints, signal } = ctx;
  const win = host.ownerDocument.defaultView!;
  render(html`<div part="sticky" class="box" data-state="static"><slot></slot></div>`, root);
  const box = root.querySelector<HTMLElement>('.box')!;
  host.classList.add('elementor-sticky');

  let plan: StickyPlan | undefined;
  let planKey = '';
  let effectsOn = false;
  let frame = STATIC;
  let queued = 0;

  /** The WordPress admin bar, when fixed, pushes a top sticky down by its height (as Elementor). */
  const adminBar = () => {
    const bar = host.ownerDocument.getElementById('wpadminbar');
    return bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
  };
  const plane = () => stickyPlan(config, deviceMode(viewportWidth(), breakpoints), { reducedMotion: prefersReducedMotion(), adminBarHeight: adminBar() });

  function measure() {
    const r = host.getBoundingClientRect();
    const m = { top: r.top, bottom: r.bottom, height: frame.mode === 'static' ? r.height : box.getBoundingClientRect().height, viewportHeight: win.innerHeight };
    if (plan?.parent) {
      const col = host.parentElement?.closest<HTMLElement>(COLUMN) ?? host.parentElement;
      if (col) {
        const c = col.getBoundingClientRect();
        const s = getComputedStyle(col);
        Object.assign(m, { parentTop: c.top + parseFloat(s.borderTopWidth), parentBottom: c.bottom - parseFloat(s.borderBottomWidth) });
      }
    }
    return { m, r };
  }

  function apply(next: StickyFrame, r: DOMRect): void {
    const was = frame.mode;
    frame = next;
    const s = box.style;
    if (next.mode === 'static') {
      host.style.removeProperty('height');
      for (const p of ['top', 'bottom', 'left', 'width']) s.removeProperty(p);
    } else {
      if (was === 'static') host.style.height = `${r.height}px`; // the placeholder keeps the space
      if (next.mode === 'fixed') {
        s.setProperty(plan!.to, `${plan!.offset}px`);
        s.removeProperty(plan!.to === 'top' ? 'bottom' : 'top');
        s.left = `${r.left}px`;
        s.width = `${r.width}px`;
      } else {
        s.removeProperty('bottom');
        s.removeProperty('left');
        s.removeProperty('width');
        s.top = `${next.shift}px`;
      }
    }
    box.dataset.state = next.mode;
    if (next.mode === 'static') host.removeAttribute('data-sticky');
    else host.setAttribute('data-sticky', next.mode === 'fixed' ? 'active' : 'parent');
    host.classList.toggle('elementor-sticky--active', next.mode !== 'static');
    host.classList.toggle('elementor-sticky--effects', next.effects);
    host.toggleAttribute('data-effects', next.effects);
    if ((was === 'static') !== (next.mode === 'static')) ctx.emit(next.mode === 'static' ? 'sticky:unstick' : 'sticky:stick', { to: plan?.to ?? config.to });
  }

  function check(): void {
    queued = 0;
    if (!plan?.active) return;
    const { m, r } = measure();
    const next = stickyFrame({ ...plan, effects: effectsOn }, m);
    if (next.mode !== frame.mode || next.shift !== frame.shift || next.effects !== frame.effects) apply(next, r);
  }
  const schedule = () => {
    queued ||= win.requestAnimationFrame(check);
  };

  /** Unsticks and sticks again with fresh measurements (a resize while stuck changes width and left). */
  function restick(): void {
    if (frame.mode !== 'static') apply(STATIC, host.getBoundingClientRect());
    check();
  }

  /** Re-reads the plan for the current device mode; only a changed plan re-activates (no needless jump). */
  function activate(): void {
    const next = plane();
    const { effects, ...rest } = next;
    const key = JSON.stringify(rest);
    if (key === planKey) return;
    planKey = key;
    plan = next;
    if (!next.active && frame.mode !== 'static') apply(STATIC, host.getBoundingClientRect());
    if (next.active) restick();
  }

  win.addEventListener('scroll', () => plan?.active && schedule(), { passive: true, signal });
  // While stuck, the library re-measures on every resize; the device mode waits for the resize to end.
  win.addEventListener('resize', () => plan?.active && frame.mode !== 'static' && win.requestAnimationFrame(restick), { signal });
  ctx.onTeardown(onResizeEnd(activate, STICKY_REACTIVATE_DEBOUNCE_MS));
  ctx.onTeardown(
    onResizeEnd(() => {
      effectsOn = plane().effects;
      schedule();
    }, MOTION_FX_RESIZE_DEBOUNCE_MS),
  );
  ctx.onTeardown(() => {
    win.cancelAnimationFrame(queued);
    apply(STATIC, host.getBoundingClientRect());
    host.classList.remove('elementor-sticky');
    host.removeAttribute('data-effects');
  });

  effectsOn = plane().effects;
  activate();
}
