import { describe, expect, it } from 'vitest';
import type { Bundle } from '../../../src/i18n';
import { carouselStrings } from '../../../src/i18n/carousel';
import { loopGridStrings } from '../../../src/i18n/loop-grid';
import { menuStrings } from '../../../src/i18n/menu';
import { searchStrings } from '../../../src/i18n/search';
import { postsStrings } from '../../../src/i18n/posts';
import { accountStrings } from '../../../src/i18n/account';

// The light elements' bundles carry only their own strings (no shared ones): their chunks stay small.
const bundles: [string, Bundle<Record<string, string>>][] = [
  ['menu', menuStrings],
  ['loop-grid', loopGridStrings],
  ['carousel', carouselStrings],
  ['search', searchStrings],
  ['posts', postsStrings],
  ['account', accountStrings],
];

describe('light element strings', () => {
  it.each(bundles)('%s: nl and en have the same keys, none empty', (_name, bundle) => {
    expect(Object.keys(bundle.en).sort()).toEqual(Object.keys(bundle.nl).sort());
    for (const [k, v] of [...Object.entries(bundle.nl), ...Object.entries(bundle.en)]) expect(v, k).not.toBe('');
  });
});
