/** Properties of the pop-up options blob (base64 of UTF-8 JSON {"popupbox": row}). */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { decodeOptionsBlob, encodeOptionsBlob, parsePopupRow, popupElementConfig } from '../../../src/core/popup/options';
import { caseTitle, checkProperty, PROPERTY_TIMEOUT_MS } from '../shared/property';

const key = fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !['__proto__', 'constructor', 'prototype'].includes(k));
const scalar = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));
const row = fc.dictionary(key, fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })), { maxKeys: 6 });
const options = fc.dictionary(key, scalar, { maxKeys: 6 });

describe('pop-up options blob properties', () => {
  it(caseTitle('decodeOptionsBlob(encodeOptionsBlob(row)) is the row (row.options as its JSON string), escaped or raw UTF-8'), () => {
    checkProperty(
      fc.property(row, options, fc.boolean(), (r, o, unescaped) => {
        const input = { ...r, options: o };
        const decoded = decodeOptionsBlob(encodeOptionsBlob(input, { unescapedUnicode: unescaped }));
        return isDeepStrictEqual(decoded, { ok: true, value: { ...r, options: JSON.stringify(o) } });
      }),
    );
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('any blob text, row or element input gives a result, never a throw'), () => {
    checkProperty(
      fc.property(fc.oneof(fc.string(), fc.base64String(), fc.json({ maxDepth: 3 }).map((j) => Buffer.from(j).toString('base64'))), fc.jsonValue({ maxDepth: 3 }), (blob, json) => {
        // Each returns a result object; a throw fails the property.
        return [decodeOptionsBlob(blob), parsePopupRow(json), popupElementConfig({ json, props: { options: blob } }), popupElementConfig({ json, props: { popupId: 3 } })].every((r) => typeof r.ok === 'boolean');
      }),
    );
  }, PROPERTY_TIMEOUT_MS);
});
