/**
 * The form view's pieces (form-view.tsx keeps the state, the machine's effects and the wiring):
 * the validation summary, one page of fields with its buttons, the page progress, and the
 * save-and-continue view with its send-link form.
 */
import type { FormEvent, KeyboardEvent, MouseEvent, RefObject } from 'react';
import type { FormPage } from '../../core/forms/pages';
import type { FormObject } from '../../core/forms/types';
import { format } from '../../i18n';
import type { FormsStrings } from '../../i18n/forms';
import { pageUrl } from '../../platform/forms/browser';
import { RESUME_TOKEN_PARAM } from './constants';
import { FieldShell, fieldDomId, type FieldShellProps } from './field-shell';
import { PARTS } from './parts';
import { UploadRuntimeContext, type UploadRuntime } from './uploads';

/** The list of the page's field errors, each a link to its field; announced and focused on a failed submit. */
export function ValidationSummary({ errorsRef, entries, formId, labelOf, strings, onErrorLink }: {
  errorsRef: RefObject<HTMLDivElement | null>;
  entries: [string, string][];
  formId: number;
  labelOf(fieldId: number): string;
  strings: FormsStrings;
  onErrorLink(e: MouseEvent<HTMLAnchorElement>, fieldId: number): void;
}) {
  return (
    <div ref={errorsRef} part={PARTS.validationErrors} className="gform__errors" role="alert" aria-live="assertive" tabIndex={-1} hidden={entries.length === 0}>
      {entries.length ? (
        <>
          <h3 className="gform__errors-heading">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="10" fill="currentColor" />
              <path d="M12 6.8v6.4" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
              <circle cx="12" cy="17" r="1.3" fill="#fff" />
            </svg>
            {strings['forms.validationHeading']}
          </h3>
          <ol className="gform__errors-list">
            {entries.map(([id, message]) => {
              const fieldId = Number(id);
              const label = labelOf(fieldId);
              return (
                <li key={id}>
                  <a href={`#${fieldDomId(formId, fieldId)}`} onClick={(e) => onErrorLink(e, fieldId)}>
                    {label ? format(strings['forms.validationItem'], { label, message }) : message}
                  </a>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </div>
  );
}

/** What every field of the form gets alike. */
export type SharedFieldProps = Pick<FieldShellProps, 'initial' | 'restored' | 'strings' | 'locale' | 'sanitize' | 'animate'> & { strings: FormsStrings };

/** One page of the form: its fields and its buttons (all pages are rendered; the others are hidden). */
export function FormPageView({ page: p, form, formId, lastPage, current, pageNames, validation, fieldProps, uploads, uploadAlert, locked, onButtonClick }: {
  page: FormPage;
  form: FormObject;
  formId: number;
  lastPage: number;
  current: number;
  pageNames: string[] | undefined;
  validation: Record<string, string>;
  fieldProps: SharedFieldProps;
  uploads: UploadRuntime;
  uploadAlert: boolean;
  locked: boolean;
  onButtonClick(e: MouseEvent<HTMLButtonElement>): void;
}) {
  const { strings } = fieldProps;
  const isLast = p.number === lastPage;
  const nextText = p.closer?.nextButton?.text || strings['forms.next'];
  const prevText = p.opener?.previousButton?.text || (isLast ? form.lastPageButton?.text : undefined) || strings['forms.previous'];
  const submitText = form.button?.text || strings['forms.submit'];
  const pageName = pageNames?.[p.number - 1];
  return (
    <div
      part={PARTS.page}
      className="gform__page"
      id={`gform_page_${formId}_${p.number}`}
      data-page={p.number}
      hidden={p.number !== current}
      tabIndex={-1}
      aria-label={lastPage > 1 ? format(strings['forms.progress'], { current: p.number, total: lastPage }) + (pageName ? `: ${pageName}` : '') : undefined}
      role={lastPage > 1 ? 'group' : undefined}
    >
      <div className="gform__fields">
        <UploadRuntimeContext.Provider value={uploads}>
          {p.fields.map((field) => (
            <FieldShell key={field.id} field={field} formId={formId} error={validation[String(field.id)]} {...fieldProps} />
          ))}
        </UploadRuntimeContext.Provider>
      </div>
      <div className="gform__footer">
        {p.number > 1 ? (
          // Spec section 4: the previous button is a submit button unless on the last page.
          <button type={isLast ? 'button' : 'submit'} part={PARTS.previousButton} className="gform__button gform__button--secondary" data-submission-type="previous" onClick={onButtonClick}>
            {prevText}
          </button>
        ) : null}
        {isLast ? (
          <button type="submit" part={PARTS.submitButton} className="gform__button gform__button--primary" data-submission-type="submit" onClick={onButtonClick}>
            {submitText}
          </button>
        ) : (
          <button type="submit" part={PARTS.nextButton} className="gform__button gform__button--primary" data-submission-type="next" onClick={onButtonClick}>
            {nextText}
          </button>
        )}
        {form.save?.enabled ? (
          <button type="submit" part={PARTS.saveButton} className="gform__button gform__button--link" data-submission-type="save-continue" onClick={onButtonClick}>
            {form.save.button?.text || strings['forms.save']}
          </button>
        ) : null}
        {uploadAlert && p.number === current ? (
          <p part={PARTS.uploadAlert} className="gform__upload-alert" role="alert">
            {strings['forms.uploadWait']}
          </p>
        ) : null}
        {locked ? (
          <span className="gform__spinner" role="status">
            <span className="gform__spinner-dot" aria-hidden="true" />
            {strings['forms.submitting']}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** Save and continue's answer: the return link, and a form that sends it by e-mail (Gravity Forms' send-link submission). */
export function SavedView({ savedRef, savedFormRef, formId, token, resumeHref, method, strings, onSubmit, onKeyDown, onButtonClick }: {
  savedRef: RefObject<HTMLDivElement | null>;
  savedFormRef: RefObject<HTMLFormElement | null>;
  formId: number;
  token: string;
  resumeHref: string | null;
  method: string;
  strings: FormsStrings;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  onKeyDown(e: KeyboardEvent<HTMLFormElement>): void;
  onButtonClick(e: MouseEvent<HTMLButtonElement>): void;
}) {
  return (
    <div ref={savedRef} part={PARTS.savedMessage} className="gform__saved" role="status" tabIndex={-1}>
      <p>{strings['forms.saved']}</p>
      {resumeHref ? (
        <p>
          <a part={PARTS.resumeLink} className="gform__resume-link" href={resumeHref}>
            {resumeHref}
          </a>
        </p>
      ) : null}
      <p className="gform__saved-note">{strings['forms.savedExpiry']}</p>
      <form ref={savedFormRef} className="gform__send-link" method="post" encType="multipart/form-data" action={pageUrl()} noValidate onSubmit={onSubmit} onKeyDown={onKeyDown}>
        <p className="gform__saved-prompt">{strings['forms.savedEmailPrompt']}</p>
        <label className="gfield__label" htmlFor={`gform_resume_email_${formId}`}>
          {strings['forms.resumeEmail']}
        </label>
        <div className="gform__send-link-row">
          <input id={`gform_resume_email_${formId}`} className="gfield__input" type="email" name="gform_resume_email" autoComplete="email" />
          <button type="submit" part={PARTS.sendLinkButton} className="gform__button gform__button--primary" data-submission-type="send-link" onClick={onButtonClick}>
            {strings['forms.sendLink']}
          </button>
        </div>
        <input type="hidden" name={`is_submit_${formId}`} value="1" readOnly />
        <input type="hidden" name="gform_submit" value={String(formId)} readOnly />
        <input type="hidden" name="gform_resume_token" value={token} readOnly />
        <input type="hidden" name="gform_send_resume_link" value={token} readOnly />
        <input type="hidden" name={`gform_submission_method_${formId}`} value={method} readOnly />
        <input type="hidden" name="gform_submission_method" value={method} readOnly />
      </form>
    </div>
  );
}

/** The page's URL with `gf_token` set (Gravity Forms' default `{save_link}`). */
export function resumeLinkFor(page: string, token: string): string {
  try {
    const u = new URL(page);
    u.searchParams.set(RESUME_TOKEN_PARAM, token);
    return u.href;
  } catch {
    return '';
  }
}

/** A default text as the confirmation's markup (escaped, in a paragraph). */
export function escapeText(text: string): string {
  return `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;
}

/** Page progress: "Stap 2 van 3" with a bar (percentage) or the list of page names (steps). */
export function Progress({ page, total, names, steps, strings }: { page: number; total: number; names: string[]; steps: boolean; strings: FormsStrings }) {
  const percent = Math.round((page / total) * 100);
  const text = format(strings['forms.progress'], { current: page, total });
  const name = names[page - 1];
  if (steps) {
    return (
      <ol part={PARTS.progress} className="gform__steps" aria-label={strings['forms.progressLabel']}>
        {Array.from({ length: total }, (_, i) => (
          <li key={i} className={`gform__step${i + 1 === page ? ' gform__step--active' : ''}${i + 1 < page ? ' gform__step--done' : ''}`} aria-current={i + 1 === page ? 'step' : undefined}>
            <span className="gform__step-number">{i + 1}</span>
            <span className="gform__step-name">{names[i] ?? format(strings['forms.progress'], { current: i + 1, total })}</span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div part={PARTS.progress} className="gform__progress">
      <p className="gform__progress-text" id="gform_progress_text">
        <strong>{text}</strong>
        {name ? <span className="gform__progress-name"> – {name}</span> : null}
      </p>
      <div className="gform__progress-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text} aria-labelledby="gform_progress_text">
        <div className="gform__progress-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
