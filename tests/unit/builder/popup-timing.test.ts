import { describe, expect, it } from 'vitest';
import { readPopupSettings, type TimingSettings } from '../../../src/core/builder/popup-settings';
import { countImpression, countPageViewAndSession, countTimes, createBuilderStorage } from '../../../src/core/builder/popup-storage';
import {
  activeDevices,
  browsersRule,
  checkTiming,
  countRule,
  detectBrowsers,
  deviceMode,
  deviceSetting,
  devicesRule,
  loggedInRule,
  parseSiteDate,
  readBreakpoints,
  readUser,
  referrerSource,
  scheduleRule,
  sourcesRule,
  timesRule,
  urlRule,
  type TimingWorld,
} from '../../../src/core/builder/popup-timing';
import { MemoryStorage, world } from './fake-storage';

const DEFAULT_BP = readBreakpoints(undefined);

describe('url rule (tested against the referrer)', () => {
  it.each([
    ['show, referrer contains it', 'https://www.google.com/search?q=taart', 'show', 'google', true],
    ['show, it does not', 'https://bing.com/', 'show', 'google', false],
    ['show, no referrer', '', 'show', 'google', false],
    ['hide, referrer contains it', 'https://facebook.com/x', 'hide', 'facebook', false],
    ['hide, it does not', 'https://google.com/', 'hide', 'facebook', true],
    ['hide, no referrer', '', 'hide', 'facebook', true],
    ['regex matches', 'https://news.example.org/a', 'regex', '^https://[a-z]+\\.example\\.org/', true],
    ['regex does not match', 'https://example.com/', 'regex', 'example\\.org', false],
    ['invalid regex -> fails', 'https://example.org/(', 'regex', '(', false],
    ['invalid regex [ -> fails', 'anything', 'regex', '[a-', false],
    ['empty url, show -> contains "" (passes)', 'https://x.nl/', 'show', '', true],
    ['empty url, regex -> matches everything', '', 'regex', '', true],
  ] as const)('%s -> %s', (_name, referrer, action, url, expected) => {
    expect(urlRule(referrer, action, url)).toBe(expected);
  });
});

describe('sources rule', () => {
  const host = 'www.bakkerij.nl';
  it.each([
    ['internal referrer, internal chosen', 'https://bakkerij.nl/taart', ['internal'], true],
    ['internal referrer with www, internal chosen', 'https://www.bakkerij.nl/', ['internal'], true],
    ['internal referrer, only external chosen', 'https://bakkerij.nl/taart', ['external'], false],
    ['internal referrer, search + external chosen', 'http://www.bakkerij.nl/', ['search', 'external'], false],
    ['direct (no referrer), external chosen -> external', '', ['external'], true],
    ['direct, search chosen', '', ['search'], false],
    ['google, search chosen', 'https://www.google.nl/', ['search'], true],
    ['bing, search chosen', 'https://bing.com/search?q=x', ['search'], true],
    ['duckduckgo is not a search engine here', 'https://duckduckgo.com/', ['search'], false],
    ['facebook, external chosen', 'https://facebook.com/', ['external'], true],
    ['google, external chosen (any non-internal passes)', 'https://google.com/', ['external'], true],
    ['all three chosen -> pass whatever', 'https://bakkerij.nl/', ['search', 'external', 'internal'], true],
    ['none chosen', 'https://google.com/', [], false],
  ])('%s -> %s', (_name, referrer, sources, expected) => {
    expect(sourcesRule(referrer, host, sources)).toBe(expected);
  });
  it.each([
    ['https://bakkerij.nl/a', 'internal'],
    ['https://yandex.ru/', 'search'],
    ['https://baidu.com/', 'search'],
    ['https://yahoo.co.jp/', 'search'],
    ['', 'external'],
  ])('referrerSource(%s) -> %s', (ref, expected) => {
    expect(referrerSource(ref, host)).toBe(expected);
  });
});

describe('logged_in rule (page settings user.roles)', () => {
  it.each([
    ['logged out (no user)', undefined, 'all', [], true],
    ['logged out, custom', null, 'custom', ['editor'], true],
    ['logged in, all', { roles: ['subscriber'] }, 'all', [], false],
    ['logged in, custom, role listed', { roles: ['subscriber', 'editor'] }, 'custom', ['editor'], false],
    ['logged in, custom, role not listed', { roles: ['subscriber'] }, 'custom', ['editor', 'administrator'], true],
    ['logged in without roles, custom', {}, 'custom', ['editor'], true],
    ['roles as one string', { roles: 'editor' }, 'custom', ['editor'], false],
  ] as const)('%s -> %s', (_name, user, users, roles, expected) => {
    expect(loggedInRule(readUser(user), users, roles)).toBe(expected);
  });
});

describe('device mode from breakpoints', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [3000, 'desktop'],
  ])('default breakpoints, %i px -> %s', (width, mode) => {
    expect(deviceMode(width, DEFAULT_BP)).toBe(mode);
  });

  it.each([
    ['plain numbers', { mobile: 600, tablet: 900 }, [[600, 'mobile'], [601, 'tablet'], [901, 'desktop']]],
    ['numeric strings', { mobile: '600' }, [[700, 'tablet'], [600, 'mobile']]],
    ['Elementor responsive.breakpoints with extras on', {
      mobile: { value: 767, direction: 'max', is_enabled: true },
      mobile_extra: { value: 880, direction: 'max', is_enabled: true },
      tablet: { value: 1024, direction: 'max', is_enabled: true },
      laptop: { value: 1366, direction: 'max', is_enabled: true },
      widescreen: { value: 2400, direction: 'min', is_enabled: true },
    }, [[800, 'mobile_extra'], [1200, 'laptop'], [2000, 'desktop'], [2400, 'widescreen']]],
    ['legacy grid md/lg', { xs: 0, sm: 480, md: 768, lg: 1025, xl: 1440 }, [[767, 'mobile'], [1024, 'tablet'], [1025, 'desktop']]],
    ['tablet switched off', { tablet: { value: 1024, is_enabled: false } }, [[900, 'desktop'], [700, 'mobile']]],
    ['garbage -> defaults', 'wide', [[700, 'mobile'], [900, 'tablet']]],
  ] as const)('%s', (_name, raw, cases) => {
    const bp = readBreakpoints(raw);
    for (const [w, mode] of cases) expect(`${w}: ${deviceMode(w, bp)}`).toBe(`${w}: ${mode}`);
  });

  it('active devices: desktop plus each enabled breakpoint', () => {
    expect(activeDevices(DEFAULT_BP)).toEqual(['desktop', 'mobile', 'tablet']);
  });

  it.each([
    ['desktop -> base', 'desktop', { '': 'fadeIn', tablet: 'zoomIn' }, 'fadeIn'],
    ['tablet -> its own', 'tablet', { '': 'fadeIn', tablet: 'zoomIn' }, 'zoomIn'],
    ['mobile without its own -> tablet', 'mobile', { '': 'fadeIn', tablet: 'zoomIn' }, 'zoomIn'],
    ['mobile with its own', 'mobile', { '': 'fadeIn', mobile: 'slideInUp' }, 'slideInUp'],
    ['mobile none stops inheriting', 'mobile', { '': 'fadeIn', mobile: 'none' }, 'none'],
    ['nothing set', 'mobile', {}, undefined],
  ])('responsive setting: %s', (_name, mode, values, expected) => {
    expect(deviceSetting(values as Record<string, string>, mode, DEFAULT_BP)).toBe(expected);
  });
});

describe('devices rule', () => {
  it.each([
    ['mobile chosen, on mobile', 'mobile', ['mobile'], true],
    ['desktop+tablet chosen, on mobile', 'mobile', ['desktop', 'tablet'], false],
    ['default (absent) -> every device', 'tablet', undefined, true],
    ['empty list', 'desktop', [], false],
  ])('%s -> %s', (_name, mode, devices, expected) => {
    expect(devicesRule(mode, devices)).toBe(expected);
  });
});

describe('browsers rule (user agent)', () => {
  const UA = {
    chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
    firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    ie: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
    androidChrome: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  };
  it.each([
    ['chrome', { ie: false, edge: false, chrome: true, firefox: false, safari: false }],
    ['edge', { ie: false, edge: true, chrome: true, firefox: false, safari: false }],
    ['firefox', { ie: false, edge: false, chrome: false, firefox: true, safari: false }],
    ['safari', { ie: false, edge: false, chrome: false, firefox: false, safari: true }],
    ['ie', { ie: true, edge: false, chrome: false, firefox: false, safari: false }],
    ['androidChrome', { ie: false, edge: false, chrome: true, firefox: false, safari: false }],
  ] as const)('%s -> %j', (name, flags) => {
    expect(detectBrowsers(UA[name])).toEqual(flags);
  });
  it.each([
    ['all', 'firefox', 'all', [], true],
    ['custom firefox on firefox', 'firefox', 'custom', ['firefox'], true],
    ['custom safari on chrome', 'chrome', 'custom', ['safari'], false],
    ['custom chrome on edge (Chromium)', 'edge', 'custom', ['chrome'], true],
    ['custom none chosen', 'chrome', 'custom', [], false],
    ['custom unknown name', 'chrome', 'custom', ['opera'], false],
  ] as const)('%s -> %s', (_name, ua, mode, options, expected) => {
    expect(browsersRule(detectBrowsers(UA[ua]), mode, options)).toBe(expected);
  });
});

describe('schedule rule (TZ Europe/Amsterdam)', () => {
  const at = (s: string) => parseSiteDate(s)!.getTime();
  it.each([
    ['2025-05-01 10:00', new Date(2025, 4, 1, 10, 0)],
    ['2025-05-01 10:00:30', new Date(2025, 4, 1, 10, 0, 30)],
    ['2025-05-01T10:00', new Date(2025, 4, 1, 10, 0)],
    ['2025-05-01', new Date(2025, 4, 1)],
    ['2025-5-1 9:05', new Date(2025, 4, 1, 9, 5)],
    ['2025-05-01T08:00:00Z', new Date(Date.UTC(2025, 4, 1, 8))],
    ['2025-02-30 10:00', null],
    ['tomorrow', null],
    ['', null],
  ])('parseSiteDate(%j) -> %s', (text, expected) => {
    expect(parseSiteDate(text)).toEqual(expected);
  });

  const visitor = (start?: string, end?: string) => ({ timezone: 'visitor' as const, ...(start ? { start } : {}), ...(end ? { end } : {}) });
  it.each([
    ['no dates', visitor(), '2025-05-01 10:00', true],
    ['start only, before', visitor('2025-05-01 10:00'), '2025-05-01 09:59:59', false],
    ['start only, exactly at start', visitor('2025-05-01 10:00'), '2025-05-01 10:00', true],
    ['start only, long after', visitor('2025-05-01 10:00'), '2030-01-01 00:00', true],
    ['end only, exactly at end', visitor(undefined, '2025-05-31 23:59'), '2025-05-31 23:59', true],
    ['end only, 1 s after', visitor(undefined, '2025-05-31 23:59'), '2025-05-31 23:59:01', false],
    ['end only, long before', visitor(undefined, '2025-05-31 23:59'), '2000-01-01 00:00', true],
    ['both, inside', visitor('2025-05-01 00:00', '2025-05-31 23:59'), '2025-05-15 12:00', true],
    ['both, after', visitor('2025-05-01 00:00', '2025-05-31 23:59'), '2025-06-01 00:00', false],
    ['unreadable start fails', visitor('soon', '2025-05-31 23:59'), '2025-05-15 12:00', false],
    ['unreadable end fails', visitor(undefined, 'later'), '2025-05-15 12:00', false],
  ])('%s -> %s', (_name, cfg, now, expected) => {
    expect(scheduleRule(at(now), cfg)).toBe(expected);
  });

  it('site time: schedule_server_datetime is "now" whatever the visitor clock says', () => {
    const cfg = { timezone: 'site' as const, start: '2025-05-01 10:00', serverDatetime: '2025-05-01 10:30:00' };
    expect(scheduleRule(at('2025-04-01 00:00'), cfg)).toBe(true);
    expect(scheduleRule(at('2025-06-01 00:00'), { ...cfg, serverDatetime: '2025-05-01 09:00:00' })).toBe(false);
  });
  it('site time without a server time -> the visitor clock', () => {
    expect(scheduleRule(at('2025-05-02 00:00'), { timezone: 'site', start: '2025-05-01 10:00' })).toBe(true);
    expect(scheduleRule(at('2025-04-02 00:00'), { timezone: 'site', start: '2025-05-01 10:00' })).toBe(false);
  });
  it('site time with an unreadable server time fails (Elementor: Invalid Date)', () => {
    expect(scheduleRule(at('2025-05-02 00:00'), { timezone: 'site', start: '2025-05-01 10:00', serverDatetime: 'nu' })).toBe(false);
  });
  it('visitor time ignores the server time', () => {
    expect(scheduleRule(at('2025-04-01 00:00'), { timezone: 'visitor', start: '2025-05-01 10:00', serverDatetime: '2025-05-01 10:30:00' })).toBe(false);
  });
});

describe('count rules', () => {
  it.each([
    [1, 1, 3, false],
    [3, 1, 3, false],
    [4, 1, 3, true],
    [5, 2, 3, true],
  ])('page views %i, first seen at %i, needs %i -> %s', (current, initial, required, expected) => {
    expect(countRule(current, initial, required)).toBe(expected);
  });
  it.each([
    [0, 1, true],
    [1, 1, false],
    [2, 3, true],
    [3, 3, false],
    [0, 0, false],
  ])('times: shown %i, limit %i -> %s', (count, limit, expected) => {
    expect(timesRule(count, limit)).toBe(expected);
  });
});

describe('checkTiming: all enabled rules must pass; every rule runs', () => {
  const base: TimingWorld = { referrer: '', host: 'bakkerij.nl', user: undefined, viewportWidth: 1280, breakpoints: DEFAULT_BP, userAgent: 'Chrome/130' };
  const timing = (t: Record<string, unknown>): TimingSettings => {
    const r = readPopupSettings({ timing: t });
    if (!r.ok) throw new Error(JSON.stringify(r.issue));
    return r.value.timing;
  };

  it('no rules -> passes', () => {
    expect(checkTiming(1, {}, base, createBuilderStorage(world()))).toEqual({ passed: true, results: {} });
  });

  it('page_views 3: fails on the first three loads, passes from the fourth (Elementor counts relative to the first check)', () => {
    const w = world();
    const t = timing({ page_views: 'yes', page_views_views: 3 });
    const seen: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      const s = createBuilderStorage(w);
      countPageViewAndSession(s);
      seen.push(checkTiming(8, t, base, s).passed);
    }
    expect(seen).toEqual([false, false, false, true, true]);
  });

  it('sessions 2: counted per new session', () => {
    const local = new MemoryStorage();
    const t = timing({ sessions: 'yes', sessions_sessions: '2' });
    const seen: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      const s = createBuilderStorage(world(undefined, local, new MemoryStorage()));
      countPageViewAndSession(s);
      seen.push(checkTiming(8, t, base, s).passed);
    }
    expect(seen).toEqual([false, false, true, true]);
  });

  it('one failing rule fails all, and the later rules still run (their snapshots are stored)', () => {
    const w = world();
    const s = createBuilderStorage(w);
    countPageViewAndSession(s);
    const r = checkTiming(3, timing({ url: 'yes', url_action: 'show', url_url: 'google', page_views: 'yes', page_views_views: 0, devices: 'yes', devices_devices: ['desktop'] }), base, s);
    expect(r).toEqual({ passed: false, results: { page_views: true, url: false, devices: true } });
    expect(w.local.elementor().popup_3_page_views_initialPageViews).toBe(1);
  });

  it('times per day: 2 a day -> passes until counted twice, passes again after the window', () => {
    const w = world();
    const t = timing({ times: 'yes', times_times: 2, times_period: 'day' });
    const s = createBuilderStorage(w);
    expect(checkTiming(2, t, base, s).passed).toBe(true);
    countImpression(s, 2, 'day');
    expect(checkTiming(2, t, base, s).passed).toBe(true);
    countImpression(s, 2, 'day');
    expect(checkTiming(2, t, base, s).passed).toBe(false);
    w.clock.t += 86_400_000 + 1;
    expect(checkTiming(2, t, base, s).passed).toBe(true);
  });

  it('times persisting (no period): popup_{id}_times against the limit', () => {
    const s = createBuilderStorage(world());
    const t = timing({ times: 'yes', times_times: '1' });
    expect(checkTiming(2, t, base, s).passed).toBe(true);
    countTimes(s, 2);
    expect(checkTiming(2, t, base, s).passed).toBe(false);
  });

  it('devices and logged_in read the world', () => {
    const s = createBuilderStorage(world());
    const t = timing({ devices: 'yes', devices_devices: ['mobile'], logged_in: 'yes', logged_in_users: 'all' });
    expect(checkTiming(2, t, { ...base, viewportWidth: 375 }, s).passed).toBe(true);
    expect(checkTiming(2, t, { ...base, viewportWidth: 375, user: { roles: ['customer'] } }, s).results).toEqual({ devices: true, logged_in: false });
    expect(checkTiming(2, t, base, s).results.devices).toBe(false);
  });

  it('schedule uses the storage clock', () => {
    const w = world(new Date(2025, 4, 10).getTime());
    const t = timing({ schedule: 'yes', schedule_timezone: 'visitor', schedule_start_date: '2025-05-01 00:00', schedule_end_date: '2025-05-31 23:59' });
    expect(checkTiming(2, t, base, createBuilderStorage(w)).passed).toBe(true);
    w.clock.t = new Date(2025, 5, 1).getTime();
    expect(checkTiming(2, t, base, createBuilderStorage(w)).passed).toBe(false);
  });
});
