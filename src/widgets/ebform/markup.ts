/**
 * The form of a config, built as Elementor's form widget prints it (form.php:2340-2492,
 * form-base.php, fields/*.php): the same classes, names and ids, so the controller reads it as it
 * reads a printed form. Text goes in as text; the html field's HTML is sanitized before it is set.
 */
import type { EbField, EbFormConfig } from '../../core/ebform/config';
import { controlName } from '../../core/ebform/request';
import type { EbFormStrings } from '../../i18n/ebform';
import { needsSanitizer, sanitizer } from '../../platform/sanitize-lazy';

type Attrs = Record<string, string | boolean | undefined>;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    e.setAttribute(k, v === true ? '' : v);
  }
  e.append(...children);
  return e;
}

const fieldId = (f: EbField) => `form-field-${f.id}`;

function groupClasses(f: EbField, c: EbFormConfig): string {
  const type = f.type === 'honeypot' ? 'text' : f.type === 'recaptcha_v3' ? 'recaptcha_v3' : f.type;
  const cls = [`elementor-field-type-${type}`, 'elementor-field-group', 'elementor-column', `elementor-field-group-${f.id}`, `elementor-col-${f.width.desktop}`];
  if (f.width.tablet) cls.push(`elementor-md-${f.width.tablet}`);
  if (f.multiple) cls.push(`elementor-field-type-${type}-multiple`);
  if (f.width.mobile) cls.push(`elementor-sm-${f.width.mobile}`);
  if (f.required) cls.push('elementor-field-required', ...(c.markRequired ? ['elementor-mark-required'] : []));
  return cls.join(' ');
}

function input(f: EbField, c: EbFormConfig, type: string, extra: Attrs = {}): HTMLInputElement {
  return el('input', {
    size: '1',
    type,
    name: controlName(f),
    id: fieldId(f),
    class: `elementor-field elementor-size-${c.inputSize} elementor-field-textual ${f.cssClasses}`.trim(),
    placeholder: f.placeholder || undefined,
    value: f.value || undefined,
    required: f.required,
    ...extra,
  });
}

function control(f: EbField, c: EbFormConfig, s: EbFormStrings): (Node | string)[] {
  switch (f.type) {
    case 'text':
    case 'email':
    case 'url':
    case 'password':
    case 'hidden':
      return [input(f, c, f.type, f.type === 'email' ? { autocomplete: 'email' } : {})];
    case 'tel':
      return [input(f, c, 'tel', { pattern: '[0-9()#&+*-=.]+', title: s['ebform.tel'], autocomplete: 'tel' })];
    case 'number':
      return [input(f, c, 'number', { min: f.min, max: f.max })];
    case 'date':
      return [input(f, c, 'date', { class: `elementor-field elementor-size-${c.inputSize} elementor-field-textual elementor-date-field elementor-use-native`, min: f.min, max: f.max, pattern: '[0-9]{4}-[0-9]{2}-[0-9]{2}' })];
    case 'time':
      return [input(f, c, 'time', { class: `elementor-field elementor-size-${c.inputSize} elementor-field-textual elementor-time-field elementor-use-native` })];
    case 'textarea': {
      const t = el('textarea', { class: `elementor-field-textual elementor-field elementor-size-${c.inputSize} ${f.cssClasses}`.trim(), name: controlName(f), id: fieldId(f), rows: String(f.rows ?? 4), placeholder: f.placeholder || undefined, required: f.required });
      t.value = f.value;
      t.textContent = f.value;
      return [t];
    }
    case 'select': {
      const sel = el('select', { name: controlName(f), id: fieldId(f), class: `elementor-field-textual elementor-size-${c.inputSize}`, required: f.required, multiple: f.multiple, size: f.multiple && f.selectSize ? String(f.selectSize) : undefined });
      const chosen = f.value.split(',');
      for (const opt of f.options) sel.append(el('option', { value: opt.value, selected: f.value !== '' && chosen.includes(opt.value) }, opt.label));
      return [el('div', { class: `elementor-field elementor-select-wrapper remove-before ${f.cssClasses}`.trim() }, el('div', { class: 'select-caret-down-wrapper', 'aria-hidden': 'true' }), sel)];
    }
    case 'radio':
    case 'checkbox': {
      const sub = el('div', { class: `elementor-field-subgroup ${f.cssClasses} ${f.inline ? 'elementor-subgroup-inline' : ''}`.replace(/\s+/g, ' ').trim(), role: f.type === 'radio' ? 'radiogroup' : 'group', 'aria-labelledby': f.label ? `${fieldId(f)}-label` : undefined });
      f.options.forEach((opt, i) => {
        const id = `${fieldId(f)}-${i}`;
        sub.append(el('span', { class: 'elementor-field-option' }, el('input', { type: f.type, value: opt.value, id, name: controlName(f), checked: f.value !== '' && opt.value === f.value, required: f.required && f.type === 'radio' }), ' ', el('label', { for: id }, opt.label)));
      });
      return [sub];
    }
    case 'acceptance': {
      const id = fieldId(f);
      return [el('div', { class: 'elementor-field-subgroup' }, el('span', { class: 'elementor-field-option' }, el('input', { type: 'checkbox', name: controlName(f), id, class: `elementor-field elementor-size-${c.inputSize} elementor-acceptance-field`, checked: f.checkedByDefault, required: f.required }), ' ', el('label', { for: id }, f.acceptanceText)))];
    }
    case 'upload': {
      const accept = f.fileTypes.length ? f.fileTypes.map((x) => `.${x}`).join(',') : undefined;
      return [el('input', { type: 'file', name: controlName(f), id: fieldId(f), class: `elementor-field elementor-size-${c.inputSize} elementor-upload-field`, multiple: f.multiple, accept, required: f.required, 'data-maxsize': f.maxSizeMb !== undefined ? String(f.maxSizeMb) : undefined, 'data-maxsize-message': f.maxSizeMb !== undefined ? s['upload.exceedsLimit'] : undefined, 'data-max-files': f.multiple && f.maxFiles ? String(f.maxFiles) : undefined })];
    }
    case 'honeypot':
      return [el('input', { size: '1', type: 'text', name: controlName(f), id: fieldId(f), class: 'elementor-field elementor-field-textual eb-honeypot', tabindex: '-1', autocomplete: 'off', 'aria-hidden': 'true' })];
    case 'html': {
      const box = el('div', { class: 'elementor-field-html' });
      if (!needsSanitizer(f.html, true)) box.textContent = f.html;
      else
        sanitizer.load().then(
          (m) => (box.innerHTML = m.sanitizeHtml(f.html)),
          () => undefined,
        );
      return [box];
    }
    case 'step':
      return [el('div', { class: 'e-field-step elementor-hidden', hidden: true, 'data-label': f.label, 'data-previousButton': f.previousButton || undefined, 'data-nextButton': f.nextButton || undefined })];
    case 'recaptcha':
    case 'recaptcha_v3':
      return [el('div', { class: 'elementor-field', id: fieldId(f) }, el('input', { type: 'hidden', name: 'g-recaptcha-response', value: '' }))];
  }
}

/** The `<form class="elementor-form">` of a config. */
export function buildForm(c: EbFormConfig, s: EbFormStrings, page: { refererTitle: string }): HTMLFormElement {
  const form = el('form', { 'data-eb-config': '', class: 'elementor-form', method: 'post', id: c.htmlId || undefined, name: c.formName || undefined, 'aria-label': c.formName || undefined, novalidate: c.customValidation });
  form.append(
    el('input', { type: 'hidden', name: 'post_id', value: c.postId }),
    el('input', { type: 'hidden', name: 'form_id', value: c.widgetId }),
    el('input', { type: 'hidden', name: 'referer_title', value: c.refererTitle || page.refererTitle }),
  );
  if (c.queriedId !== undefined) form.append(el('input', { type: 'hidden', name: 'queried_id', value: c.queriedId }));
  const wrapper = el('div', { class: `elementor-form-fields-wrapper elementor-labels-${c.labelPosition}` });
  for (const f of c.fields) {
    const group = el('div', { class: groupClasses(f, c) });
    if (f.type === 'honeypot') group.classList.add('eb-honeypot-group');
    if (f.type === 'hidden') group.hidden = true;
    const labelled = !['hidden', 'html', 'step', 'honeypot', 'recaptcha', 'recaptcha_v3'].includes(f.type);
    if (labelled && f.label) {
      const forId = f.type === 'radio' || f.type === 'checkbox' ? undefined : fieldId(f);
      group.append(el(forId ? 'label' : 'span', { for: forId, id: `${fieldId(f)}-label`, class: `elementor-field-label${c.showLabels ? '' : ' elementor-screen-only'}` }, f.label));
    }
    group.append(...control(f, c, s));
    wrapper.append(group);
  }
  const button = el('button', { type: 'submit', class: `elementor-button elementor-size-${c.buttonSize}` }, el('span', { class: 'elementor-button-content-wrapper' }, el('span', { class: 'elementor-button-text' }, c.buttonText || s['ebform.send'])));
  const bw = c.buttonWidth;
  wrapper.append(el('div', { class: ['elementor-field-group', 'elementor-column', 'elementor-field-type-submit', `elementor-col-${bw.desktop}`, 'e-form__buttons', bw.tablet ? `elementor-md-${bw.tablet}` : '', bw.mobile ? `elementor-sm-${bw.mobile}` : ''].filter(Boolean).join(' ') }, button));
  form.append(wrapper);
  return form;
}
