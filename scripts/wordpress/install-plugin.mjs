// The project's plugin onto a stack as a site owner puts it there: the zip of `npm run build:wordpress`
// uploaded in a browser through Plugins → Add New → Upload Plugin (replacing the installed copy when
// WordPress asks), activated on the Plugins page, and its settings ticked and saved on Settings → Site
// Elements, all as the admin. The settings come from tests/wordpress/fixtures/site-elements.json.
//
// Idempotent: the zip's hash and the ticked settings are stamped in the stack's state; a second run with
// the same zip and settings checks the stamp (and that the plugin is active) and returns.
//
//   node scripts/wordpress/install-plugin.mjs <1|2>     (the stack must be up)
//
// Importable: installPlugin(info) with the info of stack.mjs up().
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../..');
const ZIP = path.join(REPO, 'dist', 'site-elements-wordpress.zip');
const SETTINGS = path.join(REPO, 'tests', 'wordpress', 'fixtures', 'site-elements.json');

const sha = (file) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

/** The plugin's own files as installed (a real folder, not a link to the working tree). */
function installedHash(info) {
  const main = path.join(info.plugin, 'site-elements.php');
  return existsSync(main) ? sha(main) : '';
}

/**
 * Uploads, activates and ticks (see the header). Resolves { uploaded, ticked, seconds }.
 * @param {{ stack: number, baseUrl: string, plugin: string, admin: { user: string, password: string }, wpPath: string }} info
 */
export async function installPlugin(info, { force = false } = {}) {
  const started = Date.now();
  if (!existsSync(ZIP)) throw new Error(`${ZIP} is missing: npm run build:wordpress`);
  const settings = JSON.parse(readFileSync(SETTINGS, 'utf8'));
  const stampFile = path.join(REPO, '.cache', 'wordpress', `stack${info.stack}`, 'plugin-stamp.json');
  const stamp = { zip: sha(ZIP), settings: sha(SETTINGS), main: '' };
  let old = {};
  try {
    old = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {}
  const needUpload = force || old.zip !== stamp.zip || !old.main || old.main !== installedHash(info);
  const needTicks = needUpload || old.settings !== stamp.settings;
  if (!needUpload && !needTicks) return { uploaded: false, ticked: false, seconds: 0 };

  const browser = await chromium.launch({ executablePath: process.env.SE_CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ baseURL: info.baseUrl, locale: 'nl-NL' });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto('/wp-login.php');
    await page.fill('#user_login', info.admin.user);
    await page.fill('#user_pass', info.admin.password);
    await Promise.all([page.waitForURL(/wp-admin/), page.click('#wp-submit')]);

    if (needUpload) {
      await page.goto('/wp-admin/plugin-install.php?tab=upload');
      await page.locator('#pluginzip').setInputFiles(ZIP);
      await Promise.all([page.waitForLoadState('load'), page.click('#install-plugin-submit')]);
      await page.waitForURL(/update\.php\?action=upload-plugin/);
      // Already installed: WordPress compares the two and asks before replacing.
      const replace = page.locator('a.update-from-upload-overwrite');
      if (await replace.count()) await Promise.all([page.waitForURL(/overwrite=update-plugin/), replace.click()]);
      const text = await page.locator('#wpbody-content').innerText();
      if (!/Plugin (installed|updated) successfully|Plugin succesvol (geïnstalleerd|bijgewerkt)|successfully/i.test(text)) throw new Error(`the upload was not installed:\n${text.slice(0, 1500)}`);
      await page.goto('/wp-admin/plugins.php');
      const row = page.locator('tr[data-plugin="site-elements/site-elements.php"]');
      const activate = row.locator('.activate a');
      if (await activate.count()) await Promise.all([page.waitForURL(/plugins\.php/), activate.click()]);
      await page.goto('/wp-admin/plugins.php');
      if (!(await row.locator('.deactivate a').count())) throw new Error('the plugin is not active after the upload');
    }

    // Settings → Site Elements: every box and choice as the fixture says.
    await page.goto('/wp-admin/options-general.php?page=site-elements');
    for (const [key, value] of Object.entries(settings)) {
      const box = page.locator(`input[type="checkbox"][name="site_elements[${key}]"]`);
      if (await box.count()) {
        await box.setChecked(value === true);
        continue;
      }
      const radio = page.locator(`input[type="radio"][name="site_elements[${key}]"][value="${value}"]`);
      if (await radio.count()) {
        await radio.check();
        continue;
      }
      const select = page.locator(`select[name="site_elements[${key}]"]`);
      if (await select.count()) {
        await select.selectOption(String(value));
        continue;
      }
      const input = page.locator(`input[name="site_elements[${key}]"]`);
      if (await input.count()) await input.fill(String(value));
      else throw new Error(`the settings page has no field for ${key}`);
    }
    await Promise.all([page.waitForURL(/updated=1/), page.locator('#submit').click()]);
    stamp.main = installedHash(info);
    writeFileSync(stampFile, JSON.stringify(stamp));
    return { uploaded: needUpload, ticked: true, seconds: (Date.now() - started) / 1000 };
  } finally {
    await browser.close();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { env } = await import('./stack.mjs');
  const info = await env(process.argv[2]);
  if (!info.running) {
    process.stderr.write(`stack ${process.argv[2]} is not running: node scripts/wordpress/stack.mjs up ${process.argv[2]}\n`);
    process.exit(1);
  }
  process.stdout.write(`${JSON.stringify(await installPlugin(info, { force: process.argv.includes('--force') }))}\n`);
}
