/**
 * XSS corpus (issue 14): every payload of tests/fixtures/xss/payloads.ts through every sink of
 * tests/corpus/sinks.ts, under the demo server's strict CSP, and for html sinks also without any
 * CSP (the sanitizer alone). One page load per sink and policy; the payloads sit side by side.
 */
import { CSP } from '../../demo/server/csp';
import { LIGHT_TAGS } from '../../elements/base/tag-props';
import { XSS_PAYLOADS, XSS_URLS, type XssPayload } from '../fixtures/xss/payloads';
import { answerRoute, attr, SINKS, URL_SINKS, type Sink } from '../corpus/sinks';
import { expect, test } from './fixtures';
import { PageGuard } from './models/guard';

const PAGE = '/__corpus/xss.html';

function pageHtml(sink: Sink, payloads: readonly XssPayload[]): string {
  const settings = { ajaxUrl: '/wp-admin/admin-ajax.php', restUrl: '/wp-json/', locale: 'nl', ...sink.settings };
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>XSS corpus: ${attr(sink.id)}</title>
<script type="application/json" id="site-elements-config">${JSON.stringify(settings).replace(/</g, '\\u003c')}</script>
<script type="module" src="/dist/site-elements.js"></script></head><body><main>${sink.body(payloads)}</main></body></html>`;
}

/** Everything dangerous left in the shadow roots of `tag` elements (runs in the page). */
function dangerousNodes([tag, container, lightDom]: [string, string | undefined, string | undefined]): string[] {
  const BAD_TAGS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'meta', 'link', 'style', 'applet', 'portal']);
  const URL_ATTRS = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'codebase', 'srcset', 'to', 'values', 'from', 'by', 'ping']);
  const SAFE_DATA = /^data:image\/(png|gif|jpe?g|webp|avif);/i;
  const out: string[] = [];
  let configBlocks = new Set<Element>();
  const visit = (root: ParentNode, where: string) => {
    for (const el of root.querySelectorAll('*')) {
      if (configBlocks.has(el)) continue;
      const name = el.localName;
      if (BAD_TAGS.has(name)) out.push(`${where}: <${name}>`);
      for (const a of Array.from(el.attributes)) {
        const n = a.name.toLowerCase();
        if (n.startsWith('on')) out.push(`${where}: <${name} ${n}>`);
        const styled = n === 'style' && container !== undefined && el.closest(container) !== null && !el.matches(container);
        if (n === 'srcdoc' || styled) out.push(`${where}: <${name} ${n}="${a.value.slice(0, 60)}">`);
        if (URL_ATTRS.has(n)) {
          // What a browser would do with it: control characters and whitespace vanish from a scheme.
          const v = a.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
          if (/(^|[\s,;])(javascript|vbscript|livescript):/.test(v) || (v.startsWith('data:') && !SAFE_DATA.test(v))) out.push(`${where}: <${name} ${n}="${a.value.slice(0, 60)}">`);
        }
      }
      if (el.shadowRoot) visit(el.shadowRoot, `${where} > ${name}`);
    }
  };
  for (const host of document.querySelectorAll(tag)) if (host.shadowRoot) visit(host.shadowRoot, tag);
  if (lightDom) {
    // The element's own config block (a direct child the page wrote) is not the sink's output.
    configBlocks = new Set([...document.querySelectorAll(lightDom)].flatMap((el) => [...el.querySelectorAll(':scope > script[type="application/json"]')]));
    for (const el of document.querySelectorAll(lightDom)) visit(el, `${lightDom} (light DOM)`);
  }
  return [...new Set(out)];
}

const cases: { sink: Sink; payloads: readonly XssPayload[]; corpus: string }[] = [
  ...SINKS.map((sink) => ({ sink, payloads: XSS_PAYLOADS, corpus: `${XSS_PAYLOADS.length} payloads` })),
  ...URL_SINKS.map((sink) => ({ sink, payloads: XSS_URLS, corpus: `${XSS_URLS.length} URLs` })),
];

test.describe(`XSS corpus: ${XSS_PAYLOADS.length} payloads through ${SINKS.length} HTML/text sinks, ${XSS_URLS.length} URLs through ${URL_SINKS.length} URL sinks`, () => {
  for (const { sink, payloads, corpus } of cases) {
    // Without a CSP only the sanitizer stands between a payload and the trap: that run is for the
    // html sinks. Text and URL sinks have no sanitizer to test; the strict run and the DOM check cover them.
    const policies = sink.kind === 'html' ? (['strict CSP', 'no CSP'] as const) : (['strict CSP'] as const);
    // The light DOM sinks (a light tag, the page behaviours) run the same files in both builds.
    const reactFree = sink.tag === 'main' || sink.tag in LIGHT_TAGS;
    for (const policy of policies) {
      test(`${sink.id} (${sink.kind}): ${corpus}, ${policy} -> nothing runs, nothing dangerous in the DOM${policy === 'strict CSP' ? ', no violation' : ''}`, async ({ page, build }) => {
        test.skip(build === 'lite' && reactFree, 'no React widget in this sink: the same files as the react build, run there');
        // The sanitizer is one module in both builds: without a CSP it is run on the react build;
        // the lite build's strict run still checks its DOM for anything dangerous left.
        test.skip(build === 'lite' && policy === 'no CSP', 'the sanitizer alone (no CSP) is run on the react build');
        const guard = await PageGuard.install(page);
        await page.route(`**${PAGE}`, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: policy === 'strict CSP' ? { 'Content-Security-Policy': CSP } : {}, body: pageHtml(sink, payloads) }),
        );
        for (const r of sink.routes ?? []) await page.route(r.url, (route) => answerRoute(route, r, payloads));
        const t0 = Date.now();
        const lap = (w: string) => process.env.SE_XSS_TIMING && console.log(`${sink.id} ${w} ${Date.now() - t0} ms`);
        await page.goto(PAGE);
        lap('loaded');
        const findings: string[] = [];
        const checkpoint = async () => void findings.push(...(await page.evaluate(dangerousNodes, [sink.tag, sink.container, sink.lightDom] as [string, string | undefined, string | undefined])));
        await sink.drive?.(page, payloads, checkpoint);
        lap('driven');
        await expect(page.locator(sink.reached)).toHaveCount(sink.expected(payloads), { timeout: 15_000 });
        // Let anything that would fire late (onload, animations, autofocus, srcdoc frames) fire.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
        lap('reached');
        const report = await guard.report();
        expect(report.xssHits, 'payload ids that ran').toEqual([]);
        expect(report.dialogs).toEqual([]);
        expect(report.jsNavigations).toEqual([]);
        expect(report.pageErrors).toEqual([]);
        await checkpoint();
        expect([...new Set(findings)], 'dangerous nodes left after sanitizing').toEqual([]);
        lap('checked');
        if (policy === 'strict CSP') expect(report.cspViolations).toEqual([]);
        // Text sinks show the payload as text: it arrived verbatim, and harmless.
        if (sink.kind === 'text') expect(await page.locator(sink.tag).first().evaluate((el) => el.shadowRoot?.textContent ?? '')).toContain(payloads[0]!.html);
      });
    }
  }
});
