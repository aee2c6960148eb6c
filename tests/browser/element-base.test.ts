import { expect } from 'chai';
import { definePlaceholder } from '../../elements/placeholder';
import { defineTestElement, testDefinition } from './fixtures/test-element';
import { cleanup, fixture, part, spyConsoleError, waitFor } from './helpers';

const direct = defineTestElement('x-direct');
direct.define();
// Never defined: upgraded by hand, as the loader upgrades a placeholder of an enhancing tag.
const held = defineTestElement('x-held');

const text = (host: Element, name: string) => part(host, name)?.textContent ?? null;

describe('element base', () => {
  afterEach(cleanup);

  it('an enhancing tag whose widget first shows a loading state keeps the printed height until that state ends (no shift up and back)', async () => {
    const root = fixture(`<x-held><script type="application/json">{"title":"slow"}</script><div class="printed"></div></x-held>`);
    const el = root.querySelector<HTMLElement>('x-held')!;
    el.querySelector<HTMLElement>('.printed')!.style.height = '321px';
    const before = el.getBoundingClientRect().height;
    expect(before).to.be.at.least(321);
    held.upgrade(el);
    await waitFor(() => part(el, 'loading'), { message: 'the loading state' });
    expect(el.style.minHeight, 'held while loading').to.equal(`${before}px`);
    expect(el.getBoundingClientRect().height).to.equal(before);
    await waitFor(() => part(el, 'title'), { message: 'the content' });
    expect(el.style.minHeight, 'let go with the content').to.equal('');
  });

  it('config from a JSON block -> rendered in an open shadow root', async () => {
    const root = fixture(`<x-direct><script type="application/json">{"title":"Hallo"}</script></x-direct>`);
    const el = root.querySelector('x-direct')!;
    await waitFor(() => text(el, 'title') === 'Hallo', { message: 'title rendered' });
    expect(el.shadowRoot!.mode).to.equal('open');
  });

  it('config attribute and config property work as well as the JSON block', async () => {
    const spy = spyConsoleError();
    try {
      const root = fixture(`<x-direct config='{"title":"Attr"}'></x-direct><x-direct id="p"></x-direct>`);
      const [a, b] = root.querySelectorAll('x-direct') as NodeListOf<HTMLElement & { config?: unknown }>;
      // Set in the task that connected it: the element never saw itself without a config.
      b!.config = { title: 'Prop' };
      await waitFor(() => text(a!, 'title') === 'Attr' && text(b!, 'title') === 'Prop', { message: 'both rendered' });
      expect(spy.calls).to.deep.equal([]);
    } finally {
      spy.restore();
    }
  });

  it('bad config -> one [tag] console.error naming the key, data-error, nothing rendered; a second element keeps working', async () => {
    const spy = spyConsoleError();
    try {
      const root = fixture(
        `<x-direct id="bad"><script type="application/json">{"title": 42}</script></x-direct>` +
          `<x-direct id="good"><script type="application/json">{"title":"Werkt"}</script></x-direct>`,
      );
      const bad = root.querySelector('#bad')!;
      const good = root.querySelector('#good')!;
      await waitFor(() => bad.hasAttribute('data-error'), { message: 'data-error' });
      await waitFor(() => text(good, 'title') === 'Werkt', { message: 'second element renders' });
      expect(bad.shadowRoot!.querySelector('[part]')).to.equal(null);
      const mine = spy.calls.filter((c) => String(c[0]).startsWith('[x-direct]'));
      expect(mine).to.have.length(1);
      expect(String(mine[0]![0])).to.contain('"title"').and.contain('expected a non-empty string').and.contain('got number 42');
      expect(good.hasAttribute('data-error')).to.equal(false);
    } finally {
      spy.restore();
    }
  });

  it('unparseable JSON -> [tag] error about JSON, data-error', async () => {
    const spy = spyConsoleError();
    try {
      const el = fixture(`<x-direct><script type="application/json">{title:</script></x-direct>`).firstElementChild!;
      await waitFor(() => el.getAttribute('data-error') === 'config');
      expect(String(spy.calls.find((c) => String(c[0]).startsWith('[x-direct]'))?.[0])).to.contain('valid JSON');
    } finally {
      spy.restore();
    }
  });

  it('unknown enum value in an attribute -> error naming the attribute', async () => {
    const spy = spyConsoleError();
    try {
      const el = fixture(`<x-direct mode="z" config='{"title":"t"}'></x-direct>`).firstElementChild!;
      await waitFor(() => el.hasAttribute('data-error'));
      expect(String(spy.calls.find((c) => String(c[0]).startsWith('[x-direct]'))?.[0])).to.contain('"mode" expected one of "a", "b"');
      // Fixing the attribute recovers the element.
      el.setAttribute('mode', 'b');
      await waitFor(() => text(el, 'mode') === 'b');
      expect(el.hasAttribute('data-error')).to.equal(false);
    } finally {
      spy.restore();
    }
  });

  it('attribute -> prop: bare boolean is true, removing it is false; numbers parse', async () => {
    const el = fixture(`<x-direct flag size="3" config='{"title":"t"}'></x-direct>`).firstElementChild as HTMLElement & { flag: boolean; size: number };
    await waitFor(() => text(el, 'flag') === 'true');
    expect(el.flag).to.equal(true);
    expect(el.size).to.equal(3);
    el.removeAttribute('flag');
    await waitFor(() => text(el, 'flag') === 'false');
    expect(el.flag).to.equal(false);
    el.flag = true;
    await waitFor(() => text(el, 'flag') === 'true');
    expect(el.hasAttribute('flag')).to.equal(true);
    el.setAttribute('size', '7');
    await waitFor(() => text(el, 'size') === '7');
  });

  it('locale attribute overrides the page settings; a bad locale is a config error', async () => {
    const spy = spyConsoleError();
    try {
      const root = fixture(`<x-direct locale="en" config='{"title":"t"}'></x-direct><x-direct locale="de" config='{"title":"t"}'></x-direct>`);
      const [en, de] = root.querySelectorAll('x-direct');
      await waitFor(() => text(en!, 'locale') === 'en');
      await waitFor(() => de!.hasAttribute('data-error'));
      expect(String(spy.calls.find((c) => String(c[0]).startsWith('[x-direct]'))?.[0])).to.contain('"locale"');
    } finally {
      spy.restore();
    }
  });

  it('events bubble out of the shadow root and are composed', async () => {
    const root = fixture(`<x-direct config='{"title":"t","count":4}'></x-direct>`);
    const el = root.firstElementChild!;
    const button = await waitFor(() => part(el, 'fire'));
    const seen: CustomEvent[] = [];
    document.addEventListener('x-fired', (e) => seen.push(e as CustomEvent), { once: true });
    button.click();
    expect(seen).to.have.length(1);
    expect(seen[0]!.detail).to.deep.equal({ count: 4 });
    expect(seen[0]!.bubbles).to.equal(true);
    expect(seen[0]!.composed).to.equal(true);
  });

  it('constructable stylesheets built once: the reset (every tag) and one per tag, shared by instances; no <style> element', async () => {
    const other = defineTestElement('x-sheets');
    other.define();
    const root = fixture(`<x-direct config='{"title":"a"}'></x-direct><x-direct config='{"title":"b"}'></x-direct><x-sheets config='{"title":"c"}'></x-sheets>`);
    const [a, b] = root.querySelectorAll('x-direct');
    const c = root.querySelector('x-sheets')!;
    await waitFor(() => text(a!, 'title') === 'a' && text(b!, 'title') === 'b' && text(c, 'title') === 'c');
    const [reset, own] = a!.shadowRoot!.adoptedStyleSheets;
    expect(a!.shadowRoot!.adoptedStyleSheets).to.have.length(2);
    expect(b!.shadowRoot!.adoptedStyleSheets).to.deep.equal([reset, own]);
    // The reset is one sheet for every tag; each tag has its own after it.
    expect(c.shadowRoot!.adoptedStyleSheets[0]).to.equal(reset);
    expect(c.shadowRoot!.adoptedStyleSheets[1]).to.not.equal(own);
    expect(a!.shadowRoot!.querySelector('style')).to.equal(null);
    expect(getComputedStyle(a!.shadowRoot!.querySelector('.x')!).color).to.equal('rgb(1, 2, 3)');
  });

  it('moving an element keeps its state', async () => {
    const root = fixture(`<div id="one"><x-direct config='{"title":"t"}'></x-direct></div><div id="two"></div>`);
    const el = root.querySelector('x-direct')!;
    const button = await waitFor(() => part(el, 'fire'));
    button.click();
    await waitFor(() => text(el, 'clicks') === '1');
    root.querySelector('#two')!.append(el);
    await new Promise((r) => setTimeout(r, 20));
    expect(text(el, 'clicks')).to.equal('1');
  });

  it('an element built with attributes outside the document mounts only once it is connected', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = `<x-direct config='{"title":"Los"}' mode="b"></x-direct>`;
    const el = holder.firstElementChild!;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(el.shadowRoot!.childNodes.length, 'nothing rendered while detached').to.equal(0);
    fixture('').append(holder);
    await waitFor(() => text(el, 'title') === 'Los' && text(el, 'mode') === 'b');
  });

  it('a property set before the tag is defined is kept', async () => {
    const el = document.createElement('x-late') as HTMLElement & { config?: unknown; flag?: boolean };
    el.config = { title: 'Vooraf' };
    el.flag = true;
    fixture('').append(el);
    defineTestElement('x-late').define();
    await waitFor(() => text(el, 'title') === 'Vooraf');
    expect(text(el, 'flag')).to.equal('true');
  });

  it('placeholder upgrade keeps the node, attributes, properties and queued method calls', async () => {
    let resolveChunk!: () => void;
    const chunk = defineTestElement('x-lazy-impl');
    let loads = 0;
    const pending = new Promise<typeof chunk>((r) => (resolveChunk = () => r(chunk)));
    definePlaceholder('x-lazy', testDefinition, () => {
      loads++;
      return pending;
    });
    const root = fixture(`<x-lazy flag><p class="content">Licht DOM</p></x-lazy><x-lazy config='{"title":"twee"}'></x-lazy>`);
    const [el, second] = root.querySelectorAll('x-lazy') as NodeListOf<HTMLElement & { config?: unknown; size?: number; ping(w: string): void }>;
    // Before the chunk arrives: light DOM is hidden by the placeholder's empty shadow root.
    expect(el!.shadowRoot).to.not.equal(null);
    expect((root.querySelector('.content') as HTMLElement).offsetHeight).to.equal(0);
    el!.config = { title: 'Lui' };
    el!.size = 9;
    el!.ping('een');
    resolveChunk();
    await waitFor(() => text(el!, 'title') === 'Lui', { message: 'upgraded' });
    await waitFor(() => text(second!, 'title') === 'twee', { message: 'second upgraded' });
    expect(loads).to.equal(2); // once per connected placeholder; the loader memoizes per tag
    expect(root.querySelector('x-lazy')).to.equal(el);
    expect(text(el!, 'flag')).to.equal('true');
    expect(text(el!, 'size')).to.equal('9');
    await waitFor(() => text(el!, 'pings') === 'een', { message: 'queued call replayed' });
    el!.ping('twee');
    await waitFor(() => text(el!, 'pings') === 'een,twee');
    el!.setAttribute('mode', 'b');
    await waitFor(() => text(el!, 'mode') === 'b', { message: 'attribute after upgrade' });
    expect((root.querySelector('.content') as HTMLElement).offsetHeight).to.be.greaterThan(0);
  });

  it('a chunk that fails marks the element data-error and throws nothing to the page', async () => {
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    const onRejection = (e: PromiseRejectionEvent) => errors.push(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    try {
      definePlaceholder('x-broken', testDefinition, () => Promise.reject(new Error('offline')));
      const el = fixture('<x-broken></x-broken>').firstElementChild!;
      await waitFor(() => el.getAttribute('data-error') === 'chunk');
      await new Promise((r) => setTimeout(r, 50));
      expect(errors).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    }
  });

  it('defining twice throws nothing', () => {
    expect(() => direct.define()).to.not.throw();
    expect(() => definePlaceholder('x-direct', testDefinition, () => Promise.reject(new Error('unused')))).to.not.throw();
  });
});
