/**
 * The page's breakpoints (reference/elementor.md §2, `core/breakpoints/manager.php`): which
 * device modes a site enabled and their widths. Apart from ./device-mode.ts so the header menu's
 * chunk carries only this. Pure: the raw settings come in as an argument.
 */
import { isPlainObject, type Parsed } from '../shared/parsed';

/**
 * Every device mode Elementor knows, from narrow to wide (./device-mode.ts maps a width to one).
 * Here rather than there so this module needs nothing of it.
 */
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

