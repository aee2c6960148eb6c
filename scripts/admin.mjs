// `npm run admin -- create <e-mail>` (demo/server/admin-cli.ts): builds the command beside the
// server's own build (one small esbuild bundle, no browser build) and runs it with the arguments.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import * as esbuild from 'esbuild';

const out = path.resolve('.cache', 'admin', 'admin.mjs');
await esbuild.build({ entryPoints: ['demo/server/admin-cli.ts'], bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', outfile: out, logLevel: 'warning' });
const r = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
