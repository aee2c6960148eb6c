/**
 * The reference backend in-process for a describe block: a fresh database of the engine, a server on
 * a free port (no log, no rate limit unless asked) with a DATA_DIR of its own (uploads, the .eml
 * files of its mails), closed and dropped after the block.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type ServerOptions } from '../../demo/server/server';
import type { EngineCase, Fresh } from './engines';

export interface TestServer {
  fresh: Fresh;
  server: Awaited<ReturnType<typeof startServer>>;
  /** `http://127.0.0.1:{port}` */
  base: string;
}

/** Starts the server before the block's tests and hands it to `set`; stops it and drops the database after. */
export function useTestServer(engine: EngineCase, set: (t: TestServer) => void, options: ServerOptions = {}): void {
  let t: TestServer | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    const fresh = await engine.fresh();
    dataDir = options.dataDir ? undefined : mkdtempSync(path.join(os.tmpdir(), 'se-data-'));
    const server = await startServer({ ...fresh.options, port: 0, host: '127.0.0.1', log: false, rateLimit: 0, dataDir, ...options });
    t = { fresh, server, base: `http://127.0.0.1:${server.port}` };
    set(t);
  });
  afterAll(async () => {
    await t?.server.close();
    await t?.fresh.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
}
