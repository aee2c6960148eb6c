/**
 * gform_validate_config as Gravity Forms answers it (GF_Config::validate_ajax): the product meta
 * the server handed out with the form (`product_meta`, signed with `hash`) must come back
 * unchanged. A config without a hash (a form given inline on the page) is compared with the
 * server's own form instead: same products, options and shipping at the same prices.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { productMeta, type ProductMeta } from '../../../src/core/forms/pricing';
import type { FormObject } from '../../../src/core/forms/types';
import { EUR, toNumber } from '../../../src/core/shared/currency';
import { isPlainObject } from '../../../src/core/shared/schema';
import { loadForm } from './catalog';

// Gravity Forms signs with wp_hash (the site's salts); here a secret from the environment, else one per process.
const SECRET = process.env.GFORM_CONFIG_SECRET || randomBytes(32).toString('hex');

/** The hash Gravity Forms puts on a config: a keyed hash of its JSON. */
export function configHash(config: unknown): string {
  return createHmac('sha256', SECRET).update(JSON.stringify(config)).digest('hex');
}

/** The product meta of a form with its hash, as gform_get_config hands it out (undefined without products or shipping). */
export function signedProductMeta(form: Pick<FormObject, 'fields'>): (ProductMeta & { hash: string }) | undefined {
  const meta = productMeta(form);
  if (!meta.products && !meta.shipping) return undefined;
  return { ...meta, hash: configHash(meta) };
}

type Answer = { success: boolean; data?: unknown };

/** Checks a posted product config; the answer is `{success}` or `{success: false, data: message}`. */
export function validateProductConfig(config: unknown): Answer {
  if (!isPlainObject(config)) return { success: false, data: 'Invalid config.' };
  const { hash, ...rest } = config;
  if (typeof hash === 'string') {
    const expected = Buffer.from(configHash(rest));
    const given = Buffer.from(hash);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { success: true } : { success: false, data: 'Config validation failed. Hash does not match' };
  }
  const formId = rest.form_id;
  if (!Number.isInteger(formId)) return { success: false, data: 'Invalid config.' };
  const stored = loadForm(formId as number);
  if (!stored) return { success: false, data: `Form ${String(formId)} not found.` };
  const problem = compareMeta(productMeta(stored.form), rest);
  return problem ? { success: false, data: problem } : { success: true, data: { form_id: formId } };
}

const price = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? toNumber(v, EUR) : null);
const choicePrices = (v: unknown) => (Array.isArray(v) ? v.map((c) => price(isPlainObject(c) ? c.price : undefined)) : []);
/** Fields keyed by id (Gravity Forms' shape), or a list of them (read by their `id`). */
function entries(v: unknown): [string, Record<string, unknown>][] {
  const list: [string, unknown][] = Array.isArray(v) ? v.map((x) => [String(isPlainObject(x) ? x.id : ''), x]) : isPlainObject(v) ? Object.entries(v) : [];
  return list.filter((e): e is [string, Record<string, unknown>] => isPlainObject(e[1]));
}

/** The first difference between the server's meta and a posted one that matters for prices, or null. */
function compareMeta(server: ProductMeta, client: Record<string, unknown>): string | null {
  const ours = new Map(entries(server.products));
  const theirs = entries(client.products);
  if (theirs.length !== ours.size) return 'The products of this form do not match.';
  for (const [id, p] of theirs) {
    const s = ours.get(id);
    if (!s || s.type !== p.type || (s.inputType ?? '') !== (p.inputType ?? '')) return `Product field ${id} does not belong to this form.`;
    const diff = compareField(id, s, p);
    if (diff) return diff;
    const serverOptions = new Map(entries(s.options));
    const clientOptions = entries(p.options);
    if (clientOptions.length !== serverOptions.size) return `The options of product field ${id} do not match.`;
    for (const [oid, o] of clientOptions) {
      const so = serverOptions.get(oid);
      if (!so) return `Option field ${oid} does not belong to product field ${id}.`;
      const d = compareField(oid, so, o);
      if (d) return d;
    }
  }
  if (Boolean(server.shipping) !== isPlainObject(client.shipping)) return 'The shipping of this form does not match.';
  if (server.shipping && isPlainObject(client.shipping)) return compareField(String(server.shipping.id), server.shipping, client.shipping);
  return null;
}

function compareField(id: string, server: Record<string, unknown>, client: Record<string, unknown>): string | null {
  if (price(server.basePrice) !== price(client.basePrice)) return `The price of field ${id} does not match.`;
  const a = choicePrices(server.choices);
  const b = choicePrices(client.choices);
  if (a.length !== b.length || a.some((x, i) => x !== b[i])) return `The choices of field ${id} do not match.`;
  return null;
}
