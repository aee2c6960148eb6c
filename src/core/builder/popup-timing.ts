/**
 * A pop-up's timing rules (spec section 5 "Popup timing rules (all must pass)"; CONTRACT eb-popup;
 * ../shared/reference/elementor.md section 1 "Timing rules"): each rule as a pure function, the
 * device mode from Elementor's breakpoints, browser flags from the user agent, and
 * {@link checkTiming}, which runs every enabled rule once at load, as Elementor does (all of them,
 * in Elementor's order, so each leaves the same stored snapshots), and passes only if all pass.
 * Pure: the referrer, host, user, viewport width, user agent, clock and storage come in.
 */
import { BROWSERS, DEFAULT_BREAKPOINTS, SEARCH_ENGINE_REFERRER, type BrowserName } from './popup-constants';
import type { Responsive, TimingSettings, UrlAction } from './popup-settings';
import { currentCount, initialCount, timesCount, type BuilderStorage } from './popup-storage';
import { isPlainObject } from '../shared/schema';

// ---------------------------------------------------------------------------------------------
// Device mode. TODO(issue 12): switch to src/core/builder/device-mode.ts once the light elements'
// module lands on main; this is the same rule (Elementor's breakpoints, mobile <= 767, tablet <= 1024).

export interface Breakpoint {
  name: string;
  /** px: the largest width of a `max` breakpoint, the smallest of a `min` one (widescreen). */
  value: number;
  direction: 'max' | 'min';
  enabled: boolean;
}

function num(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/**
 * Breakpoints from the page settings' `breakpoints`, on top of Elementor's defaults. Accepts
 * `{mobile: 767, tablet: 1024}`, Elementor's `responsive.breakpoints` objects
 * (`{mobile: {value, direction, is_enabled}}`) and its legacy `{md: 768, lg: 1025}` grid; anything
 * unreadable keeps the default.
 */
export function readBreakpoints(raw: unknown): Breakpoint[] {
  const list: Breakpoint[] = DEFAULT_BREAKPOINTS.map((b) => ({ ...b }));
  if (!isPlainObject(raw)) return list;
  const find = (name: string) => list.find((b) => b.name === name);
  const md = num(raw.md);
  const lg = num(raw.lg);
  if (md !== undefined || lg !== undefined) {
    if (md !== undefined) find('mobile')!.value = md - 1;
    if (lg !== undefined) find('tablet')!.value = lg - 1;
    return list;
  }
  for (const [name, v] of Object.entries(raw)) {
    if (!/^[a-z][a-z0-9_]*$/.test(name) || name === 'desktop') continue;
    let b = find(name);
    if (!b) {
      b = { name, value: 0, direction: 'max', enabled: false };
      list.push(b);
    }
    const n = num(v);
    if (n !== undefined) {
      b.value = n;
      b.enabled = true;
    } else if (isPlainObject(v)) {
      const value = num(v.value);
      if (value !== undefined) b.value = value;
      if (v.direction === 'max' || v.direction === 'min') b.direction = v.direction;
      const enabled = v.is_enabled ?? v.enabled;
      b.enabled = enabled === undefined ? b.value > 0 : enabled === true || enabled === 'yes' || enabled === 1 || enabled === '1';
    } else if (v === false || v === null) {
      b.enabled = false;
    }
  }
  return list.filter((b) => b.value > 0);
}

/**
 * Elementor's `getCurrentDeviceMode()` for a viewport width: the smallest enabled max-width
 * breakpoint the width fits in, else widescreen when enabled and reached, else `desktop`.
 */
export function deviceMode(width: number, breakpoints: readonly Breakpoint[]): string {
  const max = breakpoints.filter((b) => b.enabled && b.direction === 'max').sort((a, b) => a.value - b.value);
  for (const b of max) if (width <= b.value) return b.name;
  const min = breakpoints.filter((b) => b.enabled && b.direction === 'min').sort((a, b) => b.value - a.value);
  for (const b of min) if (width >= b.value) return b.name;
  return 'desktop';
}

/** Every active device, `desktop` first: the devices rule's default. */
export function activeDevices(breakpoints: readonly Breakpoint[]): string[] {
  return ['desktop', ...breakpoints.filter((b) => b.enabled).map((b) => b.name)];
}

/**
 * A responsive setting for the current device (Elementor's `getCurrentDeviceSetting`): the device's
 * own value, else the next larger active device's, …, else the base value ('' key).
 */
export function deviceSetting<T>(values: Responsive<T>, mode: string, breakpoints: readonly Breakpoint[]): T | undefined {
  if (mode === 'widescreen') return values.widescreen ?? values[''];
  const largeToSmall = breakpoints.filter((b) => b.enabled && b.direction === 'max').sort((a, b) => b.value - a.value).map((b) => b.name);
  const order = ['desktop', ...largeToSmall];
  for (let i = order.indexOf(mode); i > 0; i--) {
    const v = values[order[i]!];
    if (v !== undefined) return v;
  }
  return values[''];
}

// ---------------------------------------------------------------------------------------------
// The rules.

/** page_views / sessions: at least `required` more since the pop-up first looked (`current - initial >= required`). */
export function countRule(current: number, initial: number, required: number): boolean {
  return current - initial >= required;
}

/**
 * url ("When arriving from specific URL"): tested against the referrer. show: the referrer
 * contains `url`; hide: it does not; regex: `new RegExp(url)` matches it, an invalid expression fails.
 */
export function urlRule(referrer: string, action: UrlAction, url: string): boolean {
  if (action !== 'regex') return (action === 'hide') !== referrer.includes(url);
  let re: RegExp;
  try {
    re = new RegExp(url);
  } catch {
    return false;
  }
  return re.test(referrer);
}

/** The referrer without `http(s)://` and `www.`, as the sources rule compares it. */
function strippedReferrer(referrer: string): string {
  return referrer.replace(/https?:\/\/(?:www\.)?/, '');
}

/** Where the visitor came from: internal (this host), search (a search engine) or external (anything else, direct included). */
export function referrerSource(referrer: string, host: string): 'internal' | 'search' | 'external' {
  const stripped = strippedReferrer(referrer);
  const site = host.replace('www.', '');
  if (site !== '' && stripped.startsWith(site)) return 'internal';
  return SEARCH_ENGINE_REFERRER.test(stripped) ? 'search' : 'external';
}

/**
 * sources: all three selected pass; an internal referrer passes only with `internal`; otherwise
 * `external` passes (an empty referrer, i.e. direct, counts here), else `search` passes for a
 * search engine referrer.
 */
export function sourcesRule(referrer: string, host: string, sources: readonly string[]): boolean {
  const wanted = new Set(sources);
  if (wanted.has('internal') && wanted.has('external') && wanted.has('search')) return true;
  const source = referrerSource(referrer, host);
  if (source === 'internal') return wanted.has('internal');
  if (wanted.has('external')) return true;
  return wanted.has('search') && source === 'search';
}

/** The logged-in user from page settings `user` (`{roles: [...]}` only when logged in), or null. */
export function readUser(raw: unknown): { roles: string[] } | null {
  if (!isPlainObject(raw)) return null;
  const roles = raw.roles;
  if (Array.isArray(roles)) return { roles: roles.filter((r): r is string => typeof r === 'string') };
  if (typeof roles === 'string') return { roles: roles ? [roles] : [] };
  if (isPlainObject(roles)) return { roles: Object.values(roles).filter((r): r is string => typeof r === 'string') };
  return { roles: [] };
}

/** logged_in: logged-out visitors pass; `all` hides from every logged-in user; `custom` from the listed roles. */
export function loggedInRule(user: { roles: readonly string[] } | null, users: 'all' | 'custom', roles: readonly string[]): boolean {
  if (!user) return true;
  if (users === 'all') return false;
  return !roles.some((r) => user.roles.includes(r));
}

/** devices: the current device mode is one of the chosen devices (default: every active device). */
export function devicesRule(mode: string, devices: readonly string[] | undefined): boolean {
  return devices === undefined || devices.includes(mode);
}

export type BrowserFlags = Readonly<Record<BrowserName, boolean>>;

/**
 * Browser flags from the user agent, after Elementor's `environment.js`: chrome is true on every
 * Chromium browser (Edge and Opera included), safari on WebKit browsers that do not say Chrome or
 * Android. Firefox is read from the user agent: Elementor also requires `InstallTrigger`, which
 * Firefox no longer has, so there it never matches.
 */
export function detectBrowsers(userAgent: string): BrowserFlags {
  const ua = userAgent;
  return {
    ie: /Trident|MSIE/.test(ua),
    edge: /Edg(e|A|iOS)?\//.test(ua),
    chrome: /Chrome\/|CriOS\//.test(ua),
    firefox: /Firefox\/|FxiOS\//.test(ua) && !/Seamonkey\//i.test(ua),
    safari: /^((?!chrome|android).)*safari/i.test(ua),
  };
}

/** browsers: `all` passes; `custom` passes when the visitor's browser is one of the options. */
export function browsersRule(flags: BrowserFlags, browsers: 'all' | 'custom', options: readonly string[]): boolean {
  if (browsers === 'all') return true;
  return options.some((o) => (BROWSERS as readonly string[]).includes(o) && flags[o as BrowserName]);
}

/**
 * A date as Elementor's date-time control saves it (`Y-m-d H:i`, also with seconds, a `T`, or a
 * date alone), read in the browser's zone as `new Date(string)` does in Chromium; other strings
 * (ISO with a zone) as `Date.parse` reads them. Null when unreadable.
 */
export function parseSiteDate(text: string): Date | null {
  const m = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*$/.exec(text);
  if (m) {
    const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
    const date = new Date(y, mo - 1, d, h, mi, s);
    // 2025-02-30 rolls over in Date; a date that is not on the calendar is unreadable.
    if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
    return date;
  }
  const t = Date.parse(text);
  return Number.isFinite(t) ? new Date(t) : null;
}

/**
 * schedule: passes without dates; otherwise `start <= now <= end`, each bound optional. `now` is the
 * site's time from `schedule_server_datetime` (timezone `site`, when given) or the visitor's. An
 * unreadable date fails the rule (Elementor compares with an Invalid Date, which is never true).
 */
export function scheduleRule(nowMs: number, cfg: NonNullable<TimingSettings['schedule']>): boolean {
  if (!cfg.start && !cfg.end) return true;
  let now: number = nowMs;
  if (cfg.timezone === 'site' && cfg.serverDatetime) {
    const server = parseSiteDate(cfg.serverDatetime);
    if (!server) return false;
    now = server.getTime();
  }
  if (cfg.start) {
    const start = parseSiteDate(cfg.start);
    if (!start || now < start.getTime()) return false;
  }
  if (cfg.end) {
    const end = parseSiteDate(cfg.end);
    if (!end || now > end.getTime()) return false;
  }
  return true;
}

/** times: shown fewer than `limit` times in the period so far. */
export function timesRule(count: number, limit: number): boolean {
  return count < limit;
}

// ---------------------------------------------------------------------------------------------

/** Rule names as Elementor's settings name them, in the order Elementor checks them. */
export const TIMING_RULES = ['page_views', 'sessions', 'url', 'sources', 'logged_in', 'devices', 'times', 'browsers', 'schedule'] as const;
export type TimingRule = (typeof TIMING_RULES)[number];

/** What the timing rules read about the visit. */
export interface TimingWorld {
  /** `document.referrer`. */
  referrer: string;
  /** `location.host`. */
  host: string;
  /** Page settings `user` (raw). */
  user: unknown;
  /** Viewport width in CSS px. */
  viewportWidth: number;
  breakpoints: readonly Breakpoint[];
  userAgent: string;
}

export interface TimingResult {
  passed: boolean;
  /** Each enabled rule's outcome. */
  results: Partial<Record<TimingRule, boolean>>;
}

/**
 * Checks every enabled timing rule of pop-up `id`, in Elementor's order and without stopping at
 * the first failure (page_views and sessions store their first snapshot whatever the others say).
 * Counting page views and sessions is not done here: {@link countPageViewAndSession} runs once per
 * page before the first check.
 */
export function checkTiming(id: number, timing: TimingSettings, world: TimingWorld, store: BuilderStorage): TimingResult {
  const results: Partial<Record<TimingRule, boolean>> = {};
  if (timing.pageViews) results.page_views = countRule(currentCount(store, 'page_views'), initialCount(store, id, 'page_views'), timing.pageViews.views);
  if (timing.sessions) results.sessions = countRule(currentCount(store, 'sessions'), initialCount(store, id, 'sessions'), timing.sessions.sessions);
  if (timing.url) results.url = urlRule(world.referrer, timing.url.action, timing.url.url);
  if (timing.sources) results.sources = sourcesRule(world.referrer, world.host, timing.sources.sources);
  if (timing.loggedIn) results.logged_in = loggedInRule(readUser(world.user), timing.loggedIn.users, timing.loggedIn.roles);
  if (timing.devices) results.devices = devicesRule(deviceMode(world.viewportWidth, world.breakpoints), timing.devices.devices);
  if (timing.times) results.times = timesRule(timesCount(store, id, timing.times.period), timing.times.times);
  if (timing.browsers) results.browsers = browsersRule(detectBrowsers(world.userAgent), timing.browsers.browsers, timing.browsers.options);
  if (timing.schedule) results.schedule = scheduleRule(store.now(), timing.schedule);
  return { passed: Object.values(results).every(Boolean), results };
}
