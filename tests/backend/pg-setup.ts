/**
 * Vitest global setup of the backend suite: starts a throwaway PostgreSQL cluster when one is
 * installed and hands its URL to the tests (inject('pgUrl')); says so plainly when it is not.
 */
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper without types
import { POSTGRES_MISSING, postgresBinDir, startCluster } from '../../scripts/pg-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway cluster, '' when PostgreSQL is not installed. */
    pgUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!(postgresBinDir as () => string | undefined)()) {
    console.log(`\n[backend suite] ${POSTGRES_MISSING as string}; the suite ran on SQLite only.\n`);
    project.provide('pgUrl', '');
    return undefined;
  }
  const cluster = (await (startCluster as () => Promise<{ url: string; stop(): Promise<void> }>)());
  project.provide('pgUrl', cluster.url);
  return () => cluster.stop();
}
