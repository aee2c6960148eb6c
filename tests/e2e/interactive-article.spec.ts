/** <interactive-article> through demo/interactive-article.html and the reference backend (issue 11). */
import { axe, expect, test } from './fixtures';
import { ArticlePage, STATS_PATH } from './models/article';

const Q = { smaak: 'Waar ga jij als eerste voor?', extra: "Welke extra's maken de taart voor jou af?", herinnering: 'Wat is jouw mooiste taartherinnering?' };

test('the first block shows; an answer disables its buttons, records it and runs the named block 1.6 s later; each button works once; stats created then updated; axe clean in every step', async ({ page, db, problems }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const article = new ArticlePage(page);
  await article.goto();
  const checkAxe = async (when: string) => expect(await axe(page, 'interactive-article'), when).toEqual([]);

  await article.expectShown(['smaak']);
  // Article text of later blocks waits for its block.
  await expect(page.locator('[slot="block-extra"]')).toBeHidden();
  expect(await article.answerButtons('smaak').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-next')))).toEqual(['extra', 'extra', 'extra']);
  await checkAxe('first block');

  await page.clock.pauseAt(new Date(Date.now() + 10 * 60_000));
  await article.answerButtons('smaak').filter({ hasText: 'Rijke chocoladetaart' }).click();
  for (const b of await article.answerButtons('smaak').all()) await expect(b).toBeDisabled();
  await expect(article.block('smaak')).toHaveAttribute('data-state', 'answered');
  await expect.poll(() => article.calls.length).toBe(1);
  expect(article.calls[0]).toMatchObject({ method: 'POST', path: STATS_PATH, nonce: 'demo-nonce', contentType: 'application/json' });
  expect(article.calls[0]!.body).toEqual({ post_id: 482, blocks_count: 3, data: [{ id: 'smaak', type: 'single', question: Q.smaak, answers: [{ id: 12, text: 'Rijke chocoladetaart' }] }] });
  // Each answer button works once: the other buttons are disabled, a click on them does nothing.
  await article.answerButtons('smaak').first().dispatchEvent('click');
  await page.clock.runFor(1599);
  await article.expectShown(['smaak']);
  await page.clock.runFor(1);
  await article.expectShown(['smaak', 'extra']);
  await expect(page.locator('[slot="block-extra"]')).toBeVisible();
  await expect(article.block('extra').locator('input[type="checkbox"]').first()).toBeFocused();
  expect(article.calls).toHaveLength(1);
  await page.clock.resume();
  await checkAxe('second block');

  await page.clock.pauseAt(new Date(Date.now() + 20 * 60_000));
  await article.block('extra').locator('[part~="answer-option"]').filter({ hasText: 'Verse bloemen' }).locator('input').check();
  await article.block('extra').locator('[part~="answer-option"]').filter({ hasText: 'Naam op de taart' }).locator('input').check();
  await expect(article.block('extra').locator('[part~="next-button"]')).toHaveAttribute('data-next', 'herinnering');
  await article.block('extra').locator('[part~="next-button"]').click();
  await expect(article.block('extra').locator('input[type="checkbox"]').first()).toBeDisabled();
  await page.clock.runFor(1600);
  await article.expectShown(['smaak', 'extra', 'herinnering']);
  await page.clock.resume();
  await checkAxe('third block');

  await article.block('herinnering').locator('[part~="next-button"]').click();
  await expect(article.finish).toHaveText('Bedankt voor je antwoorden!');
  await expect(article.host).toHaveAttribute('data-finished', '');
  await checkAxe('finished');

  await expect.poll(() => article.queued()).toBe(0);
  const entries = [
    { id: 'smaak', type: 'single', question: Q.smaak, answers: [{ id: 12, text: 'Rijke chocoladetaart' }] },
    { id: 'extra', type: 'multi', question: Q.extra, answers: [{ id: 21, text: 'Naam op de taart' }, { id: 23, text: 'Verse bloemen' }] },
    { id: 'herinnering', type: 'textfield', question: Q.herinnering, answers: '-/-' },
  ];
  const rows = article.rows(db);
  expect(rows).toHaveLength(1);
  expect(article.calls.map((c) => [c.method, c.path, c.body])).toEqual([
    ['POST', STATS_PATH, { post_id: 482, blocks_count: 3, data: entries.slice(0, 1) }],
    ['PUT', `${STATS_PATH}/${rows[0]!.id}`, { data: entries.slice(0, 2) }],
    ['PUT', `${STATS_PATH}/${rows[0]!.id}`, { data: entries }],
  ]);
  expect(rows[0]).toMatchObject({ post_id: 482, blocks_count: 3, updates: 2 });
  expect(JSON.parse(rows[0]!.data)).toEqual(entries);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});

test('offline, then online: every answer reaches the server once, in order', async ({ page, context, db, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const article = new ArticlePage(page);
  // What the server answered, in order: an offline try gets no answer, so this is what reached it.
  const answered: [string, string | undefined, number][] = [];
  page.on('response', (r) => {
    const q = r.request();
    if (new URL(r.url()).pathname.startsWith(STATS_PATH) && q.method() !== 'GET') answered.push([q.method(), q.headers()['idempotency-key'], r.status()]);
  });
  await article.goto();
  await context.setOffline(true);
  await article.answerButtons('smaak').filter({ hasText: 'Frisse fruittaart' }).click();
  await article.block('extra').locator('[part~="next-button"]').click();
  await article.block('herinnering').locator('[part~="input"]').fill('Oma’s appeltaart');
  await article.block('herinnering').locator('[part~="input"]').press('Enter');
  await expect(article.finish).toBeVisible();
  await expect.poll(() => article.queued()).toBe(3);
  expect(answered, 'nothing reached the server while offline').toEqual([]);
  await context.setOffline(false);
  await expect.poll(() => article.queued(), { timeout: 20_000 }).toBe(0);
  // In order, each operation once: the create, then both updates. A try the page gave up on (its
  // timeout on a loaded machine) is repeated with its key, and the server answers the repeat with
  // its first answer: the record's updates count below says nothing was applied twice.
  const firstAnswers = [...new Map(answered.map(([m, key, status]) => [key, [m, status]])).values()];
  expect(firstAnswers, 'what the server answered, by operation, in order').toEqual([
    ['POST', 200],
    ['PUT', 200],
    ['PUT', 200],
  ]);
  // Every try carried one of those keys (the offline ones too): no fourth operation.
  expect(article.calls.filter((c) => !answered.some(([, key]) => key === c.key)), 'tries of other operations').toEqual([]);
  // The page object learns the record's id from the create's answer body, read asynchronously.
  await expect.poll(() => article.rows(db).length).toBe(1);
  const rows = article.rows(db);
  expect(JSON.parse(rows[0]!.data).map((e: { answers: unknown }) => e.answers), 'the answers the server stored').toEqual([[{ id: 13, text: 'Frisse fruittaart' }], [], 'Oma’s appeltaart']);
  expect(rows[0]!.updates).toBe(2);
  expect(problems.pageErrors, 'page errors').toEqual([]);
});

test('a create answered without an id -> "[InteractiveArticle] No ID found"; no PUT without an id', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route(`**${STATS_PATH}`, (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"data":{}}' }) : route.continue()));
  const article = new ArticlePage(page);
  await article.goto();
  await article.answerButtons('smaak').first().click();
  await expect.poll(() => problems.consoleErrors).toContain('[InteractiveArticle] No ID found');
  await article.block('extra').locator('[part~="next-button"]').click();
  await expect(article.block('herinnering')).toBeVisible();
  await expect.poll(() => article.calls.length).toBeGreaterThanOrEqual(2);
  expect(article.calls.every((c) => c.method === 'POST')).toBe(true);
});

test('keyboard only: Tab to an answer, Enter; focus follows to each next block; Space ticks, Enter sends', async ({ page, db, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const article = new ArticlePage(page);
  await article.goto();
  const focused = () =>
    page.evaluate(() => {
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return `${a?.getAttribute('part') ?? a?.tagName.toLowerCase()}:${(a?.textContent ?? '').trim()}`;
    });
  await page.locator('.seoaic-article__meta').evaluate((p: HTMLElement) => {
    p.tabIndex = -1;
    p.focus();
  });
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('answer-button:Luchtige slagroomtaart');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect.poll(focused).toBe('input:');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('next-button:Volgende');
  await page.keyboard.press('Enter');
  await expect.poll(focused).toBe('input:');
  await page.keyboard.type('Mijn eerste verjaardag');
  await page.keyboard.press('Enter');
  await expect(article.finish).toBeFocused();
  expect(await axe(page, 'interactive-article')).toEqual([]);
  await expect.poll(() => article.queued()).toBe(0);
  const data = JSON.parse(article.rows(db)[0]!.data);
  expect(data.map((e: { answers: unknown }) => e.answers)).toEqual([[{ id: 12, text: 'Rijke chocoladetaart' }], [{ id: 21, text: 'Naam op de taart' }, { id: 23, text: 'Verse bloemen' }], 'Mijn eerste verjaardag']);
  expect(problems.pageErrors).toEqual([]);
});
