/**
 * Issue 17: real Gravity Forms form objects (tests/fixtures/gravity-forms, exports and add-ons'
 * test fixtures) render in real Chromium: no console error, a control for every visible field of
 * the first page, one warning per field of an unsupported (add-on) type. The pricing fields
 * render as far as their own issue has taken them: a control, or the warning.
 */
import { expect } from 'chai';
import { define } from '../../elements/gform-form';
import index from '../fixtures/gravity-forms/index.json';
import { cleanup, fixture, part, waitFor } from './helpers';

define();

type RawField = { id: unknown; type: unknown; inputType?: unknown; visibility?: unknown; choices?: unknown };

/** Core types that must render a control of their own (post fields by their input type). */
const CONTROL_TYPES = new Set(['text', 'textarea', 'email', 'phone', 'number', 'website', 'select', 'multiselect', 'radio', 'checkbox', 'name', 'address', 'date', 'time', 'consent', 'password', 'creditcard', 'list', 'fileupload', 'post_title', 'post_content', 'post_excerpt', 'post_tags', 'post_category', 'post_custom_field', 'post_image', 'repeater']);
/** Types that render no control and no warning. */
const SILENT_TYPES = new Set(['html', 'section', 'page', 'captcha', 'hidden']);
const PRICING_TYPES = new Set(['product', 'option', 'quantity', 'shipping', 'total', 'donation']);

const realFetch = window.fetch;
const block = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** The first form of a fixture, as the element picks it (no form-id match -> the first). */
function firstForm(json: Record<string, unknown>): { fields: RawField[] } {
  if ('fields' in json) return json as { fields: RawField[] };
  return json['0'] as { fields: RawField[] };
}

describe('gform-form: the real Gravity Forms corpus', () => {
  const errors: unknown[][] = [];
  const warnings: string[] = [];
  const { error, warn } = console;

  beforeEach(() => {
    console.error = (...args: unknown[]) => void errors.push(args);
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    // Forms with products validate their product config: answer it as a server would.
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('admin-ajax.php')) return realFetch(input, init);
      return new Response(JSON.stringify({ success: true, data: {} }));
    };
  });
  afterEach(() => {
    console.error = error;
    console.warn = warn;
    window.fetch = realFetch;
    errors.length = 0;
    warnings.length = 0;
    cleanup();
  });

  it('holds at least 8 real form objects', () => {
    expect(index.length).to.be.at.least(8);
  });

  index.forEach((entry, i) => {
    it(`${entry.file} (${entry.repository}): no console error, a control for every visible field of page 1`, async () => {
      const json = (await (await realFetch(`/tests/fixtures/gravity-forms/${entry.file}`)).json()) as Record<string, unknown>;
      const formId = 800 + i;
      // gform-post-render comes after the first render's effects (the warnings among them).
      const rendered = new Promise((resolve) => document.addEventListener('gform-post-render', resolve, { once: true }));
      const el = fixture(`<gform-form form-id="${formId}" submission-method="ajax"><script type="application/json">${block(json)}</script></gform-form>`).querySelector('gform-form')!;
      await waitFor(() => part(el, 'form'), { message: `${entry.file} rendered` });
      await rendered;
      const root = el.shadowRoot!;
      expect(el.hasAttribute('data-error'), `${entry.file}: data-error`).to.equal(false);
      const fields = firstForm(json).fields;
      const pageEnd = fields.findIndex((f) => f.type === 'page');
      const firstPage = pageEnd < 0 ? fields : fields.slice(0, pageEnd);
      let expectedWarnings = 0;
      let controls = 0;
      for (const f of firstPage) {
        const type = String(f.type);
        const hidden = f.visibility === 'hidden' || f.visibility === 'administrative';
        // A choice field without choices in the object (post categories: WordPress fills them in) has nothing to pick.
        const noChoices = ['checkbox', 'radio'].includes(String(f.inputType || type)) && !(Array.isArray(f.choices) && f.choices.length);
        const wrapper = root.querySelector(`#field_${formId}_${Number(f.id)}`);
        const control = wrapper?.querySelector('input:not([type="hidden"]), select, textarea');
        if (CONTROL_TYPES.has(type) && !hidden && !noChoices) {
          expect(control, `${entry.file}: field ${String(f.id)} (${type}) has a control`).to.exist;
          controls++;
        } else if (SILENT_TYPES.has(type)) {
          expect(warnings.some((w) => w.includes(`field ${Number(f.id)} `)), `${entry.file}: no warning for ${type}`).to.equal(false);
        } else if (PRICING_TYPES.has(type) && control) {
          controls++;
        } else if (!CONTROL_TYPES.has(type) && !PRICING_TYPES.has(type)) {
          expectedWarnings++;
          expect(wrapper, `${entry.file}: field ${String(f.id)} (${type}) renders nothing`).to.equal(null);
          expect(
            warnings.filter((w) => w.startsWith('[gform-form]') && w.includes(`field ${Number(f.id)} of type "${type}"`)),
            `${entry.file}: one warning for field ${String(f.id)} (${type})`,
          ).to.have.length(1);
        }
      }
      expect(controls, `${entry.file}: some controls`).to.be.greaterThan(0);
      expect(warnings.filter((w) => w.startsWith('[gform-form]')).length, `${entry.file}: warnings`).to.be.at.least(expectedWarnings);
      // Every control carries a Gravity Forms input name (the multi-file picker behind the drop zone sends nothing itself: the upload call does).
      for (const c of root.querySelectorAll('[part~="form"] input:not([type="hidden"]):not([id$="_picker"]), [part~="form"] select, [part~="form"] textarea')) {
        expect((c as HTMLInputElement).name, `${entry.file}: ${c.id} named`).to.match(/^input_\d+(_\d+)?(\[\d+\])?(\[\])?$/);
      }
      expect(errors, `${entry.file}: console errors`).to.deep.equal([]);
    });
  });
});
