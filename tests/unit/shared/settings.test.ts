import { describe, expect, it } from 'vitest';
import { currencyConfig, EUR } from '../../../src/core/shared/currency';
import { resolveSettings } from '../../../src/core/shared/settings';

describe('page settings', () => {
  it('nothing -> the contract defaults', () => {
    expect(resolveSettings(undefined)).toEqual({
      ok: true,
      value: { ajaxUrl: '/wp-admin/admin-ajax.php', restUrl: '/wp-json/', uploadUrl: '/?gf_page=gf_upload', locale: 'nl', sanitizeHtml: true },
    });
  });

  it('attributes override the page block', () => {
    const r = resolveSettings({ ajaxUrl: '/a', restUrl: '/r', locale: 'nl', restNonce: 'n1' }, { ajaxUrl: '/b', locale: 'en', restUrl: undefined });
    expect(r.ok && r.value).toMatchObject({ ajaxUrl: '/b', restUrl: '/r/', locale: 'en', restNonce: 'n1' });
  });

  it('currency partial -> kept as given; the forms fill it over EUR', () => {
    const r = resolveSettings({ currency: { decimals: 3 } });
    expect(r.ok && r.value.currency).toEqual({ decimals: 3 });
    expect(currencyConfig(r.ok ? r.value.currency : undefined)).toEqual({ ...EUR, decimals: 3 });
  });

  it('user and breakpoints (pop-up timing) pass through as given; absent stays absent', () => {
    const r = resolveSettings({ user: { roles: ['editor'] }, breakpoints: { mobile: 600 } });
    expect(r.ok && r.value).toMatchObject({ user: { roles: ['editor'] }, breakpoints: { mobile: 600 } });
    const none = resolveSettings({});
    expect(none.ok && 'user' in none.value).toBe(false);
  });

  it('uploadChunkSize: bytes or plupload sizes; unset stays unset', () => {
    expect(resolveSettings({ uploadChunkSize: '2mb' }).ok && (resolveSettings({ uploadChunkSize: '2mb' }) as { value: { uploadChunkSize: number } }).value.uploadChunkSize).toBe(2 * 1024 * 1024);
    expect((resolveSettings({ uploadChunkSize: 0 }) as { value: { uploadChunkSize: number } }).value.uploadChunkSize).toBe(0);
    expect('uploadChunkSize' in (resolveSettings({}) as { value: object }).value).toBe(false);
  });

  it.each([
    [{ uploadChunkSize: 'veel' }, 'uploadChunkSize'],
    [{ locale: 'de' }, 'locale'],
    [{ ajaxUrl: 5 }, 'ajaxUrl'],
    [{ sanitizeHtml: 'sometimes' }, 'sanitizeHtml'],
    [{ currency: 'EUR' }, 'currency'],
  ])('%j -> issue at %s', (page, path) => {
    const r = resolveSettings(page);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe(path);
  });
});
