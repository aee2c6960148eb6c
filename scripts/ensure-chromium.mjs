// Makes sure Debian's Chromium is installed (apt-get when missing and we are root); never downloads a browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  console.log(`[ensure-chromium] ${CHROMIUM_PATH} is missing: installing Debian's chromium…`);
  try {
    execSync(`${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium`, { stdio: 'inherit' });
  } catch {
    console.error('[ensure-chromium] could not install chromium; run: apt-get install -y chromium');
    process.exit(1);
  }
}
