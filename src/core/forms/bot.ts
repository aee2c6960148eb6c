/**
 * The bot check of spec section 5 ("Submit flow"): version_hash is added only when no automation
 * is detected. Pure: the browser's markers are read by src/platform/forms/automation.ts.
 */

/** What the platform reads from navigator and window. */
export interface AutomationMarkers {
  /** navigator.webdriver */
  webdriver?: boolean | undefined;
  userAgent?: string | undefined;
  /** Names of automation globals found on window (e.g. `callPhantom`, `__nightmare`). */
  globals?: readonly string[] | undefined;
  /** Names of automation attributes found on <html> (e.g. `webdriver`, `selenium`). */
  documentAttributes?: readonly string[] | undefined;
  /** navigator.languages length (0 in some headless setups); undefined when unknown. */
  languages?: number | undefined;
}

/** Globals that automation tools leave on window. */
export const AUTOMATION_GLOBALS = [
  '_phantom',
  'callPhantom',
  '__nightmare',
  'domAutomation',
  'domAutomationController',
  '_selenium',
  'callSelenium',
  '_Selenium_IDE_Recorder',
  '__webdriver_evaluate',
  '__selenium_evaluate',
  '__webdriver_script_fn',
  '__driver_evaluate',
  '__fxdriver_evaluate',
  '__playwright__binding__',
  '__pwInitScripts',
  'Cypress',
] as const;

/** Attributes automation tools set on the document element. */
export const AUTOMATION_ATTRIBUTES = ['webdriver', 'selenium', 'driver'] as const;

const AUTOMATION_AGENTS = /HeadlessChrome|PhantomJS|Electron\/|SlimerJS|Puppeteer|Playwright/i;

/** True when any marker says the page is driven by automation. */
export function isAutomated(m: AutomationMarkers): boolean {
  if (m.webdriver === true) return true;
  if (m.userAgent && AUTOMATION_AGENTS.test(m.userAgent)) return true;
  if ((m.globals ?? []).length > 0) return true;
  if ((m.documentAttributes ?? []).length > 0) return true;
  if (m.languages === 0) return true;
  return false;
}
