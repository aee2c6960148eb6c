import { describe, expect, it } from 'vitest';
import type { ContactField, LeadStep } from '../../../src/core/lead/config';
import { answerOf, contactAnswer, createBody, multiAnswer, singleAnswer, statusAfter, stepEntry, textAnswer, updateBody, type StepInput } from '../../../src/core/lead/record';

const answers = [{ text: 'Chocolade' }, { text: 'Aardbei', next: '5' }, { text: 'Vanille' }];
const field = (label: string, type: ContactField['type'] = 'text'): ContactField => ({ label, type, required: false, name: label.toLowerCase(), options: [] });

describe('lead answers (spec section 3 "Lead record")', () => {
  it.each([
    [{ text: 'Verjaardag' }, 'Verjaardag'],
    [{ text: 'Ik kijk alleen even rond', next: 'finish' }, 'Ik kijk alleen even rond'],
  ])('single %j -> %j', (answer, expected) => {
    expect(singleAnswer(answer)).toBe(expected);
  });

  it.each<[number[], string]>([
    [[0, 2], 'Chocolade;Vanille'],
    [[2, 0], 'Chocolade;Vanille'],
    [[1], 'Aardbei'],
    [[0, 1, 2], 'Chocolade;Aardbei;Vanille'],
    [[], '-/-'],
    [[7], '-/-'],
  ])('multi chosen %j -> %j (joined by semicolons, -/- if none)', (chosen, expected) => {
    expect(multiAnswer(answers, chosen)).toBe(expected);
  });

  it.each([
    ['Gefeliciteerd Sanne!', 'Gefeliciteerd Sanne!'],
    ['  met spaties  ', 'met spaties'],
    ['', '-/-'],
    ['   \n ', '-/-'],
    ['<b>vet</b>', '<b>vet</b>'],
  ])('textfield %j -> %j', (text, expected) => {
    expect(textAnswer(text)).toBe(expected);
  });

  it.each<[string[], { field: string; value: string }[]]>([
    [
      ['Sanne', 'sanne@example.nl', '', 'Zeist'],
      [
        { field: 'Naam', value: 'Sanne' },
        { field: 'E-mailadres', value: 'sanne@example.nl' },
        { field: 'Telefoon', value: '-/-' },
        { field: 'Winkel', value: 'Zeist' },
      ],
    ],
    [
      [' ', 'a@b.nl'],
      [
        { field: 'Naam', value: '-/-' },
        { field: 'E-mailadres', value: 'a@b.nl' },
        { field: 'Telefoon', value: '-/-' },
        { field: 'Winkel', value: '-/-' },
      ],
    ],
  ])('contact_fields %j -> %j (empty value -/-)', (values, expected) => {
    expect(contactAnswer([field('Naam'), field('E-mailadres', 'email'), field('Telefoon', 'tel'), field('Winkel', 'select')], values)).toEqual(expected);
  });
});

describe('answerOf: the recorded answer, its display and its next', () => {
  const single: LeadStep = { id: '2', type: 'single', question: 'Gelegenheid?', answers: [{ text: 'Verjaardag', next: '3' }, { text: 'Rondkijken', next: 'finish' }, { text: 'Anders' }], fields: [], autoAdvance: false };
  const multi: LeadStep = { id: '4', type: 'multi', question: 'Smaken?', answers, fields: [], autoAdvance: false, next: '6' };
  const contact: LeadStep = { id: '6', type: 'contact_fields', question: 'Contact?', answers: [], fields: [field('Naam'), field('E-mail', 'email')], autoAdvance: false };
  it.each<[string, LeadStep, StepInput, unknown]>([
    ['single with next', single, { type: 'single', index: 0 }, { answer: 'Verjaardag', display: 'Verjaardag', answerNext: '3' }],
    ['single finish', single, { type: 'single', index: 1 }, { answer: 'Rondkijken', display: 'Rondkijken', answerNext: 'finish' }],
    ['single without next', single, { type: 'single', index: 2 }, { answer: 'Anders', display: 'Anders' }],
    ['multi: display with commas, first chosen next', multi, { type: 'multi', chosen: [2, 1] }, { answer: 'Aardbei;Vanille', display: 'Aardbei, Vanille', answerNext: '5' }],
    ['multi none: -/- recorded, nothing displayed (the widget says so), the first answer next', multi, { type: 'multi', chosen: [] }, { answer: '-/-', display: '', answerNext: '5' }],
    ['multi text with a semicolon stays whole in the display', { ...multi, answers: [{ text: 'Mokka; extra sterk' }] }, { type: 'multi', chosen: [0] }, { answer: 'Mokka; extra sterk', display: 'Mokka; extra sterk' }],
    ['textfield empty: -/- recorded, nothing displayed', { ...single, type: 'textfield', answers: [] }, { type: 'textfield', text: ' ' }, { answer: '-/-', display: '' }],
    ['textfield typed -/- is an answer', { ...single, type: 'textfield', answers: [] }, { type: 'textfield', text: ' -/- ' }, { answer: '-/-', display: '-/-' }],
    [
      'contact',
      contact,
      { type: 'contact_fields', values: ['Sanne', ''] },
      { answer: [{ field: 'Naam', value: 'Sanne' }, { field: 'E-mail', value: '-/-' }], display: 'Naam: Sanne' },
    ],
    ['contact, nothing filled in', contact, { type: 'contact_fields', values: [' ', ''] }, { answer: [{ field: 'Naam', value: '-/-' }, { field: 'E-mail', value: '-/-' }], display: '' }],
  ])('%s', (_name, step, input, expected) => {
    expect(answerOf(step, input)).toEqual(expected);
  });
});

describe('lead record bodies (spec section 7)', () => {
  const step: LeadStep = { id: '2', type: 'single', question: 'Gelegenheid?', answers: [{ text: 'Bruiloft' }], fields: [], autoAdvance: false };
  const entry = stepEntry(step, 'Bruiloft');

  it('step entry -> {type, question, answer}', () => {
    expect(entry).toEqual({ type: 'single', question: 'Gelegenheid?', answer: 'Bruiloft' });
  });
  it('create -> {lead_data, title, url}', () => {
    expect(createBody([entry], 'Taart bestellen', 'https://bakkerij.nl/taart')).toEqual({ lead_data: [entry], title: 'Taart bestellen', url: 'https://bakkerij.nl/taart' });
  });
  it('update -> {status, lead_data}', () => {
    expect(updateBody('captured', [entry, entry])).toEqual({ status: 'captured', lead_data: [entry, entry] });
  });
  it('bodies copy the entries (a later answer does not change a queued body)', () => {
    const list = [entry];
    const body = updateBody('initiated', list);
    list.push(entry);
    expect(body.lead_data).toHaveLength(1);
  });
});

describe('statusAfter (spec section 4: initiated on updates, captured at the last step or when the flow ends)', () => {
  it.each<[number, number, boolean, string]>([
    [0, 5, false, 'initiated'],
    [3, 5, false, 'initiated'],
    [4, 5, false, 'captured'],
    [1, 5, true, 'captured'],
    [0, 1, false, 'captured'],
  ])('step index %i of %i, flow ends %s -> %s', (index, count, ends, expected) => {
    expect(statusAfter(index, count, ends)).toBe(expected);
  });
});
