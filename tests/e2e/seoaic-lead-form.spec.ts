/** <seoaic-lead-form> through demo/seoaic-lead-form.html and the reference backend (issue 11). */
import { axe, expect, loginAdmin, test } from './fixtures';
import { CLOSED_COOKIE, LeadPage, LEAD_PATH, type SentCall } from './models/lead';

type Page = import('@playwright/test').Page;

/** Time stands still in the page until a test moves it (auto-advance 2 s, reveal 1.3 s, redirect 3 s). axe needs running timers: not with this one. */
async function pauseClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
}

/** A fake clock that keeps running (axe works), so long delays can be skipped with fastForward. */
async function fastClock(page: Page) {
  await page.clock.install();
}

const Q = {
  welcome: 'Hoi! Ik help je in een paar stappen met je taartbestelling.',
  occasion: 'Voor welke gelegenheid is de taart?',
  persons: 'Voor hoeveel personen?',
  flavours: 'Welke smaken vind je lekker? Kies er zoveel je wilt.',
  text: 'Wil je een tekst of decoratie op de taart? Laat leeg als het niet hoeft.',
  contact: 'Hoe kunnen we je bereiken?',
};

const bodies = (calls: SentCall[]) => calls.map((c) => [c.method, c.path.replace(/\/\d+$/, '/{id}'), c.body]);

test.describe('lead form flow', () => {
  test('reduced motion: steps one after another, every answer recorded (POST, then PUT each), contact validity, captured, 100%, redirect in a new tab after 3 s; axe clean in every step', async ({ page, context, db, problems }) => {
    test.setTimeout(120_000); // axe runs in each of the eight states
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await fastClock(page);
    const lead = new LeadPage(page);
    await lead.goto();
    const checkAxe = async (when: string) => expect(await axe(page, 'seoaic-lead-form'), when).toEqual([]);

    // Step 1 is a message that auto-advances after 2 s.
    await expect(lead.current()).toHaveAttribute('data-phase', 'message');
    await expect(lead.current().locator('[part~="question"]')).toHaveText(Q.welcome);
    expect(await lead.progressValue()).toBe(17);
    await checkAxe('step 1');
    await page.clock.fastForward(2000);
    await lead.expectStep('2');
    expect(await lead.progressValue()).toBe(33);
    // Each answer button carries the next step id (the finish marker for the last one).
    expect(await lead.answerButtons().evaluateAll((bs) => bs.map((b) => [b.textContent, b.getAttribute('data-next')]))).toEqual([
      ['Verjaardag', '3'],
      ['Bruiloft', '3'],
      ['Bedrijfsfeest', '3'],
      ['Ik kijk alleen even rond', 'finish'],
    ]);
    await checkAxe('step 2');

    await lead.choose('Verjaardag');
    await lead.expectStep('3');
    await expect(lead.steps.nth(1).locator('[part~="answer"]')).toContainText('Verjaardag');
    expect(await lead.progressValue()).toBe(50);
    await expect.poll(() => lead.calls.length).toBe(1);
    const created = lead.calls[0]!;
    expect(created).toMatchObject({ method: 'POST', path: LEAD_PATH, nonce: 'demo-nonce', contentType: 'application/json' });
    expect(created.body).toEqual({
      lead_data: [{ type: 'single', question: Q.occasion, answer: 'Verjaardag' }],
      title: 'Taart bestellen · Bakkerij Zonneveld',
      url: `${page.url()}`,
    });
    await checkAxe('step 3');

    await lead.choose('10 tot 12');
    await lead.expectStep('4');
    await checkAxe('step 4');
    await lead.tick('Chocolade', 'Mokka');
    await lead.expectStep('5');
    await checkAxe('step 5');
    await lead.type('   ');
    await lead.expectStep('6');
    // Recorded as -/-; the visitor reads that nothing was given.
    await expect(lead.steps.nth(4).locator('[part~="answer"]')).toHaveText('Jouw antwoord: Geen antwoord');
    expect(await lead.progressValue()).toBe(100);
    await checkAxe('step 6');

    // Contact step: every input and select must pass the browser's validity check; the messages are
    // the tag's own Dutch (an English browser's validationMessage would be English), focus on the first.
    await lead.field('Naam').fill('Sanne de Vries');
    await lead.field('E-mailadres').fill('sanne@');
    await lead.nextButton().click();
    const email = lead.field('E-mailadres');
    expect(await email.evaluate((i: HTMLInputElement) => i.validity.valid)).toBe(false);
    await expect(lead.current().locator('[part~="field-error"]')).toHaveText(['Vul een geldig e-mailadres in.', 'Dit veld is verplicht.']); // the select too
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(lead.host).toHaveAttribute('data-step', '6');
    await checkAxe('step 6 with validity messages');
    const before = lead.calls.length;
    await email.fill('sanne@example.nl');
    await lead.field('Afhalen in').selectOption('Zeist');
    await expect(lead.current().locator('[part~="field-error"]')).toHaveCount(0);
    expect(lead.calls.length).toBe(before);

    // Time stands still from here, so the redirect's 3 s can be counted.
    await page.clock.pauseAt(new Date(Date.now() + 10 * 60_000));
    const tab = context.waitForEvent('page');
    await lead.nextButton().click();
    await expect(lead.host).toHaveAttribute('data-finished', '');
    await expect(lead.finish).toContainText('Bedankt!');
    expect(await lead.progressValue()).toBe(100);
    await expect(lead.finish.locator('[part~="redirect-link"]')).toHaveAttribute('href', /\/seoaic-bedankt\.html$/);
    // The conversation shows the fields filled in; the record keeps all four.
    await expect(lead.steps.nth(5).locator('[part~="answer"]')).toHaveText('Jouw antwoord: Naam: Sanne de Vries\nE-mailadres: sanne@example.nl\nAfhalen in: Zeist');

    await expect.poll(() => lead.calls.length).toBe(5);
    const entries = [
      { type: 'single', question: Q.occasion, answer: 'Verjaardag' },
      { type: 'single', question: Q.persons, answer: '10 tot 12' },
      { type: 'multi', question: Q.flavours, answer: 'Chocolade;Mokka' },
      { type: 'textfield', question: Q.text, answer: '-/-' },
      {
        type: 'contact_fields',
        question: Q.contact,
        answer: [
          { field: 'Naam', value: 'Sanne de Vries' },
          { field: 'E-mailadres', value: 'sanne@example.nl' },
          { field: 'Telefoonnummer', value: '-/-' },
          { field: 'Afhalen in', value: 'Zeist' },
        ],
      },
    ];
    expect(bodies(lead.calls).slice(1)).toEqual([
      ['PUT', `${LEAD_PATH}/{id}`, { status: 'initiated', lead_data: entries.slice(0, 2) }],
      ['PUT', `${LEAD_PATH}/{id}`, { status: 'initiated', lead_data: entries.slice(0, 3) }],
      ['PUT', `${LEAD_PATH}/{id}`, { status: 'initiated', lead_data: entries.slice(0, 4) }],
      ['PUT', `${LEAD_PATH}/{id}`, { status: 'captured', lead_data: entries }],
    ]);
    for (const c of lead.calls) expect(c).toMatchObject({ nonce: 'demo-nonce', contentType: 'application/json' });
    expect(new Set(lead.calls.map((c) => c.key)).size).toBe(5);
    await expect.poll(() => lead.queued()).toBe(0);
    const rows = lead.rows(db);
    expect(rows).toHaveLength(1);
    expect(lead.calls.slice(1).every((c) => c.path === `${LEAD_PATH}/${rows[0]!.id}`)).toBe(true);
    expect(rows[0]).toMatchObject({ status: 'captured', title: 'Taart bestellen · Bakkerij Zonneveld', updates: 4 });
    expect(JSON.parse(rows[0]!.lead_data)).toEqual(entries);

    // On finish, the configured address opens in a new tab after 3 s.
    await page.clock.runFor(2999);
    expect(context.pages()).toHaveLength(1);
    await page.clock.runFor(1);
    const opened = await tab;
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe('/seoaic-bedankt.html');
    await page.clock.resume();
    await checkAxe('finished');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    expect(problems.consoleErrors.filter((e) => !/favicon|404/.test(e))).toEqual([]);
  });

  test('chat timing: answers revealed 1.3 s after the question, the conversation scrolls to its bottom 2 s after a step appears, an answer hides in 0.5 s', async ({ page, problems }) => {
    await pauseClock(page);
    const lead = new LeadPage(page);
    await lead.goto();
    // A short conversation box, so it scrolls.
    await lead.host.evaluate((el: HTMLElement) => el.style.setProperty('--se-lead-log-height', '9rem'));
    await page.clock.runFor(2000);
    await expect(lead.current()).toHaveAttribute('data-phase', 'asking');
    await expect(lead.answerButtons()).toHaveCount(0);
    await page.clock.runFor(1299);
    await expect(lead.current()).toHaveAttribute('data-phase', 'asking');
    await page.clock.runFor(1);
    await expect(lead.current()).toHaveAttribute('data-phase', 'ready');
    await expect(lead.answerButtons()).toHaveCount(4);
    const log = lead.host.locator('.lead__log');
    const gap = () => log.evaluate((l) => Math.round(l.scrollHeight - l.clientHeight - l.scrollTop));
    expect(await gap()).toBeGreaterThan(20); // the revealed answers are below the fold for now
    await page.clock.runFor(700); // 2 s after the step appeared
    await expect.poll(gap).toBeLessThanOrEqual(1);

    await lead.choose('Bruiloft');
    await expect(lead.steps.nth(1)).toHaveAttribute('data-phase', 'hiding');
    await expect(lead.steps.nth(1).locator('[part~="answer-button"]').first()).toBeDisabled();
    await page.clock.runFor(499);
    await expect(lead.steps).toHaveCount(2);
    await page.clock.runFor(1);
    await expect(lead.steps).toHaveCount(3);
    await expect(lead.current()).toHaveAttribute('data-phase', 'asking');
    expect(problems.pageErrors).toEqual([]);
  });

  test('close sets the session cookie seoai_lead_form_closed (path /), kept on reload; open deletes it', async ({ page, context, problems }) => {
    const lead = new LeadPage(page);
    await lead.goto();
    await expect(lead.panel).toBeVisible();
    await expect(lead.openButton).toHaveCount(0);
    await lead.closeButton.click();
    await expect(lead.panel).toBeHidden();
    await expect(lead.openButton).toBeFocused();
    await expect(lead.host).toHaveAttribute('data-state', 'closed');
    const cookie = (await context.cookies()).find((c) => c.name === CLOSED_COOKIE);
    expect(cookie).toMatchObject({ path: '/', expires: -1 });
    expect(await axe(page, 'seoaic-lead-form')).toEqual([]);

    await page.reload();
    await page.locator('seoaic-lead-form[data-state="closed"]').waitFor({ state: 'attached' });
    await expect(lead.panel).toBeHidden();
    await lead.openButton.click();
    await expect(lead.panel).toBeVisible();
    await expect(lead.host).toHaveAttribute('data-state', 'open');
    expect((await context.cookies()).find((c) => c.name === CLOSED_COOKIE)).toBeUndefined();
    expect(problems.pageErrors).toEqual([]);
  });

  test('a create answered without an id -> "[Multistep] No ID found", and no PUT is ever sent without one', async ({ page, problems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    await page.route(`**${LEAD_PATH}`, (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false,"data":{}}' }) : route.continue()));
    const lead = new LeadPage(page);
    await lead.goto();
    await page.clock.runFor(2000);
    await lead.choose('Verjaardag');
    await expect.poll(() => problems.consoleErrors).toContain('[Multistep] No ID found');
    await lead.choose('6 tot 8');
    await lead.expectStep('4');
    await expect.poll(() => lead.calls.length).toBeGreaterThanOrEqual(2);
    expect(lead.calls.every((c) => c.method === 'POST')).toBe(true);
    expect(await lead.queued()).toBe(2);
  });

  test('an answer whose next is the finish marker ends the flow at once: 100%, the new lead captured (POST, then PUT captured)', async ({ page, db, problems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    const lead = new LeadPage(page);
    await lead.goto();
    await page.clock.runFor(2000);
    await lead.expectStep('2');
    expect(await lead.progressValue()).toBe(33);
    await lead.choose('Ik kijk alleen even rond');
    await expect(lead.host).toHaveAttribute('data-finished', '');
    await expect(lead.steps).toHaveCount(2);
    expect(await lead.progressValue()).toBe(100);
    await expect.poll(() => lead.queued()).toBe(0);
    const entries = [{ type: 'single', question: Q.occasion, answer: 'Ik kijk alleen even rond' }];
    expect(bodies(lead.calls)).toEqual([
      ['POST', LEAD_PATH, { lead_data: entries, title: 'Taart bestellen · Bakkerij Zonneveld', url: page.url() }],
      ['PUT', `${LEAD_PATH}/{id}`, { status: 'captured', lead_data: entries }],
    ]);
    const rows = lead.rows(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'captured', updates: 1 });
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('lead form: an answer is never lost', () => {
  test('offline: answers wait in the outbox; back online they go in order (the create first, its id into the updates) and the server holds each exactly once', async ({ page, context, db, problems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    const lead = new LeadPage(page);
    await lead.goto();
    await page.clock.runFor(2000);
    await context.setOffline(true);
    await lead.choose('Bedrijfsfeest');
    await lead.choose('Meer dan 20');
    await lead.tick();
    await lead.expectStep('5');
    await expect.poll(() => lead.queued()).toBe(3);
    expect(lead.rows(db)).toEqual([]);
    const failed = lead.calls.length;

    await context.setOffline(false); // fires `online`
    await expect.poll(() => lead.queued()).toBe(0);
    const sent = lead.calls.slice(failed);
    expect(sent.map((c) => c.method)).toEqual(['POST', 'PUT', 'PUT']);
    const rows = lead.rows(db);
    expect(rows).toHaveLength(1);
    expect(sent.slice(1).map((c) => c.path)).toEqual([`${LEAD_PATH}/${rows[0]!.id}`, `${LEAD_PATH}/${rows[0]!.id}`]);
    expect(JSON.parse(rows[0]!.lead_data).map((e: { answer: string }) => e.answer)).toEqual(['Bedrijfsfeest', 'Meer dan 20', '-/-']);
    expect(rows[0]!.updates).toBe(2);
    // Every retry of an operation carried the same idempotency key.
    const keys = new Map<string, string>();
    for (const c of lead.calls) keys.set(c.key!, `${c.method} ${JSON.stringify(c.body)}`);
    expect(keys.size).toBe(3);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a create whose answer was lost is not created twice; a 503 waits for the next answer; what is left goes on the next page view', async ({ page, db, problems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    const lead = new LeadPage(page);
    // The first POST reaches the server, but its answer never reaches the page.
    let lost = false;
    await page.route(`**${LEAD_PATH}`, async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.continue();
      lost = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await lead.goto();
    await page.clock.runFor(2000);
    await lead.choose('Verjaardag');
    await expect.poll(() => lead.rows(db).length).toBe(1);
    expect(await lead.queued()).toBe(1);
    // The next answer retries the create with the same key: the server answers the first id.
    await lead.choose('6 tot 8');
    await expect.poll(() => lead.queued()).toBe(0);
    const posts = lead.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.key).toBe(posts[1]!.key);
    expect(lead.rows(db)).toHaveLength(1);

    const fault = await lead.failLead(503);
    await lead.tick('Aardbei');
    await lead.type('Hoera!');
    await expect.poll(() => lead.queued()).toBe(2);
    // Both answers tried the update of the third and met the 503 (two rounds). Waiting for the
    // second refusal matters: restored while that round was still on its way, the old page's PUT
    // would reach the server and the reload would send it again (same key, so the server holds it
    // once, but this test counts calls).
    await expect.poll(() => fault.refused()).toBe(2);
    await fault.restore();
    // The next page view (a reload) sends what is left, in order.
    const url = page.url();
    const calls = lead.calls.length;
    await page.goto(url);
    await expect.poll(() => lead.queued()).toBe(0);
    expect(lead.calls.slice(calls).map((c) => (c.body as { lead_data: unknown[] }).lead_data.length)).toEqual([3, 4]);
    const rows = lead.rows(db);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.lead_data).map((e: { answer: string }) => e.answer)).toEqual(['Verjaardag', '6 tot 8', 'Aardbei', 'Hoera!']);
    expect(rows[0]!.updates).toBe(3);
    expect(problems.pageErrors).toEqual([]);
  });
});

test('keyboard only: the whole flow with Tab, Enter, Space and typing; focus follows each answer', async ({ page, db, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await fastClock(page);
  const lead = new LeadPage(page);
  await lead.goto();
  await page.clock.fastForward(2000);
  await lead.expectStep('2');
  const focused = () => page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return `${a?.getAttribute('part') ?? a?.tagName.toLowerCase()}:${(a?.textContent ?? '').trim() || (a as HTMLInputElement | null)?.name || ''}`;
  });
  // From the page into the form: the close button, the conversation, then the first answer.
  await page.locator('main > h2').evaluate((h: HTMLElement) => {
    h.tabIndex = -1;
    h.focus();
  });
  let guard = 0;
  while (!(await focused()).startsWith('answer-button:Verjaardag') && guard++ < 10) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await lead.expectStep('3');
  await expect.poll(focused).toBe('answer-button:6 tot 8');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // 10 tot 12
  await lead.expectStep('4');
  await expect.poll(focused).toMatch(/^answer-option|^input/);
  await page.keyboard.press('Space'); // Chocolade
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // Aardbei
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await focused()).toBe('next-button:Volgende');
  await page.keyboard.press('Enter');
  await lead.expectStep('5');
  await expect.poll(focused).toBe('input:');
  await page.keyboard.type('Gefeliciteerd Sanne!');
  await page.keyboard.press('Enter');
  await lead.expectStep('6');
  await expect.poll(focused).toMatch(/^input:naam/);
  await page.keyboard.type('Sanne');
  await page.keyboard.press('Tab');
  await page.keyboard.type('sanne@example.nl');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('z'); // the select: Zeist
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('next-button:Volgende');
  await page.keyboard.press('Enter');
  await expect(lead.host).toHaveAttribute('data-finished', '');
  await expect.poll(focused).toMatch(/^finish/);
  expect(await axe(page, 'seoaic-lead-form')).toEqual([]);
  await expect.poll(() => lead.queued()).toBe(0);
  const row = lead.rows(db)[0]!;
  expect(JSON.parse(row.lead_data).map((e: { answer: unknown }) => e.answer)).toEqual([
    'Verjaardag',
    '10 tot 12',
    'Chocolade;Aardbei',
    'Gefeliciteerd Sanne!',
    [
      { field: 'Naam', value: 'Sanne' },
      { field: 'E-mailadres', value: 'sanne@example.nl' },
      { field: 'Telefoonnummer', value: '-/-' },
      { field: 'Afhalen in', value: 'Zeist' },
    ],
  ]);
  expect(row.status).toBe('captured');
  expect(problems.pageErrors).toEqual([]);
});

test.describe('reference backend: both SEOAIC resources over HTTP', () => {
  const STATS = '/wp-json/seoaic/v1/interactive-article-stats';
  const entry = { type: 'single', question: 'Voor welke gelegenheid is de taart?', answer: 'Bruiloft' };
  const stat = { id: 'smaak', type: 'single', question: 'Waar ga jij als eerste voor?', answers: [{ id: 12, text: 'Rijke chocoladetaart' }] };
  const expect400 = async (res: import('@playwright/test').APIResponse, field: string) => {
    expect(res.status()).toBe(400);
    expect((await res.json()).data.message).toContain(`Field "${field}"`);
  };

  test('lead: 400 naming the field, ids returned, 404 for an unknown id, a repeated key replayed, the JSON list holds the record', async ({ request, db }) => {
    const url = `https://bakkerij.example/taart?${Date.now().toString(36)}`;
    await expect400(await request.post(LEAD_PATH, { data: { lead_data: [entry], title: 'Taart', url: 42 } }), 'url');
    await expect400(await request.post(LEAD_PATH, { data: { lead_data: [{ ...entry, type: 'dropdown' }], title: 'Taart', url } }), 'lead_data[0].type');
    const created = await request.post(LEAD_PATH, { data: { lead_data: [entry], title: 'Taart', url }, headers: { 'Idempotency-Key': `k-${url}` } });
    expect(created.status()).toBe(200);
    const { success, data } = await created.json();
    expect(success).toBe(true);
    expect(data.id).toBeGreaterThan(0);
    const again = await request.post(LEAD_PATH, { data: { lead_data: [entry], title: 'Taart', url }, headers: { 'Idempotency-Key': `k-${url}` } });
    expect((await again.json()).data.id).toBe(data.id);
    expect(again.headers()['idempotent-replayed']).toBe('true');
    await expect400(await request.put(`${LEAD_PATH}/${data.id}`, { data: { status: 'done', lead_data: [entry] } }), 'status');
    expect((await request.put(`${LEAD_PATH}/999999999`, { data: { status: 'captured', lead_data: [entry] } })).status()).toBe(404);
    expect((await request.put(`${LEAD_PATH}/${data.id}`, { data: { status: 'captured', lead_data: [entry] } })).status()).toBe(200);
    // The list holds visitors' contact answers: a stranger gets 401, the site's admin the records.
    expect((await request.get(LEAD_PATH)).status()).toBe(401);
    await loginAdmin(request);
    const list = await (await request.get(LEAD_PATH)).json();
    expect(list.data.filter((r: { url: string }) => r.url === url)).toEqual([expect.objectContaining({ id: data.id, status: 'captured', lead_data: [entry], updates: 1 })]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM seoaic_leads WHERE url = ?').get(url)).toEqual({ n: 1 });
  });

  test('article stats: 400 naming the field, ids returned, 404 for an unknown id, the JSON list holds the record', async ({ request }) => {
    const postId = 900_000 + Math.floor(Math.random() * 90_000);
    await expect400(await request.post(STATS, { data: { post_id: 'abc', blocks_count: 3, data: [stat] } }), 'post_id');
    await expect400(await request.post(STATS, { data: { post_id: postId, blocks_count: 3, data: [{ ...stat, answers: [{ id: 12 }] }] } }), 'data[0].answers[0].text');
    const created = await request.post(STATS, { data: { post_id: String(postId), blocks_count: 3, data: [stat] } });
    expect(created.status()).toBe(200);
    const { data } = await created.json();
    expect(data.id).toBeGreaterThan(0);
    expect((await request.put(`${STATS}/999999999`, { data: { data: [stat] } })).status()).toBe(404);
    await expect400(await request.put(`${STATS}/${data.id}`, { data: { data: 'x' } }), 'data');
    const text = { id: 'herinnering', type: 'textfield', question: 'Wat is jouw mooiste taartherinnering?', answers: '-/-' };
    expect((await request.put(`${STATS}/${data.id}`, { data: { data: [stat, text] } })).status()).toBe(200);
    expect((await request.get(STATS)).status()).toBe(401);
    await loginAdmin(request);
    const list = await (await request.get(STATS)).json();
    expect(list.data.filter((r: { post_id: number }) => r.post_id === postId)).toEqual([expect.objectContaining({ id: data.id, blocks_count: 3, data: [stat, text], updates: 1 })]);
  });
});
