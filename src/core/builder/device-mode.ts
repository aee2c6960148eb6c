/**
 * Elementor's device modes (reference/elementor.md §2, `core/breakpoints/manager.php` and
 * `getCurrentDeviceMode()`): a viewport width maps to `mobile`, `tablet`, `desktop`, or one of the
 * optional extra breakpoints a site enabled. Pure: the width and the page's breakpoints come in as
 * arguments. Used by <eb-sticky> (sticky_on), <header-menu> (dropdown breakpoint) and the
 * page-builder pop-up's `devices` timing rule.
 */
import { isPlainObject, type Parsed } from '../shared/parsed';

/** Every device mode Elementor knows, from narrow to wide. */
export const DEVICE_MODES = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'desktop', 'widescreen'] as const;
export type DeviceMode = (typeof DEVICE_MODES)[number];

/** A breakpoint name (every device mode except `desktop`, which is what no breakpoint matches). */
export type BreakpointName = Exclude<DeviceMode, 'desktop'>;

export interface Breakpoint {
  name: BreakpointName;
  /** Width in CSS px: the largest width of the mode (`max`) or the smallest (`min`, widescreen only). */
  value: number;
  direction: 'max' | 'min';
}

/**
 * Spec section 9 and Elementor's defaults: mobile is a viewport under 768 px (max 767), tablet
 * under 1025 px (max 1024); the other breakpoints exist but are off unless a site enables them.
 */
export const DEFAULT_BREAKPOINTS: readonly Breakpoint[] = Object.freeze([
  { name: 'mobile', value: 767, direction: 'max' },
  { name: 'tablet', value: 1024, direction: 'max' },
]);

/** Elementor's default values of the optional breakpoints, used when a site enables one without a value. */
const OPTIONAL_DEFAULTS: Record<BreakpointName, number> = {
  mobile: 767,
  mobile_extra: 880,
  tablet: 1024,
  tablet_extra: 1200,
  laptop: 1366,
  widescreen: 2400,
};

const NAMES = Object.keys(OPTIONAL_DEFAULTS) as BreakpointName[];

function toWidth(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : undefined;
}

/**
 * Reads the page settings' `breakpoints`: `{ "mobile": 767, "tablet": 1024 }`, or Elementor's own
 * `elementorFrontendConfig.responsive.breakpoints` (`{ mobile: { value, is_enabled, direction } }`),
 * or its legacy `breakpoints` (`{ md: 768, lg: 1025 }`, the first width of the next mode). Absent
 * gives the defaults; names not given keep their defaults.
 */
export function parseBreakpoints(raw: unknown, path = 'breakpoints'): Parsed<Breakpoint[]> {
  if (raw === undefined || raw === null) return { ok: true, value: [...DEFAULT_BREAKPOINTS] };
  if (!isPlainObject(raw)) return { ok: false, issue: { path, expected: 'an object of breakpoint widths', got: Array.isArray(raw) ? 'an array' : typeof raw } };
  const enabled = new Map<BreakpointName, number>(DEFAULT_BREAKPOINTS.map((b) => [b.name, b.value]));
  // Legacy keys first, so that explicit mobile/tablet keys win.
  const md = toWidth(raw.md);
  const lg = toWidth(raw.lg);
  if (md !== undefined) enabled.set('mobile', md - 1);
  if (lg !== undefined) enabled.set('tablet', lg - 1);
  for (const name of NAMES) {
    const v = raw[name];
    if (v === undefined || v === null) continue;
    if (isPlainObject(v)) {
      const on = v.is_enabled === undefined ? true : v.is_enabled === true || v.is_enabled === 'true' || v.is_enabled === 1 || v.is_enabled === '1';
      if (!on) {
        enabled.delete(name);
        continue;
      }
      const width = v.value === undefined ? OPTIONAL_DEFAULTS[name] : toWidth(v.value);
      if (width === undefined) return { ok: false, issue: { path: `${path}.${name}.value`, expected: 'a width in px', got: JSON.stringify(v.value) } };
      enabled.set(name, width);
      continue;
    }
    if (v === false) {
      enabled.delete(name);
      continue;
    }
    const width = toWidth(v);
    if (width === undefined) return { ok: false, issue: { path: `${path}.${name}`, expected: 'a width in px', got: JSON.stringify(v) } };
    enabled.set(name, width);
  }
  const list: Breakpoint[] = [...enabled].map(([name, value]) => ({ name, value, direction: name === 'widescreen' ? 'min' : 'max' }));
  list.sort((a, b) => a.value - b.value);
  return { ok: true, value: list };
}

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
