/**
 * WooCommerce's Store API as a visitor of stack 2 (the shop tags' and the checkout's WordPress tests):
 * the cart it holds for the page's cookies, a write with the nonce from the first refusal, the seeded
 * products' ids, amounts as the tags print them.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, type WpInfo } from './fixtures';

/** WooCommerce's amount in minor units as the tags print it (EUR, Dutch). */
export const euro = (minor: string | number) => `€ ${(Number(minor) / 100).toFixed(2).replace('.', ',')}`;

/** The cart WooCommerce holds for the page's visitor (a GET with the page's cookies). */
export async function wcCart(req: APIRequestContext): Promise<any> {
  const r = await req.get('/wp-json/wc/store/v1/cart');
  expect(r.status()).toBe(200);
  return r.json();
}

/** A Store API write as the page's visitor: the nonce from the first refusal, as the client does. */
export async function write(req: APIRequestContext, route: string, data: Record<string, unknown>): Promise<any> {
  let nonce = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const res = await req.post(`/wp-json/wc/store/v1/cart/${route}`, { data, headers: nonce ? { Nonce: nonce } : {} });
    nonce = res.headers().nonce ?? nonce;
    if (res.ok()) return res.json();
    expect([401, 403], await res.text()).toContain(res.status());
  }
  throw new Error(`${route} refused twice`);
}

export function productIds(wp: WpInfo): Record<string, number> {
  const ids = (wp.seed as { products?: Record<string, number> }).products;
  if (!ids?.['TAART-APPEL']) throw new Error(`the seed of stack ${wp.stack} has no shop (fixtures/woocommerce.json)`);
  return ids;
}
