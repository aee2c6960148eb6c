import { describe, expect, it } from 'vitest';
import {
  countImpression,
  countOf,
  countPageViewAndSession,
  countTimes,
  createBuilderStorage,
  disable,
  expiryMs,
  initialCount,
  isDisabled,
  timesCount,
} from '../../../src/core/builder/popup-storage';
import { FullStorage, MemoryStorage, ThrowingStorage, world } from './fake-storage';


describe("Elementor's storage object (one `elementor` key with __expiration)", () => {
  it('set then get -> the value; the object carries __expiration as Elementor saves it', () => {
    const w = world();
    const s = createBuilderStorage(w);
    s.set('pageViews', 3);
    expect(s.get('pageViews')).toBe(3);
    expect(w.local.elementor()).toEqual({ pageViews: 3, __expiration: {} });
  });

  it('{session: true} -> sessionStorage, not localStorage', () => {
    const w = world();
    const s = createBuilderStorage(w);
    s.set('activeSession', true, { session: true });
    expect(w.session.elementor()).toEqual({ activeSession: true, __expiration: {} });
    expect(w.local.map.has('elementor')).toBe(false);
  });

  it('a lifetime -> __expiration[key] = now + s*1000; a later set without one keeps it', () => {
    const w = world();
    const s = createBuilderStorage(w);
    s.set('k', 1, { lifetimeInSeconds: 60 });
    w.clock.t += 10_000;
    s.set('k', 2);
    expect(w.local.elementor().__expiration.k).toBe(w.clock.t - 10_000 + 60_000);
  });

  it.each([
    ['1 ms before the expiry -> kept', -1, 5],
    ['exactly at the expiry -> kept (Elementor: expired only when exp < now)', 0, 5],
    ['1 ms after -> deleted on read and saved without it', 1, undefined],
  ])('%s', (_name, offset, expected) => {
    const w = world();
    const s = createBuilderStorage(w);
    s.set('k', 5, { lifetimeInSeconds: 1 });
    w.clock.t += 1000 + offset;
    expect(s.get('k')).toBe(expected);
    if (expected === undefined) expect(w.local.elementor()).toEqual({ __expiration: {} });
  });

  it('keys it does not own are written back untouched', () => {
    const w = world(undefined, new MemoryStorage({ elementor: JSON.stringify({ editorSettings: { a: 1 }, 'other-plugin': 'x', __expiration: { 'other-plugin': 9e15 } }), theme: 'dark' }));
    const s = createBuilderStorage(w);
    s.set('pageViews', 1);
    expect(w.local.elementor()).toEqual({ editorSettings: { a: 1 }, 'other-plugin': 'x', pageViews: 1, __expiration: { 'other-plugin': 9e15 } });
    expect(w.local.getItem('theme')).toBe('dark');
  });
});

describe('corrupted or foreign values never throw and never wipe other keys', () => {
  const corrupt: [string, string][] = [
    ['not JSON', '{pageViews: 3'],
    ['a JSON array', '[1,2,3]'],
    ['a JSON number', '42'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
  ];
  it.each(corrupt)('%s in `elementor` -> reads as nothing, the value stays as it was, writes live for this page', (_name, text) => {
    const w = world(undefined, new MemoryStorage({ elementor: text, other: 'kept' }));
    const s = createBuilderStorage(w);
    expect(s.get('pageViews')).toBeUndefined();
    countPageViewAndSession(s);
    expect(s.get('pageViews')).toBe(1);
    expect(w.local.getItem('elementor')).toBe(text);
    expect(w.local.getItem('other')).toBe('kept');
  });

  it.each([
    ['__expiration a string', { pageViews: 2, __expiration: 'x' }],
    ['__expiration an array', { pageViews: 2, __expiration: [1] }],
    ['__expiration null', { pageViews: 2, __expiration: null }],
    ['an expiry that is not a date', { pageViews: 2, __expiration: { pageViews: 'soon' } }],
    ['an expiry that is an object', { pageViews: 2, __expiration: { pageViews: { at: 1 } } }],
  ])('%s -> the value still reads; nothing throws', (_name, bag) => {
    const w = world(undefined, new MemoryStorage({ elementor: JSON.stringify(bag) }));
    const s = createBuilderStorage(w);
    expect(s.get('pageViews')).toBe(2);
    s.set('sessions', 1, { lifetimeInSeconds: 10 });
    expect(w.local.elementor().pageViews).toBe(2);
    expect(w.local.elementor().sessions).toBe(1);
  });

  it.each([
    ['"5" (a string)', '5', 6],
    ['5.7', 5.7, 6],
    ['"abc"', 'abc', 1],
    ['-3', -3, 1],
    ['an object', { n: 1 }, 1],
    ['true', true, 1],
  ])('pageViews stored as %s -> counted as a number from there', (_name, stored, expected) => {
    const w = world(undefined, new MemoryStorage({ elementor: JSON.stringify({ pageViews: stored }) }));
    const s = createBuilderStorage(w);
    countPageViewAndSession(s);
    expect(w.local.elementor().pageViews).toBe(expected);
  });

  it('storage that throws on every call (blocked) -> no exception, counts work within the page', () => {
    const s = createBuilderStorage({ local: new ThrowingStorage(), session: new ThrowingStorage(), now: () => 0 });
    expect(() => countPageViewAndSession(s)).not.toThrow();
    expect(s.get('pageViews')).toBe(1);
    expect(s.get('sessions')).toBe(1);
    expect(() => countImpression(s, 3, 'session')).not.toThrow();
    expect(timesCount(s, 3, 'session')).toBe(0);
  });

  it('no storage at all (null) -> same', () => {
    const s = createBuilderStorage({ local: null, session: null, now: () => 0 });
    countPageViewAndSession(s);
    expect(s.get('pageViews')).toBe(1);
  });

  it('a full storage (setItem throws) -> no exception, the stored value unchanged', () => {
    const local = new FullStorage({ elementor: JSON.stringify({ pageViews: 4 }) });
    const s = createBuilderStorage({ local, session: new MemoryStorage(), now: () => 0 });
    expect(() => countPageViewAndSession(s)).not.toThrow();
    expect(local.elementor().pageViews).toBe(4);
  });
});

describe('expiryMs / countOf', () => {
  it.each([
    [1700000000000, 1700000000000],
    ['1700000000000', 1700000000000],
    ['2025-05-01T00:00:00Z', Date.UTC(2025, 4, 1)],
    ['soon', undefined],
    [Number.NaN, undefined],
    [null, undefined],
    [{}, undefined],
  ])('expiry %j -> %j', (v, expected) => {
    expect(expiryMs(v)).toBe(expected);
  });
  it.each([
    [3, 3],
    ['3', 3],
    ['3abc', 3],
    ['abc', 0],
    [undefined, 0],
    [-1, 0],
    [2.9, 2],
  ])('count %j -> %j', (v, expected) => {
    expect(countOf(v)).toBe(expected);
  });
});

describe('page views and sessions (Elementor setViewsAndSessions)', () => {
  it('every page load counts a view; a session only while the tab has none', () => {
    const w = world();
    countPageViewAndSession(createBuilderStorage(w));
    countPageViewAndSession(createBuilderStorage(w));
    expect(w.local.elementor()).toMatchObject({ pageViews: 2, sessions: 1 });
    expect(w.session.elementor()).toMatchObject({ activeSession: true });
    // A new tab / browser session: sessionStorage starts empty.
    const next = world(w.clock.t, w.local, new MemoryStorage());
    countPageViewAndSession(createBuilderStorage(next));
    expect(w.local.elementor()).toMatchObject({ pageViews: 3, sessions: 2 });
  });

  it('initial snapshot: stored the first time (popup_{id}_page_views_initialPageViews), kept after', () => {
    const w = world();
    const s = createBuilderStorage(w);
    countPageViewAndSession(s);
    expect(initialCount(s, 7, 'page_views')).toBe(1);
    countPageViewAndSession(s);
    countPageViewAndSession(s);
    expect(initialCount(s, 7, 'page_views')).toBe(1);
    expect(initialCount(s, 7, 'sessions')).toBe(1);
    expect(w.local.elementor()).toMatchObject({ popup_7_page_views_initialPageViews: 1, popup_7_sessions_initialSessions: 1 });
  });
});

describe('times counters', () => {
  it.each([
    ['day', 86_400],
    ['week', 604_800],
    ['month', 2_628_288],
  ] as const)('%s -> popup-{id}-impressions-count with a lifetime of %i s set at the first impression only (a fixed window)', (period, seconds) => {
    const w = world();
    const s = createBuilderStorage(w);
    const start = w.clock.t;
    countImpression(s, 12, period);
    w.clock.t += 1000;
    countImpression(s, 12, period);
    const stored = w.local.elementor();
    expect(stored['popup-12-impressions-count']).toBe(2);
    expect(stored.__expiration['popup-12-impressions-count']).toBe(start + seconds * 1000);
    // The window's last millisecond still counts; one past it the counter starts again.
    w.clock.t = start + seconds * 1000;
    expect(timesCount(s, 12, period)).toBe(2);
    w.clock.t += 1;
    expect(timesCount(s, 12, period)).toBe(0);
    countImpression(s, 12, period);
    expect(w.local.elementor().__expiration['popup-12-impressions-count']).toBe(w.clock.t + seconds * 1000);
  });

  it('day window edges: impressions at 10:00 on day 1 are counted until 10:00 on day 2', () => {
    const w = world(Date.UTC(2025, 0, 1, 10));
    const s = createBuilderStorage(w);
    countImpression(s, 1, 'day');
    w.clock.t = Date.UTC(2025, 0, 1, 23, 59);
    countImpression(s, 1, 'day');
    w.clock.t = Date.UTC(2025, 0, 2, 9, 59);
    expect(timesCount(s, 1, 'day')).toBe(2);
    w.clock.t = Date.UTC(2025, 0, 2, 10, 0, 0, 1);
    expect(timesCount(s, 1, 'day')).toBe(0);
  });

  it('session -> a raw sessionStorage key (outside the elementor object)', () => {
    const w = world();
    const s = createBuilderStorage(w);
    countImpression(s, 4, 'session');
    countImpression(s, 4, 'session');
    expect(w.session.getItem('popup-4-impressions-count')).toBe('2');
    expect(timesCount(s, 4, 'session')).toBe(2);
    expect(w.local.map.has('elementor')).toBe(false);
  });

  it('persisting -> popup_{id}_times (countTimes)', () => {
    const w = world();
    const s = createBuilderStorage(w);
    countTimes(s, 9);
    countTimes(s, 9);
    expect(timesCount(s, 9, undefined)).toBe(2);
    expect(w.local.elementor().popup_9_times).toBe(2);
  });

  it('an impressions count of "garbage" in sessionStorage reads as 0 (Elementor: NaN, never shown again)', () => {
    const w = world(undefined, undefined, new MemoryStorage({ 'popup-4-impressions-count': 'garbage' }));
    expect(timesCount(createBuilderStorage(w), 4, 'session')).toBe(0);
  });
});

describe('do not show again (popup_{id}_disable)', () => {
  it.each([
    [true, true],
    ['yes', true],
    [1, true],
    [false, false],
    ['false', false],
    [0, false],
    [null, false],
  ])('stored %j -> disabled %j', (v, expected) => {
    const w = world(undefined, new MemoryStorage({ elementor: JSON.stringify({ popup_5_disable: v }) }));
    expect(isDisabled(createBuilderStorage(w), 5)).toBe(expected);
  });

  it('disable() stores true with no expiry', () => {
    const w = world();
    const s = createBuilderStorage(w);
    disable(s, 5);
    expect(w.local.elementor()).toEqual({ popup_5_disable: true, __expiration: {} });
    expect(isDisabled(s, 5)).toBe(true);
    expect(isDisabled(s, 6)).toBe(false);
  });
});
