/**
 * <ays-popup popup-id="N">: the pop-up box of Popup Box by AYS, with its ten templates, four window
 * styles, conversions and dismiss (CONTRACT section 3, spec sections 2, 3, 4 and 9).
 * @summary Pop-up box with templates and window styles (Popup Box by AYS).
 */
import { popupElementConfig } from '../src/core/popup/options';
import { PopupWidget, popupStyles } from '../src/widgets/popup/popup';
import { popupStrings } from '../src/i18n/popup';
import { chunkFor } from './base/chunk';
import { createElement } from './base/create-element';
import { TAGS } from './tags';

export const { Element, upgrade, define } = chunkFor(
  createElement({
    tag: 'ays-popup',
    definition: TAGS['ays-popup'],
    styles: popupStyles,
    config: popupElementConfig,
    strings: popupStrings,
    Widget: PopupWidget,
  }),
);
