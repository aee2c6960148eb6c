import { describe, expect, it } from 'vitest';
import { restRoute } from '../../../src/core/shared/rest';

describe('restRoute', () => {
  it.each([
    ['/wp-json/', 'ct-ultimate-gdpr/v1/cookie-popup', '/wp-json/ct-ultimate-gdpr/v1/cookie-popup'],
    ['https://x.nl/wp-json', '/seoaic/v1/lead', 'https://x.nl/wp-json/seoaic/v1/lead'],
  ])('restRoute(%j, %j) -> %j', (root, route, expected) => {
    expect(restRoute(root, route)).toBe(expected);
  });
});
