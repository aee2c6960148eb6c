/**
 * <eb-sticky>: not built yet; renders its light-DOM content unchanged.
 * @summary Placeholder until its widget issue lands.
 */
import { PendingWidget, pendingStyles } from '../src/widgets/pending/pending';
import { commonStrings } from '../src/i18n/common';
import { chunkFor } from './base/chunk';
import { createElement } from './base/create-element';
import { TAGS } from './tags';

export const { Element, upgrade, define } = chunkFor(
  createElement({
    tag: 'eb-sticky',
    definition: TAGS['eb-sticky'],
    styles: pendingStyles,
    config: ({ json }) => ({ ok: true, value: json }),
    strings: commonStrings,
    Widget: PendingWidget,
  }),
);
