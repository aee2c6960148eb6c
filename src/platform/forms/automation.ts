/** Reads the automation markers of the browser for the bot check (src/core/forms/bot.ts). */
import { AUTOMATION_ATTRIBUTES, AUTOMATION_GLOBALS, isAutomated, type AutomationMarkers } from '../../core/forms/bot';

/** The markers found on `win` (navigator.webdriver, agent, automation globals and attributes, languages). */
export function readAutomationMarkers(win: Window = window): AutomationMarkers {
  const nav = win.navigator;
  const rec = win as unknown as Record<string, unknown>;
  const root = win.document?.documentElement;
  return {
    webdriver: nav.webdriver === true,
    userAgent: nav.userAgent,
    globals: AUTOMATION_GLOBALS.filter((g) => g in rec && rec[g] !== undefined),
    documentAttributes: root ? AUTOMATION_ATTRIBUTES.filter((a) => root.hasAttribute(a)) : [],
    languages: Array.isArray(nav.languages) ? nav.languages.length : undefined,
  };
}

/** True when the page is driven by automation (then no version_hash is added). */
export function automationDetected(win: Window = window): boolean {
  try {
    return isAutomated(readAutomationMarkers(win));
  } catch {
    return true; // a browser that hides its navigator is treated as a bot
  }
}

/**
 * The version_hash Gravity Forms' own scripts would post, where its globals are on the page
 * (`gform_theme_config.common.form.honeypot.version_hash`, else `gf_global.version_hash`); both are
 * printed by the server. undefined when neither is there.
 */
export function pageVersionHash(win: Window = window): string | undefined {
  try {
    const rec = win as unknown as Record<string, unknown>;
    const get = (v: unknown, k: string): unknown => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined);
    const themed = get(get(get(get(rec.gform_theme_config, 'common'), 'form'), 'honeypot'), 'version_hash');
    const global = get(rec.gf_global, 'version_hash');
    const hash = typeof themed === 'string' && themed ? themed : global;
    return typeof hash === 'string' && hash !== '' ? hash : undefined;
  } catch {
    return undefined;
  }
}
