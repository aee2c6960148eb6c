/**
 * Reads Gravity Forms 2.5+ markup (a `form_markup` string, or the `GF_AJAX_POSTBACK` page of the
 * iframe method) with DOMParser: nothing is inserted into the page here; the confirmation markup
 * returned is sanitized by the widget before it is shown. What it means is decided in
 * src/core/forms/markup.ts.
 */
import { GF_AJAX_POSTBACK, cleanUniqueId, fieldIdOfMessageId, type MarkupReading } from '../../core/forms/markup';

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Reads a form's messages, confirmation and page from Gravity Forms markup; null when it holds none of the form's markup. */
export function readGfMarkup(html: string, formId: number): MarkupReading | null {
  if (!html || typeof DOMParser === 'undefined') return null;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const fieldMessages: Record<string, string> = {};
  for (const el of doc.querySelectorAll('[id^="validation_message_"]')) {
    const id = fieldIdOfMessageId(el.id, formId);
    const message = text(el);
    if (id && message) fieldMessages[id] = message;
  }
  const errors = doc.querySelector(`#gform_${formId}_validation_container, #gform_wrapper_${formId} .gform_validation_errors`);
  // The heading holds the form-level message; the list under it repeats the field messages.
  const formMessage = text(errors?.querySelector('.gform_submission_error, h2') ?? errors);
  const conf = doc.querySelector(`#gform_confirmation_wrapper_${formId}, #gform_confirmation_message_${formId}`);
  const source = doc.querySelector<HTMLInputElement>(`input[name="gform_source_page_number_${formId}"]`);
  const shown = [...doc.querySelectorAll<HTMLElement>(`[id^="gform_page_${formId}_"]`)].find((p) => !/display:\s*none/.test(p.getAttribute('style') ?? ''));
  const page = Number(source?.value) || Number(shown?.id.split('_').pop()) || 0;
  const postbackEl = doc.querySelector(`.${GF_AJAX_POSTBACK}`);
  const hasForm = doc.getElementById(`gform_wrapper_${formId}`) !== null || doc.getElementById(`gform_${formId}`) !== null;
  const isGf = Object.keys(fieldMessages).length > 0 || errors !== null || conf !== null || postbackEl !== null || hasForm;
  if (!isGf) return null;
  const form = doc.getElementById(`gform_${formId}`) ?? doc;
  const uniqueId = cleanUniqueId(form.querySelector<HTMLInputElement>('input[name="gform_unique_id"]')?.value);
  const saved = doc.querySelector('.form_saved_message');
  const link = saved?.querySelector<HTMLAnchorElement>('a.resume_form_link, a[href*="gf_token="]') ?? null;
  const href = link?.getAttribute('href') ?? '';
  const tokenOf = (v: string | null | undefined) => (v && /^[0-9a-f]{32}$/i.test(v) ? v : '');
  let resumeToken = saved ? tokenOf(saved.querySelector<HTMLInputElement>('input[name="gform_resume_token"]')?.value) : '';
  if (saved && !resumeToken && href) {
    try {
      resumeToken = tokenOf(new URL(href, 'http://x/').searchParams.get('gf_token'));
    } catch {
      resumeToken = '';
    }
  }
  return {
    fieldMessages,
    formMessage,
    confirmation: conf ? conf.outerHTML : '',
    page,
    uniqueId,
    hasForm,
    postback: postbackEl !== null,
    content: postbackEl ? postbackEl.innerHTML.trim() : '',
    ...(resumeToken ? { resumeToken, resumeUrl: href } : {}),
  };
}
