import { describe, expect, it } from 'vitest';
import { formConfigPath, isValidConfigPath } from '../../../src/core/shared/config-path';

describe('config path rule', () => {
  it.each([
    ['gform_forms/12', true],
    ['gform_forms/1', true],
    ['a-b_c/d/0', true],
    ['', false],
    ['Gform_forms/12', false],
    ['gform_forms/12?x', false],
    ['gform forms/12', false],
    ['gform_forms/../../etc', false],
    ['gform_forms\\12', false],
    ['gform.forms/12', false],
  ])('%j -> %s', (path, expected) => {
    expect(isValidConfigPath(path)).toBe(expected);
  });

  it('form 12 -> gform_forms/12 (base path plus form id)', () => {
    expect(formConfigPath(12)).toBe('gform_forms/12');
  });
});
