import type { Request } from '@playwright/test';
import { axe, expect, test } from './fixtures';
import { GALLERY, PopupDemo } from './models/popup';

const isConversion = (r: Request) => r.url().endsWith('/wp-admin/admin-ajax.php') && (r.postData() ?? '').includes('ays_increment_pb_conversions');

test.describe('<ays-popup> on the demo page', () => {
  test('the welcome pop-up opens at page load as a labelled dialog with focus inside; the close button closes it', async ({ page, problems }) => {
    const demo = new PopupDemo(page);
    await demo.goto();
    await demo.expectOpen('default');
    await expect(demo.dialog('default')).toHaveAttribute('role', 'dialog');
    await expect(demo.dialog('default')).toHaveAttribute('aria-modal', 'true');
    await expect(demo.dialog('default')).toHaveAccessibleName('Welkom bij Bakkerij Zonneveld');
    await expect.poll(() => demo.focusInside('default')).toBe(true);
    await demo.closeButton('default').click();
    await demo.expectClosed('default');
    await expect(demo.overlay('default')).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('opened from its button: Tab stays inside, Escape closes, focus returns to the button', async ({ page, problems }) => {
    const demo = new PopupDemo(page);
    await demo.goto();
    await demo.closeWelcome();
    await demo.openButton('default').click();
    await demo.expectOpen('default');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await demo.focusInside('default')).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await demo.focusInside('default')).toBe(true);
    await page.keyboard.press('Escape');
    await demo.expectClosed('default');
    await expect(demo.openButton('default')).toBeFocused();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('two clicks on the call-to-action -> one conversion request (action, id) -> counted in the database and shown by the JSON endpoint', async ({ page, problems, db, request }) => {
    const before = (db.prepare('SELECT conversions FROM popup_conversions WHERE popup_id = 1').get() as { conversions: number } | undefined)?.conversions ?? 0;
    const demo = new PopupDemo(page);
    const sent: Request[] = [];
    page.on('request', (r) => isConversion(r) && sent.push(r));
    await demo.goto();
    await demo.expectOpen('default');
    const answered = page.waitForResponse((r) => isConversion(r.request()));
    await demo.cta('default').click();
    await demo.cta('default').click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe('');
    // A third click after closing and reopening in the same page view does not count either.
    await demo.closeButton('default').click();
    await demo.openButton('default').click();
    await demo.expectOpen('default');
    await demo.cta('default').click();
    await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));

    expect(sent).toHaveLength(1);
    expect(sent[0]!.method()).toBe('POST');
    expect(sent[0]!.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(sent[0]!.postData()!))).toEqual({ action: 'ays_increment_pb_conversions', id: '1' });
    const after = (db.prepare('SELECT conversions FROM popup_conversions WHERE popup_id = 1').get() as { conversions: number }).conversions;
    expect(after).toBe(before + 1);
    const shown = await (await request.get('/wp-json/ays-pb/v1/conversions/1')).json();
    expect(shown).toMatchObject({ success: true, data: { id: 1, conversions: after } });
    const all = await (await request.get('/wp-json/ays-pb/v1/conversions')).json();
    expect(all.data).toContainEqual(expect.objectContaining({ id: 1, conversions: after }));
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('first close -> one ays_increment_pb_views (id) -> counted in the database and shown by the JSON endpoint; a second close counts nothing', async ({ page, problems, db, request }) => {
    const count = () => (db.prepare('SELECT views FROM popup_views WHERE popup_id = 1').get() as { views: number } | undefined)?.views ?? 0;
    const before = count();
    const isView = (r: Request) => r.url().endsWith('/wp-admin/admin-ajax.php') && (r.postData() ?? '').includes('ays_increment_pb_views');
    const sent: Request[] = [];
    page.on('request', (r) => isView(r) && sent.push(r));
    const demo = new PopupDemo(page);
    await demo.goto();
    const answered = page.waitForResponse((r) => isView(r.request()));
    await demo.closeWelcome();
    expect((await answered).status()).toBe(200);
    await demo.openButton('default').click();
    await demo.expectOpen('default');
    await page.keyboard.press('Escape');
    await demo.expectClosed('default');
    await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(sent[0]!.postData()!))).toEqual({ action: 'ays_increment_pb_views', id: '1' });
    // Tests running in parallel close the auto-opening welcome pop-up (id 1) too, so its count may
    // have grown by more than this page's one view (counted once: `sent` above).
    const after = count();
    expect(after).toBeGreaterThanOrEqual(before + 1);
    const shown = await (await request.get('/wp-json/ays-pb/v1/views/1')).json();
    expect(shown).toMatchObject({ success: true, data: { id: 1 } });
    expect(shown.data.views).toBeGreaterThanOrEqual(after);
    const listed = (await (await request.get('/wp-json/ays-pb/v1/views')).json()).data.find((v: { id: number }) => v.id === 1);
    expect(listed.views).toBeGreaterThanOrEqual(after);
    expect(problems.pageErrors).toEqual([]);
  });

  test('dismiss -> cookie ays_pb_dismiss_ad_1 on path / for one month, closed; after a reload it does not open, not even from its button', async ({ page, context, problems }) => {
    const demo = new PopupDemo(page);
    await demo.goto();
    await demo.expectOpen('default');
    const clickedAt = Date.now();
    await demo.dismiss('default').click();
    await demo.expectClosed('default');
    const cookie = (await context.cookies()).find((c) => c.name === 'ays_pb_dismiss_ad_1');
    expect(cookie).toBeDefined();
    expect(cookie!.value).toBe('ays_pb_dismiss_ad_1');
    expect(cookie!.path).toBe('/');
    const month = new Date(clickedAt);
    month.setMonth(month.getMonth() + 1);
    expect(Math.abs(cookie!.expires * 1000 - month.getTime())).toBeLessThan(60_000);

    await page.reload();
    // Another pop-up on the page opens normally, so the widgets are live; the dismissed one stays shut.
    await expect(demo.host('default')).toHaveAttribute('data-state', 'closed');
    await demo.openButton('lil').click();
    await demo.expectOpen('lil');
    await demo.closeButton('lil').click();
    await demo.openButton('default').click();
    await demo.expectClosed('default');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('a dismiss element of another pop-up (winXP) -> its own cookie only', async ({ page, context, problems }) => {
    const demo = new PopupDemo(page);
    await demo.goto();
    await demo.closeWelcome();
    await demo.openButton('winxp').click();
    await demo.expectOpen('winxp');
    await demo.dismiss('winxp').click();
    await demo.expectClosed('winxp');
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).toContain('ays_pb_dismiss_ad_14');
    expect(names).not.toContain('ays_pb_dismiss_ad_1');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('at 375 px the mobile overrides apply (close left-bottom "Sluiten", border 2 px, height 430 px); at 1280 px after a resize they are undone', async ({ page, problems }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const demo = new PopupDemo(page);
    await demo.goto();
    await demo.expectOpen('default');
    const box = demo.dialog('default');
    const close = demo.closeButton('default');
    await expect(box).toHaveAttribute('data-mobile', '');
    await expect(close).toHaveAttribute('data-position', 'left-bottom');
    await expect(close).toHaveText('Sluiten');
    await expect(close).toHaveAccessibleName('Sluiten');
    expect(await box.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('2px');
    expect(await box.evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(430);
    // The close button sits in the bottom-left corner of the box.
    const b = (await box.boundingBox())!;
    const c = (await close.boundingBox())!;
    expect(c.x - b.x).toBeLessThan(20);
    expect(b.y + b.height - (c.y + c.height)).toBeLessThan(20);
    expect(await axe(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(close).toHaveAttribute('data-position', 'right-top');
    await expect(box).not.toHaveAttribute('data-mobile', '');
    await expect(close).toHaveAttribute('data-kind', 'icon');
    await expect(close).toHaveAccessibleName('Sluiten');
    expect(await box.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('6px');
    expect(await box.evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(340);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('fullscreen: on at 1280 px fills the viewport; at 375 px it is off (and back on after resizing)', async ({ page, problems }) => {
    const demo = new PopupDemo(page);
    await demo.goto();
    await demo.closeWelcome();
    await page.evaluate(() => {
      const el = document.createElement('ays-popup');
      el.id = 'popup-full';
      el.setAttribute('popup-id', '99');
      el.innerHTML = '<script type="application/json">{"title":"Volledig scherm","action_button_type":"clickSelector","options":{"enable_pb_fullscreen":"on"}}</script><p>Groot</p>';
      document.querySelector('main')!.append(el);
      (el as HTMLElement & { open(): void }).open();
    });
    await demo.expectOpen('full');
    const box = demo.dialog('full');
    await expect(box).toHaveAttribute('data-fullscreen', '');
    const vp = page.viewportSize()!;
    expect(await box.evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight])).toEqual([vp.width, vp.height]);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(box).not.toHaveAttribute('data-fullscreen', '');
    await expect(box).toHaveAttribute('data-mobile', '');
    expect(await box.evaluate((el) => (el as HTMLElement).offsetWidth)).toBeLessThan(375);
    await page.setViewportSize(vp);
    await expect(box).toHaveAttribute('data-fullscreen', '');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('sound toggle on the template with a bell: active volume 1 + volume-up, inactive volume 0 + mute', async ({ page, problems }) => {
    const demo = new PopupDemo(page);
    await demo.goto();
    await demo.closeWelcome();
    await demo.openButton('template').click();
    await demo.expectOpen('template');
    const toggle = demo.soundToggle('template');
    const volume = () => demo.host('template').locator('audio').evaluate((a) => (a as HTMLAudioElement).volume);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAttribute('data-icon', 'volume-up');
    expect(await volume()).toBe(1);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('data-icon', 'mute');
    expect(await volume()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  for (const id of GALLERY) {
    test(`${id}: opens from its button, renders without error, passes axe, closes`, async ({ page, problems }) => {
      const demo = new PopupDemo(page);
      await demo.goto();
      await demo.closeWelcome();
      await demo.openButton(id).click();
      await demo.expectOpen(id);
      await expect(demo.host(id)).not.toHaveAttribute('data-error', /.*/);
      await expect(demo.closeButton(id)).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await demo.closeButton(id).click();
      await demo.expectClosed(id);
      await expect(demo.openButton(id)).toBeFocused();
      expect(problems.consoleErrors.filter((t) => t.includes('[ays-popup]'))).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    });
  }
});

test.describe('ays_increment_pb_conversions on the reference backend', () => {
  const cases: [string, Record<string, string>][] = [
    ['no id', { action: 'ays_increment_pb_conversions' }],
    ['id not a number', { action: 'ays_increment_pb_conversions', id: 'abc' }],
    ['id 0', { action: 'ays_increment_pb_conversions', id: '0' }],
    ['id too large', { action: 'ays_increment_pb_conversions', id: '99999999999' }],
    ['views: no id', { action: 'ays_increment_pb_views' }],
    ['views: id -3', { action: 'ays_increment_pb_views', id: '-3' }],
  ];
  for (const [name, form] of cases) {
    test(`${name} -> 400 JSON`, async ({ request }) => {
      const res = await request.post('/wp-admin/admin-ajax.php', { form });
      expect(res.status()).toBe(400);
      expect((await res.json()).success).toBe(false);
    });
  }

  test('REST counts for a bad id -> 400; for an unknown pop-up -> 0', async ({ request }) => {
    expect((await request.get('/wp-json/ays-pb/v1/conversions/abc')).status()).toBe(400);
    const none = await (await request.get('/wp-json/ays-pb/v1/conversions/777777')).json();
    expect(none).toEqual({ success: true, data: { id: 777777, conversions: 0, last_conversion_at: null } });
    expect((await request.get('/wp-json/ays-pb/v1/views/abc')).status()).toBe(400);
    expect(await (await request.get('/wp-json/ays-pb/v1/views/777777')).json()).toEqual({ success: true, data: { id: 777777, views: 0, last_view_at: null } });
  });
});
