/**
 * Nonces on a cached page (issue 29): the page settings the WordPress plugin prints
 * (`gformConfigNonce`, `noncesUrl`, `noncesTime`) and the refresh rule of src/platform/nonces.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSettings, type PageSettings } from '../../../src/core/shared/settings';
import { NONCE_REFRESH_AFTER_S, freshNonces, noncesAreStale, readNonces } from '../../../src/platform/nonces';

describe('page settings for Gravity Forms nonces', () => {
  it('the submission and the config nonce are two keys; the refresh route and time are read ("1" style numbers too)', () => {
    const r = resolveSettings({ gformNonce: 'sub', gformConfigNonce: 'cfg', noncesUrl: '/wp-json/site-elements/v1/nonces', noncesTime: '1764000000' });
    expect(r.ok && r.value).toMatchObject({ gformNonce: 'sub', gformConfigNonce: 'cfg', noncesUrl: '/wp-json/site-elements/v1/nonces', noncesTime: 1764000000 });
  });
  it.each([[{ noncesTime: 'gisteren' }], [{ noncesTime: -5 }], [{ gformConfigNonce: 7 }]])('%j -> refused with the key named', (page) => {
    const r = resolveSettings(page);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(page)).toContain(r.issue.path);
  });
});

describe('noncesAreStale', () => {
  const t0 = 1_764_000_000;
  it.each<[Partial<PageSettings>, number, boolean]>([
    [{}, t0, false],
    [{ noncesUrl: '/n' }, t0 + 10 ** 6, false],
    [{ noncesTime: t0 }, t0 + 10 ** 6, false],
    [{ noncesUrl: '/n', noncesTime: t0 }, t0, false],
    [{ noncesUrl: '/n', noncesTime: t0 }, t0 + NONCE_REFRESH_AFTER_S - 1, false],
    [{ noncesUrl: '/n', noncesTime: t0 }, t0 + NONCE_REFRESH_AFTER_S, true],
    [{ noncesUrl: '/n', noncesTime: t0 }, t0 + 3 * 86400, true],
  ])('%j at %i -> %s', (settings, now, stale) => {
    expect(noncesAreStale(settings as PageSettings, now)).toBe(stale);
  });
  it('refreshes after 10 hours: inside WordPress\' shortest nonce life (12 h)', () => {
    expect(NONCE_REFRESH_AFTER_S).toBe(36_000);
  });
});

describe('readNonces', () => {
  it.each<[unknown, object]>([
    [{ restNonce: 'r', gformNonce: 'g', gformConfigNonce: 'c', other: 'x' }, { restNonce: 'r', gformNonce: 'g', gformConfigNonce: 'c' }],
    [{ gformNonce: '', gformConfigNonce: 5 }, {}],
    ['<html>', {}],
    [null, {}],
  ])('%j -> %j', (data, out) => {
    expect(readNonces(data)).toEqual(out);
  });
});

describe('freshNonces', () => {
  afterEach(() => vi.unstubAllGlobals());
  const base = { ajaxUrl: '/a', restUrl: '/r/', uploadUrl: '/u', locale: 'nl', sanitizeHtml: true } as PageSettings;

  it('fresh printed nonces -> used as they are, nothing fetched', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const out = await freshNonces({ ...base, gformNonce: 'g', noncesUrl: '/n1', noncesTime: Date.now() / 1000 });
    expect(out.gformNonce).toBe('g');
    expect(fetch).not.toHaveBeenCalled();
  });
  it('stale -> one GET for the page, its nonces replace the printed ones; a second call fetches nothing more', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ gformNonce: 'new-g', gformConfigNonce: 'new-c' }), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const stale = { ...base, gformNonce: 'old', restNonce: 'r', noncesUrl: '/n2', noncesTime: 1 };
    expect(await freshNonces(stale)).toEqual({ restNonce: 'r', gformNonce: 'new-g', gformConfigNonce: 'new-c' });
    expect(await freshNonces(stale)).toMatchObject({ gformNonce: 'new-g' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
  it('the refresh fails (500, garbage) -> the printed nonces, no throw', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('oops', { status: 500 })));
    expect(await freshNonces({ ...base, gformNonce: 'old', noncesUrl: '/n3', noncesTime: 1 })).toMatchObject({ gformNonce: 'old' });
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    expect(await freshNonces({ ...base, gformNonce: 'old', noncesUrl: '/n4', noncesTime: 1 })).toMatchObject({ gformNonce: 'old' });
  });
});
