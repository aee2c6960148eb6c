import { expect } from 'chai';
import { pageBehaviours } from '../../elements/base/page-check';
import { run } from '../../elements/page-behaviours';
import { detectAdblock, runAdblockDetection } from '../../src/platform/page/adblock';
import { inlineSvgs } from '../../src/platform/page/inline-svg';
import { startRecaptchaV3 } from '../../src/platform/page/recaptcha-v3';
import { scrollToThemeTemplate } from '../../src/platform/page/theme-template';
import { sanitizeSvg } from '../../src/platform/sanitize';
import { cleanup, fixture, spyConsoleError, waitFor } from './helpers';

const start = location.href;
const withQuery = (extra: string) => history.replaceState(history.state, '', `${location.pathname}${location.search}&${extra}`);

describe('page behaviours of the loader', () => {
  afterEach(() => {
    cleanup();
    history.replaceState(history.state, '', start);
    scrollTo({ top: 0, behavior: 'instant' });
  });

  it('the loader\'s check: each behaviour is wanted only when the page asks for it', () => {
    expect(pageBehaviours(document)).to.deep.equal({ scroll: false, svg: false, recaptcha: false, adblock: false, addToCart: false });
    fixture('<img data-inline-svg src="/demo/assets/page-wheat.svg" alt=""><p hidden data-adblock-detected>x</p><input type="hidden" name="_wpcf7_recaptcha_response">');
    withQuery('theme_template_id=12');
    expect(pageBehaviours(document)).to.deep.equal({ scroll: true, svg: true, recaptcha: false, adblock: true, addToCart: false });
    const settings = Object.assign(document.createElement('script'), { type: 'application/json', id: 'site-elements-config', textContent: '{"recaptchaSiteKey": "k"}' });
    document.head.append(settings);
    try {
      expect(pageBehaviours(document).recaptcha).to.equal(true);
    } finally {
      settings.remove();
    }
  });

  describe('inline SVG', () => {
    it('sanitizeSvg: no script, no handlers, no foreign <use>, no javascript: links; inline styles become attributes', () => {
      const out = sanitizeSvg(
        `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><style>.a{fill:red}</style><script>alert(2)</script>` +
          `<defs><path id="g" d="M0 0h1"/></defs><circle r="5" style="fill:#c00;stroke-width:2"/><use href="#g"/><use href="https://evil.example/s.svg#x"/>` +
          `<use xlink:href="data:image/svg+xml,x"/><a href="javascript:alert(3)"><text>x</text></a><foreignObject><iframe src="https://evil.example"></iframe></foreignObject></svg>`,
      );
      const doc = new DOMParser().parseFromString(`<div>${out}</div>`, 'text/html');
      expect(doc.querySelectorAll('script, style, foreignObject, iframe, [onload], [style]').length).to.equal(0);
      expect(doc.querySelector('circle')!.getAttribute('fill')).to.equal('#c00');
      expect(doc.querySelector('circle')!.getAttribute('stroke-width')).to.equal('2');
      const uses = [...doc.querySelectorAll('use')].map((u) => u.getAttribute('href') ?? u.getAttribute('xlink:href'));
      expect(uses).to.deep.equal(['#g', null, null]);
      expect(doc.querySelector('a')?.getAttribute('href') ?? null).to.equal(null);
    });

    it('an <img data-inline-svg> becomes the sanitized <svg>, keeping its id, classes, size and alt as its name', async () => {
      const root = fixture(
        `<img id="logo" class="wheat big" data-inline-svg src="/demo/assets/page-wheat.svg" alt="Korenaar" width="96" height="96">` +
          `<img data-inline-svg="/demo/assets/page-wheat.svg" src="/demo/assets/popup-cake.svg" alt="">`,
      );
      const spy = spyConsoleError();
      try {
        await inlineSvgs(document, sanitizeSvg);
      } finally {
        spy.restore();
      }
      const [a, b] = [...root.querySelectorAll('svg')] as SVGSVGElement[];
      expect(root.querySelectorAll('img')).to.have.length(0);
      expect(a!.id).to.equal('logo');
      expect([...a!.classList]).to.deep.equal(['wheat', 'big']);
      expect([a!.getAttribute('width'), a!.getAttribute('height'), a!.getAttribute('role'), a!.getAttribute('aria-label')]).to.deep.equal(['96', '96', 'img', 'Korenaar']);
      expect(b!.getAttribute('aria-hidden')).to.equal('true'); // empty alt: decorative
      expect(b!.getAttribute('data-inline-svg')).to.equal('/demo/assets/page-wheat.svg'); // the attribute's URL wins over src
      expect(root.querySelectorAll('script, style, [onload], [style]').length).to.equal(0);
      expect(root.querySelectorAll('use[href="#grain"], use[*|href="#grain"]').length).to.equal(6);
      expect(a!.querySelector('circle')!.getAttribute('fill')).to.equal('#fbecd0');
      expect(spy.calls).to.have.length(0);
    });

    it('a missing file or a file without <svg> keeps the image, with one console error each', async () => {
      const root = fixture(`<img data-inline-svg src="/demo/assets/nope.svg" alt="x"><img data-inline-svg src="/demo/widgets.html" alt="y">`);
      const spy = spyConsoleError();
      try {
        await inlineSvgs(document, sanitizeSvg);
        expect(root.querySelectorAll('img[data-error="inline-svg"]')).to.have.length(2);
        const texts = spy.calls.map((c) => String(c[0]));
        expect(texts).to.have.length(2);
        // The two files load side by side, so their errors come in either order.
        texts.sort((a, b) => Number(a.includes('holds no <svg>')) - Number(b.includes('holds no <svg>')));
        expect(texts[0]).to.match(/^\[site-elements\] SVG inline failed: \/demo\/assets\/nope\.svg: .*404/);
        expect(texts[1]).to.contain('holds no <svg>');
      } finally {
        spy.restore();
      }
    });
  });

  describe('reCAPTCHA v3', () => {
    type G = { ready(cb: () => void): void; execute(key: string, opts: { action: string }): Promise<string> };
    const win = window as unknown as { grecaptcha?: G };
    let actions: string[] = [];
    const fake = (fail = false): G => ({
      ready: (cb) => setTimeout(cb, 0),
      execute: (key, { action }) => {
        actions.push(`${key}:${action}`);
        return fail ? Promise.reject(new Error('invalid site key')) : new Promise((r) => setTimeout(() => r(`tok-${action}-${actions.length}`), 30));
      },
    });
    const FORM = `<form class="wpcf7-form" action="/test-api/echo" method="post" target="sink"><input type="hidden" name="_wpcf7_recaptcha_response"><input type="hidden" name="g-recaptcha-response">` +
      `<label>Naam <input name="your-name"></label><button type="submit" id="send">Versturen</button></form><iframe name="sink" title="sink"></iframe>`;
    let stop = new AbortController();
    afterEach(() => {
      stop.abort();
      stop = new AbortController();
      delete win.grecaptcha;
      actions = [];
    });

    it('homepage once ready; contactform on a change in the form and before its submission, which waits for the token', async () => {
      win.grecaptcha = fake();
      const root = fixture(FORM);
      const form = root.querySelector('form')!;
      const field = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;
      const submits: string[] = [];
      form.addEventListener('submit', (e) => {
        submits.push(field('_wpcf7_recaptcha_response'));
        e.preventDefault();
      });
      startRecaptchaV3(document, 'site-key', stop.signal);
      await waitFor(() => field('_wpcf7_recaptcha_response') === 'tok-homepage-1' && field('g-recaptcha-response') === 'tok-homepage-1', { message: 'homepage token' });
      const input = root.querySelector<HTMLInputElement>('[name="your-name"]')!;
      input.value = 'Sanne';
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => field('_wpcf7_recaptcha_response') === 'tok-contactform-2');
      root.querySelector<HTMLButtonElement>('#send')!.click();
      root.querySelector<HTMLButtonElement>('#send')!.click(); // a double click while the token is on its way
      expect(submits, 'held until the token is in').to.deep.equal([]);
      await waitFor(() => submits.length === 1, { message: 'submitted once with the token' });
      expect(submits[0]).to.equal('tok-contactform-3');
      expect(actions).to.deep.equal(['site-key:homepage', 'site-key:contactform', 'site-key:contactform']);
    });

    it('no grecaptcha on the page, or a failing key -> one console error about the keys, forms flagged, submissions not held', async () => {
      for (const api of [undefined, fake(true)]) {
        if (api) win.grecaptcha = api;
        const root = fixture(FORM);
        const spy = spyConsoleError();
        const submits: number[] = [];
        root.querySelector('form')!.addEventListener('submit', (e) => {
          submits.push(1);
          e.preventDefault();
        });
        try {
          startRecaptchaV3(document, 'invalid-key', stop.signal);
          await waitFor(() => root.querySelector('form[data-recaptcha-error]'), { message: 'flagged' });
          root.querySelector<HTMLButtonElement>('#send')!.click();
          expect(submits).to.deep.equal([1]);
          const mine = spy.calls.map((c) => String(c[0])).filter((t) => t.includes('reCAPTCHA'));
          expect(mine).to.have.length(1);
          expect(mine[0]).to.contain('check the API keys');
        } finally {
          spy.restore();
          cleanup();
          stop.abort();
          stop = new AbortController();
        }
      }
    });
  });

  describe('ad-block test', () => {
    it('a bait div.ad-box with a 6-character random id, added and removed at once; not detected without a blocker', () => {
      const seen: string[] = [];
      const observer = new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLElement) seen.push(`${n.id} ${n.className} ${n.getAttribute('aria-hidden')}`);
      });
      observer.observe(document.body, { childList: true });
      try {
        expect(detectAdblock(document)).to.equal(false);
      } finally {
        observer.takeRecords().forEach((r) => r.addedNodes.forEach((n) => n instanceof HTMLElement && seen.push(`${n.id} ${n.className} ${n.getAttribute('aria-hidden')}`)));
        observer.disconnect();
      }
      expect(seen).to.have.length(1);
      expect(seen[0]).to.match(/^elementor-adblock-detection-[a-z0-9]{6} ad-box true$/);
      expect(document.querySelector('.ad-box')).to.equal(null);
    });

    it('a document without a body yet: nothing to test, not detected and no exception (the <eb-popup> trigger calls the same check)', () => {
      const doc = document.implementation.createHTMLDocument('');
      doc.body.remove();
      expect(doc.body).to.equal(null);
      expect(detectAdblock(doc)).to.equal(false);
    });

    it('a blocker that hides .ad-box is detected: [data-adblock-detected] shown, data-adblock on <html>, an event', async () => {
      const blocker = new CSSStyleSheet();
      blocker.replaceSync('.ad-box { display: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, blocker];
      const root = fixture('<p hidden data-adblock-detected>Je gebruikt een adblocker.</p>');
      const events: boolean[] = [];
      document.addEventListener('adblock-detection', (e) => events.push((e as CustomEvent<{ detected: boolean }>).detail.detected), { once: true });
      try {
        runAdblockDetection(document);
        expect(document.documentElement.getAttribute('data-adblock')).to.equal('detected');
        expect(root.querySelector('p')!.hidden).to.equal(false);
        expect(events).to.deep.equal([true]);
      } finally {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== blocker);
        document.documentElement.removeAttribute('data-adblock');
      }
    });
  });

  it('?theme_template_id=N scrolls the template\'s element .elementor-N to mid-viewport', async () => {
    const root = fixture('<div style="height:2000px"></div><div class="elementor elementor-777">Footer</div><div style="height:2000px"></div>');
    withQuery('theme_template_id=777');
    scrollToThemeTemplate(document);
    const target = root.querySelector('.elementor-777')!;
    await waitFor(() => Math.abs(target.getBoundingClientRect().top - innerHeight / 2) < 2, { message: 'scrolled to mid-viewport' });
  });

  it('run(): the whole chunk, once per page however often it is called', async () => {
    const root = fixture('<img data-inline-svg src="/demo/assets/page-wheat.svg" alt="Korenaar">');
    const first = run(document);
    expect(run(document)).to.equal(first);
    await first;
    expect(root.querySelector('svg[role="img"]')).not.to.equal(null);
  });
});
