/**
 * Shared settings of every property test (fast-check), in Node (vitest) and in the browser layer:
 * how many cases a property runs and which seed it uses.
 *
 *   npm test            10,000 cases per property
 *   npm run test:deep   100,000 (SE_DEEP=1)
 *   SE_SEED=<n>         replays one run (the seed is printed with every failure)
 *
 * A property's title ends in "(N cases)": scripts/test.mjs adds those up for the corpus line.
 * A counterexample a property finds becomes a row of the module's table test, next to the
 * property that found it, so it is checked on every run whatever the seed.
 */
import fc from 'fast-check';

// Read as `process.env.X` so the browser tests' bundler can put the values in (web-test-runner.config.mjs).
const SEED = process.env.SE_SEED;

/** True under `npm run test:deep`. */
export const DEEP = process.env.SE_DEEP === '1';
/** Cases per property. */
export const RUNS = DEEP ? 100_000 : 10_000;
/** Time a property may take (ms): generous, the machine may be shared. */
export const PROPERTY_TIMEOUT_MS = DEEP ? 30 * 60_000 : 120_000;

/** The title of a property test: the claim, then the number of cases it runs. */
export function caseTitle(claim: string, runs = RUNS): string {
  return `${claim} (${runs.toLocaleString('en-US')} cases)`;
}

/**
 * Runs a property `runs` times with a printed seed; throws fast-check's report (counterexample,
 * seed, path) plus how to replay it.
 */
export function checkProperty<T>(property: fc.IProperty<T>, runs = RUNS): void {
  const seed = SEED ? Number(SEED) : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;
  const out = fc.check(property, { numRuns: runs, seed });
  if (!out.failed) return;
  const cause = out.errorInstance instanceof Error ? `\n${out.errorInstance.message}` : '';
  throw new Error(`${fc.defaultReportMessage(out)}${cause}\nReplay with SE_SEED=${seed} (seed ${seed}, path ${out.counterexamplePath ?? '?'}).`);
}
