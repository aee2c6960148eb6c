/**
 * <gform-form form-id="N">: the Gravity Forms renderer and submission flow (CONTRACT section 3).
 * @summary Multi-page form with ajax, iframe or postback submission and save-and-continue.
 */
import { parseGformConfig } from '../src/core/forms/types';
import formsCss from '../src/widgets/forms/forms.css';
import { GformForm } from '../src/widgets/forms/gform-form';
import { formsStrings } from '../src/i18n/forms';
import { chunkFor } from './base/chunk';
import { createElement } from './base/create-element';
import { TAGS } from './tags';

export const { Element, upgrade, define } = chunkFor(
  createElement({
    tag: 'gform-form',
    definition: TAGS['gform-form'],
    styles: formsCss,
    config: parseGformConfig,
    strings: formsStrings,
    Widget: GformForm,
  }),
);
