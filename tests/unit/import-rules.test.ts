// The import rules (issue 41, "No circles, no arrows up"): dependency-cruiser with the project's
// .dependency-cruiser.cjs over src/, elements/ and demo/server/ finds no import circle and no
// import from a higher floor (src/core <- src/platform <- src/widgets, src/light <- elements;
// nothing in src/ or elements/ imports demo/ or tests/). Type-only imports count. By hand, with
// the same rules: `npx depcruise src elements demo/server`.
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'elements', 'demo/server'];

/** One line per violation: the rule, then the import (a circle as its whole round). */
function describeViolation(v: IViolation): string {
  const cycle = v.cycle?.map((step) => step.name);
  const path = cycle?.length ? [v.from, ...cycle].join(' -> ') : `${v.from} -> ${v.to}`;
  return `${v.rule.name}: ${path}`;
}

describe('import rules (.dependency-cruiser.cjs)', () => {
  it('no import circle and no import from a higher floor', { timeout: 120_000 }, async () => {
    const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
    const tsConfig = extractTSConfig('tsconfig.json');
    const { output } = await cruise(ROOTS, { ...options, validate: true }, undefined, { tsConfig });
    const result = output as ICruiseResult;
    // Cruised something real: a broken config or path would find no module and so no violation.
    expect(result.summary.totalCruised).toBeGreaterThan(300);
    const unresolved = result.modules.flatMap((m) => m.dependencies.filter((d) => d.couldNotResolve).map((d) => `${m.source} -> ${d.module}`));
    expect(unresolved, 'imports dependency-cruiser could not resolve (so could not check)').toEqual([]);
    const violations = result.summary.violations.filter((v) => v.rule.severity === 'error').map(describeViolation);
    expect(violations, `${violations.length} import rule violations:\n${violations.join('\n')}\n`).toEqual([]);
  });
});
