import { defineConfig } from 'vitest/config';

// Pinned time zone and locale so date maths in src/core tests read the same everywhere.
process.env.TZ = 'Europe/Amsterdam';
process.env.LANG = 'nl_NL.UTF-8';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/backend/**/*.test.ts'],
    environment: 'node',
  },
});
