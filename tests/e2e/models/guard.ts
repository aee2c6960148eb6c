/**
 * The watch the corpus specs (csp, xss, faults) keep on a page: Content-Security-Policy violations
 * (the `securitypolicyviolation` event, recorded in the page by an init script, and Chromium's
 * console reports), the XSS trap `window.__xss` with every call it gets, dialogs, navigations to
 * `javascript:` and uncaught errors. Install before the first `goto`.
 */
import type { Page } from '@playwright/test';

export interface GuardReport {
  /** `securitypolicyviolation` events seen in any frame, plus console CSP reports. */
  cspViolations: string[];
  /** Ids the XSS trap was called with (top page and frames). */
  xssHits: number[];
  /** alert / confirm / prompt dialogs. */
  dialogs: string[];
  /** Navigations of any frame to a javascript: URL. */
  jsNavigations: string[];
  /** Uncaught exceptions and unhandled rejections. */
  pageErrors: string[];
  /** console.error texts (CSP reports and the browser's "Failed to load resource" lines excluded). */
  consoleErrors: string[];
}

/** Runs in every frame before any of its scripts: the trap and the violation recorder. */
function initScript(): void {
  const w = window as unknown as { __xss: (id: number) => void; __xssHits: number[]; __cspViolations: string[] };
  w.__xssHits = [];
  w.__cspViolations = [];
  const top = (() => {
    try {
      return window.top as typeof w | null;
    } catch {
      return null;
    }
  })();
  w.__xss = (id: number) => {
    w.__xssHits.push(id);
    // A frame's hit is also the page's: the spec reads the top window.
    if (top && top !== (w as unknown)) top.__xssHits?.push(id);
  };
  document.addEventListener(
    'securitypolicyviolation',
    (e) => {
      const line = `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile || '?'}:${e.lineNumber} ${e.sample ? `sample ${JSON.stringify(e.sample)}` : ''}`.trim();
      w.__cspViolations.push(line);
      if (top && top !== (w as unknown)) top.__cspViolations?.push(`[frame] ${line}`);
    },
    true,
  );
}

export class PageGuard {
  private readonly consoleCsp: string[] = [];
  private readonly dialogs: string[] = [];
  private readonly jsNavigations: string[] = [];
  readonly pageErrors: string[] = [];
  readonly consoleErrors: string[] = [];

  private constructor(readonly page: Page) {
    page.on('pageerror', (e) => this.pageErrors.push(e.message));
    page.on('console', (m) => {
      if (m.type() !== 'error' && m.type() !== 'warning') return;
      if (/Content.Security.Policy/i.test(m.text())) this.consoleCsp.push(m.text());
      // The browser's own line for a failed request is not something a widget logged.
      else if (m.type() === 'error' && !/^Failed to load resource/.test(m.text())) this.consoleErrors.push(m.text());
    });
    page.on('dialog', (d) => {
      this.dialogs.push(`${d.type()}: ${d.message()}`);
      void d.dismiss().catch(() => undefined);
    });
    page.on('framenavigated', (f) => {
      if (/^\s*javascript:/i.test(f.url())) this.jsNavigations.push(f.url());
    });
  }

  /** Installs the guard on `page` (call before the first navigation). */
  static async install(page: Page): Promise<PageGuard> {
    await page.addInitScript(initScript);
    return new PageGuard(page);
  }

  /** What happened so far on the current document (events) and since install (everything else). */
  async report(): Promise<GuardReport> {
    const inPage = await this.page
      .evaluate(() => {
        const w = window as unknown as { __xssHits?: number[]; __cspViolations?: string[] };
        return { hits: [...(w.__xssHits ?? [])], csp: [...(w.__cspViolations ?? [])] };
      })
      .catch(() => ({ hits: [] as number[], csp: [] as string[] }));
    return {
      cspViolations: [...inPage.csp, ...this.consoleCsp],
      xssHits: inPage.hits,
      dialogs: [...this.dialogs],
      jsNavigations: [...this.jsNavigations],
      pageErrors: [...this.pageErrors],
      consoleErrors: [...this.consoleErrors],
    };
  }

  /** Clears what the page recorded (between states of one page load). */
  async reset(): Promise<void> {
    this.consoleCsp.length = 0;
    this.dialogs.length = 0;
    this.jsNavigations.length = 0;
    this.pageErrors.length = 0;
    this.consoleErrors.length = 0;
    await this.page.evaluate(() => {
      const w = window as unknown as { __xssHits?: number[]; __cspViolations?: string[] };
      if (w.__xssHits) w.__xssHits.length = 0;
      if (w.__cspViolations) w.__cspViolations.length = 0;
    });
  }
}
