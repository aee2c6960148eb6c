/**
 * <gform-form>: loads the form object when it was not given inline (gform_get_config), picks up
 * a save-and-continue resume token or a postback answer, then hands over to the renderer
 * (./form-view.tsx), which validates a product config before a submit.
 */
import { useEffect, useMemo, useState } from 'react';
import { parsePostback, type PostbackState } from '../../core/forms/response';
import { FORM_NOT_FOUND } from '../../core/forms/submission';
import { parseFormObject, parseResume, type FormObject, type GformConfig, type ResumeState } from '../../core/forms/types';
import { formatIssue } from '../../core/shared/schema';
import { pageParam, pageQuery, readHostBlock } from '../../platform/forms/browser';
import { fetchFormConfig } from '../../platform/forms/calls';
import { freshNonces } from '../../platform/nonces';
import { needsSanitizer, sanitizer } from '../../platform/sanitize-lazy';
import type { FormsStrings } from '../../i18n/forms';
import type { WidgetProps } from '../context';
import { POSTBACK_BLOCK_TYPE, RESUME_TOKEN_PARAM } from './constants';
import { ErrorBanner } from './error-banner';
import { FormView } from './form-view';
import './fields';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; form: FormObject; resume: ResumeState | null; error: string | null; generation: number };

let generations = 0;

/** Fetches the sanitizer; a failure is logged once and the form renders without the markup it would have sanitized. */
async function loadSanitizer(logError: (m: string) => void): Promise<void> {
  try {
    await sanitizer.load();
  } catch {
    logError('could not load the HTML sanitizer; server markup is left out');
  }
}

export function GformForm({ ctx }: WidgetProps<GformConfig, FormsStrings>) {
  const { config, settings, strings } = ctx;
  const postback = useMemo<PostbackState | null>(() => parsePostback(readHostBlock(ctx.host, POSTBACK_BLOCK_TYPE), config.formId, strings['forms.unknownError']), [ctx.host, config.formId, strings]);
  const token = useMemo(() => pageParam(RESUME_TOKEN_PARAM), []);
  // A server that renders the page (the WordPress plugin on a `?gf_token=` link) prints the draft into
  // the form object as `resume`, as this project's backend answers it from gform_get_config.
  const inlineResume = useMemo(() => (token !== null && config.form ? parseResume((config.form as Record<string, unknown>).resume) : null), [token, config.form]);
  const usableInline = inlineResume !== null && inlineResume.token === token ? inlineResume : null;
  const needsLoad = !config.form || (token !== null && !postback && !usableInline);
  // A form whose html fields hold markup waits for the sanitizer (a chunk of its own, fetched only for
  // such forms) so its first paint is its final one; a form without any renders at once.
  const waitsForSanitizer = (form: FormObject | undefined) => !!form && !sanitizer.loaded() && form.fields.some((f) => typeof f.content === 'string' && needsSanitizer(f.content, settings.sanitizeHtml));
  const [load, setLoad] = useState<Load>(() =>
    needsLoad || waitsForSanitizer(config.form) ? { status: 'loading' } : { status: 'ready', form: config.form!, resume: usableInline, error: null, generation: ++generations },
  );

  useEffect(() => {
    if (!needsLoad) {
      // Inline config: follow it when it changes, keep the mounted form otherwise.
      const ready = () => setLoad((l) => (l.status === 'ready' && l.form === config.form ? l : { status: 'ready', form: config.form!, resume: usableInline, error: null, generation: l.status === 'ready' ? l.generation : ++generations }));
      if (!waitsForSanitizer(config.form)) return ready();
      let alive = true;
      void loadSanitizer(ctx.logError).then(() => alive && ready());
      return () => {
        alive = false;
      };
    }
    let alive = true;
    const unknownError = strings['forms.unknownError'];
    void (async () => {
      // Spec section 8: not ok / unparseable / success false -> the unknown_error message; logged; null.
      // The config nonce (gform_config_ajax); a page without one sends the submission nonce, as before.
      const nonces = await freshNonces(settings);
      if (!alive) return;
      const data = await fetchFormConfig({
        ajaxUrl: settings.ajaxUrl,
        formId: config.formId,
        nonce: nonces.gformConfigNonce ?? nonces.gformNonce,
        queryString: pageQuery(),
        unknownError,
        needsFormObject: !config.form,
        log: ctx.logError,
      });
      if (!alive) return;
      if (!data) return setLoad({ status: 'failed', message: unknownError });
      let form = config.form;
      if (!form) {
        const parsed = parseFormObject(data, 'config');
        if (!parsed.ok) {
          ctx.logError(`form ${config.formId}: the loaded config is not a form object: ${formatIssue(parsed.issue)}`);
          return setLoad({ status: 'failed', message: FORM_NOT_FOUND.replace('{id}', String(config.formId)) });
        }
        form = parsed.value;
      }
      if (waitsForSanitizer(form)) await loadSanitizer(ctx.logError);
      if (!alive) return;
      const resume = token ? parseResume(data.resume) : null;
      setLoad({ status: 'ready', form, resume, error: token && !resume ? strings['forms.resumeFailed'] : null, generation: ++generations });
    })();
    return () => {
      alive = false;
    };
  }, [needsLoad, config.form, config.formId, settings.ajaxUrl, settings.gformNonce, settings.gformConfigNonce]); // eslint-disable-line react-hooks/exhaustive-deps

  if (load.status === 'loading') {
    return (
      <div className="gform gform--loading" role="status">
        <span className="gform__spinner-dot" aria-hidden="true" />
        {strings['forms.loading']}
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <div className="gform">
        <ErrorBanner message={load.message} strings={strings} />
      </div>
    );
  }
  return <FormView key={load.generation} ctx={ctx} form={load.form} resume={load.resume} postback={postback} notice={load.error} />;
}
