/**
 * The getting-started guide followed literally (docs/guides/getting-started.md, "Your own page"):
 * a plain HTML page on another origin (its own port, as a site owner's page on their own server)
 * loads the running reference backend's `dist/` loader (the React build, or `site-elements.lite.js`)
 * and points the tags' calls at that backend with the page settings block; the backend was started
 * with ALLOWED_ORIGINS naming the page's origin, as the guide says. The pop-up of the guide opens on
 * its button, keeps focus, closes on Escape and its view is counted by the backend: a working tag.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from './fixtures';
import { serveFolder, type StaticServer } from './static-server';

interface Backend {
  port: number;
  close(): Promise<void>;
}

/** The page of the guide: the loader from the backend, the settings block, the pop-up and its button. */
function page(backend: string, loader: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Mijn pagina</title>
  <link rel="icon" href="data:,">
  <script type="module" src="${backend}/dist/${loader}"></script>
  <script type="application/json" id="site-elements-config">
    { "ajaxUrl": "${backend}/wp-admin/admin-ajax.php", "restUrl": "${backend}/wp-json/" }
  </script>
</head>
<body>
  <h1>Bakkerij</h1>
  <button type="button" id="start-open-popup">Bekijk het weekmenu</button>
  <ays-popup popup-id="902">
    <script type="application/json">
      { "view_type": "default", "action_button_type": "clickSelector", "action_button": "#start-open-popup",
        "title": "Het weekmenu", "height": "230", "options": { "close_popup_overlay": "on" } }
    </script>
    <p>Maandag zuurdesem, woensdag appeltaart, vrijdag krentenbollen.</p>
  </ays-popup>
</body>
</html>`;
}

test.describe('the getting-started guide, followed on a page of another origin', () => {
  let site: StaticServer;
  let backend: Backend;
  let backendUrl: string;
  let dataDir: string;

  test.beforeAll(async ({ build }) => {
    let html = '';
    site = await serveFolder(os.tmpdir(), (url) => (url.pathname === '/index.html' || url.pathname === '/' ? { html, headers: { 'Content-Security-Policy': "script-src 'self' http://127.0.0.1:*; style-src 'self'" } } : undefined));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'se-guide-'));
    const { startServer } = await import(pathToFileURL(path.join(process.env.SE_DIST_DIR!, 'server/server.mjs')).href);
    backend = await startServer({ port: 0, host: '127.0.0.1', dataDir, databasePath: path.join(dataDir, 'site.db'), distDir: process.env.SE_DIST_DIR, log: false, allowedOrigins: [site.base] });
    backendUrl = `http://127.0.0.1:${backend.port}`;
    html = page(backendUrl, build === 'lite' ? 'site-elements.lite.js' : 'site-elements.js');
  });

  test.afterAll(async () => {
    await site?.close();
    await backend?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the pop-up works: opens on its button, Escape closes it and focus returns, the backend counts the view', async ({ browser, request }) => {
    // A context of its own (the suite's lite project marks every request with a header, which makes
    // each cross-origin script request a preflighted one: dist/ answers those too, as a CDN does).
    const context = await browser.newContext();
    const p = await context.newPage();
    const errors: string[] = [];
    p.on('pageerror', (e) => errors.push(e.message));
    p.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const dist: string[] = [];
    p.on('response', (r) => {
      if (r.url().startsWith(`${backendUrl}/dist/`)) dist.push(`${r.status()} ${r.headers()['access-control-allow-origin']}`);
    });
    await p.goto(`${site.base}/index.html`);
    const button = p.getByRole('button', { name: 'Bekijk het weekmenu' });
    // The tag's code came from the backend's dist/ (its chunk on first use): upgraded.
    await expect(p.locator('ays-popup')).toHaveAttribute('data-state', 'closed', { timeout: 15_000 });
    await button.click();
    const dialog = p.locator('ays-popup [part="popup"]');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('role', 'dialog');
    await expect(dialog).toHaveAccessibleName('Het weekmenu');
    await p.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    // The first close posts the view to the backend (another origin: CORS), which stored it.
    await expect.poll(async () => (await (await request.get(`${backendUrl}/wp-json/ays-pb/v1/views/902`)).json()).data.views).toBe(1);
    expect(dist.length).toBeGreaterThan(1);
    expect(new Set(dist)).toEqual(new Set(['200 *']));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('without ALLOWED_ORIGINS naming the page, the backend refuses its calls (no CORS header); /dist/ stays public', async ({ request }) => {
    const other = 'http://other.example';
    const call = await request.post(`${backendUrl}/wp-admin/admin-ajax.php`, { form: { action: 'ays_increment_pb_views', id: '903' }, headers: { Origin: other } });
    expect(call.headers()['access-control-allow-origin']).toBeUndefined();
    const allowed = await request.fetch(`${backendUrl}/wp-json/seoaic/v1/lead`, { method: 'OPTIONS', headers: { Origin: site.base, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key' } });
    expect(allowed.status()).toBe(204);
    expect(allowed.headers()['access-control-allow-origin']).toBe(site.base);
    expect(allowed.headers()['access-control-allow-headers']).toContain('Idempotency-Key');
    const loader = await request.get(`${backendUrl}/dist/site-elements.js`, { headers: { Origin: other } });
    expect(loader.headers()['access-control-allow-origin']).toBe('*');
    expect(loader.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
