import { describe, expect, it } from 'vitest';
import { parseEbFormConfig, type EbField } from '../../../src/core/ebform/config';
import { checkField, serverMessage } from '../../../src/core/ebform/validate';

const field = (f: Record<string, unknown>): EbField => {
  const r = parseEbFormConfig({ form_fields: [{ custom_id: 'x', ...f }] });
  if (!r.ok) throw new Error();
  return r.value.fields[0]!;
};

describe('checkField', () => {
  it.each([
    [{ field_type: 'text', required: 'true' }, [''], 'required'],
    [{ field_type: 'text', required: 'true' }, ['  '], 'required'],
    [{ field_type: 'text' }, [''], null],
    [{ field_type: 'email' }, ['jan@bakkerij.nl'], null],
    [{ field_type: 'email' }, ['jan@bakkerij'], 'email'],
    [{ field_type: 'email' }, ['jan bakkerij.nl'], 'email'],
    [{ field_type: 'url' }, ['https://bakkerij.nl'], null],
    [{ field_type: 'url' }, ['bakkerij.nl'], 'url'],
    [{ field_type: 'url' }, ['javascript:alert(1)'], 'url'],
    [{ field_type: 'tel' }, ['+31(0)20-1234567'], null],
    [{ field_type: 'tel' }, ['020 123'], 'tel'],
    [{ field_type: 'tel' }, ['abc'], 'tel'],
    [{ field_type: 'number', field_min: '1', field_max: '12' }, ['5'], null],
    [{ field_type: 'number', field_min: '1', field_max: '12' }, ['13'], 'max'],
    [{ field_type: 'number', field_min: '1', field_max: '12' }, ['0'], 'min'],
    [{ field_type: 'number' }, ['vijf'], 'number'],
    [{ field_type: 'time' }, ['09:30'], null],
    [{ field_type: 'time' }, ['9:30'], 'time'],
    [{ field_type: 'time' }, ['24:00'], 'time'],
    [{ field_type: 'date', min_date: '2026-01-01' }, ['2026-05-01'], null],
    [{ field_type: 'date', min_date: '2026-01-01' }, ['2025-12-31'], 'min'],
    [{ field_type: 'date' }, ['01-05-2026'], 'date'],
    [{ field_type: 'radio', required: 'true', field_options: 'A|a\nB|b' }, [], 'required'],
    [{ field_type: 'checkbox', required: 'true', field_options: 'A|a\nB|b' }, ['b'], null],
    [{ field_type: 'acceptance', required: 'true' }, [''], 'required'],
    [{ field_type: 'html', required: 'true' }, [], null],
  ])('%j %j', (f, values, code) => expect(checkField(field(f), values)?.code ?? null).toBe(code));

  it('options are checked on request (the server)', () => {
    const f = field({ field_type: 'radio', field_options: 'A|a\nB|b' });
    expect(checkField(f, ['c'])).toBeNull();
    expect(checkField(f, ['c'], [], { options: true })).toEqual({ code: 'option' });
  });

  it.each([
    [{ required: 'true' }, [], 'required'],
    [{ required: 'true' }, [{ name: '', size: 0 }], 'required'],
    [{}, [], null],
    [{ file_sizes: '1' }, [{ name: 'a.jpg', size: 1024 * 1024 }], null],
    [{ file_sizes: '1' }, [{ name: 'a.jpg', size: 1024 * 1024 + 1 }], 'fileSize'],
    [{ file_types: 'jpg,png' }, [{ name: 'a.pdf', size: 1 }], 'fileType'],
    [{}, [{ name: 'shell.php', size: 1 }], 'fileType'],
    [{ allow_multiple_upload: 'yes', max_files: '2' }, [{ name: 'a.jpg', size: 1 }, { name: 'b.jpg', size: 1 }, { name: 'c.jpg', size: 1 }], 'fileCount'],
  ])('upload %j %j', (f, files, code) => expect(checkField(field({ field_type: 'upload', ...f }), [], files)?.code ?? null).toBe(code));

  it.each([
    ['not one of the types', { file_types: 'jpg,png' }, 'a.pdf', { code: 'fileType', name: 'a.pdf', illegal: false, allowed: ['jpg', 'png'] }],
    ['a refused extension, whatever the types', { file_types: 'jpg,php' }, 'shell.php', { code: 'fileType', name: 'shell.php', illegal: true, allowed: ['jpg', 'php'] }],
    ['".php." inside the name (as Gravity Forms refuses it)', {}, 'x.php.jpg', { code: 'fileType', name: 'x.php.jpg', illegal: true, allowed: [] }],
    ['a NUL cannot hide the extension; the name shown without it', {}, 'shell.php\u0000.jpg', { code: 'fileType', name: 'shell.php.jpg', illegal: true, allowed: [] }],
    ['too big', { file_sizes: '1' }, 'groot.jpg', { code: 'fileSize', name: 'groot.jpg' }],
  ])('the Gravity Forms uploader\'s rule, in its order: %s', (_l, f, name, want) => {
    const size = name === 'groot.jpg' ? 1024 * 1024 + 1 : 1;
    expect(checkField(field({ field_type: 'upload', ...f }), [], [{ name, size }])).toEqual(want);
  });

  it('server words: Elementor\'s English', () => {
    expect(serverMessage({ code: 'required' })).toBe('This field is required.');
    expect(serverMessage({ code: 'max', limit: '12' })).toBe('The field value must be less than or equal to 12.');
    expect(serverMessage({ code: 'fileSize', name: 'a.jpg' })).toBe('This file exceeds the maximum allowed size.');
  });
});
