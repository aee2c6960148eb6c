/**
 * Elementor Pro's sticky sections (reference/elementor.md §7: `handlers/sticky.js`,
 * `jquery.sticky.js`): which device modes stick, the responsive offsets, and where the element
 * sits at a given scroll position. Pure: rectangles, widths and the device mode come in.
 */
import { isPlainObject, type Parsed } from '../shared/parsed';
import { DEVICE_MODES, parseDeviceList, type DeviceMode } from './device-mode';

/** Spec section 9, "Sticky reactivation debounce": re-evaluated 300 ms after resizing stops. */
export const STICKY_REACTIVATE_DEBOUNCE_MS = 300;
/** Spec section 9, "Motion effect resize toggle debounce": 200 ms. */
export const MOTION_FX_RESIZE_DEBOUNCE_MS = 200;
/** Elementor's limits for `sticky_offset` and `sticky_effects_offset` (px). */
export const STICKY_OFFSET_MAX = 500;
export const STICKY_EFFECTS_OFFSET_MAX = 1000;

export type StickyTo = 'top' | 'bottom';

/**
 * The element's sticky settings, as Elementor stores them on a section (`data-settings`):
 * `sticky`, `sticky_on`, `sticky_offset` (+ `_tablet`, `_mobile`, …), `sticky_effects_offset`
 * (+ responsive), `sticky_parent` ("Stay in column"), `motion_fx_devices`.
 */
export interface StickyConfig {
  to: StickyTo;
  devices: DeviceMode[];
  /** `sticky_offset` by device suffix ('' = desktop). */
  offset: Partial<Record<DeviceMode | '', number>>;
  effectsOffset: Partial<Record<DeviceMode | '', number>>;
  parent: boolean;
  /** Device modes on which the scroll effect (`elementor-sticky--effects`) may switch on. */
  effectsDevices: DeviceMode[];
}

/** Elementor's default `sticky_on`: desktop and every default breakpoint. */
export const DEFAULT_STICKY_DEVICES: DeviceMode[] = ['desktop', 'tablet', 'mobile'];

/** Elementor's switcher values: "yes"/true on, ""/"no"/false/absent off. */
function yes(v: unknown): boolean {
  return v === true || v === 'yes' || v === '1' || v === 1 || v === 'true';
}

function px(raw: unknown, path: string, max: number): Parsed<number | undefined> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: undefined };
  // Elementor slider controls arrive as {unit, size, sizes}; numbers as numbers or numeric strings.
  const v = isPlainObject(raw) ? raw.size : raw;
  if (v === '' || v === undefined || v === null) return { ok: true, value: undefined };
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > max) return { ok: false, issue: { path, expected: `a number of px from 0 to ${max}`, got: JSON.stringify(raw) } };
  return { ok: true, value: n };
}

/**
 * Reads the sticky config (`json`, Elementor's keys) and the `devices` attribute, which wins over
 * `sticky_on`. `sticky` defaults to top; `""` switches sticking off on every device.
 */
export function parseStickyConfig(json: unknown, devicesAttr?: string): Parsed<StickyConfig> {
  const raw = json ?? {};
  if (!isPlainObject(raw)) return { ok: false, issue: { path: '(root)', expected: 'an object', got: Array.isArray(raw) ? 'an array' : typeof raw } };
  let to: StickyTo = 'top';
  let off = false;
  if (raw.sticky !== undefined && raw.sticky !== null) {
    if (raw.sticky === '' || raw.sticky === false) off = true;
    else if (raw.sticky === 'top' || raw.sticky === 'bottom') to = raw.sticky;
    else return { ok: false, issue: { path: 'sticky', expected: 'one of "top", "bottom", ""', got: JSON.stringify(raw.sticky) } };
  }
  let devices = DEFAULT_STICKY_DEVICES;
  if (devicesAttr !== undefined && devicesAttr !== null) {
    const d = parseDeviceList(devicesAttr, 'devices');
    if (!d.ok) return d;
    devices = d.value;
  } else if (raw.sticky_on !== undefined && raw.sticky_on !== null) {
    const d = parseDeviceList(raw.sticky_on, 'sticky_on');
    if (!d.ok) return d;
    devices = d.value;
  }
  let effectsDevices: DeviceMode[] = [...DEVICE_MODES];
  if (raw.motion_fx_devices !== undefined && raw.motion_fx_devices !== null) {
    const d = parseDeviceList(raw.motion_fx_devices, 'motion_fx_devices');
    if (!d.ok) return d;
    effectsDevices = d.value;
  }
  const offset: StickyConfig['offset'] = {};
  const effectsOffset: StickyConfig['effectsOffset'] = {};
  for (const suffix of ['', ...DEVICE_MODES.filter((m) => m !== 'desktop')] as const) {
    const key = suffix ? `_${suffix}` : '';
    const o = px(raw[`sticky_offset${key}`], `sticky_offset${key}`, STICKY_OFFSET_MAX);
    if (!o.ok) return o;
    if (o.value !== undefined) offset[suffix] = o.value;
    const e = px(raw[`sticky_effects_offset${key}`], `sticky_effects_offset${key}`, STICKY_EFFECTS_OFFSET_MAX);
    if (!e.ok) return e;
    if (e.value !== undefined) effectsOffset[suffix] = e.value;
  }
  return { ok: true, value: { to, devices: off ? [] : devices, offset, effectsOffset, parent: yes(raw.sticky_parent), effectsDevices } };
}

/** Narrow to wide, as Elementor's `getCurrentDeviceSetting` walks back from the current mode to desktop. */
const FALLBACK_ORDER: DeviceMode[] = ['desktop', 'laptop', 'tablet_extra', 'tablet', 'mobile_extra', 'mobile'];

/**
 * A responsive setting for the current mode (Elementor's `getCurrentDeviceSetting`): the mode's own
 * value, else the next wider mode's, up to the desktop value; widescreen falls back to desktop.
 */
export function responsiveValue<T>(values: Partial<Record<DeviceMode | '', T>>, mode: DeviceMode): T | undefined {
  if (mode === 'widescreen') return values.widescreen ?? values[''];
  for (let i = FALLBACK_ORDER.indexOf(mode); i > 0; i--) {
    const v = values[FALLBACK_ORDER[i]!];
    if (v !== undefined) return v;
  }
  return values[''];
}

/** What the sticky does on one device mode. The element re-activates only when this changes. */
export interface StickyPlan {
  active: boolean;
  to: StickyTo;
  offset: number;
  effectsOffset: number;
  parent: boolean;
  effects: boolean;
}

/**
 * The plan for a device mode. Unlike Elementor (elementor/elementor#28711: `sticky_on` is not part
 * of the compared config, so resizing into a mode where sticky is off keeps it stuck), `active`
 * is part of the plan, so crossing into such a mode switches sticking off.
 */
export function stickyPlan(config: StickyConfig, mode: DeviceMode, opts: { reducedMotion?: boolean; adminBarHeight?: number } = {}): StickyPlan {
  const offset = (responsiveValue(config.offset, mode) ?? 0) + (config.to === 'top' ? (opts.adminBarHeight ?? 0) : 0);
  return {
    active: config.devices.includes(mode),
    to: config.to,
    offset,
    effectsOffset: responsiveValue(config.effectsOffset, mode) ?? 0,
    parent: config.parent,
    effects: !opts.reducedMotion && config.effectsDevices.includes(mode),
  };
}

/** Viewport rectangles (CSS px, as getBoundingClientRect gives them) the frame is computed from. */
export interface StickyMeasure {
  /** The in-flow box that keeps the element's place (the host): its top and bottom. */
  top: number;
  bottom: number;
  /** The element's own height (what becomes fixed). */
  height: number;
  viewportHeight: number;
  /** The column it stays in ("stay in column"): its inner top and bottom (borders excluded). */
  parentTop?: number;
  parentBottom?: number;
}

export interface StickyFrame {
  /** static: in the flow; fixed: stuck to the viewport; parent: resting at the end of its column. */
  mode: 'static' | 'fixed' | 'parent';
  /** For `parent`: the element's top relative to its in-flow box. */
  shift: number;
  /** The scroll effect point is passed (`elementor-sticky--effects`). */
  effects: boolean;
}

/**
 * Where the element is for one scroll position (jquery.sticky's `checkPosition`): it sticks once
 * its place reaches the offset from the top (or bottom) of the viewport, and with "stay in
 * column" it stops at the end of its column. The effects point is `effectsOffset` px further.
 */
export function stickyFrame(plan: Pick<StickyPlan, 'to' | 'offset' | 'effectsOffset' | 'parent' | 'effects'>, m: StickyMeasure): StickyFrame {
  const distance = plan.to === 'top' ? m.top - plan.offset : m.viewportHeight - m.bottom - plan.offset;
  const effects = plan.effects && -distance >= plan.effectsOffset;
  if (distance > 0) return { mode: 'static', shift: 0, effects };
  if (plan.parent && m.parentTop !== undefined && m.parentBottom !== undefined) {
    if (plan.to === 'top' && m.parentBottom <= plan.offset + m.height) {
      return { mode: 'parent', shift: Math.max(0, m.parentBottom - m.height - m.top), effects };
    }
    if (plan.to === 'bottom' && m.parentTop >= m.viewportHeight - plan.offset - m.height) {
      return { mode: 'parent', shift: Math.min(0, m.parentTop - m.top), effects };
    }
  }
  return { mode: 'fixed', shift: 0, effects };
}
