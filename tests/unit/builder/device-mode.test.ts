import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS, deviceMode, deviceModeQuery, parseBreakpoints, parseDeviceList, type Breakpoint } from '../../../src/core/builder/device-mode';

const all = (raw: unknown): Breakpoint[] => {
  const r = parseBreakpoints(raw);
  if (!r.ok) throw new Error(JSON.stringify(r.issue));
  return r.value;
};

describe('deviceMode with the default breakpoints (mobile < 768, tablet < 1025, desktop)', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [767.5, 'tablet'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1920, 'desktop'],
    [4000, 'desktop'],
  ] as const)('%d px -> %s', (width, mode) => {
    expect(deviceMode(width)).toBe(mode);
    expect(deviceMode(width, DEFAULT_BREAKPOINTS)).toBe(mode);
  });
});

describe('deviceMode with a site\'s own breakpoints', () => {
  const extra = all({
    mobile: { value: 600, is_enabled: true, direction: 'max' },
    mobile_extra: { value: 880, is_enabled: true, direction: 'max' },
    tablet: { value: 1024, is_enabled: true },
    tablet_extra: { value: 1200, is_enabled: false },
    laptop: { value: 1366, is_enabled: true },
    widescreen: { value: 2400, is_enabled: true, direction: 'min' },
  });
  it.each([
    [600, 'mobile'],
    [601, 'mobile_extra'],
    [880, 'mobile_extra'],
    [1000, 'tablet'],
    [1100, 'laptop'],
    [1366, 'laptop'],
    [1367, 'desktop'],
    [2399, 'desktop'],
    [2400, 'widescreen'],
  ] as const)('%d px -> %s', (width, mode) => {
    expect(deviceMode(width, extra)).toBe(mode);
  });
});

describe('parseBreakpoints', () => {
  it.each([
    ['absent', undefined, [767, 1024]],
    ['plain widths', { mobile: 599, tablet: 999 }, [599, 999]],
    ['numeric strings (as PHP prints them)', { mobile: '700', tablet: '1100' }, [700, 1100]],
    ['legacy md/lg (first width of the next mode)', { md: 768, lg: 1025 }, [767, 1024]],
    ['legacy and explicit: explicit wins', { md: 700, mobile: 500 }, [500, 1024]],
    ['tablet switched off', { tablet: { value: 1024, is_enabled: false } }, [767]],
    ['tablet false', { tablet: false }, [767]],
    ['enabled without a value takes Elementor\'s default', { laptop: { is_enabled: true } }, [767, 1024, 1366]],
    ['unknown keys ignored (xs, sm, xl)', { xs: 0, sm: 480, xl: 1440 }, [767, 1024]],
  ])('%s -> %j', (_name, raw, widths) => {
    expect(all(raw).map((b) => b.value)).toEqual(widths);
  });

  it.each([
    ['a string', 'wide', 'breakpoints'],
    ['a bad width', { mobile: 'narrow' }, 'breakpoints.mobile'],
    ['a negative width', { tablet: -5 }, 'breakpoints.tablet'],
    ['a bad nested value', { laptop: { value: 'x', is_enabled: true } }, 'breakpoints.laptop.value'],
  ])('%s -> issue at %s', (_name, raw, path) => {
    const r = parseBreakpoints(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe(path);
  });
});

describe('parseDeviceList', () => {
  it.each([
    ['desktop tablet', ['desktop', 'tablet']],
    ['desktop, tablet,mobile', ['desktop', 'tablet', 'mobile']],
    ['', []],
    [['desktop', 'tablet', 'mobile'], ['desktop', 'tablet', 'mobile']],
    [['mobile', 'mobile'], ['mobile']],
  ])('%j -> %j', (raw, expected) => {
    expect(parseDeviceList(raw, 'devices')).toEqual({ ok: true, value: expected });
  });

  it.each([['phone'], [['desktop', 'tv']], [5]])('%j -> an issue naming the attribute', (raw) => {
    const r = parseDeviceList(raw, 'devices');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe('devices');
  });
});

describe('deviceModeQuery (each width falls in exactly one mode)', () => {
  it.each([
    ['mobile', '(width <= 767px)'],
    ['tablet', '(width > 767px) and (width <= 1024px)'],
    ['desktop', '(width > 1024px)'],
    ['widescreen', 'not all'],
    ['laptop', 'not all'],
  ] as const)('%s -> %s', (mode, query) => {
    expect(deviceModeQuery(mode)).toBe(query);
  });

  it('with widescreen, desktop stops below it', () => {
    const bps = all({ widescreen: { value: 2400, is_enabled: true } });
    expect(deviceModeQuery('desktop', bps)).toBe('(width > 1024px) and (width < 2400px)');
    expect(deviceModeQuery('widescreen', bps)).toBe('(width >= 2400px)');
  });
});
