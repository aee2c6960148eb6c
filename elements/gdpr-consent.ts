/**
 * <gdpr-consent>: not built yet; renders its light-DOM content unchanged.
 * @summary Placeholder until its widget issue lands.
 */
import { PendingWidget, pendingStyles } from '../src/widgets/pending/pending';
import { chunkFor } from './base/chunk';
import { createElement } from './base/create-element';
import { TAGS } from './tags';

export const { Element, upgrade, define } = chunkFor(
  createElement<unknown>({
    tag: 'gdpr-consent',
    definition: TAGS['gdpr-consent'],
    styles: pendingStyles,
    config: ({ json }) => ({ ok: true, value: json }),
    Widget: PendingWidget,
  }),
);
