// Import rules (issue 41, "No circles, no arrows up"), checked by tests/unit/import-rules.test.ts
// in `npm test` and by hand with `npx depcruise src elements demo/server`.
//
// The floors, lowest first: src/core (pure logic; src/i18n, the string tables, sits beside it)
// <- src/platform (browser plumbing) <- src/widgets and src/light (the React widgets and the light
// elements) <- elements (the tag definitions). A floor imports only from the floors below it;
// nothing in src/ or elements/ imports the reference backend (demo/) or the tests. No import
// circle anywhere in src/, elements/ or demo/server/.
//
// Type-only imports (`import type`) count (tsPreCompilationDeps): a type that reaches up a floor
// ties the lower floor to the upper one all the same, and a circle of types is the same knot for
// a reader as a circle of values. The type then belongs on the lower floor.

/** Paths of the floors above a given one, as a regular expression for `to.path`. */
const above = {
  core: '^(src/(platform|widgets|light)|elements|demo|tests)/',
  platform: '^(src/(widgets|light)|elements|demo|tests)/',
  widgetsAndLight: '^(elements|demo|tests)/',
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: cut it where it is smallest, usually by moving the shared type or helper into a module both sides import.',
      from: { path: '^(src|elements|demo/server)/' },
      to: { circular: true },
    },
    {
      name: 'core-imports-no-higher-floor',
      severity: 'error',
      comment: 'src/core is pure: it imports nothing of src/platform, src/widgets, src/light, elements, demo or tests.',
      from: { path: '^src/core/' },
      to: { path: above.core },
    },
    {
      name: 'i18n-imports-no-higher-floor',
      severity: 'error',
      comment: 'src/i18n (string tables, imported by src/core) stays on the core floor.',
      from: { path: '^src/i18n/' },
      to: { path: above.core },
    },
    {
      name: 'platform-imports-no-higher-floor',
      severity: 'error',
      comment: 'src/platform imports nothing of src/widgets, src/light, elements, demo or tests.',
      from: { path: '^src/platform/' },
      to: { path: above.platform },
    },
    {
      name: 'widgets-and-light-import-no-elements',
      severity: 'error',
      comment: 'src/widgets and src/light import nothing of elements (the tag definitions), demo or tests: move the shared type down (src/light/context.ts, src/platform/config.ts).',
      from: { path: '^src/(widgets|light)/' },
      to: { path: above.widgetsAndLight },
    },
    {
      name: 'no-demo-or-tests-in-the-library',
      severity: 'error',
      comment: 'Nothing in src/ or elements/ imports the reference backend (demo/) or the tests.',
      from: { path: '^(src|elements)/' },
      to: { path: '^(demo|tests)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
