/**
 * <ays-popup> and <gdpr-consent> against their plugins' own PHP (issue 29), served through the
 * project's WordPress plugin: Popup Box by AYS counts views and conversions in its own table
 * (wp_ays_pb), CT Ultimate GDPR sets its consent cookie and writes its consent log
 * (wp_ct_ugdpr_consent_log) exactly as with the plugins' own scripts.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, sql, test, type WpInfo } from './fixtures';

function popupId(wp: WpInfo, key: string): number {
  const popups = (wp.seed as { popups?: Record<string, number> }).popups ?? {};
  const id = popups[key];
  if (!id) throw new Error(`the seed has no pop-up "${key}" (${JSON.stringify(popups)})`);
  return id;
}

async function counters(wp: WpInfo, id: number): Promise<{ views: number; conversions: number }> {
  const row = (await sql(wp, `SELECT views, conversions FROM wp_ays_pb WHERE id = ${id}`))[0];
  return { views: Number(row?.views ?? NaN), conversions: Number(row?.conversions ?? NaN) };
}

/** The consent CT's PHP put in its cookie (base64 JSON, URL-encoded by PHP). */
async function consentCookie(context: BrowserContext, wp: WpInfo): Promise<Record<string, unknown> | null> {
  const cookie = (await context.cookies(wp.baseUrl)).find((c) => c.name === 'ct-ultimate-gdpr-cookie');
  return cookie ? (JSON.parse(Buffer.from(decodeURIComponent(cookie.value), 'base64').toString('utf8')) as Record<string, unknown>) : null;
}

/**
 * CT's log rows of that consent: CT writes the row and the cookie from the same value in one request
 * (its give_consent), so the row has the cookie's consent_time (it keeps no IP or agent by default;
 * tests run side by side, so rows are found by their time and level, not counted).
 */
async function consentLogRows(wp: WpInfo, time: unknown, level: number): Promise<number> {
  const rows = await sql(wp, `SELECT data FROM wp_ct_ugdpr_consent_log WHERE type = 'ct-ultimate-gdpr-cookie' AND time = ${Number(time)}`);
  return rows.filter((r) => new RegExp(`consent_level";i:${level}|"consent_level":${level}[,}]`).test(r.data ?? '')).length;
}

test.describe('Popup Box by AYS', () => {
  test('the pop-up the plugin prints opens; closing counts a view and the call to action a conversion, in AYS\'s own table', async ({ page, wp, problems }) => {
    const id = popupId(wp, 'welkom');
    // The banner of CT is on every page: consent first so it is out of the way.
    await page.context().addCookies([{ name: 'ct-ultimate-gdpr-cookie-popup', value: '1', url: wp.baseUrl }]);
    const before = await counters(wp, id);
    await page.goto('/pop-up/');
    const popup = page.locator(`ays-popup[popup-id="${id}"]`);
    await expect(popup).toHaveCount(1);
    await expect(popup.locator('[part~="popup"]')).toBeVisible();
    await expect(popup).toContainText('Bestel vóór 12:00');
    await popup.locator('[part~="close-button"]').click();
    await expect(popup.locator('[part~="popup"]')).toBeHidden();
    await expect.poll(async () => (await counters(wp, id)).views).toBe(before.views + 1);

    await page.goto('/pop-up/');
    await expect(popup.locator('[part~="popup"]')).toBeVisible();
    await Promise.all([page.waitForURL(/\/bestelling\/?$/), popup.locator('.asypb-cta').click()]);
    await expect.poll(async () => (await counters(wp, id)).conversions).toBe(before.conversions + 1);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('CT Ultimate GDPR', () => {
  test('Accept: CT\'s own PHP sets its consent cookie (level 5) and writes its consent log', async ({ page, wp, problems, context }) => {
    await page.goto('/');
    const consent = page.locator('gdpr-consent');
    await expect(consent.locator('[part~="banner"]')).toBeVisible();
    // What the banner says comes from CT's own options (printed by the WordPress plugin).
    await expect(consent.locator('[part~="banner"]')).toContainText('Wij gebruiken cookies');
    const answer = page.waitForResponse((r) => r.url().includes('admin-ajax.php') && (r.request().postData() ?? '').includes('ct_ultimate_gdpr_cookie_consent_give'));
    await consent.locator('[part~="accept-button"]').click();
    expect((await answer).status()).toBe(200);
    await expect(consent.locator('[part~="banner"]')).toBeHidden();
    const value = await consentCookie(context, wp);
    expect(value).toMatchObject({ consent_declined: false, consent_level: 5 });
    expect(await consentLogRows(wp, value!.consent_time, 5)).toBeGreaterThanOrEqual(1);
    // The next page knows the consent: no banner.
    await page.goto('/bedankt/');
    await expect(consent).toHaveCount(1);
    await expect(consent.locator('[part~="banner"]')).toBeHidden();
    expect(problems.pageErrors).toEqual([]);
  });

  test('the settings modal: choosing analytics (level 4) and saving is logged by CT with that level', async ({ page, wp, context }) => {
    await page.goto('/');
    const consent = page.locator('gdpr-consent');
    await consent.locator('[part~="settings-button"]').click();
    await expect(consent.locator('[part~="modal"]')).toBeVisible();
    await consent.locator('[part~="slider-item"][data-level="4"]').click();
    const answer = page.waitForResponse((r) => r.url().includes('admin-ajax.php') && (r.request().postData() ?? '').includes('ct_ultimate_gdpr_cookie_consent_give'));
    await consent.locator('[part~="save-button"]').click();
    expect((await answer).status()).toBe(200);
    const value = await consentCookie(context, wp);
    expect(value).toMatchObject({ consent_declined: false, consent_level: 4 });
    expect(await consentLogRows(wp, value!.consent_time, 4)).toBeGreaterThanOrEqual(1);
  });
});
