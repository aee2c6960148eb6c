import { describe, expect, it } from 'vitest';
import { restRoute } from '../../../src/core/shared/rest';

describe('restRoute', () => {
  it.each([
    ['/wp-json/', 'ct-ultimate-gdpr/v1/cookie-popup', '/wp-json/ct-ultimate-gdpr/v1/cookie-popup'],
    ['https://x.nl/wp-json', '/seoaic/v1/lead', 'https://x.nl/wp-json/seoaic/v1/lead'],
    ['/wp-json/', 'wc/store/v1/order/7?key=wc_order_a', '/wp-json/wc/store/v1/order/7?key=wc_order_a'],
    // plain permalinks: the route's query continues the root's
    ['/?rest_route=/', 'wc/store/v1/order/7?key=wc_order_a&billing_email=x%40y.nl', '/?rest_route=/wc/store/v1/order/7&key=wc_order_a&billing_email=x%40y.nl'],
    ['/?rest_route=/', 'wc/store/v1/cart', '/?rest_route=/wc/store/v1/cart'],
  ])('restRoute(%j, %j) -> %j', (root, route, expected) => {
    expect(restRoute(root, route)).toBe(expected);
  });
});
