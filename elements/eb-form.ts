/**
 * <eb-form>: Elementor Pro's form widget, sent to `elementor_pro_forms_send_form` as Elementor's
 * own script sends it; rendered from the widget's settings or enhancing the printed form.
 * @summary Page-builder form (Elementor Pro) with steps, uploads and Elementor's wire call.
 */
import { ebFormStrings } from '../src/i18n/ebform';
import ebFormCss from '../src/widgets/ebform/eb-form.css';
import { EbFormWidget, ebFormElementConfig } from '../src/widgets/ebform/eb-form';
import { chunkFor } from './base/chunk';
import { createElement } from './base/create-element';
import { TAGS } from './tags';

export const { Element, upgrade, define } = chunkFor(
  createElement({
    tag: 'eb-form',
    definition: TAGS['eb-form'],
    styles: ebFormCss,
    config: ebFormElementConfig,
    strings: ebFormStrings,
    Widget: EbFormWidget,
  }),
);
