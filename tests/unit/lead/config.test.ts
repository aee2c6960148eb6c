import { describe, expect, it } from 'vitest';
import { fieldName, leadElementConfig, parseLeadConfig } from '../../../src/core/lead/config';
import { formatIssue } from '../../../src/core/shared/schema';

const ok = (json: unknown) => {
  const r = parseLeadConfig(json);
  if (!r.ok) throw new Error(formatIssue(r.issue));
  return r.value;
};
const issue = (json: unknown) => {
  const r = leadElementConfig({ json });
  if (r.ok) throw new Error('expected an issue');
  return formatIssue(r.issue);
};

describe('lead config: loose values as the plugin writes them', () => {
  it('numeric ids and next, "1"/"on" flags, snake_case keys -> normalised', () => {
    const c = ok({
      redirect_url: ' https://bakkerij.nl/bedankt ',
      steps: [
        { id: 1, type: 'single', question: 'Hoi!', auto_advance: '1', next: 2 },
        { id: '2', type: 'single', question: 'Gelegenheid?', answers: [{ text: 'Verjaardag', next: 3 }, { text: 'Rond', next: 'finish' }, { text: 'Anders', next: '' }] },
        { id: 3, type: 'contact_fields', question: 'Contact?', fields: [{ label: 'E-mailadres', type: 'email', required: 'on' }, { field: 'Afhalen in', type: 'select', options: ['Zeist'] }] },
      ],
    });
    expect(c.redirectUrl).toBe('https://bakkerij.nl/bedankt');
    expect(c.floating).toBe(false);
    expect(c.steps.map((s) => [s.id, s.next, s.autoAdvance])).toEqual([
      ['1', '2', true],
      ['2', undefined, false],
      ['3', undefined, false],
    ]);
    expect(c.steps[1]!.answers).toEqual([{ text: 'Verjaardag', next: '3' }, { text: 'Rond', next: 'finish' }, { text: 'Anders' }]);
    expect(c.steps[2]!.fields).toEqual([
      { label: 'E-mailadres', type: 'email', required: true, name: 'e_mailadres', autocomplete: 'email', options: [] },
      { label: 'Afhalen in', type: 'select', required: false, name: 'afhalen_in', options: ['Zeist'] },
    ]);
  });

  it.each([
    ['E-mailadres', 0, 'e_mailadres'],
    ['Telefoonnummer (mobiel)', 1, 'telefoonnummer_mobiel'],
    ['Crème brûlée', 2, 'creme_brulee'],
    ['!!!', 3, 'field_4'],
  ])('fieldName(%j) -> %j', (label, index, expected) => {
    expect(fieldName(label, index)).toBe(expected);
  });
});

describe('lead config: bad input names the key', () => {
  it.each<[string, string, unknown]>([
    ['no config', '"steps" expected an array of steps (config JSON), got nothing', undefined],
    ['not an object', '"(config)" expected an object, got an array', [1]],
    ['empty steps', '"steps" expected at least one step, got an array', { steps: [] }],
    ['unknown type', '"steps[0].type" expected one of "single", "multi", "textfield", "contact_fields", got "radio"', { steps: [{ id: 1, type: 'radio', question: 'x' }] }],
    ['id an object', '"steps[0].id" expected a string or a number, got an object', { steps: [{ id: {}, type: 'textfield', question: 'x' }] }],
    ['single without answers', '"steps[0].answers" expected at least one answer for a single step, got nothing', { steps: [{ id: 1, type: 'single', question: 'x' }] }],
    ['contact without fields', '"steps[0].fields" expected at least one field for a contact_fields step, got an array', { steps: [{ id: 1, type: 'contact_fields', question: 'x', fields: [] }] }],
    ['select without options', '"steps[0].fields[0].options" expected at least one option for a select, got nothing', { steps: [{ id: 1, type: 'contact_fields', question: 'x', fields: [{ label: 'Winkel', type: 'select' }] }] }],
    ['field without label', '"steps[0].fields[0].label" expected a non-empty label, got nothing', { steps: [{ id: 1, type: 'contact_fields', question: 'x', fields: [{ type: 'email' }] }] }],
    ['duplicate ids', '"steps[1].id" expected an id no other item has, got "1"', { steps: [{ id: 1, type: 'textfield', question: 'a' }, { id: '1', type: 'textfield', question: 'b' }] }],
    ['next to nowhere', '"steps[0].answers[0].next" expected an existing id or "finish", got "9"', { steps: [{ id: 1, type: 'single', question: 'a', answers: [{ text: 'x', next: 9 }] }] }],
    ['unknown text key', '"texts.titel" expected one of "title", "open", "close", "next", "finish", "redirect", "redirectLink", "progress", got "titel"', { steps: [{ id: 1, type: 'textfield', question: 'a' }], texts: { titel: 'x' } }],
  ])('%s -> %s', (_name, expected, json) => {
    expect(issue(json)).toBe(expected);
  });
});
