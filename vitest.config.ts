import { defineConfig } from 'vitest/config';

// Pinned time zone and locale so date maths in src/core tests read the same everywhere.
process.env.TZ = 'Europe/Amsterdam';
process.env.LANG = 'nl_NL.UTF-8';

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // The backend suite runs on SQLite and on a throwaway PostgreSQL cluster, started only when
      // a backend test is queued (tests/backend/pg-setup.ts).
      { extends: true, test: { name: 'backend', include: ['tests/backend/**/*.test.ts'], globalSetup: ['tests/backend/pg-setup.ts'], testTimeout: 30_000, hookTimeout: 120_000 } },
    ],
  },
});
