import { expect } from 'chai';
import { AFTER_PAINT_FALLBACK_MS, afterNextPaint } from '../../src/platform/after-paint';
import { getCookie, removeCookie, setCookie } from '../../src/platform/cookies';
import { emit } from '../../src/platform/emit';
import { ajaxPost, restJson } from '../../src/platform/http';
import { lazyModule } from '../../src/platform/lazy';
import { sanitizeHtml } from '../../src/platform/sanitize';
import { createSafeStorage, local } from '../../src/platform/storage';
import { waitFor } from './helpers';

type Echo = { method: string; headers: Record<string, string>; body: string };

describe('platform/http', () => {
  it('ajax POST form-encoded -> ok with parsed JSON; arrays repeat the key', async () => {
    const r = await ajaxPost<Echo>('/test-api/echo', { action: 'x', 'level_id[]': [5, 6], skip: undefined });
    expect(r.ok).to.equal(true);
    if (!r.ok) return;
    expect(r.data.method).to.equal('POST');
    expect(r.data.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(r.data.body).to.equal('action=x&level_id%5B%5D=5&level_id%5B%5D=6');
  });

  it('ajax POST multipart when asked or when a file travels', async () => {
    const r = await ajaxPost<Echo>('/test-api/echo', { action: 'x', file: new Blob(['hi'], { type: 'text/plain' }) });
    expect(r.ok && r.data.headers['content-type']).to.contain('multipart/form-data');
    const r2 = await ajaxPost<Echo>('/test-api/echo', { action: 'y' }, { multipart: true });
    expect(r2.ok && r2.data.body).to.contain('name="action"');
  });

  it('REST JSON: nonce header, JSON content type, JSON body', async () => {
    const r = await restJson<Echo>('PUT', '/test-api/echo', { status: 'captured' }, { nonce: 'abc' });
    expect(r.ok).to.equal(true);
    if (!r.ok) return;
    expect(r.data.method).to.equal('PUT');
    expect(r.data.headers['x-wp-nonce']).to.equal('abc');
    expect(r.data.headers['content-type']).to.equal('application/json');
    expect(JSON.parse(r.data.body)).to.deep.equal({ status: 'captured' });
  });

  it('500 -> http error with status and text', async () => {
    const r = await ajaxPost('/test-api/status/500', { action: 'x' });
    expect(r).to.deep.include({ ok: false, kind: 'http', status: 500, text: 'server says no' });
  });

  it('garbage body -> unparseable; as text -> ok', async () => {
    expect(await ajaxPost('/test-api/garbage', {})).to.deep.include({ ok: false, kind: 'unparseable' });
    expect(await ajaxPost('/test-api/garbage', {}, { parse: 'text' })).to.deep.include({ ok: true, data: '<html>not json' });
  });

  it('slow answer -> timeout', async () => {
    const r = await restJson('GET', '/test-api/slow/400', undefined, { timeout: 50 });
    expect(r).to.deep.include({ ok: false, kind: 'timeout' });
  });

  it('unreachable host -> network error, no throw', async () => {
    const r = await restJson('GET', 'http://127.0.0.1:1/nothing');
    expect(r).to.deep.include({ ok: false, kind: 'network' });
  });
});

describe('platform/cookies', () => {
  afterEach(() => removeCookie('se_test'));
  it('set -> get on path /; remove -> gone', () => {
    setCookie('se_test', 'eyJhIjoxfQ==', { days: 1 });
    expect(getCookie('se_test')).to.equal('eyJhIjoxfQ==');
    expect(document.cookie).to.contain('se_test=eyJhIjoxfQ==');
    removeCookie('se_test');
    expect(getCookie('se_test')).to.equal(undefined);
  });
  it('a PHP-written %3D reads as =', () => {
    document.cookie = 'se_test=abc%3D%3D; path=/';
    expect(getCookie('se_test')).to.equal('abc==');
  });
  it('an expiry in the past removes it', () => {
    setCookie('se_test', 'x', { expires: new Date(Date.now() - 1000) });
    expect(getCookie('se_test')).to.equal(undefined);
  });
});

describe('platform/storage', () => {
  it('works normally', () => {
    local.setJson('se_test', { a: 1 });
    expect(local.getJson('se_test', null)).to.deep.equal({ a: 1 });
    local.remove('se_test');
    expect(local.get('se_test')).to.equal(null);
  });
  it('keeps working in memory when storage throws', () => {
    const blocked = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    blocked.set('k', 'v');
    expect(blocked.get('k')).to.equal('v');
    expect(blocked.getJson('nope', 7)).to.equal(7);
    blocked.remove('k');
    expect(blocked.get('k')).to.equal(null);
  });
  it('bad JSON -> fallback', () => {
    local.set('se_test', '{bad');
    expect(local.getJson('se_test', 'fallback')).to.equal('fallback');
    local.remove('se_test');
  });
});

describe('platform/emit and sanitize', () => {
  it('emit -> bubbles, composed, cancelable on request', () => {
    const el = document.createElement('div');
    document.body.append(el);
    let seen: CustomEvent | undefined;
    document.addEventListener('se-x', (e) => (seen = e as CustomEvent), { once: true });
    const ev = emit(el, 'se-x', { a: 1 }, { cancelable: true });
    expect(seen).to.equal(ev);
    expect([ev.bubbles, ev.composed, ev.cancelable]).to.deep.equal([true, true, true]);
    el.remove();
  });
  it('sanitize removes scripts, handlers and javascript: URLs; opt-out keeps them', () => {
    const dirty = '<p onclick="x()">Hoi</p><script>alert(1)</script><a href="javascript:alert(1)">a</a><img src=x onerror=alert(1)>';
    const clean = sanitizeHtml(dirty);
    expect(clean).to.not.contain('script').and.not.contain('onclick').and.not.contain('javascript:').and.not.contain('onerror');
    expect(clean).to.contain('<p>Hoi</p>');
    expect(sanitizeHtml(dirty, false)).to.equal(dirty);
  });

  // Found by tests/browser/sanitize.property.test.ts: DOMPurify 3.4 throws "Illegal invocation" on these.
  for (const dirty of ['<<?form><', '<a<?form>']) {
    it(`${JSON.stringify(dirty)} -> a string (fail closed), never a throw`, () => {
      expect(sanitizeHtml(dirty)).to.be.a('string').and.not.contain('<?');
    });
  }

  it('inline CSS goes: <style> and style attributes (a strict CSP would report each)', () => {
    expect(sanitizeHtml('<style>p{color:red}</style><p style="position:fixed">Hoi</p>')).to.equal('<p>Hoi</p>');
  });
});

describe('platform/lazy', () => {
  it('loads once however often asked, tries again after a failed load, prefetch swallows the failure', async () => {
    let calls = 0;
    let fail = true;
    const m = lazyModule(async () => {
      calls++;
      if (fail) throw new Error('offline');
      return { n: calls };
    });
    expect(m.loaded()).to.equal(undefined);
    m.prefetch();
    let error: unknown;
    await m.load().catch((e: unknown) => (error = e));
    expect((error as Error).message).to.equal('offline');
    expect(calls).to.equal(1);
    fail = false;
    const [a, b] = await Promise.all([m.load(), m.load()]);
    expect(calls).to.equal(2);
    expect(a).to.equal(b);
    expect(m.loaded()).to.equal(a);
    m.prefetch();
    await m.load();
    expect(calls).to.equal(2);
  });
});

describe('platform/after-paint', () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('runs after the next frame (not in the caller, not in the frame itself), once', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('after'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).to.deep.equal([]);
    await sleep(AFTER_PAINT_FALLBACK_MS + 50);
    expect(order).to.deep.equal(['frame', 'after']);
  });

  it('a page being left (pagehide) runs it at once, and only once', async () => {
    let n = 0;
    afterNextPaint(() => n++);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(n).to.equal(1);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await sleep(AFTER_PAINT_FALLBACK_MS + 50);
    expect(n).to.equal(1);
  });

  it('a page that paints no frames (a hidden tab) gets it from the timer, once', async () => {
    const raf = window.requestAnimationFrame;
    window.requestAnimationFrame = () => 0;
    try {
      let n = 0;
      const t0 = performance.now();
      afterNextPaint(() => n++);
      await sleep(AFTER_PAINT_FALLBACK_MS / 2);
      expect(n).to.equal(0);
      await waitFor(() => n === 1);
      expect(performance.now() - t0).to.be.at.least(AFTER_PAINT_FALLBACK_MS - 5);
      await sleep(AFTER_PAINT_FALLBACK_MS);
      expect(n).to.equal(1);
    } finally {
      window.requestAnimationFrame = raf;
    }
  });
});
