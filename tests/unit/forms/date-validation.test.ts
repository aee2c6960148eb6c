import { describe, expect, it } from 'vitest';
import { DATEPICKER_FIRST_DAY, addDays, addMonths, endOfWeek, formatDay, monthGrid, parseDay, startOfWeek, weekdayOrder, type DateFormat, type Day } from '../../../src/core/forms/date';
import type { FormField } from '../../../src/core/forms/types';
import { parseNumber, validateField, validateSubmission, type PostedValues } from '../../../src/core/forms/validation';

const d = (year: number, month: number, day: number): Day => ({ year, month, day });

describe('date picker calendar (spec 9: week starts on Monday, firstDay 1)', () => {
  it('firstDay is 1 (Monday)', () => {
    expect(DATEPICKER_FIRST_DAY).toBe(1);
    expect(weekdayOrder()).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
  it('March 2025 (starts on a Saturday) -> 5 leading blanks, 6 weeks, Monday first', () => {
    const grid = monthGrid(2025, 3);
    expect(grid[0]!.map((c) => c?.day ?? null)).toEqual([null, null, null, null, null, 1, 2]);
    expect(grid.length).toBe(6);
    expect(grid[5]!.map((c) => c?.day ?? null)).toEqual([31, null, null, null, null, null, null]);
  });
  it('September 2025 (starts on a Monday) -> no leading blanks', () => {
    expect(monthGrid(2025, 9)[0]![0]).toEqual(d(2025, 9, 1));
  });
  it('February 2021 (Monday 1st, 28 days) -> exactly 4 weeks', () => {
    expect(monthGrid(2021, 2).length).toBe(4);
  });
  it.each([
    [d(2025, 3, 5), d(2025, 3, 3), d(2025, 3, 9)],
    [d(2025, 3, 9), d(2025, 3, 3), d(2025, 3, 9)],
    [d(2025, 3, 3), d(2025, 3, 3), d(2025, 3, 9)],
    [d(2025, 1, 1), d(2024, 12, 30), d(2025, 1, 5)],
  ])('week of %j -> Monday %j to Sunday %j', (day, start, end) => {
    expect(startOfWeek(day)).toEqual(start);
    expect(endOfWeek(day)).toEqual(end);
  });
  it.each([
    [d(2025, 12, 31), 1, d(2026, 1, 1)],
    [d(2024, 3, 1), -1, d(2024, 2, 29)],
    [d(2025, 3, 5), 7, d(2025, 3, 12)],
  ])('%j + %i days -> %j', (day, n, expected) => {
    expect(addDays(day, n)).toEqual(expected);
  });
  it.each([
    [d(2025, 1, 31), 1, d(2025, 2, 28)],
    [d(2024, 1, 31), 1, d(2024, 2, 29)],
    [d(2025, 1, 15), -1, d(2024, 12, 15)],
    [d(2025, 3, 15), 12, d(2026, 3, 15)],
  ])('%j + %i months -> %j', (day, n, expected) => {
    expect(addMonths(day, n)).toEqual(expected);
  });
  it.each<[DateFormat, string]>([
    ['dmy', '05/03/2025'],
    ['mdy', '03/05/2025'],
    ['dmy_dash', '05-03-2025'],
    ['dmy_dot', '05.03.2025'],
    ['ymd_slash', '2025/03/05'],
    ['ymd_dash', '2025-03-05'],
    ['ymd_dot', '2025.03.05'],
  ])('5 March 2025 in %s -> %s, and back', (format, text) => {
    expect(formatDay(d(2025, 3, 5), format)).toBe(text);
    expect(parseDay(text, format)).toEqual(d(2025, 3, 5));
  });
  it.each<[string, DateFormat, Day | null]>([
    ['5-3-2025', 'dmy', d(2025, 3, 5)],
    ['31/02/2025', 'dmy', null],
    ['29/02/2024', 'dmy', d(2024, 2, 29)],
    ['29/02/2025', 'dmy', null],
    ['12/13/2025', 'mdy', d(2025, 12, 13)],
    ['13/12/25', 'dmy', null],
    ['morgen', 'dmy', null],
    ['', 'dmy', null],
  ])('%j as %s -> %j', (text, format, expected) => {
    expect(parseDay(text, format)).toEqual(expected);
  });
});

describe('number parsing (spec 5: digits, decimal separator, leading minus)', () => {
  it.each<[string, '.' | ',', number | null]>([
    ['12', '.', 12],
    ['1,234.50', '.', 1234.5],
    ['1.234,50', ',', 1234.5],
    ['€ 12,50', ',', 12.5],
    ['-3', '.', -3],
    ['- 3', '.', -3],
    ['abc', '.', null],
    ['', '.', null],
    ['1.2.3', '.', null],
  ])('%j (%s) -> %j', (text, sep, expected) => {
    expect(parseNumber(text, sep)).toBe(expected);
  });
});

describe('server-side validation', () => {
  const field = (over: Partial<FormField> & { id: number; type: string }): FormField => ({ label: 'x', isRequired: false, ...over });
  it.each<[string, FormField, PostedValues, string | null]>([
    ['required text empty -> required', field({ id: 1, type: 'text', isRequired: true }), { input_1: '  ' }, 'Dit veld is verplicht.'],
    ['required text filled -> ok', field({ id: 1, type: 'text', isRequired: true }), { input_1: 'a' }, null],
    ['optional text empty -> ok', field({ id: 1, type: 'text' }), {}, null],
    ['custom error message -> used for required', field({ id: 1, type: 'text', isRequired: true, errorMessage: 'Naam graag' }), {}, 'Naam graag'],
    ['too long -> max length message', field({ id: 1, type: 'text', maxLength: 3 }), { input_1: 'abcd' }, 'De invoer is te lang (maximaal 3 tekens).'],
    ['email bad -> email', field({ id: 2, type: 'email' }), { input_2: 'jan@' }, 'Vul een geldig e-mailadres in.'],
    ['email good -> ok', field({ id: 2, type: 'email', isRequired: true }), { input_2: 'jan@bakkerij.nl' }, null],
    ['number in range -> ok', field({ id: 3, type: 'number', rangeMin: 1, rangeMax: 200 }), { input_3: '12' }, null],
    ['number below range -> range', field({ id: 3, type: 'number', rangeMin: 1, rangeMax: 200 }), { input_3: '0' }, 'Vul een waarde in tussen 1 en 200.'],
    ['number above max only -> max', field({ id: 3, type: 'number', rangeMax: 10 }), { input_3: '11' }, 'Vul een waarde in van 10 of minder.'],
    ['number below min only -> min', field({ id: 3, type: 'number', rangeMin: 5 }), { input_3: '4' }, 'Vul een waarde in van 5 of meer.'],
    ['number not numeric -> number', field({ id: 3, type: 'number' }), { input_3: '12abc' }, 'Vul een geldig getal in.'],
    ['number decimal comma -> ok', field({ id: 3, type: 'number', numberFormat: 'decimal_comma', rangeMax: 10 }), { input_3: '9,5' }, null],
    ['website without scheme -> website', field({ id: 4, type: 'website' }), { input_4: 'bakkerij.nl' }, 'Vul een geldige website-URL in (beginnend met http:// of https://).'],
    ['website https -> ok', field({ id: 4, type: 'website' }), { input_4: 'https://bakkerij.nl' }, null],
    ['website javascript: -> website', field({ id: 4, type: 'website' }), { input_4: 'javascript:alert(1)' }, 'Vul een geldige website-URL in (beginnend met http:// of https://).'],
    ['date dmy bad -> date', field({ id: 5, type: 'date', dateFormat: 'dmy' }), { input_5: '31/02/2025' }, 'Vul een geldige datum in.'],
    ['date dmy good -> ok', field({ id: 5, type: 'date', dateFormat: 'dmy' }), { input_5: '28/02/2025' }, null],
    ['time 24h good -> ok', field({ id: 6, type: 'time', timeFormat: '24' }), { 'input_6[]': ['14', '30'] }, null],
    ['time 24h bad hour -> time', field({ id: 6, type: 'time', timeFormat: '24' }), { 'input_6[]': ['24', '00'] }, 'Vul een geldige tijd in.'],
    ['time 12h needs am/pm -> time', field({ id: 6, type: 'time', timeFormat: '12' }), { 'input_6[]': ['10', '00', ''] }, 'Vul een geldige tijd in.'],
    ['time required empty -> required', field({ id: 6, type: 'time', isRequired: true }), { 'input_6[]': ['', ''] }, 'Dit veld is verplicht.'],
    ['phone letters -> phone', field({ id: 7, type: 'phone' }), { input_7: 'bel me' }, 'Vul een geldig telefoonnummer in.'],
    ['phone ok -> ok', field({ id: 7, type: 'phone' }), { input_7: '+31 (0)20 123 4567' }, null],
    ['select not a choice -> choice', field({ id: 8, type: 'select', choices: [{ text: 'A', value: 'a' }] }), { input_8: 'b' }, 'Kies een van de opties.'],
    ['select a choice -> ok', field({ id: 8, type: 'select', choices: [{ text: 'A', value: 'a' }] }), { input_8: 'a' }, null],
    ['radio value = text when no value -> ok', field({ id: 9, type: 'radio', choices: [{ text: 'Groot' }] }), { input_9: 'Groot' }, null],
    ['required checkbox none -> required', field({ id: 10, type: 'checkbox', isRequired: true, choices: [{ text: 'A' }, { text: 'B' }] }), {}, 'Dit veld is verplicht.'],
    ['required checkbox one -> ok', field({ id: 10, type: 'checkbox', isRequired: true, choices: [{ text: 'A' }, { text: 'B' }] }), { input_10_2: 'B' }, null],
    ['checkbox forged value -> choice', field({ id: 10, type: 'checkbox', choices: [{ text: 'A' }] }), { input_10_1: 'Z' }, 'Kies een van de opties.'],
    ['required name without last -> required', field({ id: 11, type: 'name', isRequired: true }), { input_11_3: 'Jan' }, 'Dit veld is verplicht.'],
    ['required name first and last -> ok', field({ id: 11, type: 'name', isRequired: true }), { input_11_3: 'Jan', input_11_6: 'Jansen' }, null],
    ['required address without zip -> required', field({ id: 12, type: 'address', isRequired: true }), { input_12_1: 'Straat 1', input_12_3: 'Utrecht', input_12_6: 'Nederland' }, 'Dit veld is verplicht.'],
    ['hidden, html, section -> never validated', field({ id: 13, type: 'html', isRequired: true }), {}, null],
    ['administrative visibility -> not validated', field({ id: 14, type: 'text', isRequired: true, visibility: 'administrative' }), {}, null],
  ])('%s', (_n, f, values, expected) => {
    expect(validateField(f, values)).toBe(expected);
  });

  it('English messages -> locale en', () => {
    expect(validateField(field({ id: 1, type: 'text', isRequired: true }), {}, 'en')).toBe('This field is required.');
  });

  it('pages option -> only those pages are validated', () => {
    const form = { fields: [field({ id: 1, type: 'text', isRequired: true }), field({ id: 2, type: 'page' }), field({ id: 3, type: 'text', isRequired: true })] };
    expect(validateSubmission(form, {}, { pages: [2] })).toEqual({ 3: 'Dit veld is verplicht.' });
    expect(Object.keys(validateSubmission(form, {}))).toEqual(['1', '3']);
  });
});
