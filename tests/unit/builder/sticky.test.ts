import { describe, expect, it } from 'vitest';
import { MOTION_FX_RESIZE_DEBOUNCE_MS, STICKY_REACTIVATE_DEBOUNCE_MS, parseStickyConfig, responsiveValue, stickyFrame, stickyPlan, type StickyConfig } from '../../../src/core/builder/sticky';

const config = (json: unknown, devices?: string): StickyConfig => {
  const r = parseStickyConfig(json, devices);
  if (!r.ok) throw new Error(JSON.stringify(r.issue));
  return r.value;
};

describe('constants (spec section 9)', () => {
  it('sticky reactivation 300 ms, motion effect toggle 200 ms', () => {
    expect([STICKY_REACTIVATE_DEBOUNCE_MS, MOTION_FX_RESIZE_DEBOUNCE_MS]).toEqual([300, 200]);
  });
});

describe('parseStickyConfig (Elementor\'s section settings)', () => {
  it('nothing -> top, desktop tablet mobile, offset 0, not in column', () => {
    expect(config(undefined)).toEqual({ to: 'top', devices: ['desktop', 'tablet', 'mobile'], offset: {}, effectsOffset: {}, parent: false, effectsDevices: ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'desktop', 'widescreen'] });
  });
  it('a real Elementor settings object', () => {
    const c = config({ sticky: 'top', sticky_on: ['desktop', 'tablet'], sticky_offset: 10, sticky_offset_mobile: '0', sticky_effects_offset: { unit: 'px', size: 90, sizes: [] }, sticky_parent: 'yes' });
    expect(c).toMatchObject({ to: 'top', devices: ['desktop', 'tablet'], offset: { '': 10, mobile: 0 }, effectsOffset: { '': 90 }, parent: true });
  });
  it('the devices attribute wins over sticky_on', () => {
    expect(config({ sticky_on: ['mobile'] }, 'desktop tablet').devices).toEqual(['desktop', 'tablet']);
  });
  it('sticky "" -> off everywhere; bottom', () => {
    expect(config({ sticky: '' }).devices).toEqual([]);
    expect(config({ sticky: 'bottom' }).to).toBe('bottom');
  });
  it.each([
    [{ sticky: 'left' }, undefined, 'sticky'],
    [{}, 'desktop phone', 'devices'],
    [{ sticky_on: 'tv' }, undefined, 'sticky_on'],
    [{ sticky_offset: 600 }, undefined, 'sticky_offset'],
    [{ sticky_offset_tablet: 'x' }, undefined, 'sticky_offset_tablet'],
    [{ sticky_effects_offset: -1 }, undefined, 'sticky_effects_offset'],
    [{ motion_fx_devices: ['watch'] }, undefined, 'motion_fx_devices'],
    ['top', undefined, '(root)'],
  ])('%j %s -> issue at %s', (json, devices, path) => {
    const r = parseStickyConfig(json, devices);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe(path);
  });
});

describe('responsiveValue (Elementor\'s getCurrentDeviceSetting)', () => {
  const v = { '': 10, tablet: 5 };
  it.each([
    ['desktop', 10],
    ['tablet', 5],
    ['mobile', 5], // mobile falls back to tablet
    ['laptop', 10],
    ['widescreen', 10],
  ] as const)('%s -> %d', (mode, expected) => {
    expect(responsiveValue(v, mode)).toBe(expected);
  });
  it('0 is a value, not a gap', () => {
    expect(responsiveValue({ '': 10, mobile: 0 }, 'mobile')).toBe(0);
  });
});

describe('stickyPlan (what the element does on a device mode)', () => {
  const c = config({ sticky_on: ['desktop', 'tablet'], sticky_offset: 10, sticky_offset_tablet: 20, motion_fx_devices: ['desktop'] });
  it.each([
    ['desktop', { active: true, offset: 10, effects: true }],
    ['tablet', { active: true, offset: 20, effects: false }],
    // Elementor bug #28711 kept it stuck here when the offsets were equal; the plan says inactive
    ['mobile', { active: false, offset: 20 }],
  ] as const)('%s -> %j', (mode, expected) => {
    expect(stickyPlan(c, mode)).toMatchObject(expected);
  });
  it('the WordPress admin bar adds its height to a top offset; reduced motion turns effects off', () => {
    expect(stickyPlan(c, 'desktop', { adminBarHeight: 32, reducedMotion: true })).toMatchObject({ offset: 42, effects: false });
    expect(stickyPlan(config({ sticky: 'bottom' }), 'desktop', { adminBarHeight: 32 }).offset).toBe(0);
  });
});

describe('stickyFrame (jquery.sticky checkPosition)', () => {
  const top = { to: 'top' as const, offset: 10, effectsOffset: 0, parent: false, effects: true };
  const vh = 800;
  it.each([
    ['below the offset line: static', top, { top: 11, bottom: 71, height: 60, viewportHeight: vh }, { mode: 'static', shift: 0, effects: false }],
    ['at the line: fixed, effects on (effects offset 0)', top, { top: 10, bottom: 70, height: 60, viewportHeight: vh }, { mode: 'fixed', shift: 0, effects: true }],
    ['past it: fixed', top, { top: -300, bottom: -240, height: 60, viewportHeight: vh }, { mode: 'fixed', shift: 0, effects: true }],
    ['effects only after effectsOffset px more', { ...top, effectsOffset: 100 }, { top: -50, bottom: 10, height: 60, viewportHeight: vh }, { mode: 'fixed', shift: 0, effects: false }],
    ['effects after effectsOffset px', { ...top, effectsOffset: 100 }, { top: -90, bottom: -30, height: 60, viewportHeight: vh }, { mode: 'fixed', shift: 0, effects: true }],
    ['effects disabled on this device', { ...top, effects: false }, { top: -90, bottom: -30, height: 60, viewportHeight: vh }, { mode: 'fixed', shift: 0, effects: false }],
    ['stay in column: column still long enough', { ...top, parent: true }, { top: -100, bottom: -40, height: 60, viewportHeight: vh, parentTop: -200, parentBottom: 400 }, { mode: 'fixed', shift: 0, effects: true }],
    ['stay in column: column ends -> rests at its end', { ...top, parent: true }, { top: -100, bottom: -40, height: 60, viewportHeight: vh, parentTop: -200, parentBottom: 50 }, { mode: 'parent', shift: 90, effects: true }],
    ['bottom: the place is below the viewport -> fixed at the bottom', { ...top, to: 'bottom' as const, offset: 0 }, { top: 900, bottom: 960, height: 60, viewportHeight: vh }, { mode: 'fixed', shift: 0, effects: true }],
    ['bottom: the place is in view -> static', { ...top, to: 'bottom' as const, offset: 0 }, { top: 500, bottom: 560, height: 60, viewportHeight: vh }, { mode: 'static', shift: 0, effects: false }],
    ['bottom, in column: column starts below the bar -> rests at its start', { ...top, to: 'bottom' as const, offset: 0, parent: true }, { top: 1500, bottom: 1560, height: 60, viewportHeight: vh, parentTop: 760, parentBottom: 1600 }, { mode: 'parent', shift: -740, effects: true }],
  ] as const)('%s', (_name, plan, m, expected) => {
    expect(stickyFrame(plan, m)).toEqual(expected);
  });
});
