/**
 * The engines the backend suite runs on: SQLite always (a temp file), PostgreSQL when the global
 * setup (pg-cluster.ts) started a throwaway cluster and put its URL in SE_PG_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StoreOptions } from '../../demo/server/storage';

export interface EngineCase {
  name: 'sqlite' | 'postgres';
  /** Options for a fresh, empty database of this engine (a new file or a new PostgreSQL database). */
  fresh(): Promise<{ options: StoreOptions; drop(): Promise<void> }>;
}

const sqlite: EngineCase = {
  name: 'sqlite',
  async fresh() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'se-sqlite-'));
    return { options: { databasePath: path.join(dir, 'site.db') }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  },
};

/** Every engine available here; PostgreSQL's absence is reported once by the global setup. */
export function engines(): EngineCase[] {
  return [sqlite];
}
