import { axe, expect, test } from './fixtures';
import { EbPopupDemo } from './models/eb-popup';

const GOOGLE = 'https://www.google.com/search?q=bakkerij+zonneveld';
const OPEN_CONTACT = '#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3DeyJpZCI6NDE0LCJ0b2dnbGUiOmZhbHNlfQ%3D%3D';

test.describe('<eb-popup> on the demo page', () => {
  test('newsletter: leaving through the top opens it once; once a day across reloads (mocked clock); the panel follows; reset clears', async ({ page, problems }) => {
    await page.clock.install({ time: new Date('2025-05-01T10:00:00') });
    const demo = new EbPopupDemo(page);
    await demo.goto();
    await expect(demo.host('newsletter')).toHaveAttribute('data-timing', 'passed');
    await demo.exitIntent();
    await demo.expectOpen('newsletter');
    await expect(demo.host('newsletter')).toHaveAttribute('data-opened-by', 'exit_intent');
    await expect(demo.dialog('newsletter')).toHaveAccessibleName('Mis geen weekmenu');
    await page.keyboard.press('Escape');
    await demo.expectClosed('newsletter');
    // One-shot: leaving again opens nothing in this page view.
    await demo.exitIntent();
    await page.waitForTimeout(100);
    await demo.expectClosed('newsletter');
    const first = await demo.stored();
    expect(first['popup-412-impressions-count']).toBe(1);
    expect(first.__expiration['popup-412-impressions-count']).toBeGreaterThanOrEqual(new Date('2025-05-02T10:00:00').getTime());
    await expect(demo.panelCell('newsletter', 'period')).toContainText('1 (nog');
    await expect(demo.panelCell('newsletter', 'times')).toHaveText('1');

    // Later that day: the times rule fails, no trigger is armed.
    await page.clock.fastForward('08:00:00');
    await demo.reload();
    await expect(demo.host('newsletter')).toHaveAttribute('data-timing', 'failed');
    await expect(demo.host('newsletter')).toHaveAttribute('data-timing-failed', 'times');
    await demo.exitIntent();
    await page.waitForTimeout(100);
    await demo.expectClosed('newsletter');
    await expect(demo.panelCounter('pageViews')).toHaveText('2');

    // The next day, after the fixed window: again.
    await page.clock.fastForward('16:00:01');
    await demo.reload();
    await expect(demo.host('newsletter')).toHaveAttribute('data-timing', 'passed');
    await demo.exitIntent();
    await demo.expectOpen('newsletter');
    await page.keyboard.press('Escape');
    await demo.expectClosed('newsletter');

    // Reset wipes Elementor's keys and reloads: counting starts over.
    await page.getByRole('button', { name: 'Tellers wissen en herladen' }).click();
    await demo.ready();
    await expect(demo.panelCounter('pageViews')).toHaveText('1');
    await expect(demo.panelCell('newsletter', 'times')).toHaveText('0');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('discount: from a search engine, 30 % of scrolling opens it (close button outside, page scroll locked); the overlay closes it', async ({ page, problems }) => {
    const demo = new EbPopupDemo(page);
    await demo.goto({ referer: GOOGLE });
    await expect(demo.host('discount')).toHaveAttribute('data-timing', 'passed');
    await expect(demo.panelCounter('source')).toContainText('zoekmachine');
    await demo.scrollTo(20);
    await page.waitForTimeout(150);
    await demo.expectClosed('discount');
    await demo.scrollTo(32);
    await demo.expectOpen('discount');
    await expect(demo.host('discount')).toHaveAttribute('data-opened-by', 'scrolling');
    await expect(demo.closeButton('discount')).toHaveAttribute('data-position', 'outside');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await axe(page)).toEqual([]);
    await demo.overlay('discount').click({ position: { x: 20, y: 400 } });
    await expect(demo.host('discount')).toHaveAttribute('data-state', /closing|closed/);
    await demo.expectClosed('discount');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('discount: a direct visit fails the sources rule; scrolling opens nothing', async ({ page }) => {
    const demo = new EbPopupDemo(page);
    await demo.goto();
    await expect(demo.host('discount')).toHaveAttribute('data-timing-failed', 'sources');
    await demo.scrollTo(60);
    await page.waitForTimeout(200);
    await demo.expectClosed('discount');
  });

  test('contact, keyboard only: Tab to the button, Enter opens, focus moves in, Tab wraps, typing works, Escape closes, focus returns; axe clean', async ({ page, problems }) => {
    const demo = new EbPopupDemo(page);
    await demo.goto();
    const button = page.locator('main .open-contact');
    await button.focus();
    await page.keyboard.press('Enter');
    await demo.expectOpen('contact');
    await expect.poll(() => demo.focusInside('contact')).toBe(true);
    await expect(demo.closeButton('contact')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jan de Vries');
    await expect(demo.host('contact').locator('input[name="naam"]')).toHaveValue('Jan de Vries');
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await demo.focusInside('contact')).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await demo.focusInside('contact')).toBe(true);
    // prevent_close_on_background_click: the overlay does not close it.
    await demo.overlay('contact').click({ position: { x: 10, y: 10 } });
    await page.waitForTimeout(100);
    await demo.expectOpen('contact');
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await demo.expectClosed('contact');
    await expect(button).toBeFocused();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('action links: the page hash opens the contact pop-up at load; its close link closes it; "Niet meer tonen" sets popup_412_disable for good', async ({ page, problems }) => {
    const demo = new EbPopupDemo(page);
    await demo.goto({ hash: OPEN_CONTACT });
    await demo.expectOpen('contact');
    await expect(demo.host('contact')).toHaveAttribute('data-opened-by', 'action');
    await demo.host('contact').getByRole('link', { name: 'Sluiten' }).click();
    await demo.expectClosed('contact');
    await page.locator(`main a[href="${OPEN_CONTACT}"]`).click();
    await demo.expectOpen('contact');
    await page.keyboard.press('Escape');
    await demo.expectClosed('contact');

    await demo.exitIntent();
    await demo.expectOpen('newsletter');
    await demo.host('newsletter').getByRole('link', { name: 'Niet meer tonen' }).click();
    await demo.expectClosed('newsletter');
    expect((await demo.stored()).popup_412_disable).toBe(true);
    await expect(demo.panelCell('newsletter', 'disable')).toHaveText('ja');
    await page.evaluate(() => (document.getElementById('popup-newsletter') as HTMLElement & { show(): void }).show());
    await page.waitForTimeout(100);
    await demo.expectClosed('newsletter');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('reduced motion: no entrance animation, focus still moves in', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const demo = new EbPopupDemo(page);
    await demo.goto();
    await demo.exitIntent();
    await demo.expectOpen('newsletter');
    await expect(demo.dialog('newsletter')).not.toHaveAttribute('data-animation', /.*/);
    await expect.poll(() => demo.focusInside('newsletter')).toBe(true);
    await demo.closeButton('newsletter').click();
    await demo.expectClosed('newsletter');
  });
});
