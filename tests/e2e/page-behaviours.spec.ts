import { axe, expect, test } from './fixtures';

test.describe('page behaviours of the loader (demo/page-behaviours.html)', () => {
  test('inline SVG (sanitized, no CSP violation), reCAPTCHA v3 tokens, no ad blocker: all from one small chunk', async ({ page, problems }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      // Chunk names carry a content hash: page-behaviours-<hash>.js.
      const m = /\/dist\/chunks(?:-lite)?\/([^?]+?)(?:-[0-9A-Za-z]{8,10})?\.js/.exec(r.url());
      if (m) chunks.push(`${m[1]!}.js`);
    });
    await page.goto('/page-behaviours.html');
    const svg = page.locator('svg.wheat');
    await expect(svg).toHaveAttribute('role', 'img');
    await expect(svg).toHaveAccessibleName('Korenaar');
    await expect(page.locator('img[data-inline-svg]')).toHaveCount(0);
    expect(await svg.evaluate((el) => el.querySelectorAll('script, style, [onload], [style]').length)).toBe(0);
    // The homepage token is in the form's field.
    const field = page.locator('input[name="_wpcf7_recaptcha_response"]');
    await expect(field).toHaveValue(/^fake-v3-homepage-\d+$/);
    await expect(page.locator('html')).toHaveAttribute('data-adblock', 'none');
    await expect(page.locator('[data-adblock-detected]')).toBeHidden();
    expect(chunks).toContain('page-behaviours.js');
    expect(chunks.some((c) => /^(header-menu|eb-loop-grid|eb-sticky|gform-form)\.js$/.test(c))).toBe(false);
    expect(await axe(page, 'main')).toEqual([]);
    // Submitting waits for a contactform token, then goes on with it.
    await page.getByLabel('Je naam').fill('Sanne');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page).toHaveURL(/_wpcf7_recaptcha_response=fake-v3-contactform-\d+/);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('an ad blocker that hides .ad-box shows the [data-adblock-detected] notice', async ({ page }) => {
    await page.addInitScript(() => {
      const blocker = new CSSStyleSheet();
      blocker.replaceSync('.ad-box { display: none !important; }');
      document.adoptedStyleSheets = [blocker];
    });
    await page.goto('/page-behaviours.html');
    await expect(page.locator('html')).toHaveAttribute('data-adblock', 'detected');
    await expect(page.locator('[data-adblock-detected]')).toBeVisible();
  });

  test('?theme_template_id=1234 scrolls to the theme template .elementor-1234', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/page-behaviours.html?theme_template_id=1234');
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
    await expect(page.locator('.elementor-1234')).toBeInViewport();
  });

  test('a page that asks for none of them never loads the chunk', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/dist/chunks')) chunks.push(r.url());
    });
    await page.goto('/eb-sticky.html?theme_template_id=abc');
    await page.waitForLoadState('networkidle');
    expect(chunks.some((c) => c.includes('page-behaviours'))).toBe(false);
  });
});
