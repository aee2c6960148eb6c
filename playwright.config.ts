import { defineConfig } from '@playwright/test';
import type { Build } from './tests/e2e/fixtures';
// @ts-expect-error plain ESM helper without types
import { launchOptions } from './scripts/chromium.mjs';

/**
 * End-to-end flows through the demo pages and the reference backend. global-setup.ts builds into
 * .cache/e2e-<pid>/ and starts the backend there on a free port with its own database, so runs
 * never touch dist/ or data/ and two runs can go side by side.
 * A project per build: `react` (the default build) and `lite` (the same suite; the demo server
 * answers the lite build's scripts to requests with the X-Site-Elements-Build header).
 */
export default defineConfig<{ build: Build }>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: process.env.SE_PW_JSON ?? '.cache/playwright.json' }]],
  use: {
    launchOptions,
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    { name: 'react', use: { build: 'react' } },
    // The lite build runs a representative subset, to keep the suite within 15 minutes on two
    // cores (the whole suite per build doubled e2e time): every flow of the React widgets the
    // benchmark times (consent banner and modal, pop-ups, form pages) and the loader. Left to the
    // react project: the light tags and page behaviours (no React: the same files in both builds),
    // the Gravity Forms corpus, methods and pricing (form data logic, not the renderer), the
    // backend, the package (packs both builds itself) and the static demo (serves the default build).
    { name: 'lite', use: { build: 'lite' }, testMatch: ['**/consent.spec.ts', '**/popup.spec.ts', '**/forms.spec.ts', '**/loader.spec.ts'] },
  ],
});
