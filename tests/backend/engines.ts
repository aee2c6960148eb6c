/**
 * The engines the backend suite runs on: SQLite always (a temp file), PostgreSQL when the global
 * setup (pg-setup.ts) started a throwaway cluster; each case gets a fresh database of its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import type { StoreOptions } from '../../demo/server/storage';

export interface Fresh {
  options: StoreOptions;
  drop(): Promise<void>;
}

export interface EngineCase {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty database of this engine (a new file, or a new PostgreSQL database). */
  fresh(): Promise<Fresh>;
}

const sqlite: EngineCase = {
  name: 'sqlite',
  async fresh() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'se-sqlite-'));
    return { options: { databasePath: path.join(dir, 'site.db') }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  },
};

function pgCase(adminUrl: string): EngineCase {
  return {
    name: 'postgres',
    async fresh() {
      const name = `se_${randomBytes(6).toString('hex')}`;
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
      return {
        options: { databaseUrl: url },
        async drop() {
          const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
          await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await a.end();
        },
      };
    },
  };
}

/** Every engine available here (PostgreSQL's absence is reported once by pg-setup.ts). */
export function engines(): EngineCase[] {
  const pg = inject('pgUrl');
  return pg ? [sqlite, pgCase(pg)] : [sqlite];
}
