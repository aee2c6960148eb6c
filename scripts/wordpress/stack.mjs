#!/usr/bin/env node
// A real WordPress with the real plugins, for testing the tags and the project's WordPress plugin
// (wordpress/site-elements) against the plugins' own PHP. Two stacks:
//   1: WordPress 6.1.9 (Debian's `wordpress` package, unpacked, not installed), Gravity Forms 2.9.3,
//      Popup Box by AYS 6.3.8, CT Ultimate GDPR 1.7.4 (with its PHP 8 bracket fix), theme twentytwentyone
//   2: WordPress 6.9.7 (../shared/wordpress), Gravity Forms 2.10.2, WooCommerce 11.0.1, Elementor
//      3.32.4 + PRO Elements 3.33.1, AYS, CT; theme twentytwentyfive
// Each stack lives in .cache/wordpress/stack<N>/ (its own database in one MariaDB of our own under
// .cache/wordpress/mariadb, unix socket only), is served by PHP's built-in server on 127.0.0.1 and
// seeded from tests/wordpress/fixtures/ by scripts/wordpress/seed.php. Everything is idempotent: a
// second `up` of a running stack checks and returns in about a second.
//
//   node scripts/wordpress/stack.mjs up <1|2>     start (install, seed, upload the project's plugin zip in a
//                                                 browser and tick its settings) and print the stack's info as JSON
//   node scripts/wordpress/stack.mjs down <1|2>   stop its PHP server (and MariaDB when no stack is left)
//   node scripts/wordpress/stack.mjs env <1|2>    print the info without starting anything
//   node scripts/wordpress/stack.mjs reset <1|2>  stop it and drop its database (the next up installs afresh)
//   node scripts/wordpress/stack.mjs php <1|2> <file.php|-e code>   run PHP with WordPress loaded
//
// Importable: up(stack), down(stack), env(stack), reset(stack), wpEval(stack, code). When the shared tarballs are
// missing, up() resolves { skipped: '<reason>' } (the CLI prints it and exits 0).
// Environment: SE_WP_PLUGINS_DIR, SE_WP_CORE_DIR (the tarballs), SE_WP_PORT_1 / SE_WP_PORT_2
// (default 8091 / 8092; a busy port is replaced by a free one), SE_WP_QUIET=1 (no timing lines).
import { freePort } from '../pg-cluster.mjs';
import { buildZip } from '../build-wordpress.mjs';
import { installPlugin } from './install-plugin.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, lstatSync, openSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../..');
const CACHE = path.join(REPO, '.cache', 'wordpress');
const FIXTURES = path.join(REPO, 'tests', 'wordpress', 'fixtures');
const PHP = '/usr/bin/php';
const DEB_PACKAGES = ['php8.2-cli', 'php8.2-mysql', 'php8.2-xml', 'php8.2-mbstring', 'php8.2-gd', 'php8.2-curl', 'mariadb-server'];
const WP_DEBS = ['wordpress', 'libjs-cropper', 'libjs-underscore', 'php-getid3', 'wordpress-theme-twentytwentyone'];
const DB_USER = 'wp';
const DB_PASSWORD = 'wp-stack';

const STACKS = {
  1: {
    core: { kind: 'debian', version: '6.1.9' },
    theme: 'twentytwentyone',
    plugins: [
      { tarball: 'gravityforms-2.9.3.tar.xz', dir: 'gravityforms', file: 'gravityforms/gravityforms.php' },
      { tarball: 'ays-popup-box-6.3.8.tar.xz', dir: 'ays-popup-box', file: 'ays-popup-box/ays-pb.php' },
      { tarball: 'ct-ultimate-gdpr-1.7.4.tar.xz', dir: 'ct-ultimate-gdpr', file: 'ct-ultimate-gdpr/ct-ultimate-gdpr.php', fix: ctBracketFix },
    ],
  },
  2: {
    core: { kind: 'tarball', version: '6.9.7', tarball: 'wordpress-6.9.7.tar.xz' },
    theme: 'twentytwentyfive',
    plugins: [
      { tarball: 'gravityforms-2.10.2.tar.xz', dir: 'gravityforms', file: 'gravityforms/gravityforms.php' },
      { tarball: 'woocommerce-11.0.1.tar.xz', dir: 'woocommerce', file: 'woocommerce/woocommerce.php' },
      { tarball: 'elementor-3.32.4.tar.xz', dir: 'elementor', file: 'elementor/elementor.php' },
      { tarball: 'pro-elements-3.33.1.tar.xz', dir: 'pro-elements', file: 'pro-elements/pro-elements.php' },
      { tarball: 'ays-popup-box-6.3.8.tar.xz', dir: 'ays-popup-box', file: 'ays-popup-box/ays-pb.php' },
      { tarball: 'ct-ultimate-gdpr-1.7.4.tar.xz', dir: 'ct-ultimate-gdpr', file: 'ct-ultimate-gdpr/ct-ultimate-gdpr.php', fix: ctBracketFix },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// small helpers

const quiet = () => process.env.SE_WP_QUIET === '1';
function timer(stack) {
  const t0 = Date.now();
  let last = t0;
  return (what) => {
    const now = Date.now();
    if (!quiet()) process.stderr.write(`[wordpress stack ${stack}] ${what}: ${((now - last) / 1000).toFixed(1)} s (total ${((now - t0) / 1000).toFixed(1)} s)\n`);
    last = now;
    return (now - t0) / 1000;
  };
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });
  if (r.error) throw new Error(`${cmd} could not run: ${r.error.message}`);
  if (r.status !== 0 && !opts.allowFail) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${(r.stderr || '') + (r.stdout || '')}`.slice(0, 4000));
  return r;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const readJson = (file, fallback) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
};
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

function pidAlive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}
const readPid = (file) => {
  try {
    return Number(readFileSync(file, 'utf8').trim()) || 0;
  } catch {
    return 0;
  }
};

function portFree(port) {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** A lock around work two `up`s must not do at once (MariaDB start, apt). mkdir is atomic. */
async function withLock(name, fn) {
  mkdirSync(CACHE, { recursive: true });
  const dir = path.join(CACHE, `${name}.lock`);
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'pid'), String(process.pid));
      break;
    } catch {
      const holder = readPid(path.join(dir, 'pid'));
      if (holder && !pidAlive(holder)) rmSync(dir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`lock ${dir} held too long`);
      else await sleep(200);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A hash of the files (folders: their .json and .php files) that decide a step. */
function hashOf(paths) {
  const h = createHash('sha256');
  const add = (p, top) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) for (const e of readdirSync(p).sort()) add(path.join(p, e), false);
    else if (top || /\.(json|php)$/.test(p)) h.update(p).update(readFileSync(p));
  };
  for (const p of paths) add(p, true);
  return h.digest('hex').slice(0, 16);
}

// ---------------------------------------------------------------------------------------------
// where things are

function sources() {
  const pluginsDir = process.env.SE_WP_PLUGINS_DIR || path.resolve(REPO, '..', 'shared', 'wordpress-plugins');
  const coreDir = process.env.SE_WP_CORE_DIR || path.resolve(REPO, '..', 'shared', 'wordpress');
  return { pluginsDir, coreDir };
}

/** The socket path (a unix socket path must stay under ~107 bytes). */
function socketPath() {
  const p = path.join(CACHE, 'mariadb', 'mysqld.sock');
  if (Buffer.byteLength(p) < 100) return p;
  return path.join(os.tmpdir(), `se-wp-mariadb-${createHash('sha1').update(CACHE).digest('hex').slice(0, 8)}.sock`);
}

function layout(stack) {
  const n = Number(stack);
  if (!STACKS[n]) throw new Error(`unknown stack "${stack}" (use 1 or 2)`);
  const dir = path.join(CACHE, `stack${n}`);
  const wpPath = STACKS[n].core.kind === 'debian' ? path.join(dir, 'root', 'usr', 'share', 'wordpress') : path.join(dir, 'wordpress');
  return {
    n,
    def: STACKS[n],
    dir,
    wpPath,
    stateFile: path.join(dir, 'state.json'),
    pidFile: path.join(dir, 'php-server.pid'),
    serverLog: path.join(dir, 'php-server.log'),
    debugLog: path.join(dir, 'debug.log'),
    router: path.join(HERE, 'router.php'),
    dbName: `wp_stack${n}`,
  };
}

function info(L, state) {
  const port = state?.port;
  return {
    stack: L.n,
    wordpress: L.def.core.version,
    baseUrl: port ? `http://127.0.0.1:${port}` : undefined,
    port,
    wpPath: L.wpPath,
    wpLoad: path.join(L.wpPath, 'wp-load.php'),
    php: { binary: PHP, router: L.router, serverLog: L.serverLog, pidFile: L.pidFile, workers: 4 },
    db: { name: L.dbName, user: DB_USER, password: DB_PASSWORD, socket: socketPath(), host: `localhost:${socketPath()}` },
    debugLog: L.debugLog,
    plugin: path.join(L.wpPath, 'wp-content', 'plugins', 'site-elements'),
    plugins: L.def.plugins.map((p) => p.file),
    theme: L.def.theme,
    admin: { user: 'admin', password: 'admin' },
    seed: state?.seed,
  };
}

// ---------------------------------------------------------------------------------------------
// Debian packages

function missingDebs(pkgs) {
  const r = spawnSync('dpkg-query', ['-W', '-f=${Package} ${Status}\n', ...pkgs], { encoding: 'utf8' });
  const ok = new Set(
    (r.stdout || '')
      .split('\n')
      .filter((l) => l.endsWith('install ok installed'))
      .map((l) => l.split(' ')[0]),
  );
  return pkgs.filter((p) => !ok.has(p));
}

let aptUpdated = false;
function aptUpdate() {
  if (aptUpdated) return;
  run('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'pipe'] });
  aptUpdated = true;
}

async function ensureDebs() {
  const missing = missingDebs(DEB_PACKAGES);
  if (missing.length === 0) return;
  const root = process.getuid?.() === 0;
  const sudo = root ? [] : ['sudo'];
  process.stderr.write(`[wordpress] installing Debian packages: ${missing.join(' ')}\n`);
  await withLock('apt', async () => {
    if (missingDebs(missing).length === 0) return;
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (!aptUpdated) {
      run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(root ? [] : ['apt-get']), 'update'], { env, stdio: 'inherit' });
      aptUpdated = true;
    }
    run(sudo[0] ?? 'apt-get', [...(root ? [] : ['apt-get']), 'install', '-y', '-o', 'Dpkg::Options::=--force-confold', ...missing], { env, stdio: 'inherit' });
  });
}

/** Downloads (once, cached) and unpacks Debian's wordpress package and what its files link to. */
function unpackDebianWordpress(L) {
  const debDir = path.join(CACHE, 'debs');
  mkdirSync(debDir, { recursive: true });
  const have = () => readdirSync(debDir).filter((f) => f.endsWith('.deb'));
  const missing = () => WP_DEBS.filter((p) => !have().some((f) => f.startsWith(`${p}_`)));
  if (missing().length) {
    const dl = (pkgs) => run('apt-get', ['download', '-o', 'APT::Sandbox::User=root', ...pkgs], { cwd: debDir, allowFail: true });
    let r = dl(missing());
    if (r.status !== 0) {
      aptUpdate();
      r = dl(missing());
    }
    if (r.status !== 0) throw new Error(`apt-get download ${missing().join(' ')} failed: ${r.stderr}`);
  }
  const root = path.join(L.dir, 'root');
  if (!existsSync(path.join(L.wpPath, 'wp-settings.php'))) {
    mkdirSync(root, { recursive: true });
    for (const f of have().filter((f) => WP_DEBS.some((p) => f.startsWith(`${p}_`)))) run('dpkg-deb', ['-x', path.join(debDir, f), root]);
  }
  // Debian's own wp-config.php reads /etc/wordpress; the stack writes its own. Its theme package
  // puts the theme into /usr/share/wordpress/wp-content/themes as WordPress expects.
}

function unpackTarballCore(L, coreDir) {
  if (existsSync(path.join(L.wpPath, 'wp-settings.php'))) return;
  mkdirSync(L.dir, { recursive: true });
  run('tar', ['-xJf', path.join(coreDir, L.def.core.tarball), '-C', L.dir]);
}

/** CT Ultimate GDPR 1.7.4: the nested ternary PHP 8 refuses, bracketed as PHP 7 read it (left-associative). */
function ctBracketFix(pluginDir) {
  const file = path.join(pluginDir, 'includes', 'shortcode', 'shortcode-privacy-policy.php');
  const src = readFileSync(file, 'utf8');
  const fixed = src.replace(
    /(\$expiry_time = )(is_numeric\( \$expiry_time_int \) \? ct_ultimate_gdpr_date\( \$expiry_time_int \) : \$expiry_time_int)( \? \$expiry_time_int : '';)/,
    '$1( $2 )$3',
  );
  if (fixed === src && !src.includes('$expiry_time = ( is_numeric(')) throw new Error(`CT bracket fix: pattern not found in ${file}`);
  if (fixed !== src) writeFileSync(file, fixed);
}

function unpackPlugins(L, pluginsDir) {
  const dest = path.join(L.wpPath, 'wp-content', 'plugins');
  mkdirSync(dest, { recursive: true });
  for (const p of L.def.plugins) {
    const marker = path.join(dest, p.dir, '.se-unpacked');
    if (existsSync(marker) && readFileSync(marker, 'utf8') === p.tarball) continue;
    rmSync(path.join(dest, p.dir), { recursive: true, force: true });
    run('tar', ['-xJf', path.join(pluginsDir, p.tarball), '-C', dest]);
    if (p.fix) p.fix(path.join(dest, p.dir));
    writeFileSync(marker, p.tarball);
  }
  // Offline answers for other hosts (see mu-offline.php: CT's updater is fatal on PHP 8 otherwise).
  const mu = path.join(L.wpPath, 'wp-content', 'mu-plugins');
  mkdirSync(mu, { recursive: true });
  const muSrc = readFileSync(path.join(HERE, 'mu-offline.php'), 'utf8');
  const muFile = path.join(mu, 'se-stack-offline.php');
  if (!existsSync(muFile) || readFileSync(muFile, 'utf8') !== muSrc) writeFileSync(muFile, muSrc);
  // The project's plugin is not put here: it is uploaded as its zip through the admin's Plugins page
  // (install-plugin.mjs). A link to the working tree left by an older stack goes.
  const link = path.join(dest, 'site-elements');
  try {
    if (lstatSync(link).isSymbolicLink()) rmSync(link, { force: true });
  } catch {}
}

/** dist/ built when missing (the plugin's zip, install-plugin.mjs, is made from it). */
function ensureDist() {
  const dist = path.join(REPO, 'dist');
  if (!existsSync(path.join(dist, 'site-elements.js')) || !existsSync(path.join(dist, 'site-elements.iife.js'))) {
    process.stderr.write('[wordpress] dist/ is missing: node esbuild.config.mjs\n');
    run(process.execPath, ['esbuild.config.mjs'], { cwd: REPO, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

// ---------------------------------------------------------------------------------------------
// MariaDB (one instance of our own for both stacks)

const MARIADB = {
  dir: path.join(CACHE, 'mariadb'),
  get data() {
    return path.join(this.dir, 'data');
  },
  get pidFile() {
    return path.join(this.dir, 'mariadbd.pid');
  },
  get log() {
    return path.join(this.dir, 'mariadbd.log');
  },
};

function mariadbClient(sql, { db, allowFail = false } = {}) {
  const args = ['--no-defaults', `--socket=${socketPath()}`, '-uroot', '--batch', '--skip-column-names'];
  if (db) args.push(db);
  args.push('-e', sql);
  return run('mariadb', args, { allowFail });
}

function mariadbUp() {
  if (!existsSync(socketPath())) return false;
  return mariadbClient('SELECT 1', { allowFail: true }).status === 0;
}

async function ensureMariadb() {
  if (pidAlive(readPid(MARIADB.pidFile)) && mariadbUp()) return false;
  return withLock('mariadb', async () => {
    if (pidAlive(readPid(MARIADB.pidFile)) && mariadbUp()) return false;
    mkdirSync(MARIADB.dir, { recursive: true });
    const user = os.userInfo().username;
    if (!existsSync(path.join(MARIADB.data, 'mysql'))) {
      rmSync(MARIADB.data, { recursive: true, force: true });
      run('mariadb-install-db', ['--no-defaults', `--datadir=${MARIADB.data}`, `--user=${user}`, '--auth-root-authentication-method=socket', '--skip-test-db', '--skip-name-resolve'], { stdio: ['ignore', 'ignore', 'pipe'] });
    }
    const args = [
      '--no-defaults',
      `--datadir=${MARIADB.data}`,
      `--socket=${socketPath()}`,
      '--skip-networking',
      `--pid-file=${MARIADB.pidFile}`,
      `--log-error=${MARIADB.log}`,
      `--user=${user}`,
      '--skip-log-bin',
      '--innodb-buffer-pool-size=128M',
      '--innodb-log-file-size=48M',
      '--innodb-flush-log-at-trx-commit=0',
      '--innodb-doublewrite=0',
      '--skip-name-resolve',
      '--character-set-server=utf8mb4',
      '--collation-server=utf8mb4_unicode_ci',
    ];
    rmSync(socketPath(), { force: true });
    const out = openSync(MARIADB.log, 'a');
    const child = spawn('mariadbd', args, { detached: true, stdio: ['ignore', out, out] });
    child.unref();
    closeSync(out);
    const deadline = Date.now() + 60_000;
    while (!mariadbUp()) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`MariaDB did not start; see ${MARIADB.log}`);
      await sleep(150);
    }
    writeFileSync(MARIADB.pidFile, String(child.pid));
    return true;
  });
}

function ensureDatabase(L) {
  mariadbClient(
    `CREATE DATABASE IF NOT EXISTS \`${L.dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;` +
      `CREATE USER IF NOT EXISTS '${DB_USER}'@'localhost' IDENTIFIED BY '${DB_PASSWORD}';` +
      `GRANT ALL PRIVILEGES ON \`wp\\_stack%\`.* TO '${DB_USER}'@'localhost';`,
  );
}

async function stopMariadb() {
  const pid = readPid(MARIADB.pidFile);
  if (!pidAlive(pid)) return false;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (pidAlive(pid) && Date.now() < deadline) await sleep(100);
  if (pidAlive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(MARIADB.pidFile, { force: true });
  return true;
}

// ---------------------------------------------------------------------------------------------
// WordPress

function writeConfig(L, port, state) {
  if (!state.salts) state.salts = Object.fromEntries(['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map((k) => [k, randomBytes(32).toString('base64')]));
  const q = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const lines = [
    '<?php',
    '// Written by scripts/wordpress/stack.mjs: a test stack, not for production.',
    `define( 'DB_NAME', ${q(L.dbName)} );`,
    `define( 'DB_USER', ${q(DB_USER)} );`,
    `define( 'DB_PASSWORD', ${q(DB_PASSWORD)} );`,
    `define( 'DB_HOST', ${q(`localhost:${socketPath()}`)} );`,
    "define( 'DB_CHARSET', 'utf8mb4' );",
    "define( 'DB_COLLATE', '' );",
    ...Object.entries(state.salts).map(([k, v]) => `define( ${q(k)}, ${q(v)} );`),
    `define( 'WP_HOME', 'http://127.0.0.1:${port}' );`,
    `define( 'WP_SITEURL', 'http://127.0.0.1:${port}' );`,
    "define( 'WP_DEBUG', true );",
    `define( 'WP_DEBUG_LOG', ${q(L.debugLog)} );`,
    "define( 'WP_DEBUG_DISPLAY', false );",
    "define( 'WP_HTTP_BLOCK_EXTERNAL', true );",
    "define( 'DISABLE_WP_CRON', true );",
    "define( 'AUTOMATIC_UPDATER_DISABLED', true );",
    "define( 'WP_AUTO_UPDATE_CORE', false );",
    "define( 'FS_METHOD', 'direct' );",
    "define( 'WP_ENVIRONMENT_TYPE', 'local' );",
    // A Dutch site without language packs (none can be downloaded here): get_locale() reads this constant.
    "define( 'WPLANG', 'nl_NL' );",
    `define( 'WP_CONTENT_DIR', ${q(path.join(L.wpPath, 'wp-content'))} );`,
    "$table_prefix = 'wp_';",
    "if ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }",
    "require_once ABSPATH . 'wp-settings.php';",
    '',
  ];
  const text = lines.join('\n');
  const file = path.join(L.wpPath, 'wp-config.php');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

function phpEnv(L, port) {
  return { ...process.env, SE_WP_BASE_URL: `http://127.0.0.1:${port}` };
}

function installWordpress(L, port) {
  const args = {
    title: `Site Elements stack ${L.n}`,
    theme: L.def.theme,
    plugins: L.def.plugins.map((p) => p.file),
    options: {
      permalink_structure: '/%postname%/',
      blogdescription: 'Testsite voor site-elements',
      timezone_string: 'Europe/Amsterdam',
      date_format: 'j F Y',
      users_can_register: '0',
    },
  };
  const r = run(PHP, [path.join(HERE, 'install.php'), L.wpPath, JSON.stringify(args)], { env: phpEnv(L, port) });
  const line = r.stdout.trim().split('\n').pop();
  const out = JSON.parse(line);
  if (out.errors?.length) throw new Error(`WordPress install (stack ${L.n}): ${out.errors.join('; ')}`);
  return out;
}

/** The seeded products' stock back to the fixtures' (orders of earlier runs took it); the number restocked. */
function restock(L, port) {
  const r = run(PHP, [path.join(HERE, 'restock.php'), L.wpPath, FIXTURES], { env: phpEnv(L, port) });
  return Number(r.stdout.trim().split('\n').pop()) || 0;
}

function seedWordpress(L, port) {
  const r = run(PHP, [path.join(HERE, 'seed.php'), L.wpPath, FIXTURES, String(L.n)], { env: phpEnv(L, port) });
  const line = r.stdout.trim().split('\n').pop();
  try {
    return JSON.parse(line);
  } catch {
    throw new Error(`seed.php printed no JSON:\n${r.stdout}\n${r.stderr}`);
  }
}

async function httpOk(url, timeoutMs = 5000) {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status > 0 && res.status < 500;
  } catch {
    return false;
  }
}

async function startServer(L, port) {
  const out = openSync(L.serverLog, 'a');
  const child = spawn(PHP, ['-d', 'display_errors=stderr', '-d', 'opcache.enable_cli=1', '-d', 'opcache.memory_consumption=256', '-d', 'opcache.max_accelerated_files=20000', '-d', 'memory_limit=512M', '-d', 'upload_max_filesize=16M', '-d', 'post_max_size=20M', '-S', `127.0.0.1:${port}`, '-t', L.wpPath, L.router], {
    cwd: L.wpPath,
    detached: true,
    stdio: ['ignore', out, out],
    env: { ...phpEnv(L, port), PHP_CLI_SERVER_WORKERS: '4' },
  });
  child.unref();
  closeSync(out);
  writeFileSync(L.pidFile, String(child.pid));
  const deadline = Date.now() + 30_000;
  while (!(await httpOk(`http://127.0.0.1:${port}/wp-includes/images/blank.gif`, 2000))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`PHP server of stack ${L.n} did not start; see ${L.serverLog}`);
    await sleep(100);
  }
}

async function stopServer(L) {
  const pid = readPid(L.pidFile);
  if (!pidAlive(pid)) {
    rmSync(L.pidFile, { force: true });
    return false;
  }
  try {
    process.kill(-pid, 'SIGTERM'); // its process group: the server and its workers
  } catch {
    process.kill(pid, 'SIGTERM');
  }
  const deadline = Date.now() + 10_000;
  while (pidAlive(pid) && Date.now() < deadline) await sleep(50);
  if (pidAlive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {}
  }
  rmSync(L.pidFile, { force: true });
  return true;
}

// ---------------------------------------------------------------------------------------------
// the public functions

/** Why the stack cannot be built here, or null. */
function skipReason(L) {
  const { pluginsDir, coreDir } = sources();
  for (const p of L.def.plugins) if (!existsSync(path.join(pluginsDir, p.tarball))) return `${p.tarball} not found in ${pluginsDir} (set SE_WP_PLUGINS_DIR)`;
  if (L.def.core.kind === 'tarball' && !existsSync(path.join(coreDir, L.def.core.tarball))) return `${L.def.core.tarball} not found in ${coreDir} (set SE_WP_CORE_DIR)`;
  if (process.platform !== 'linux') return 'the WordPress stacks need Debian Linux (apt, dpkg)';
  if (!existsSync('/usr/bin/apt-get') || !existsSync('/usr/bin/dpkg-query')) return 'apt-get/dpkg not found (Debian needed)';
  return null;
}

/** Starts stack 1 or 2 (installing and seeding what is missing) and resolves its info. */
export async function up(stack) {
  const L = layout(stack);
  const reason = skipReason(L);
  if (reason) return { skipped: reason };
  const lap = timer(L.n);
  mkdirSync(L.dir, { recursive: true });
  const state = readJson(L.stateFile, {});

  // Fast path: the server runs, MariaDB answers, nothing changed.
  const seedHash = hashOf([FIXTURES, path.join(HERE, 'seed.php')]);
  const pluginHash = hashOf([path.join(HERE, 'install.php'), path.join(HERE, 'mu-offline.php')]) + L.def.plugins.map((p) => p.tarball).join(',');
  if (state.port && pidAlive(readPid(L.pidFile)) && existsSync(path.join(L.wpPath, 'wp-config.php'))) {
    writeConfig(L, state.port, state);
    if (state.seedHash === seedHash && state.pluginHash === pluginHash && mariadbUp() && (await httpOk(`http://127.0.0.1:${state.port}/wp-includes/images/blank.gif`))) {
      const plugin = await pluginUp(L, state);
      const restocked = restock(L, state.port);
      lap(`already running${plugin}${restocked ? `, ${restocked} products restocked` : ''}`);
      return info(L, state);
    }
  }

  await ensureDebs();
  lap('packages');
  if (L.def.core.kind === 'debian') unpackDebianWordpress(L);
  else unpackTarballCore(L, sources().coreDir);
  unpackPlugins(L, sources().pluginsDir);
  lap('files');
  ensureDist();
  await ensureMariadb();
  ensureDatabase(L);
  lap('mariadb');

  let port = state.port;
  const running = pidAlive(readPid(L.pidFile));
  if (!running) {
    const wanted = Number(process.env[`SE_WP_PORT_${L.n}`]) || (L.n === 1 ? 8091 : 8092);
    port = port && (await portFree(port)) ? port : (await portFree(wanted)) ? wanted : await freePort();
  }
  state.port = port;
  writeConfig(L, port, state);
  writeJson(L.stateFile, state);

  if (state.pluginHash !== pluginHash || !state.installed) {
    installWordpress(L, port);
    // A fresh database: the project's plugin is uploaded and ticked again (install-plugin.mjs).
    rmSync(path.join(L.dir, 'plugin-stamp.json'), { force: true });
    state.installed = true;
    state.pluginHash = pluginHash;
    writeJson(L.stateFile, state);
    lap('wordpress install + plugins');
  }
  if (state.seedHash !== seedHash || !state.seed) {
    state.seed = seedWordpress(L, port);
    // Elementor saves its documents empty on the first run after the install (see seed.php): once more.
    if (state.seed?.elementor && state.seed.elementor.saved === false) {
      lap('seed (Elementor saved its documents empty: once more)');
      state.seed = seedWordpress(L, port);
    }
    if (state.seed?.elementor && state.seed.elementor.saved === false) throw new Error('seed.php: Elementor saved the loop grid page empty twice');
    state.seedHash = seedHash;
    writeJson(L.stateFile, state);
    lap('seed');
  }
  if (!running) {
    await startServer(L, port);
    lap(`php server on ${port}`);
  } else if (!(await httpOk(`http://127.0.0.1:${port}/wp-includes/images/blank.gif`))) {
    await stopServer(L);
    await startServer(L, port);
    lap(`php server restarted on ${port}`);
  }
  const plugin = await pluginUp(L, state);
  const restocked = restock(L, port);
  lap(`up${plugin}${restocked ? `, ${restocked} products restocked` : ''}`);
  return info(L, state);
}

/**
 * The project's plugin as a site owner installs it: the zip made from the working tree and dist/, uploaded
 * through the admin's Plugins page in a browser, activated and ticked (install-plugin.mjs; nothing is done
 * when the same zip is installed and ticked). Resolves a note for the timing line.
 */
async function pluginUp(L, state) {
  ensureDist();
  buildZip();
  const r = await installPlugin(info(L, state));
  return r.uploaded ? ' (plugin zip uploaded, activated and ticked)' : r.ticked ? ' (plugin ticked)' : '';
}

/** Stops the stack's PHP server; MariaDB too when no other stack is running. */
export async function down(stack) {
  const L = layout(stack);
  const stopped = await stopServer(L);
  const others = Object.keys(STACKS)
    .map(Number)
    .filter((n) => n !== L.n)
    .some((n) => pidAlive(readPid(layout(n).pidFile)));
  const db = others ? false : await stopMariadb();
  return { stack: L.n, stopped, mariadbStopped: db };
}

/** Stops the stack and forgets its database and state (the unpacked files stay): the next `up` installs afresh. */
export async function reset(stack) {
  const L = layout(stack);
  await stopServer(L);
  if (mariadbUp()) mariadbClient(`DROP DATABASE IF EXISTS \`${L.dbName}\`;`);
  rmSync(L.stateFile, { force: true });
  rmSync(path.join(L.dir, 'plugin-stamp.json'), { force: true });
  rmSync(L.debugLog, { force: true });
  const uploads = path.join(L.wpPath, 'wp-content', 'uploads');
  rmSync(uploads, { recursive: true, force: true });
  return { stack: L.n, reset: true };
}

/** The stack's info (no side effects). */
export async function env(stack) {
  const L = layout(stack);
  const reason = skipReason(L);
  const state = readJson(L.stateFile, {});
  return { ...info(L, state), running: pidAlive(readPid(L.pidFile)), ...(reason ? { skipped: reason } : {}) };
}

/** Runs PHP code with the stack's WordPress loaded (php CLI); resolves its stdout. */
export async function wpEval(stack, code) {
  const L = layout(stack);
  const state = readJson(L.stateFile, {});
  const boot = `$_SERVER['HTTP_HOST'] = '127.0.0.1:${state.port ?? 80}'; $_SERVER['REQUEST_URI'] = '/'; require ${JSON.stringify(path.join(L.wpPath, 'wp-load.php'))};`;
  const r = run(PHP, ['-r', `${boot}\n${code.replace(/^\s*<\?php/, '')}`], { cwd: L.wpPath, env: phpEnv(L, state.port ?? 80) });
  return r.stdout;
}

// ---------------------------------------------------------------------------------------------
// CLI

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [cmd, stack, ...rest] = process.argv.slice(2);
  const usage = 'usage: node scripts/wordpress/stack.mjs up|down|env|reset <1|2> | php <1|2> <file.php | -e code>';
  try {
    if (!['1', '2'].includes(stack ?? '')) throw new Error(usage);
    if (cmd === 'up') {
      const r = await up(stack);
      process.stdout.write(`${JSON.stringify(r, null, 2)}\n`);
    } else if (cmd === 'down') process.stdout.write(`${JSON.stringify(await down(stack))}\n`);
    else if (cmd === 'reset') process.stdout.write(`${JSON.stringify(await reset(stack))}\n`);
    else if (cmd === 'env') process.stdout.write(`${JSON.stringify(await env(stack), null, 2)}\n`);
    else if (cmd === 'php') {
      const code = rest[0] === '-e' ? rest.slice(1).join(' ') : readFileSync(rest[0], 'utf8');
      process.stdout.write(await wpEval(stack, code));
    } else throw new Error(usage);
  } catch (e) {
    process.stderr.write(`${e.message}\n`);
    process.exit(1);
  }
}
