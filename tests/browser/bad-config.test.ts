/**
 * Bad-config corpus (issue 14): every case of tests/corpus/tags.ts, one at a time, next to a valid
 * instance of every tag. Each must give exactly one `[tag]` console error, `data-error`, nothing
 * rendered, no uncaught error, every other widget still working and Object.prototype untouched.
 * The `hostile` entries (input a loose reading accepts) must render without any error instead.
 */
import { expect } from 'chai';
import { casesFor, TAGS } from '../corpus/tags';
import { fixture, spyConsoleError, waitFor } from './helpers';

const total = TAGS.reduce((n, t) => n + casesFor(t).length, 0);
const hostile = TAGS.reduce((n, t) => n + (t.hostile?.length ?? 0), 0);
const protoKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join();
const tick = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));

describe(`bad-config corpus: ${total} configs over ${TAGS.length} tags, ${hostile} hostile but readable`, () => {
  let valid: HTMLElement[] = [];
  const uncaught: string[] = [];
  const onError = (e: ErrorEvent) => uncaught.push(`error: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => uncaught.push(`unhandled rejection: ${String(e.reason)}`);
  const baseline = protoKeys();

  before(async () => {
    for (const t of TAGS) await t.define();
    const holder = fixture(TAGS.map((t) => t.valid).join('\n'));
    valid = [...holder.children] as HTMLElement[];
    for (const [i, t] of TAGS.entries()) await waitFor(() => t.working(valid[i]!), { timeout: 5000, message: `${t.tag} working before the corpus` });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });

  after(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    for (const el of document.querySelectorAll('.fixture')) el.remove();
  });

  for (const t of TAGS) {
    for (const c of t.hostile ?? []) {
      it(`<${t.tag}> hostile but readable: ${c.name} -> rendered safely, no console error, no data-error, others still working`, async () => {
        uncaught.length = 0;
        const spy = spyConsoleError();
        const holder = fixture(c.markup);
        try {
          const el = holder.firstElementChild as HTMLElement;
          await waitFor(() => c.accepted(el), { timeout: 8_000, message: 'accepted' });
          await tick();
          expect(spy.calls.map((args) => args.map(String).join(' ').slice(0, 200)), 'console.error calls').to.deep.equal([]);
          expect(el.hasAttribute('data-error'), 'data-error').to.equal(false);
        } finally {
          spy.restore();
          holder.remove();
        }
        expect(uncaught).to.deep.equal([]);
        expect((window as unknown as { __xss?: unknown }).__xss, 'nothing ran').to.equal(undefined);
        expect(protoKeys()).to.equal(baseline);
        for (const [i, other] of TAGS.entries()) expect(await other.working(valid[i]!), `${other.tag} still working`).to.equal(true);
      });
    }
    for (const c of casesFor(t)) {
      it(`<${t.tag}> ${c.name} -> one [${t.tag}] error, data-error, nothing rendered, others still working`, async () => {
        uncaught.length = 0;
        const spy = spyConsoleError();
        const holder = fixture(c.markup);
        try {
          const el = holder.firstElementChild as HTMLElement;
          c.after?.(el);
          await waitFor(() => el.hasAttribute('data-error'), { timeout: 5000, message: 'data-error' });
          await tick(); // an error logged a little later (an effect, a promise) would still count
          const messages = spy.calls.map((args) => args.map(String).join(' '));
          expect(messages, 'console.error calls').to.have.length(1);
          expect(messages[0]).to.match(new RegExp(`^\\[${t.tag}\\] `));
          if (c.key) expect(messages[0]).to.contain(c.key);
          expect(messages[0]!.length, 'the message stays short (values are abbreviated)').to.be.below(600);
          expect(el.getAttribute('data-error')).to.equal('config');
          expect(el.shadowRoot?.querySelector('[part]') ?? null, 'nothing rendered').to.equal(null);
        } finally {
          spy.restore();
          holder.remove();
        }
        expect(uncaught).to.deep.equal([]);
        expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').to.equal(undefined);
        expect(protoKeys()).to.equal(baseline);
        for (const [i, other] of TAGS.entries()) expect(await other.working(valid[i]!), `${other.tag} still working`).to.equal(true);
      });
    }
  }
});
