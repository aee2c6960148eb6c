/** Properties of the Gravity Forms answer readers: the gf:json markers and the envelopes. */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { extractMarkedJson, GF_JSON_END, GF_JSON_START, parseConfigResponse, parseSubmissionResponse, parseValidateConfigResponse } from '../../../src/core/forms/response';
import { caseTitle, checkProperty, PROPERTY_TIMEOUT_MS } from '../shared/property';

const noMarkers = (s: string) => !s.includes(GF_JSON_START) && !s.includes(GF_JSON_END);
const text = fc.oneof(fc.string(), fc.constantFrom(GF_JSON_START, GF_JSON_END, '<!-- gf:json_start', '-->', '{"success":true,"data":{}}'));
const outcome = fc.oneof(
  fc.record({ ok: fc.constant(true as const), status: fc.constant(200), text: fc.array(text, { maxLength: 5 }).map((a) => a.join('')) }),
  fc.record({ ok: fc.constant(false as const), kind: fc.constantFrom('http', 'network', 'timeout', 'unparseable'), status: fc.integer({ min: 400, max: 599 }), text: fc.string(), message: fc.string() }),
);

describe('form answer properties', () => {
  it(caseTitle('the JSON between the markers comes back whatever surrounds it (HTML, notices, whitespace)'), () => {
    checkProperty(
      fc.property(fc.string().filter(noMarkers), fc.json({ maxDepth: 3 }).filter(noMarkers), fc.string().filter(noMarkers), (before, json, after) => {
        return extractMarkedJson(`${before}${GF_JSON_START}${json}${GF_JSON_END}${after}`) === json.trim();
      }),
    );
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('a marked success envelope with an object loads; the same text with a marker missing does not'), () => {
    checkProperty(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }), (data) => {
        const body = JSON.stringify({ success: true, data });
        const loaded = parseConfigResponse({ ok: true, status: 200, text: `x${GF_JSON_START}${body}${GF_JSON_END}y` }, 'fout');
        return isDeepStrictEqual(loaded, { ok: true, data: JSON.parse(body).data }) && !parseConfigResponse({ ok: true, status: 200, text: `${GF_JSON_START}${body}` }, 'fout').ok;
      }),
    );
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('every answer to the three calls is read without a throw; a failure always carries a message'), () => {
    checkProperty(
      fc.property(outcome, (res) => {
        const config = parseConfigResponse(res, 'onbekende fout');
        const sub = parseSubmissionResponse(res, 'onbekende fout');
        const val = parseValidateConfigResponse(res);
        return (config.ok || config.message === 'onbekende fout') && (sub.kind !== 'failure' || sub.message.length > 0) && (val.ok || val.message.length > 0);
      }),
    );
  }, PROPERTY_TIMEOUT_MS);
});
