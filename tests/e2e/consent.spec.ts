/** Cookie consent through demo/gdpr-consent.html and the reference backend (issue 3). */
import { axe, expect, test } from './fixtures';
import { AJAX_PATH, CONSENT_COOKIE, ConsentPage, serverCookie } from './models/consent';

const now = () => Math.floor(Date.now() / 1000);

test.describe('banner: when it shows', () => {
  test('first visit -> a labelled region with Accept and Settings; pixel revoked, Consent Mode default denied; gated content hidden', async ({ page, problems }) => {
    const c = new ConsentPage(page);
    await c.goto();
    await expect(page.getByRole('region', { name: 'Cookietoestemming' })).toBeVisible();
    await expect(c.acceptButton).toHaveText('Accepteren');
    await expect(c.settingsButton).toHaveText('Instellingen');
    await expect(c.openButton).toHaveCount(0);
    await expect.poll(() => c.signals()).toEqual([
      'gtag("consent", "default", {"functionality_storage":"denied","analytics_storage":"denied","ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied"})',
      'fbq("consent", "revoke")',
    ]);
    await expect(page.locator('p[data-consent-level="4"]')).toBeHidden();
    await expect(page.locator('#consent-demo-script-output')).toContainText('nog niet uitgevoerd');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  const cases: [string, string | undefined, boolean][] = [
    ['valid cookie', serverCookie({ consent_declined: false, consent_expire_time: now() + 3600, consent_time: now(), consent_level: 5, consent_id: 2 }), false],
    ['expired cookie', serverCookie({ consent_declined: false, consent_expire_time: now() - 60, consent_time: now() - 120, consent_level: 5 }), true],
    ['old-format cookie (deleted)', encodeURIComponent('{"consent_level":5,"consent_expire_time":9999999999}'), true],
  ];
  for (const [name, value, shows] of cases) {
    test(`${name} -> banner ${shows ? 'shows' : 'hidden'}`, async ({ page, context, baseURL, problems }) => {
      await context.addCookies([{ name: CONSENT_COOKIE, value: value!, url: baseURL! }]);
      const c = new ConsentPage(page);
      await c.goto();
      if (shows) await expect(c.banner).toBeVisible();
      else {
        await expect(c.banner).toHaveCount(0);
        await expect(c.openButton).toBeVisible();
        // A valid advertising consent grants at load.
        await expect.poll(() => c.signals()).toContain('fbq("consent", "grant")');
      }
      if (name.startsWith('old')) expect(await c.cookie(context)).toBeUndefined();
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    });
  }

  test('ct-ultimate-gdpr-cookie-popup=1 -> banner hidden', async ({ page, context, baseURL, problems }) => {
    await context.addCookies([{ name: 'ct-ultimate-gdpr-cookie-popup', value: '1', url: baseURL! }]);
    const c = new ConsentPage(page);
    await c.goto();
    await expect(c.banner).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});

test.describe('accept', () => {
  test('accept -> give stored with a truncated IP, server cookie (URL-encoded) honoured on reload; event; success message; gated content runs', async ({ page, context, db, problems }) => {
    const c = new ConsentPage(page);
    const since = now() - 1;
    await c.goto();
    await c.recordEvents();
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === AJAX_PATH);
    await c.acceptButton.click();
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(await res.headerValue('set-cookie')).toMatch(/^ct-ultimate-gdpr-cookie=[A-Za-z0-9%]+%3D; Expires=/m);
    expect(c.ajaxBodies.map((b) => b.raw)).toEqual(['action=ct_ultimate_gdpr_cookie_consent_give&level=5']);
    await expect(c.banner).toHaveCount(0);
    await expect(c.successMessage).toHaveText('Je keuze is opgeslagen.');
    await expect.poll(() => c.events()).toEqual([{ level: 5, levels: [5, 6, 7, 8] }]);
    await expect(page.locator('p[data-consent-level="4"]')).toBeVisible();
    await expect(page.locator('#consent-demo-script-output')).toContainText('is uitgevoerd');
    await expect.poll(() => c.signals()).toContain('fbq("consent", "grant")');
    const cookie = await c.cookie(context);
    expect(cookie?.raw).toContain('%3D');
    expect(cookie?.value).toMatchObject({ consent_declined: false, consent_level: 5, consent_id: 2 });
    const row = db.prepare("SELECT level, level_ids, skip_cookies, ip FROM consents WHERE level = 5 AND level_ids = '[]' AND declined = 0 AND created_at >= ? ORDER BY id DESC").get(since) as {
      level: number;
      level_ids: string;
      skip_cookies: number;
      ip: string;
    };
    expect(row).toEqual({ level: 5, level_ids: '[]', skip_cookies: 0, ip: '127.0.0.0' });
    // The success message goes after 2000 ms; the open button stays.
    await expect(c.successMessage).toHaveCount(0, { timeout: 4000 });
    await page.reload();
    await page.locator('gdpr-consent[data-banner="hidden"]').waitFor({ state: 'attached' });
    await expect(c.openButton).toBeVisible();
    await expect(page.locator('#consent-demo-script-output')).toContainText('is uitgevoerd');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('server 500 twice -> second body adds skip_cookies=true, cookie written client-side, event fires, consent survives a reload', async ({ page, context, problems }) => {
    const c = new ConsentPage(page);
    const bodies = await c.failAjax();
    await c.goto();
    await c.recordEvents();
    await c.acceptButton.click();
    await expect.poll(() => c.events()).toEqual([{ level: 5, levels: [5, 6, 7, 8] }]);
    expect(bodies).toEqual(['action=ct_ultimate_gdpr_cookie_consent_give&level=5', 'skip_cookies=true&action=ct_ultimate_gdpr_cookie_consent_give&level=5']);
    const cookie = await c.cookie(context);
    expect(cookie?.value).toMatchObject({ consent_declined: false, consent_level: 5, consent_id: [] });
    expect(Number(cookie?.value.consent_expire_time)).toBeGreaterThan(now() + 360 * 86400);
    const stored = (await context.cookies()).find((x) => x.name === CONSENT_COOKIE)!;
    expect(stored.path).toBe('/');
    expect(Math.abs(stored.expires - Number(cookie?.value.consent_expire_time))).toBeLessThanOrEqual(1);
    await page.unroute(`**${AJAX_PATH}`);
    await page.reload();
    await page.locator('gdpr-consent[data-banner="hidden"]').waitFor({ state: 'attached' });
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('offline before the POST code came (its chunk never loads) -> no POST, the cookie written client-side, event, banner gone', async ({ page, context, problems }) => {
    const c = new ConsentPage(page);
    await page.route(/\/consent-post-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await c.goto();
    await c.recordEvents();
    await context.setOffline(true);
    await c.acceptButton.click();
    await expect.poll(() => c.events()).toEqual([{ level: 5, levels: [5, 6, 7, 8] }]);
    await expect(c.banner).toHaveCount(0);
    expect(c.ajaxBodies).toEqual([]);
    await context.setOffline(false);
    const cookie = await c.cookie(context);
    expect(cookie?.value).toMatchObject({ consent_declined: false, consent_level: 5 });
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('reload configured -> the page reloads after accept, no success message, banner gone', async ({ page, problems }) => {
    const c = new ConsentPage(page);
    await c.goto('reload');
    const reloaded = page.waitForEvent('load');
    await c.acceptButton.click();
    await reloaded;
    await page.locator('gdpr-consent[data-banner="hidden"]').waitFor({ state: 'attached' });
    await expect(c.successMessage).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});

test.describe('settings modal', () => {
  test('[data-consent-settings] opens it; modal-open on html and body; slider colours; categories; save posts level and level_id[]', async ({ page, context, db, problems }) => {
    const c = new ConsentPage(page);
    const since = now() - 1;
    await c.goto();
    await c.recordEvents();
    await page.locator('footer [data-consent-settings]').click();
    await expect(page.getByRole('dialog', { name: 'Privacyinstellingen' })).toBeVisible();
    expect(await page.evaluate(() => [document.documentElement.classList.contains('modal-open'), document.body.classList.contains('modal-open')])).toEqual([true, true]);

    await c.sliderItem(4).click();
    const fills = await c.host.locator('[part~="slider-item"] path').evaluateAll((ps) => ps.map((p) => getComputedStyle(p).fill));
    expect(fills).toEqual(['rgb(89, 89, 89)', 'rgb(130, 170, 59)', 'rgb(130, 170, 59)', 'rgb(130, 170, 59)', 'rgb(89, 89, 89)']);
    await c.sliderItem(1).click();
    await expect(c.modal).toHaveClass(/consent-modal--block/);
    await c.category(6).check();
    await expect(c.modal).not.toHaveClass(/consent-modal--block/);
    await expect(c.sliderItem(1).locator('input')).not.toBeChecked();
    await c.category(8).check();
    await expect(c.host.locator('.consent-describe__col--allowed li')).toContainText(['Je cookiekeuze onthouden', 'Je instellingen voor sociale media onthouden']);

    await c.saveButton.click();
    await expect(c.modal).toHaveCount(0);
    await expect(c.banner).toHaveCount(0);
    // The modal closes at once; the request is seen when Playwright reports it (later on a busy machine).
    await expect.poll(() => c.ajaxBodies.map((b) => b.raw)).toEqual(['action=ct_ultimate_gdpr_cookie_consent_give&level=2&level_id%5B%5D=6&level_id%5B%5D=8']);
    await expect.poll(() => c.events()).toEqual([{ level: 2, levels: [6, 8] }]);
    expect(await page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(false);
    // The server folds [6, 8] into the plugin's granular level 12 and keeps the posted ids.
    await expect.poll(async () => (await c.cookie(context))?.value).toMatchObject({ consent_level: 12, consent_id: ['6', '8'] });
    const row = db.prepare("SELECT level, level_ids FROM consents WHERE level_ids = '[6,8]' AND created_at >= ? ORDER BY id DESC").get(since);
    expect(row).toEqual({ level: 2, level_ids: '[6,8]' });
    // Consent Mode: advertising and functionality granted, analytics not.
    await expect
      .poll(() => c.signals())
      .toContain('gtag("consent", "update", {"functionality_storage":"granted","analytics_storage":"denied","ad_storage":"granted","ad_user_data":"granted","ad_personalization":"granted"})');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('openSettings() opens it; save with the server failing twice -> both bodies asserted, cookie written client-side, event', async ({ page, context, problems }) => {
    const c = new ConsentPage(page);
    const bodies = await c.failAjax();
    await c.goto();
    await c.recordEvents();
    await c.host.evaluate((el) => (el as HTMLElement & { openSettings(): void }).openSettings());
    await expect(c.modal).toBeVisible();
    await c.sliderItem(3).click();
    await c.saveButton.click();
    await expect.poll(() => c.events()).toEqual([{ level: 3, levels: [5, 6] }]);
    expect(bodies).toEqual([
      'action=ct_ultimate_gdpr_cookie_consent_give&level=3&level_id%5B%5D=5&level_id%5B%5D=6',
      'skip_cookies=true&action=ct_ultimate_gdpr_cookie_consent_give&level=3&level_id%5B%5D=5&level_id%5B%5D=6',
    ]);
    expect((await c.cookie(context))?.value).toMatchObject({ consent_level: 3, consent_id: [5, 6], consent_declined: false });
    await expect(c.banner).toHaveCount(0);
    await expect(c.successMessage).toHaveText('Je keuze is opgeslagen.');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('closing the modal posts decline; the server records it and sets the block-all cookie', async ({ page, context, db, problems }) => {
    const c = new ConsentPage(page);
    const since = now() - 1;
    await c.goto();
    await c.settingsButton.click();
    await expect(c.modal).toBeVisible();
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === AJAX_PATH);
    await c.modalClose.click();
    await answer;
    await expect(c.modal).toHaveCount(0);
    expect(c.ajaxBodies.map((b) => b.raw)).toEqual(['action=ct_ultimate_gdpr_cookie_consent_decline&ct_ultimate_gdpr_button_close=1']);
    await expect.poll(async () => (await c.cookie(context))?.value).toMatchObject({ consent_level: 1, consent_declined: false });
    const row = db.prepare('SELECT level, declined FROM consents WHERE declined = 1 AND created_at >= ? ORDER BY id DESC').get(since);
    expect(row).toEqual({ level: 1, declined: 1 });
    await expect(c.openButton).toBeFocused();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('keyboard: Tab reaches Settings, Enter opens, Tab stays in the dialog, Escape closes and focus returns', async ({ page, context, baseURL, problems }) => {
    await context.addCookies([{ name: CONSENT_COOKIE, value: serverCookie({ consent_expire_time: now() + 3600, consent_level: 3 }), url: baseURL! }]);
    const c = new ConsentPage(page);
    await c.goto();
    await c.openButton.focus();
    await page.keyboard.press('Enter');
    await expect(c.modal).toBeVisible();
    await expect(c.modalClose).toBeFocused();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await c.modal.evaluate((m) => {
        let a: Element | null = document.activeElement;
        while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
        return m.contains(a);
      })).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(c.modal).toHaveCount(0);
    await expect(c.openButton).toBeFocused();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('outside click closes; always-visible: the banner stays after accept, no open button, outside click and Escape keep the modal', async ({ page, problems }) => {
    const c = new ConsentPage(page);
    await c.goto();
    await c.settingsButton.click();
    await expect(c.modal).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(c.modal).toHaveCount(0);

    await c.goto('always');
    await c.acceptButton.click();
    await expect(c.successMessage).toBeVisible();
    await expect(c.banner).toBeVisible();
    await expect(c.openButton).toHaveCount(0);
    await c.settingsButton.click();
    await expect(c.modal).toBeVisible();
    await page.mouse.click(5, 5);
    await page.keyboard.press('Escape');
    await expect(c.modal).toBeVisible();
    await c.modalClose.click();
    await expect(c.modal).toHaveCount(0);
    await expect(c.banner).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});

test.describe('ajax popup mode', () => {
  test('options then markup from the REST routes (nonce header), sanitized into the modal; its radios save', async ({ page, problems }) => {
    const c = new ConsentPage(page);
    const rest: { url: string; nonce: string | undefined }[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wp-json/')) rest.push({ url: new URL(r.url()).pathname, nonce: r.headers()['x-wp-nonce'] });
    });
    await c.goto('ajax');
    await c.settingsButton.click();
    await expect(c.host.locator('.consent-server')).toBeVisible();
    expect(rest).toEqual([
      { url: '/wp-json/ct-ultimate-gdpr/v1/cookie-popup-options', nonce: 'demo-nonce' },
      { url: '/wp-json/ct-ultimate-gdpr/v1/cookie-popup', nonce: 'demo-nonce' },
    ]);
    await c.host.locator('.consent-server label', { hasText: 'Functioneel' }).first().click();
    await c.saveButton.click();
    await expect(c.modal).toHaveCount(0);
    // The modal goes with the press; the POST follows once its code is there (fetched at idle, which in
    // ajax popup mode may still be under way beside the REST calls and the sanitizer).
    await expect.poll(() => c.ajaxBodies.at(-1)?.raw).toBe('action=ct_ultimate_gdpr_cookie_consent_give&level=3&level_id%5B%5D=5&level_id%5B%5D=6');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('markup route fails -> a console error and nothing shown', async ({ page, problems }) => {
    await page.route('**/wp-json/ct-ultimate-gdpr/v1/cookie-popup', (route) => route.fulfill({ status: 500, body: '{"code":"boom"}' }));
    const c = new ConsentPage(page);
    await c.goto('ajax');
    await expect.poll(() => problems.consoleErrors.some((e) => e.startsWith('[gdpr-consent] cookie popup could not be loaded'))).toBe(true);
    await expect(c.banner).toHaveCount(0);
    await expect(c.modal).toHaveCount(0);
    await page.locator('footer [data-consent-settings]').click();
    await expect(c.modal).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});

test.describe('layout', () => {
  for (const style of ['top-panel', 'bottom-panel', 'full-panel', 'modern']) {
    test(`${style}: buttons 52 px high below 1024 px, not at 1280 px`, async ({ page, problems }) => {
      const c = new ConsentPage(page);
      await page.setViewportSize({ width: 800, height: 700 });
      await c.goto(`style=${style}`);
      // Let the entrance animation (a transform) finish before measuring boxes.
      await c.banner.evaluate((b) => Promise.all(b.getAnimations({ subtree: true }).map((a) => a.finished)));
      for (const b of [c.acceptButton, c.settingsButton]) {
        expect(await b.evaluate((x) => getComputedStyle(x).height)).toBe('52px');
        expect((await b.boundingBox())!.height).toBeCloseTo(52, 1);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const b of [c.acceptButton, c.settingsButton]) expect(await b.evaluate((x) => getComputedStyle(x).height)).not.toBe('52px');
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    });
  }

  test('bottom panel: body padding-bottom follows the banner height on load and on resize; top panel pads the top', async ({ page, problems }) => {
    const c = new ConsentPage(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await c.goto('style=bottom-panel');
    const height = async () => `${await c.banner.evaluate((b) => (b as HTMLElement).offsetHeight)}px`;
    await expect.poll(async () => (await c.bodyPadding()).bottom).toBe(await height());
    const wide = await height();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(async () => (await c.bodyPadding()).bottom).toBe(await height());
    expect(await height()).not.toBe(wide);
    expect((await c.bodyPadding()).classes).toContain('ct-ultimate-gdpr-cookie-bottomPanel-padding');
    await c.recordEvents();
    await c.acceptButton.click();
    await expect.poll(async () => (await c.bodyPadding()).bottom).toBe('');
    // The give is over (answered, and the cookie checked or written here) before cookies are
    // cleared: waiting for the response alone let the widget write its cookie after the clear.
    await expect.poll(() => c.events()).toHaveLength(1);

    await page.context().clearCookies();
    await c.goto('style=top-panel');
    await expect.poll(async () => (await c.bodyPadding()).top).toBe(await height());
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('mobile: modal fits the viewport and scrolls; slider is vertical', async ({ page, problems }) => {
    const c = new ConsentPage(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await c.goto();
    await c.settingsButton.click();
    const box = (await c.modal.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(375);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    const ys = await c.host.locator('[part~="slider-item"]').evaluateAll((items) => items.map((i) => i.getBoundingClientRect().top));
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(new Set(ys).size).toBe(5);
    await expect(c.saveButton).toBeInViewport();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});

test.describe('cookie list and blocking form', () => {
  test('cookie list: table filtered by first / third party', async ({ page, problems }) => {
    const c = new ConsentPage(page);
    await c.goto();
    await expect(c.listRows()).toHaveCount(5);
    await c.list.locator('[part~="filter"]').selectOption('third');
    await expect(c.listRows()).toHaveCount(2);
    await expect(c.listRows().locator('th')).toHaveText(['_ga, _gid', '_fbp']);
    await c.list.locator('[part~="filter"]').selectOption('first');
    await expect(c.listRows()).toHaveCount(3);
    await c.list.locator('[part~="filter"]').selectOption('');
    await expect(c.listRows()).toHaveCount(5);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('blocking form: checkbox enables submit; checked -> level 1 stored; the banner learns of it', async ({ page, db, problems }) => {
    const c = new ConsentPage(page);
    const since = now() - 1;
    await c.goto();
    const submit = c.block.locator('[part~="submit-button"]');
    await expect(submit).toBeDisabled();
    await c.block.locator('[part~="checkbox"]').check();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(c.block.locator('[part~="success-message"]')).toHaveText('Je keuze is opgeslagen.');
    expect(c.ajaxBodies.map((b) => b.raw)).toEqual(['action=ct_ultimate_gdpr_cookie_consent_give&level=1']);
    expect(db.prepare("SELECT level FROM consents WHERE level = 1 AND declined = 0 AND created_at >= ? ORDER BY id DESC").get(since)).toEqual({ level: 1 });
    await expect(c.banner).toHaveCount(0);
    await expect.poll(() => c.signals()).toContain('fbq("consent", "revoke")');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});

test.describe('axe', () => {
  test('banner, modal and cookie list -> no violations', async ({ page, problems }) => {
    // Seven axe runs, each after the animations settle: on a busy 2-core machine more than 30 s.
    test.slow();
    const c = new ConsentPage(page);
    await c.goto();
    expect(await axe(page, 'gdpr-consent')).toEqual([]);
    expect(await axe(page, 'gdpr-cookie-list')).toEqual([]);
    expect(await axe(page, 'gdpr-cookie-block')).toEqual([]);
    await c.settingsButton.click();
    await expect(c.modal).toBeVisible();
    expect(await axe(page, 'gdpr-consent')).toEqual([]);
    for (const style of ['top-panel', 'full-panel', 'modern']) {
      await c.goto(`style=${style}`);
      expect(await axe(page, 'gdpr-consent'), style).toEqual([]);
    }
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});

test.describe('reference backend', () => {
  test('give with skip_cookies -> "ok", no cookie; REST routes answer JSON strings', async ({ request }) => {
    const skip = await request.post(AJAX_PATH, { form: { action: 'ct_ultimate_gdpr_cookie_consent_give', level: '3', skip_cookies: 'true' } });
    expect(skip.status()).toBe(200);
    expect(await skip.text()).toBe('ok');
    expect(skip.headers()['set-cookie']).toBeUndefined();
    const options = await request.get('/wp-json/ct-ultimate-gdpr/v1/cookie-popup-options');
    expect(JSON.parse(await options.json())).toEqual({ cookie_popup_ajax_enabled: true });
    const markup = await request.get('/?rest_route=/ct-ultimate-gdpr/v1/cookie-popup');
    const html: string = await markup.json();
    expect(html).toContain('type="radio"');
    expect(html).toContain('value="8"');
  });

  for (const [name, form, message] of [
    ['level_id out of range', { action: 'ct_ultimate_gdpr_cookie_consent_give', level: '2', 'level_id[]': '9' }, /level_id/],
    ['level missing', { action: 'ct_ultimate_gdpr_cookie_consent_give' }, /"level" is required/],
    ['decline with a bad close flag', { action: 'ct_ultimate_gdpr_cookie_consent_decline', ct_ultimate_gdpr_button_close: 'x' }, /button_close/],
  ] as const) {
    test(`${name} -> 400 JSON`, async ({ request }) => {
      const res = await request.post(AJAX_PATH, { form: form as Record<string, string> });
      expect(res.status()).toBe(400);
      expect((await res.json()).data.message).toMatch(message);
    });
  }

  test('POST to the popup route -> 405', async ({ request }) => {
    expect((await request.post('/wp-json/ct-ultimate-gdpr/v1/cookie-popup')).status()).toBe(405);
  });
});

test.describe('the settings agree with themselves', () => {
  test('after Accepteren the slider says Advertenties and every category is ticked; a category unticked moves the slider, a level ticks its categories', async ({ page, problems }) => {
    const c = new ConsentPage(page);
    await c.goto();
    await c.acceptButton.click();
    await expect(c.successMessage).toHaveText('Je keuze is opgeslagen.');
    await c.openButton.click();
    await expect(c.modal).toBeVisible();
    const radio = (level: number) => c.sliderItem(level).locator('input');
    await expect(radio(5)).toBeChecked();
    for (const cat of [5, 6, 7, 8]) await expect(c.category(cat), `category ${cat}`).toBeChecked();
    // Untick advertising: the slider follows (level 4: essentials, functional, analytics).
    await c.category(8).uncheck();
    await expect(radio(4)).toBeChecked();
    for (const cat of [5, 6, 7]) await expect(c.category(cat)).toBeChecked();
    await expect(c.category(8)).not.toBeChecked();
    // A level on the slider ticks exactly its categories.
    await c.sliderItem(2).click();
    await expect(radio(2)).toBeChecked();
    await expect(c.category(5)).toBeChecked();
    for (const cat of [6, 7, 8]) await expect(c.category(cat)).not.toBeChecked();
    // Categories one by one that are no level: no slider item claims them.
    await c.category(5).uncheck();
    await c.category(7).check();
    for (const level of [1, 2, 3, 4, 5]) await expect(radio(level)).not.toBeChecked();
    expect(problems.pageErrors).toEqual([]);
  });
});

test('the bakery banner at 375 px: Instellingen, Weigeren and Accepteren all inside the viewport, as large as each other', async ({ page, problems }) => {
  await page.context().clearCookies();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const consent = page.locator('gdpr-consent');
  const boxes = [];
  for (const p of ['settings-button', 'decline-button', 'accept-button']) {
    const box = await consent.locator(`[part~="${p}"]`).boundingBox();
    expect(box, p).not.toBeNull();
    boxes.push(box!);
    expect(box!.x, `${p} starts in the viewport`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${p} ends in the viewport`).toBeLessThanOrEqual(375);
  }
  expect(Math.abs(boxes[1]!.height - boxes[2]!.height), 'refusing as large as accepting').toBeLessThan(1);
  expect(problems.pageErrors).toEqual([]);
});
