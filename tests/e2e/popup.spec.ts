import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { CSP } from '../../demo/server/csp';
import { axe, buildFiles, expect, test, type Build } from './fixtures';
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

/** DOMPurify's chunk (src/platform/sanitize.ts, imported lazily) of `build`, from its metafile. */
function sanitizerChunk(build: Build): string {
  const { chunkDir, meta } = buildFiles(build);
  const outputs = (JSON.parse(readFileSync(path.join(process.env.SE_DIST_DIR!, meta), 'utf8')) as { outputs: Record<string, { entryPoint?: string }> }).outputs;
  const hit = Object.entries(outputs).find(([, o]) => o.entryPoint === 'src/platform/sanitize.ts');
  if (!hit) throw new Error('no chunk has src/platform/sanitize.ts as its entry');
  return `/dist/${chunkDir}/${path.basename(hit[0])}`;
}

const LAZY_PAGE = '/__popup/lazy-sanitizer.html';

/** A page of its own (strict CSP, as the demo server's) with `body`; returns the sanitizer chunk's requests, recorded from the start. */
async function lazyPage(page: Page, build: Build, body: string): Promise<string[]> {
  const file = sanitizerChunk(build);
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === file) fetched.push(r.url());
  });
  const settings = JSON.stringify({ ajaxUrl: '/wp-admin/admin-ajax.php', restUrl: '/wp-json/', locale: 'nl' });
  await page.route(`**${LAZY_PAGE}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': CSP },
      body: `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>pop-up</title>
<script type="application/json" id="site-elements-config">${settings}</script>
<script type="module" src="/dist/site-elements.js"></script></head><body><main><button type="button" id="opener">Open</button>${body}</main></body></html>`,
    }),
  );
  await page.goto(LAZY_PAGE);
  return fetched;
}

/** An <ays-popup> with its row in a config block and light-DOM content. */
const popupTag = (row: Record<string, unknown>, content = '<p>Vers brood, elke ochtend.</p><a class="asypb-cta" href="#aanbod">Bekijk</a>') =>
  `<ays-popup popup-id="7">
<script type="application/json">${JSON.stringify({ title: 'Welkom', options: {}, ...row }).replace(/</g, '\\u003c')}</script>${content}</ays-popup>`;

test.describe("<ays-popup> and DOMPurify's chunk: fetched only for server HTML with markup", () => {
  test('a pop-up of light-DOM content with a plain-text description opens at load and never fetches the sanitizer', async ({ page, problems, build }) => {
    const fetched = await lazyPage(page, build, popupTag({ description: 'Deze week 10% korting & gratis bezorging', action_button_type: 'pageLoaded', delay: '0', scroll_top: '0' }));
    const host = page.locator('ays-popup');
    await expect(host).toHaveAttribute('data-state', 'open');
    await expect(host.locator('.ays__description')).toHaveText('Deze week 10% korting & gratis bezorging');
    await expect(host.getByText('Vers brood, elke ochtend.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await host.locator('[part="close-button"]').click();
    await expect(host).toHaveAttribute('data-state', 'closed');
    expect(fetched).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('a click-opened pop-up with markup in its description: not fetched at load; fetched when the pointer reaches the opener; opens sanitized', async ({ page, problems, build }) => {
    const description = '<p>Deze week: <strong>10% korting</strong><img src="/assets/favicon.svg" alt="" onerror="window.__pwned = 1"></p>';
    const fetched = await lazyPage(page, build, popupTag({ description, action_button_type: 'clickSelector', action_button: '#opener' }));
    const host = page.locator('ays-popup');
    await expect(host).toHaveAttribute('data-state', 'closed');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await page.locator('#opener').hover();
    await expect.poll(() => fetched.length).toBe(1);
    await page.locator('#opener').click();
    await expect(host).toHaveAttribute('data-state', 'open');
    await expect(host.locator('.ays__description strong')).toHaveText('10% korting');
    expect(await host.locator('.ays__description img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('onerror')))).toEqual([null]);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(fetched).toHaveLength(1);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('the welcome pop-up on the demo page (markup in its description, opens at load) fetches the sanitizer with the page and is painted once, complete', async ({ page, problems, build }) => {
    const file = sanitizerChunk(build);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === file) fetched.push(r.url());
    });
    // Every frame from the start: the box is never shown without its description.
    await page.addInitScript(() => {
      const w = window as unknown as { __bare: number };
      w.__bare = 0;
      const look = () => {
        const root = document.querySelector('#popup-default')?.shadowRoot;
        if (root?.querySelector('[part="popup"]') && !root.querySelector('.ays__description strong')) w.__bare++;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const demo = new PopupDemo(page);
    await demo.goto();
    await demo.expectOpen('default');
    await expect(demo.host('default').locator('.ays__description strong')).toHaveText('10% korting');
    expect(await page.evaluate(() => (window as unknown as { __bare: number }).__bare)).toBe(0);
    expect(fetched).toHaveLength(1);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('the sanitizer cannot load: the pop-up opens without its server HTML, one [ays-popup] error says why', async ({ page, problems, build }) => {
    await page.route(`**${sanitizerChunk(build)}`, (route) => route.abort());
    const description = '<p>Deze week: <strong>10% korting</strong></p>';
    await lazyPage(page, build, popupTag({ description, action_button_type: 'pageLoaded', delay: '0', scroll_top: '0' }));
    const host = page.locator('ays-popup');
    await expect(host).toHaveAttribute('data-state', 'open');
    await expect(host.getByText('Vers brood, elke ochtend.')).toBeVisible();
    await expect(host.locator('.ays__description')).toBeEmpty();
    await host.locator('[part="close-button"]').click();
    await expect(host).toHaveAttribute('data-state', 'closed');
    await page.evaluate(() => (document.querySelector('ays-popup') as HTMLElement & { open(): void }).open());
    await expect(host).toHaveAttribute('data-state', 'open');
    const errors = problems.consoleErrors.filter((t) => t.includes('[ays-popup]'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('could not load the HTML sanitizer');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
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
