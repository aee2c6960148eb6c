import { defineConfig } from '@playwright/test';
import type { WpProjectOptions } from './tests/wordpress/fixtures';
// @ts-expect-error plain ESM helper without types
import { launchOptions } from './scripts/chromium.mjs';

/**
 * The WordPress interop suite (issue 29, `npm run test:wordpress`): the tags against the plugins'
 * own PHP on a real WordPress (scripts/wordpress/stack.mjs brings the stacks up, global-setup.ts
 * calls it). A project per stack and build:
 * - stack 1: Debian's WordPress 6.1.9, Gravity Forms 2.9.3, Popup Box by AYS 6.3.8, CT Ultimate GDPR 1.7.4;
 * - stack 2: WordPress 6.9.7, Gravity Forms 2.10.2 (checks version_hash on ajax submissions too),
 *   WooCommerce 11.0.1, Elementor 3.32.4 + PRO Elements 3.33.1, AYS, CT.
 * Pages are served through the project's WordPress plugin (wordpress/site-elements), which loads
 * the React build; the lite projects answer the loader's request with the lite loader.
 */
export default defineConfig<WpProjectOptions>({
  testDir: 'tests/wordpress',
  testMatch: '**/*.spec.ts',
  // Its own folder: npm test runs this suite beside the e2e suite, whose run empties test-results/.
  outputDir: 'test-results-wordpress',
  globalSetup: './tests/wordpress/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.SE_PW_JSON ?? '.cache/playwright-wordpress.json' }]],
  // A visitor's user agent (the tags' bot check reads a headless one as automation); tests/wordpress/fixtures.ts
  // also hides navigator.webdriver unless a test asks for an automated browser.
  use: { launchOptions, trace: 'off', screenshot: 'off', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36' },
  projects: [
    { name: 'wp1-react', use: { stack: 1, build: 'react' } },
    { name: 'wp1-lite', use: { stack: 1, build: 'lite' } },
    { name: 'wp2-react', use: { stack: 2, build: 'react' } },
    { name: 'wp2-lite', use: { stack: 2, build: 'lite' } },
  ],
});
