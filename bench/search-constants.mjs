// The live search's debounce (src/core/builder/search.ts SEARCH_DEBOUNCE_MS), read from the source
// so the bench prints what the build uses (the benches run plain Node, without TypeScript).
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('../src/core/builder/search.ts', import.meta.url), 'utf8');
export const SEARCH_DEBOUNCE_MS = Number(/export const SEARCH_DEBOUNCE_MS = (\d+);/.exec(source)?.[1] ?? NaN);
