/**
 * Reads an Elementor pop-up's `data-elementor-settings` object (CONTRACT eb-popup; spec section 3
 * "Page-builder popup settings"; facts in ../shared/reference/elementor.md sections 1-2) into a
 * typed {@link EbPopupSettings}, accepting every loose shape Elementor prints or a site may paste:
 * `[]` for an empty group, numbers as strings, `{unit, size, sizes}` slider objects, switches as
 * `"yes"` (absent when off). Wrong types and unknown enum values give one precise issue.
 * Pure: no DOM.
 */
import { ANIMATIONS, DEFAULT_ANIMATION_DURATION_S, TIMING_DEFAULTS, TRIGGER_DEFAULTS, type AnimationName } from './popup-constants';
import { describe, isPlainObject, type Parsed, type SchemaIssue } from '../shared/schema';

export type ScrollDirection = 'down' | 'up';
export type UrlAction = 'show' | 'hide' | 'regex';
export type TimesPeriod = 'session' | 'day' | 'week' | 'month';
export type TimesCount = 'open' | 'close';

/** Triggers that are switched on, with their children (seconds and percentages as numbers). */
export interface TriggerSettings {
  pageLoad?: { delay: number };
  scrolling?: { direction: ScrollDirection; offset: number };
  scrollingTo?: { selector: string };
  click?: { times: number };
  inactivity?: { time: number };
  exitIntent?: Record<string, never>;
  adblock?: { delay: number };
}

/** Timing rules that are switched on, with their children. */
export interface TimingSettings {
  pageViews?: { views: number };
  sessions?: { sessions: number };
  url?: { action: UrlAction; url: string };
  sources?: { sources: string[] };
  loggedIn?: { users: 'all' | 'custom'; roles: string[] };
  /** `devices` undefined: Elementor's default, every device. */
  devices?: { devices: string[] | undefined };
  browsers?: { browsers: 'all' | 'custom'; options: string[] };
  /** `period` undefined: "Persisting" (Elementor's backward-compatible per-pop-up counter). */
  times?: { times: number; period: TimesPeriod | undefined; count: TimesCount };
  schedule?: { timezone: 'site' | 'visitor'; start?: string; end?: string; serverDatetime?: string };
}

/** A responsive setting: the base value under `''`, device overrides under their name (`mobile`, …). */
export type Responsive<T> = Readonly<Record<string, T>>;

export interface EbPopupSettings {
  triggers: TriggerSettings;
  timing: TimingSettings;
  /** `open_selector`: clicks on matching elements open the pop-up (delegated). '' = none. */
  openSelector: string;
  /** Seconds the close button stays hidden after opening; 0 = shown at once. */
  closeButtonDelay: number;
  /** Seconds after which the pop-up closes by itself; 0 = never. */
  closeAutomatically: number;
  preventScroll: boolean;
  preventCloseOnBackgroundClick: boolean;
  preventCloseOnEsc: boolean;
  avoidMultiplePopups: boolean;
  a11yNavigation: boolean;
  /** Animation names by device ('' = base); 'none' (or an unknown name) is no animation. */
  entranceAnimation: Responsive<AnimationName | 'none'>;
  exitAnimation: Responsive<AnimationName | 'none'>;
  /** Seconds, for the entrance and the exit. */
  animationDuration: number;
  closeButtonPosition: 'inside' | 'outside';
  /** `classes`, split on white space. */
  classes: string[];
  /** Animation names that are not known: no animation, one console warning. */
  unknownAnimations: string[];
}

class Issue extends Error {
  constructor(readonly issue: SchemaIssue) {
    super(issue.path);
  }
}

function fail(path: string, expected: string, value: unknown): never {
  throw new Issue({ path, expected, got: describe(value) });
}

const NUMBER = 'a number (a numeric string or a {"size": n} slider object also work)';

/**
/** Longest delay in seconds a timer can wait (setTimeout's 2^31 - 1 ms; past it a timer fires at once). Found by issue 14's bad-config corpus. */
export const MAX_DELAY_S = Math.floor((2 ** 31 - 1) / 1000);

/**
 * A number as Elementor prints it: a number, a numeric string, or a slider object `{size}`;
 * absent, null or '' takes `fallback`. Values below `min` are raised to it (Elementor's controls
 * have the same minimum; only a hand-edited config gets below it).
 */
export function looseNumber(value: unknown, path: string, fallback: number, min = -Infinity, max = Infinity): number {
  let v = value;
  if (isPlainObject(v)) {
    if (!('size' in v)) fail(path, NUMBER, value);
    v = v.size;
  }
  if (v === undefined || v === null || v === '') return Math.max(fallback, min);
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n)) fail(path, NUMBER, value);
  if (n > max) fail(path, `${NUMBER} up to ${max}`, value);
  return Math.max(n, min);
}

const OFF = new Set<unknown>([undefined, null, '', false, 0, '0', 'no', 'off', 'false']);

/**
 * An Elementor switcher: `"yes"` when on and absent when off. Elementor tests truthiness, so any
 * other non-empty string is on too, except the explicit offs `no`, `off`, `false`, `0`.
 */
export function looseSwitch(value: unknown, path: string, fallback = false): boolean {
  if (value === undefined || value === null) return fallback;
  if (OFF.has(value)) return false;
  if (value === true || typeof value === 'number' || typeof value === 'string') return true;
  return fail(path, 'a switch ("yes" when on; absent, "" or "no" when off)', value);
}

function looseString(value: unknown, path: string, fallback = ''): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') fail(path, 'a string', value);
  return value;
}

function looseEnum<const T extends string>(value: unknown, path: string, values: readonly T[], fallback: T, aliases: Record<string, T> = {}): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string') {
    if ((values as readonly string[]).includes(value)) return value as T;
    if (value in aliases) return aliases[value]!;
  }
  return fail(path, `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`, value);
}

/** A multi-select: an array of strings; a single string or '' (one or no choice) also works. */
function looseList(value: unknown, path: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === '') return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    return value.map((x, i) => (typeof x === 'string' || typeof x === 'number' ? String(x) : fail(`${path}[${i}]`, 'a string', x)));
  }
  if (isPlainObject(value)) return Object.values(value).map((x, i) => (typeof x === 'string' ? x : fail(`${path}[${i}]`, 'a string', x)));
  return fail(path, 'a list of strings', value);
}

/** A settings group: an object, or `[]` (PHP's empty array), or absent. */
function group(value: unknown, path: string): Record<string, unknown> {
  if (value === undefined || value === null || value === '') return {};
  if (Array.isArray(value) && value.length === 0) return {};
  if (!isPlainObject(value)) fail(path, 'an object ([] when empty)', value);
  return value;
}

function readTriggers(raw: Record<string, unknown>, p: string): TriggerSettings {
  const t: TriggerSettings = {};
  const on = (k: string) => looseSwitch(raw[k], `${p}.${k}`);
  const n = (k: string, fallback: number, min: number, max = Infinity) => looseNumber(raw[k], `${p}.${k}`, fallback, min, max);
  if (on('page_load')) t.pageLoad = { delay: n('page_load_delay', TRIGGER_DEFAULTS.pageLoadDelay, 0, MAX_DELAY_S) };
  if (on('scrolling')) {
    t.scrolling = {
      direction: looseEnum(raw.scrolling_direction, `${p}.scrolling_direction`, ['down', 'up'], TRIGGER_DEFAULTS.scrollingDirection),
      offset: Math.min(n('scrolling_offset', TRIGGER_DEFAULTS.scrollingOffset, 0), 100),
    };
  }
  if (on('scrolling_to')) t.scrollingTo = { selector: looseString(raw.scrolling_to_selector, `${p}.scrolling_to_selector`).trim() };
  // Elementor compares `count === click_times` strictly, so "2" never fires there; here it does.
  if (on('click')) t.click = { times: Math.round(n('click_times', TRIGGER_DEFAULTS.clickTimes, 1)) };
  if (on('inactivity')) t.inactivity = { time: n('inactivity_time', TRIGGER_DEFAULTS.inactivityTime, 0, MAX_DELAY_S) };
  if (on('exit_intent')) t.exitIntent = {};
  if (on('adblock_detection')) t.adblock = { delay: n('adblock_detection_delay', TRIGGER_DEFAULTS.adblockDelay, 0, MAX_DELAY_S) };
  return t;
}

function readTiming(raw: Record<string, unknown>, p: string): TimingSettings {
  const t: TimingSettings = {};
  const on = (k: string) => looseSwitch(raw[k], `${p}.${k}`);
  const n = (k: string, fallback: number, min: number, max = Infinity) => looseNumber(raw[k], `${p}.${k}`, fallback, min, max);
  if (on('page_views')) t.pageViews = { views: n('page_views_views', TIMING_DEFAULTS.pageViews, 0) };
  if (on('sessions')) t.sessions = { sessions: n('sessions_sessions', TIMING_DEFAULTS.sessions, 0) };
  if (on('url')) {
    t.url = {
      action: looseEnum(raw.url_action, `${p}.url_action`, ['show', 'hide', 'regex'], TIMING_DEFAULTS.urlAction),
      url: looseString(raw.url_url, `${p}.url_url`),
    };
  }
  if (on('sources')) t.sources = { sources: looseList(raw.sources_sources, `${p}.sources_sources`) ?? [...TIMING_DEFAULTS.sources] };
  if (on('logged_in')) {
    t.loggedIn = {
      users: looseEnum(raw.logged_in_users, `${p}.logged_in_users`, ['all', 'custom'], TIMING_DEFAULTS.loggedInUsers),
      roles: looseList(raw.logged_in_roles, `${p}.logged_in_roles`) ?? [],
    };
  }
  if (on('devices')) t.devices = { devices: looseList(raw.devices_devices, `${p}.devices_devices`) };
  if (on('browsers')) {
    t.browsers = {
      browsers: looseEnum(raw.browsers_browsers, `${p}.browsers_browsers`, ['all', 'custom'], TIMING_DEFAULTS.browsers),
      options: looseList(raw.browsers_browsers_options, `${p}.browsers_browsers_options`) ?? [],
    };
  }
  if (on('times')) {
    const period = looseEnum(raw.times_period, `${p}.times_period`, ['', 'session', 'day', 'week', 'month'], '');
    t.times = {
      times: Math.floor(n('times_times', TIMING_DEFAULTS.times, 0)),
      period: period === '' ? undefined : period,
      // Elementor: '' and 'close' count on close... but '' never reaches the page (empty values are
      // dropped), so absent means "On Open" and 'close' means "On Close".
      count: looseEnum(raw.times_count, `${p}.times_count`, ['open', 'close'], 'open'),
    };
  }
  if (on('schedule')) {
    const s: NonNullable<TimingSettings['schedule']> = {
      timezone: looseEnum(raw.schedule_timezone, `${p}.schedule_timezone`, ['site', 'visitor'], TIMING_DEFAULTS.scheduleTimezone),
    };
    const start = looseString(raw.schedule_start_date, `${p}.schedule_start_date`).trim();
    const end = looseString(raw.schedule_end_date, `${p}.schedule_end_date`).trim();
    const server = looseString(raw.schedule_server_datetime, `${p}.schedule_server_datetime`).trim();
    if (start) s.start = start;
    if (end) s.end = end;
    if (server) s.serverDatetime = server;
    t.schedule = s;
  }
  return t;
}

/** Known animation names, compared without case (the editor saves them camelCased). */
const ANIMATION_BY_LOWER = new Map<string, AnimationName>(ANIMATIONS.map((a) => [a.toLowerCase(), a]));

function readAnimation(raw: Record<string, unknown>, key: string, unknown: string[]): Responsive<AnimationName | 'none'> {
  const out: Record<string, AnimationName | 'none'> = {};
  const prefix = `${key}_`;
  for (const [k, v] of Object.entries(raw)) {
    if (k !== key && !(k.startsWith(prefix) && /^[a-z_]+$/.test(k.slice(prefix.length)))) continue;
    if (k === 'entrance_animation_duration') continue;
    const device = k === key ? '' : k.slice(prefix.length);
    const name = looseString(v, k).trim();
    // An empty value inherits from the next larger device, as in Elementor; 'none' does not.
    if (name === '') continue;
    if (name === 'none') {
      out[device] = 'none';
      continue;
    }
    const known = ANIMATION_BY_LOWER.get(name.toLowerCase());
    if (known) out[device] = known;
    else {
      out[device] = 'none';
      if (!unknown.includes(name)) unknown.push(name);
    }
  }
  return out;
}

/** Reads a pop-up's Elementor settings object (or `[]`, or nothing) into {@link EbPopupSettings}. */
export function readPopupSettings(json: unknown): Parsed<EbPopupSettings> {
  try {
    const raw = group(json, 'config');
    const unknownAnimations: string[] = [];
    const settings: EbPopupSettings = {
      triggers: readTriggers(group(raw.triggers, 'triggers'), 'triggers'),
      timing: readTiming(group(raw.timing, 'timing'), 'timing'),
      openSelector: looseString(raw.open_selector, 'open_selector').trim(),
      closeButtonDelay: looseNumber(raw.close_button_delay, 'close_button_delay', 0, 0, MAX_DELAY_S),
      closeAutomatically: looseNumber(raw.close_automatically, 'close_automatically', 0, 0, MAX_DELAY_S),
      preventScroll: looseSwitch(raw.prevent_scroll, 'prevent_scroll'),
      preventCloseOnBackgroundClick: looseSwitch(raw.prevent_close_on_background_click, 'prevent_close_on_background_click'),
      preventCloseOnEsc: looseSwitch(raw.prevent_close_on_esc_key, 'prevent_close_on_esc_key'),
      avoidMultiplePopups: looseSwitch(raw.avoid_multiple_popups, 'avoid_multiple_popups'),
      // Elementor's default is 'yes'; the printed settings carry it unless the editor switched it off.
      a11yNavigation: looseSwitch(raw.a11y_navigation, 'a11y_navigation', true),
      entranceAnimation: readAnimation(raw, 'entrance_animation', unknownAnimations),
      exitAnimation: readAnimation(raw, 'exit_animation', unknownAnimations),
      animationDuration: looseNumber(raw.entrance_animation_duration, 'entrance_animation_duration', DEFAULT_ANIMATION_DURATION_S, 0),
      closeButtonPosition: looseEnum(raw.close_button_position, 'close_button_position', ['inside', 'outside'], 'inside'),
      classes: looseString(raw.classes, 'classes').split(/\s+/).filter(Boolean),
      unknownAnimations,
    };
    return { ok: true, value: settings };
  } catch (e) {
    if (e instanceof Issue) return { ok: false, issue: e.issue };
    throw e;
  }
}

/** What the element passes its widget: the pop-up id and the settings. */
export interface EbPopupConfig {
  id: number;
  settings: EbPopupSettings;
}

/**
 * The element's config: `popup-id` (Elementor's `data-elementor-id`, a whole number from 1; it names
 * the storage keys and goes out with every event) and the settings JSON.
 */
export function ebPopupElementConfig({ json, props }: { json: unknown; props: Record<string, unknown> }): Parsed<EbPopupConfig> {
  const id = props.popupId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
    return { ok: false, issue: { path: 'popup-id', expected: 'a whole number from 1 (Elementor\'s data-elementor-id)', got: describe(id) } };
  }
  const settings = readPopupSettings(json);
  if (!settings.ok) return settings;
  return { ok: true, value: { id, settings: settings.value } };
}
