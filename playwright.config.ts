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
  // Two on the 2-core machine (docs/testing.md: a third did not help, both cores are busy); SE_E2E_WORKERS sets another count.
  workers: Number(process.env.SE_E2E_WORKERS) || 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: process.env.SE_PW_JSON ?? '.cache/playwright.json' }]],
  use: {
    // One browser context and page per worker, reset between tests (Playwright's reuseContext,
    // completed by resetReused in tests/e2e/fixtures.ts). A new context and page cost about 1.2 s
    // of CPU per test on this 2-core machine (the browser process alone ~0.4 s per context): with
    // reuse the consent, pop-up and XSS specs took 104 instead of 172 s. A test.use() of another
    // context option still gets a fresh context. SE_PW_FRESH_CONTEXT=1 turns reuse off.
    reuseContext: process.env.SE_PW_FRESH_CONTEXT !== '1',
    launchOptions,
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    { name: 'react', use: { build: 'react' } },
    // The lite build runs every spec whose pages load a React (there: preact) widget. Left to the
    // react project, because their pages load no React or preact at all and the files they load
    // are the same bytes in both builds (loader.spec.ts checks it on the metafiles): the light
    // tags (header menu, loop grid, sticky) and the page behaviours. Also left: the backend (no
    // browser build), the package (it packs and loads both builds itself) and the static demo
    // (its pages load the default build from a plain file server). In the network fault matrix
    // (faults.spec.ts) the lite build runs 14 of the 15 calls: all but the loop grid's refresh.
    // Inside csp.spec.ts and xss.spec.ts the lite project likewise skips the React-free pages and
    // sinks, and the no-CSP XSS runs (the sanitizer alone: one module in both builds; the lite
    // build's strict-CSP runs still check its DOM for anything dangerous left).
    {
      name: 'lite',
      use: { build: 'lite' },
      testIgnore: ['**/header-menu.spec.ts', '**/eb-loop-grid.spec.ts', '**/eb-sticky.spec.ts', '**/eb-search.spec.ts', '**/eb-posts.spec.ts', '**/shop-account.spec.ts', '**/page-behaviours.spec.ts', '**/backend.spec.ts', '**/package.spec.ts', '**/static-demo.spec.ts'],
    },
  ],
});
