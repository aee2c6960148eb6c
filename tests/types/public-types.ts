/**
 * Compile-time checks (run by `tsc --noEmit` in npm test): the public d.ts gives typed tags,
 * properties, methods and event details, and agrees with the source types it mirrors.
 */
import type { CurrencyConfig as SourceCurrency } from '../../src/core/shared/currency';
import type { CurrencyConfig, GdprConsentElement, SiteElementsPageSettings } from '../../src/site-elements';
import type { TAGS } from '../../elements/tags';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assert = <T extends true>(_: T) => undefined;

// The public currency type is the source one.
assert<Equal<CurrencyConfig, SourceCurrency>>(true);

// Every tag of elements/tags.ts is in the tag map, and nothing else.
type MappedTags = Extract<keyof HTMLElementTagNameMap, keyof typeof TAGS>;
assert<Equal<MappedTags, keyof typeof TAGS>>(true);

export function usage(): void {
  const consent = document.querySelector('gdpr-consent');
  if (consent) {
    const el: GdprConsentElement = consent;
    el.bannerStyle = 'modern';
    el.openSettings();
    el.addEventListener('consent-updated', (e) => {
      const level: number = e.detail.level;
      const levels: number[] = e.detail.levels;
      void level;
      void levels;
    });
  }
  const form = document.createElement('gform-form');
  form.submissionMethod = 'ajax';
  form.addEventListener('gform-pre-submission', (e) => {
    e.detail.abort = true;
  });
  const ebForm = document.createElement('eb-form');
  ebForm.config = { form_fields: [{ custom_id: 'name', field_type: 'text', required: 'true' }], step_type: 'progress_bar' };
  ebForm.addEventListener('eb-form-success', (e) => void (e.detail.redirectUrl satisfies string | undefined));
  ebForm.addEventListener('eb-form-error', (e) => void (e.detail.kind satisfies 'validation' | 'invalid' | 'failure'));
  const popup = document.createElement('eb-popup');
  popup.config = { triggers: { page_load: 'yes', page_load_delay: 2 }, timing: [], entrance_animation_duration: { unit: 'px', size: 1.2, sizes: [] } };
  popup.show();
  popup.addEventListener('popup-show', (e) => void (e.detail.id satisfies number));
  window.addEventListener('elementor/popup/hide', (e) => void (e.detail.id satisfies number));
  const cart = document.createElement('wc-cart');
  cart.config = { sticky_right_column: 'yes', sticky_right_column_offset: { unit: 'px', size: 24 } };
  cart.taxDisplay = 'excl';
  cart.stickySummary = true;
    const settings: SiteElementsPageSettings = { locale: 'en', currency: { decimals: 0 }, user: { roles: ['editor'] }, breakpoints: { mobile: 600 } };
  void settings;
}
