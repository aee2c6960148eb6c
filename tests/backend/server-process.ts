/**
 * A real reference-backend process for the reliability tests (kill -9, several processes on one
 * database): the server bundled once per test file, spawned on a free port, its exit awaited.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import * as esbuild from 'esbuild';

/** Bundles demo/server/server.ts into .cache/backend-{name}-{pid}/server.mjs; resolves its path. */
export async function buildServer(name: string): Promise<string> {
  const out = path.resolve('.cache', `backend-${name}-${process.pid}`, 'server.mjs');
  await esbuild.build({ entryPoints: ['demo/server/server.ts'], bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', outfile: out, logLevel: 'warning' });
  return out;
}

/** Starts the bundled server with `env` (its database); resolves its base URL once it listens. */
export function spawnServer(file: string, env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG: 'on', RATE_LIMIT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /on http:\/\/localhost:(\d+)\//.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve({ base: `http://127.0.0.1:${m[1]}`, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

/** Resolves when the process has exited (at once if it has). */
export const exited = (child: ChildProcess) => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
