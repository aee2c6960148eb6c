/** Builds into a private folder, starts the reference backend on a free port, shares its address. */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../demo/server/account/password';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The form id the first corpus form is served under (tests/e2e/forms-corpus.spec.ts). */
export const CORPUS_FIRST_ID = 9001;

export default async function globalSetup(): Promise<() => Promise<void>> {
  // `npm test` builds beside the browser tests and hands the folder over (SE_E2E_PREBUILT);
  // a bare `playwright test` builds here.
  const prebuilt = process.env.SE_E2E_PREBUILT;
  const dir = prebuilt ? path.resolve(prebuilt) : path.resolve('.cache', `e2e-${process.pid}`);
  if (!prebuilt) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync(process.execPath, ['esbuild.config.mjs', '--outdir', dir], { stdio: 'inherit' });
  }
  // The docs site (scripts/build-docs.mjs), served at /docs/ as `npm start` serves it (docs.spec.ts).
  const docsDir = path.join(dir, 'docs');
  execFileSync(process.execPath, ['scripts/build-docs.mjs', '--outdir', docsDir], { stdio: 'inherit' });
  const dbPath = path.join(dir, 'site.db');
  // The real Gravity Forms corpus (issue 17), served as forms CORPUS_FIRST_ID, +1, … in index order.
  const corpusDir = path.join(dir, 'corpus-forms');
  mkdirSync(corpusDir, { recursive: true });
  const index = JSON.parse(readFileSync('tests/fixtures/gravity-forms/index.json', 'utf8')) as { file: string }[];
  index.forEach((e, i) => copyFileSync(path.join('tests/fixtures/gravity-forms', e.file), path.join(corpusDir, `${CORPUS_FIRST_ID + i}.json`)));
  process.env.FORMS_DIRS = corpusDir;
  const { startServer } = await import(pathToFileURL(path.join(dir, 'server/server.mjs')).href);
  // Every e2e request comes from 127.0.0.1: the per-IP rate limit is raised out of the way here
  // and tested on a server of its own (backend.spec.ts, tests/backend).
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: dir, databasePath: dbPath, distDir: dir, docsDir, log: false, rateLimit: 1_000_000 });
  process.env.SE_BASE_URL = `http://127.0.0.1:${server.port}`;
  // The site's administrator (the only one who reads the lead and article-stats lists), made as
  // `npm run admin -- create` makes it, with a password of this run's.
  process.env.SE_ADMIN_EMAIL = 'beheer@bakkerij.test';
  process.env.SE_ADMIN_PASSWORD = `Beheer-${randomBytes(9).toString('base64url')}`;
  await server.store.accounts.makeAdmin(process.env.SE_ADMIN_EMAIL, await hashPassword(process.env.SE_ADMIN_PASSWORD), Math.floor(Date.now() / 1000));
  process.env.SE_DB_PATH = dbPath;
  // Uploads land under <dataDir>/uploads (tests/e2e/forms-upload.spec.ts reads them back).
  process.env.SE_DATA_DIR = dir;
  process.env.SE_DIST_DIR = dir;
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
