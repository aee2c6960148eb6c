/**
 * <eb-popup popup-id="N">: an Elementor Pro pop-up that takes the pop-up's own
 * `data-elementor-settings` JSON, with its triggers, timing rules, counters and close rules
 * (CONTRACT section 3, spec sections 3, 4, 5 and 9).
 * @summary Page-builder pop-up with Elementor's triggers and timing rules (Elementor Pro).
 */
import { ebPopupElementConfig } from '../src/core/builder/popup-settings';
import { ebPopupStrings } from '../src/i18n/ebpopup';
import { EbPopupWidget, ebPopupStyles } from '../src/widgets/ebpopup/eb-popup';
import { chunkFor } from './base/chunk';
import { createElement } from './base/create-element';
import { TAGS } from './tags';

export const { Element, upgrade, define } = chunkFor(
  createElement({
    tag: 'eb-popup',
    definition: TAGS['eb-popup'],
    styles: ebPopupStyles,
    config: ebPopupElementConfig,
    strings: ebPopupStrings,
    Widget: EbPopupWidget,
  }),
);
