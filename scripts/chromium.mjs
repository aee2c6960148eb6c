// The one place that knows how Chromium is launched here (Debian's package, never a download).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
export const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true };
