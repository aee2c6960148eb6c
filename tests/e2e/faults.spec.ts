/**
 * Network fault matrix (issue 14): every call of tests/corpus/calls.ts under every fault of
 * FAULTS, asserting the documented behaviour. One test per call; its cells share a page load
 * wherever the widget allows, and the timeout cells move a fake clock instead of waiting.
 */
import type { Request, Route } from '@playwright/test';
import { LIGHT_TAGS } from '../../elements/base/tag-props';
import { CALLS, CONTRACT_CALLS, FAULTS, GARBAGE, type CellTools, type Fault } from '../corpus/calls';
import { expect, test } from './fixtures';
import { PageGuard } from './models/guard';

/** Past the widgets' request timeout (src/platform/http.ts REQUEST_TIMEOUT_MS, 20 s). */
const TIMEOUT_STEP_MS = 30_000;
/** Past an entry's own timeout (FaultEntry.timeoutMs). */
const stepPast = (timeoutMs: number | undefined) => (timeoutMs === undefined ? TIMEOUT_STEP_MS : timeoutMs + 10_000);

async function applyFault(route: Route, fault: Fault, pending: Route[]): Promise<void> {
  switch (fault) {
    case '500':
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    case '404':
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    case 'timeout':
      pending.push(route); // never answered: the widget's own timeout must end it
      return;
    case 'connection reset':
      return route.abort('connectionreset');
    case 'garbage 200':
      return route.fulfill({ status: 200, contentType: 'text/html', body: GARBAGE });
    case 'empty 200':
      return route.fulfill({ status: 200, contentType: 'text/plain', body: '' });
    case 'offline':
      return route.abort('internetdisconnected');
  }
}

const cells = CALLS.length * FAULTS.length;

/**
 * The lite project runs every call whose widget renders with React (there: preact/compat). Left to
 * the react project, as in csp.spec.ts and xss.spec.ts: a call made by a light tag, which loads no
 * React or preact and whose files are the same bytes in both builds (loader.spec.ts compares them).
 * Which tag sends a call is CONTRACT_CALLS' word (the entry's `call` names its wire call).
 */
const lightCall = (call: string) => CONTRACT_CALLS.some((c) => c.tag in LIGHT_TAGS && call.includes(c.name));

test.describe(`network fault matrix: ${CALLS.length} calls × ${FAULTS.length} faults = ${cells} cells`, () => {
  for (const entry of CALLS) {
    test(`${entry.call}: ${FAULTS.join(', ')} -> ${entry.documented}`, async ({ page, context, build }) => {
      test.skip(build === 'lite' && lightCall(entry.call), 'a light tag (no React or preact): the same files as the react build, run there');
      test.skip(build === 'lite' && entry.liteSkip !== undefined, `left to the react project: ${entry.liteSkip}`);
      test.setTimeout(90_000);
      await page.clock.install();
      const guard = await PageGuard.install(page);
      const pending: Route[] = [];
      const all: { request: Request; fault: Fault | undefined; settled: boolean }[] = [];
      let current: Fault | undefined;
      const settle = (r: Request) => {
        const e = all.find((x) => x.request === r);
        if (e) e.settled = true;
      };
      page.on('requestfinished', settle);
      page.on('requestfailed', settle);
      await page.route('**/*', async (route) => {
        const r = route.request();
        if (!entry.match(r)) return route.fallback();
        const fault = entry.faultOf ? entry.faultOf(r) : current;
        all.push({ request: r, fault, settled: false });
        if (!fault) return route.fallback();
        if (fault === 'offline' && entry.offlineOnMatch) await context.setOffline(true);
        return applyFault(route, fault, pending);
      });

      /** Waits until the requests seen so far are over and no new one came for a moment. */
      const quiet = async () => {
        let seen = -1;
        for (let i = 0; i < 100; i++) {
          const open = all.filter((x) => !x.settled && !pending.some((p) => p.request() === x.request)).length;
          if (open === 0 && all.length === seen) return;
          seen = all.length;
          await page.waitForTimeout(100);
        }
      };
      /** Moves the page clock past the request timeout as long as requests hang (a retry may hang again). */
      const passTimeouts = async () => {
        for (let i = 0; i < 4; i++) {
          // A retry starts a moment after the first request gave up: give it that moment.
          for (let k = 0; k < 10 && pending.length === 0; k++) await page.waitForTimeout(100);
          if (pending.length === 0) return;
          pending.length = 0;
          await page.clock.fastForward(stepPast(entry.timeoutMs));
          await quiet();
        }
      };

      if (entry.faultOf) {
        await entry.open(page, context);
        await expect.poll(() => new Set(all.map((x) => x.fault)).size, { message: 'every element sent its call' }).toBe(FAULTS.length);
        await quiet();
        await passTimeouts();
        for (const fault of FAULTS) {
          const t: CellTools = {
            fault,
            sent: () => all.filter((x) => x.fault === fault).map((x) => x.request),
            act: (fn) => fn(),
            consoleErrors: () => [...guard.consoleErrors],
          };
          await test.step(fault, () => entry.cell(page, t).catch((e: Error) => Promise.reject(Object.assign(e, { message: `[${fault}] ${e.message}` }))));
        }
      } else {
        if (!entry.freshPage) await entry.open(page, context);
        for (const fault of FAULTS) {
          if (entry.freshPage) await entry.open(page, context);
          const from = all.length;
          const errorsFrom = guard.consoleErrors.length;
          const t: CellTools = {
            fault,
            sent: () => all.slice(from).map((x) => x.request),
            async act(fn, settled) {
              current = fault; // the fault holds during the action only
              if (fault === 'offline' && !entry.offlineOnMatch) await context.setOffline(true);
              await fn();
              await expect.poll(() => all.length - from, { message: 'the call was sent' }).toBeGreaterThan(0);
              if (settled) {
                // Retries included: a hanging request is passed on the clock each time one hangs.
                await expect
                  .poll(
                    async () => {
                      if (pending.length > 0) {
                        pending.length = 0;
                        await page.clock.fastForward(stepPast(entry.timeoutMs));
                      }
                      return settled();
                    },
                    { message: 'the action settled', timeout: 30_000, intervals: [100] },
                  )
                  .toBe(true);
              } else {
                await quiet();
                if (fault === 'timeout') await passTimeouts();
              }
              if (fault === 'offline') await context.setOffline(false);
              current = undefined;
            },
            consoleErrors: () => guard.consoleErrors.slice(errorsFrom),
          };
          await test.step(fault, () => entry.cell(page, t).catch((e: Error) => Promise.reject(Object.assign(e, { message: `[${fault}] ${e.message}` }))));
        }
      }
      const report = await guard.report();
      expect(report.pageErrors, 'uncaught errors').toEqual([]);
      expect(report.cspViolations).toEqual([]);
    });
  }
});
