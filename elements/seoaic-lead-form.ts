/**
 * <seoaic-lead-form>: the chat-like multistep lead form of SEOAIC (CONTRACT section 3, spec
 * sections 2-5, 7-9): steps one after another, a progress bar, close and open buttons, and a lead
 * record created and updated on every answer, kept in an outbox until the server has it.
 * @summary Chat-like multistep lead form (SEOAIC).
 */
import { leadElementConfig } from '../src/core/lead/config';
import { LeadForm, leadStyles } from '../src/widgets/lead/lead-form';
import { leadStrings } from '../src/i18n/lead';
import { chunkFor } from './base/chunk';
import { createElement } from './base/create-element';
import { TAGS } from './tags';

export const { Element, upgrade, define } = chunkFor(
  createElement({
    tag: 'seoaic-lead-form',
    definition: TAGS['seoaic-lead-form'],
    styles: leadStyles,
    config: leadElementConfig,
    strings: leadStrings,
    Widget: LeadForm,
  }),
);
