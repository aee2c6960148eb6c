/**
 * <eb-form>: Elementor Pro's form widget. With a config (the widget's settings as JSON) it builds
 * the form in its shadow root; without one it enhances the `form.elementor-form` Elementor printed
 * in its light DOM (slotted, so the page's CSS styles it, and with no JavaScript it posts as
 * plain HTML). Both go through one controller (./controller.ts).
 */
import { useEffect, useRef } from 'react';
import { parseEbFormConfig, readDataSettings, type EbFormConfig } from '../../core/ebform/config';
import type { Parsed } from '../../core/shared/parsed';
import type { EbFormStrings } from '../../i18n/ebform';
import type { ConfigInput, WidgetProps } from '../context';
import { readPageSettings } from '../../platform/page-settings';
import { attachForm } from './controller';
import { buildForm } from './markup';

export type EbFormElementConfig = { mode: 'render'; form: EbFormConfig & { skipped: string[] } } | { mode: 'enhance' };

/** The element's config: a JSON config renders; none enhances the printed form. */
export function ebFormElementConfig({ json, props }: ConfigInput): Parsed<EbFormElementConfig> {
  if (json === undefined) return { ok: true, value: { mode: 'enhance' } };
  const r = parseEbFormConfig(json, { widgetId: props.widgetId as string | undefined, postId: props.postId as string | undefined, queriedId: props.queriedId as string | undefined });
  if (!r.ok) return r;
  return { ok: true, value: { mode: 'render', form: r.value } };
}

/** Elementor's own config, when the page still prints it: a fine fallback for the ajax URL. */
function elementorAjaxUrl(): string | undefined {
  const c = (window as unknown as { elementorProFrontendConfig?: { ajaxurl?: unknown } }).elementorProFrontendConfig;
  return typeof c?.ajaxurl === 'string' && c.ajaxurl !== '' ? c.ajaxurl : undefined;
}

export function EbFormWidget({ ctx }: WidgetProps<EbFormElementConfig, EbFormStrings>) {
  const box = useRef<HTMLDivElement>(null);
  const { config, host } = ctx;

  useEffect(() => {
    let form: HTMLFormElement | null = null;
    let steps;
    // The element's ajax-url or the page settings' ajaxUrl when given; else Elementor's own, else the default.
    const pageAjax = (readPageSettings(host.ownerDocument) as { ajaxUrl?: unknown } | undefined)?.ajaxUrl;
    const explicitAjax = host.hasAttribute('ajax-url') || (typeof pageAjax === 'string' && pageAjax !== '');
    const ajaxUrl = explicitAjax ? ctx.settings.ajaxUrl : (elementorAjaxUrl() ?? ctx.settings.ajaxUrl);
    if (config.mode === 'render') {
      // An add-on's field type is data Elementor prints nothing for without the add-on: a warning, not an error.
      if (config.form.skipped.length) console.warn(`[eb-form] fields of types it does not know are left out: ${config.form.skipped.join(', ')}`);
      form = buildForm(config.form, ctx.strings, { refererTitle: document.title });
      box.current!.replaceChildren(form);
      steps = config.form;
    } else {
      form = host.querySelector<HTMLFormElement>('form.elementor-form');
      if (!form) {
        ctx.logError('found no config and no form.elementor-form to enhance');
        host.setAttribute('data-error', 'markup');
        return;
      }
      const widget = host.matches('[data-settings]') ? host : form.closest('[data-settings]');
      steps = readDataSettings(widget?.getAttribute('data-settings'));
    }
    const messages = config.mode === 'render' ? config.form.messages : { success: undefined, error: undefined, required: undefined, invalid: undefined };
    const ctl = attachForm({
      form,
      host,
      strings: ctx.strings,
      ajaxUrl,
      steps,
      messages,
      sanitizeHtml: ctx.settings.sanitizeHtml,
      recaptchaSiteKey: ctx.settings.recaptchaSiteKey,
      emit: (name, detail, opts) => ctx.emit(name, detail, opts),
      logError: ctx.logError,
    });
    host.setAttribute('data-mode', config.mode);
    return () => {
      ctl.detach();
      if (config.mode === 'render') form?.remove();
    };
  }, [ctx]); // eslint-disable-line react-hooks/exhaustive-deps

  return config.mode === 'render' ? <div ref={box} className="eb-form" part="form" /> : <slot />;
}
