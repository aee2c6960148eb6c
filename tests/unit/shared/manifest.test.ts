import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifest, manifestText, MANIFEST_MODULE } from '../../../scripts/manifest';
import { TAGS } from '../../../elements/tags';

describe('custom-elements.json', () => {
  it('the committed file is what the source gives (run `npm run build` and commit custom-elements.json)', () => {
    expect(readFileSync('custom-elements.json', 'utf8')).toBe(manifestText());
  });
  it('one module, the loader, defines every tag of the contract', () => {
    const [mod, ...rest] = manifest().modules;
    expect(rest).toEqual([]);
    expect(mod!.path).toBe(MANIFEST_MODULE);
    expect(mod!.exports.map((e) => e.name)).toEqual(Object.keys(TAGS));
    expect(mod!.declarations.map((d) => d.tagName)).toEqual(Object.keys(TAGS));
  });
});
