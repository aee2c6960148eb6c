/**
 * Elementor's device modes (reference/elementor.md §2, `core/breakpoints/manager.php` and
 * `getCurrentDeviceMode()`): a viewport width maps to `mobile`, `tablet`, `desktop`, or one of the
 * optional extra breakpoints a site enabled. Pure: the width and the page's breakpoints come in as
 * arguments. Used by <eb-sticky> (sticky_on), <header-menu> (dropdown breakpoint) and the
 * page-builder pop-up's `devices` timing rule.
 */
import type { Parsed } from '../shared/parsed';
import { DEFAULT_BREAKPOINTS, DEVICE_MODES, type Breakpoint, type DeviceMode } from './breakpoints';

// The page's breakpoints (and the list of device modes their names come from) live in
// ./breakpoints.ts, apart, so <header-menu> (which needs only those) does not carry the
// device-mode rules below; re-exported here for everyone else.
export { DEFAULT_BREAKPOINTS, DEVICE_MODES, parseBreakpoints, type Breakpoint, type BreakpointName, type DeviceMode } from './breakpoints';

/**
 * The device mode of a viewport `width` (CSS px): the narrowest max-width breakpoint that holds
 * it, else widescreen when enabled and reached, else desktop. With the defaults: under 768 is
 * mobile, under 1025 tablet, anything wider desktop.
 */
export function deviceMode(width: number, breakpoints: readonly Breakpoint[] = DEFAULT_BREAKPOINTS): DeviceMode {
  let best: Breakpoint | undefined;
  for (const b of breakpoints) if (b.direction === 'max' && width <= b.value && (!best || b.value < best.value)) best = b;
  if (best) return best.name;
  const wide = breakpoints.find((b) => b.direction === 'min');
  if (wide && width >= wide.value) return 'widescreen';
  return 'desktop';
}

/**
 * A list of device modes from an attribute (`"desktop tablet"`, commas allowed) or a JSON array
 * (Elementor's `sticky_on`). Unknown names are an issue, so a typo is reported, not ignored.
 */
export function parseDeviceList(raw: unknown, path: string): Parsed<DeviceMode[]> {
  const items = typeof raw === 'string' ? raw.split(/[\s,]+/).filter(Boolean) : Array.isArray(raw) ? raw : undefined;
  if (!items) return { ok: false, issue: { path, expected: `a list of ${DEVICE_MODES.join(', ')}`, got: typeof raw } };
  const out: DeviceMode[] = [];
  for (const item of items) {
    if (!(DEVICE_MODES as readonly unknown[]).includes(item)) {
      return { ok: false, issue: { path, expected: `device modes among ${DEVICE_MODES.map((d) => `"${d}"`).join(', ')}`, got: JSON.stringify(item) } };
    }
    if (!out.includes(item as DeviceMode)) out.push(item as DeviceMode);
  }
  return { ok: true, value: out };
}

/**
 * The media query that holds exactly the widths of `mode` (for matchMedia, so a change of mode is
 * an event rather than a resize poll). Range syntax, so a fractional width (page zoom) falls in
 * exactly one mode. Desktop is everything between the widest max breakpoint and widescreen.
 */
export function deviceModeQuery(mode: DeviceMode, breakpoints: readonly Breakpoint[] = DEFAULT_BREAKPOINTS): string {
  const maxes = breakpoints.filter((b) => b.direction === 'max').sort((a, b) => a.value - b.value);
  const wide = breakpoints.find((b) => b.direction === 'min');
  if (mode === 'widescreen') return wide ? `(width >= ${wide.value}px)` : 'not all';
  const i = mode === 'desktop' ? maxes.length : maxes.findIndex((b) => b.name === mode);
  if (i < 0) return 'not all';
  const parts: string[] = [];
  const lower = maxes[i - 1];
  if (lower) parts.push(`(width > ${lower.value}px)`);
  if (mode === 'desktop') {
    if (wide) parts.push(`(width < ${wide.value}px)`);
  } else parts.push(`(width <= ${maxes[i]!.value}px)`);
  return parts.length ? parts.join(' and ') : 'all';
}
