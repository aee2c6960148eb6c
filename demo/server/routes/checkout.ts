/**
 * WooCommerce's Store API checkout and order routes (issue 33; WC 11.0.1 `Routes/V1/Checkout.php`,
 * `Order.php`, `Utilities/CheckoutTrait.php`, `OrderController.php`), under `/wp-json/wc/store/v1/`:
 *   GET  checkout                 the draft (order_id 0, status checkout-draft) with the cart
 *   PUT  checkout {payment_method?, order_notes?, billing_address?, shipping_address?}   the draft, kept
 *   POST checkout {billing_address, shipping_address?, customer_note?, payment_method}   the order
 *   GET  order/{id}?key=&billing_email=   the order (OrderSchema), for the order-received view
 * plus the demo bank the `redirect` payment method sends the visitor to (`GET|POST /demobank`).
 *
 * POST checkout checks what WooCommerce checks, in its order, with its codes and messages: the
 * address arguments (`rest_invalid_param`, `data.params` / `data.details` per argument: postcode,
 * phone, e-mail, country), guest checkout allowed, the cart not empty (`woocommerce_rest_cart_empty`),
 * the cart's stock (409 `woocommerce_rest_product_out_of_stock` / `…_partially_out_of_stock` with
 * the cart), the payment method (`woocommerce_rest_checkout_payment_method_disabled`,
 * `woocommerce_rest_checkout_missing_payment_method`), the e-mail, the chosen rate
 * (`woocommerce_rest_invalid_shipping_option`: one the shop does not offer, or no rate at all in the
 * shipping address's zone), the required address fields
 * (`woocommerce_rest_invalid_address`, `data.errors`). The order is priced for the shipping zone
 * of the posted address's country (postedCountry), as WooCommerce recalculates the cart with the
 * posted address. Then one transaction writes the order, takes
 * the stock and empties the cart (storage/shop.ts `placeOrder`); a checkout that lost the race for
 * the last items gets the same 409 as one that came later. An `Idempotency-Key` header (1–200
 * visible ASCII characters; WooCommerce ignores it) places at most one order per key and session: a
 * repeat, also one running at the same time, answers that order again (`Idempotent-Replayed: true`).
 * Headers, nonce and cookies as the cart routes (routes/shop.ts `storeRoute`); unlike the cart,
 * `GET checkout` needs the nonce too (or a Cart-Token), as WooCommerce's Checkout::requires_nonce;
 * the argument errors come before the nonce's, as WordPress checks arguments first.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Ctx, Reply } from '../router';
import { isShopRate, shopProduct } from '../shop/catalog';
import {
  addressError,
  checkAddress,
  checkoutResponse,
  draftResponse,
  emptyAddress,
  invalidParams,
  newOrderKey,
  orderFromCart,
  orderResponse,
  sanitizeTextarea,
  type Address,
  type PaymentResultShape,
  type WpError,
} from '../shop/checkout';
import { signUpAtCheckout } from '../account/signup';
import { BANK_DETAILS, DEMO_BANK_PATH, IDEMPOTENCY_KEY, MAX_NOTE_LENGTH, PAYMENT_METHODS, demoBankUrl, generatePassword, guestCheckoutEnabled, orderReceivedUrl, paymentMethod, signupAtCheckout } from '../shop/checkout-config';
import { customerAddresses, customerCartState, customerId, rememberCustomerAddresses } from '../shop/customer';
import { cartRates, cartResponse, type CartState } from '../shop/pricing';
import { orderMailStatements, siteOrigin } from '../mail/enqueue';
import { nowSeconds } from '../storage';
import type { OrderRow } from '../storage/shop';
import type { RouteModule } from './module';
import { RouteError, STORE_NAMESPACE, esc, header, storeRoute, type Action, type Visit } from './shop';
import { esc as html } from '../html';

/** Largest checkout body (two addresses and a note fit in far less). */
const MAX_BODY = 32 * 1024;
/** How often a checkout prices the cart again when the cart changed under it (another tab's write). */
const REPRICE_ATTEMPTS = 3;

/** The priced cart of a state (with the customer's addresses: its shipping country's zone), with the stock as it is now. */
async function priced(v: Visit, state: CartState) {
  const available = await v.ctx.store.shop.available();
  return { cart: cartResponse(await customerCartState(v.ctx, state), (id) => available.get(id) ?? 0, v.now), available };
}

/**
 * The country an order ships to, as WooCommerce recalculates the cart with the posted address
 * (Checkout::update_customer_from_request: the shipping address, or the billing one when none is
 * sent): the posted address's country when it has one, else undefined (the cart's own address).
 */
function postedCountry(body: Record<string, unknown>, addresses: { billing: Address; shipping: Address }): string | undefined {
  const sent = (raw: unknown) => {
    const c = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>).country : undefined;
    return typeof c === 'string' && c.trim() !== '';
  };
  if (body.shipping_address !== undefined && body.shipping_address !== null) return sent(body.shipping_address) ? addresses.shipping.country : undefined;
  return sent(body.billing_address) ? addresses.billing.country : undefined;
}

/**
 * CartController::validate_cart_items' stock part: the lines that hold more than the stock, as
 * `woocommerce_rest_product_out_of_stock` ("X is out of stock and cannot be purchased. Please remove
 * it from your cart.") and `woocommerce_rest_product_partially_out_of_stock` ("There is not enough X
 * in stock. Please reduce the quantity in your cart."), product names quoted and joined as
 * ArrayUtils::natural_language_join does; 409, with the cart.
 */
function stockError(state: CartState, available: Map<number, number>): RouteError | undefined {
  const out: string[] = [];
  const partial: string[] = [];
  for (const l of state.lines) {
    const p = shopProduct(l.product_id);
    if (!p) continue;
    const left = available.get(p.id) ?? 0;
    if (left <= 0) out.push(`"${p.name}"`);
    else if (l.quantity > left) partial.push(`"${p.name}"`);
  }
  const join = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
  const errors: { code: string; message: string }[] = [];
  if (out.length)
    errors.push({ code: 'woocommerce_rest_product_out_of_stock', message: out.length > 1 ? `${join(out)} are out of stock and cannot be purchased. Please remove them from your cart.` : `${join(out)} is out of stock and cannot be purchased. Please remove it from your cart.` });
  if (partial.length)
    errors.push({ code: 'woocommerce_rest_product_partially_out_of_stock', message: partial.length > 1 ? `There are not enough ${join(partial)} in stock. Please reduce the quantities in your cart.` : `There is not enough ${join(partial)} in stock. Please reduce the quantity in your cart.` });
  if (!errors.length) return undefined;
  const [first, ...rest] = errors;
  return new RouteError(409, first!.code, first!.message, {}, rest.map((e) => ({ ...e, data: { status: 409 } })));
}

/** What the payment method answers once the order is placed (Legacy::process_legacy_payment of WooCommerce's gateways). */
function paymentResult(order: OrderRow): PaymentResultShape {
  const method = paymentMethod(order.payment_method);
  if (method?.redirect && order.status === 'pending') {
    const url = demoBankUrl(order.id, order.order_key);
    return { payment_status: 'success', payment_details: [{ key: 'result', value: 'success' }, { key: 'redirect', value: url }], redirect_url: url };
  }
  const url = orderReceivedUrl(order.id, order.order_key);
  const details = [
    { key: 'result', value: 'success' },
    { key: 'redirect', value: url },
  ];
  // Not in WooCommerce's answer (its bacs gateway shows them on the order-received page only): the
  // bank details, so a client can show them without a page of the shop's.
  if (order.payment_method === 'bacs') details.push(...Object.entries(BANK_DETAILS).map(([k, value]) => ({ key: `bacs_${k}`, value })));
  return { payment_status: 'success', payment_details: details, redirect_url: url };
}

/** The request's idempotency key (undefined when none is sent); a malformed one is refused. */
function idempotencyKey(ctx: Ctx): string | undefined {
  const key = header(ctx, 'idempotency-key');
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw new RouteError(400, 'invalid_idempotency_key', 'Header "Idempotency-Key" must be 1 to 200 visible ASCII characters');
  return key;
}

/** The customer's saved addresses, or empty ones (the draft's and a missing argument's base). */
async function savedAddresses(ctx: Ctx): Promise<{ billing: Address; shipping: Address }> {
  const saved = await customerAddresses(ctx);
  const clean = (a: Partial<Address> | undefined) => Object.fromEntries(Object.entries(a ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return { billing: { ...emptyAddress('billing'), ...clean(saved.billing) }, shipping: { ...emptyAddress('shipping'), ...clean(saved.shipping) } };
}

/** The `payment_method` of a request: undefined when not sent or empty; a method the shop does not offer is refused. */
function requestedMethod(body: Record<string, unknown>): string | undefined {
  const raw = body.payment_method;
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') throw new RouteError(400, 'rest_invalid_param', 'Invalid parameter(s): payment_method', { params: { payment_method: 'payment_method is not of type string.' }, details: { payment_method: { code: 'rest_invalid_type', message: 'payment_method is not of type string.', data: { param: 'payment_method' } } } });
  const method = paymentMethod(raw.trim());
  if (!method) throw new RouteError(400, 'woocommerce_rest_checkout_payment_method_disabled', `${esc(raw.trim())} is not available for this order—please choose a different payment method`);
  return method.id;
}

/** The address arguments sent (undefined when not sent), checked as their validate_callbacks do. */
function checkedAddresses(body: Record<string, unknown>, base: { billing: Address; shipping: Address }) {
  const billing = checkAddress(body.billing_address, 'billing', base.billing);
  const shipping = checkAddress(body.shipping_address, 'shipping', base.shipping);
  const invalid: Record<string, WpError[]> = {};
  if (billing.errors.length) invalid.billing_address = billing.errors;
  if (shipping.errors.length) invalid.shipping_address = shipping.errors;
  if (Object.keys(invalid).length) {
    const e = invalidParams(invalid);
    throw new RouteError(400, e.code, e.message, e.data);
  }
  return { billing: billing.address, shipping: shipping.address };
}

/**
 * The checkout's argument checks, before the nonce and the cart, as WordPress runs them: POST's
 * required `billing_address` (`rest_missing_callback_param`), then the address arguments'
 * validate_callbacks (`rest_invalid_param`).
 */
const checkArgs = (creating: boolean) => (body: Record<string, unknown>) => {
  if (creating && body.billing_address === undefined) throw new RouteError(400, 'rest_missing_callback_param', 'Missing parameter(s): billing_address', { params: ['billing_address'] });
  checkedAddresses(body, { billing: emptyAddress('billing'), shipping: emptyAddress('shipping') });
};

const draft = async (v: Visit) => {
  const d = await v.ctx.store.shop.loadDraft(v.session, v.now);
  const { cart } = await priced(v, d.state);
  const saved = await savedAddresses(v.ctx);
  return {
    status: 200,
    json: draftResponse({
      customerId: await customerId(v.ctx),
      customerNote: d.customer_note,
      // the draft's method while the shop still offers it, else the default (CheckoutSchema::get_draft_response)
      paymentMethod: paymentMethod(d.payment_method)?.id ?? PAYMENT_METHODS[0]!.id,
      billing: saved.billing,
      shipping: saved.shipping,
      cart: cart.body,
    }),
  };
};

const getCheckout: Action = (v) => draft(v);

/**
 * PUT checkout: keeps the payment method and the order note with the cart (as WooCommerce's
 * update_session_from_request keeps them in its session) and answers the draft. Address arguments
 * are checked (the same `rest_invalid_param`) but not kept: the draft shows the customer's own
 * addresses, as WooCommerce's (a client sends addresses with the order, or to cart/update-customer).
 */
const putCheckout: Action = async (v) => {
  const { body } = v;
  const method = requestedMethod(body);
  const note = typeof body.order_notes === 'string' ? sanitizeTextarea(body.order_notes, MAX_NOTE_LENGTH) : undefined;
  if (method !== undefined || note !== undefined) await v.ctx.store.shop.setDraft(v.session, { payment_method: method, customer_note: note }, v.now);
  return draft(v);
};

/** The order's checkout answer, 200 (CheckoutTrait: payment_status success → 200). */
const placedAnswer = (order: OrderRow, replayed: boolean): { status: number; json: unknown; headers: Record<string, string> } => ({ status: 200, json: checkoutResponse(order, paymentResult(order)), headers: replayed ? { 'Idempotent-Replayed': 'true' } : {} });

const postCheckout: Action = async (v) => {
  const key = idempotencyKey(v.ctx);
  const replay = async () => {
    const seen = key ? await v.ctx.store.shop.orderByIdempotencyKey(v.session, key) : undefined;
    return seen ? placedAnswer(seen, true) : undefined;
  };
  // a repeat of a placed order answers it, whatever else has changed since (the cart is empty now)
  const before = await replay();
  if (before) return before;
  try {
    return await placeOrder(v, key);
  } catch (e) {
    // a repeat running beside the first one may find the cart already emptied by it: that order
    if (e instanceof RouteError) return (await replay()) ?? Promise.reject(e);
    throw e;
  }
};

async function placeOrder(v: Visit, key: string | undefined) {
  const { ctx, session, now, body } = v;
  const shop = ctx.store.shop;
  const addresses = checkedAddresses(body, await savedAddresses(ctx));
  let customer = await customerId(ctx);
  // validate_user_can_place_order: a guest needs guest checkout, or an account made with the order
  if (customer === 0 && !guestCheckoutEnabled() && !signupAtCheckout()) throw new RouteError(403, 'woocommerce_rest_guest_checkout_disabled', 'You must be logged in to checkout.');
  // should_create_customer_account: a guest, signup at checkout on, and asked for (or required: guest checkout off)
  const makeAccount = customer === 0 && signupAtCheckout() && (!guestCheckoutEnabled() || body.create_account === true || body.create_account === 'true' || body.create_account === 1 || body.create_account === '1');
  let loginCookie: string | undefined;
  const note = typeof body.customer_note === 'string' ? sanitizeTextarea(body.customer_note, MAX_NOTE_LENGTH) : '';
  const country = postedCountry(body, addresses);
  for (let attempt = 1; ; attempt++) {
    const state = await shop.load(session, now);
    if (state.lines.length === 0) throw new RouteError(409, 'woocommerce_rest_cart_empty', 'Cannot place an order, your cart is empty.'); // 409 with the cart, as WooCommerce 11.0.1 answers it (InvalidCartException)
    // priced for the posted address's zone: a chosen rate that zone does not offer gives way to its first
    const forOrder: CartState = country ? { ...state, shipping: { ...state.shipping, country } } : state;
    const { cart, available } = await priced(v, forOrder);
    const short = stockError(state, available);
    if (short) throw short;
    const methodId = requestedMethod(body);
    const total = Number((cart.body.totals as { total_price: string }).total_price);
    if (methodId === undefined && total > 0) throw new RouteError(400, 'woocommerce_rest_checkout_missing_payment_method', 'No payment method provided.');
    const method = methodId ? paymentMethod(methodId)! : undefined;
    // validate_order_before_payment: the e-mail, then the addresses
    const email = addresses.billing.email ?? '';
    if (!email) throw new RouteError(400, 'woocommerce_rest_missing_email_address', 'A valid email address is required');
    // validate_selected_shipping_methods: a chosen rate the shop does not offer (any more), or no rate at all for the address's zone
    const noRate = new RouteError(400, 'woocommerce_rest_invalid_shipping_option', 'Sorry, this order requires a shipping option.');
    if (state.rate !== '' && !isShopRate(state.rate)) throw noRate;
    if (!cartRates(await customerCartState(ctx, forOrder)).chosen) throw noRate;
    const bad = addressError(addresses.billing, addresses.shipping, true);
    if (bad) throw new RouteError(bad.status, bad.code, bad.message, bad.data);
    if (makeAccount && customer === 0) {
      // process_customer: the account (and its login) before the order is placed, the order then its customer's
      const made = await signUpAtCheckout(ctx, { email, password: typeof body.customer_password === 'string' ? body.customer_password : '', generatePassword: generatePassword(), firstName: addresses.billing.first_name ?? '', lastName: addresses.billing.last_name ?? '' }, now);
      if (!made.ok) throw new RouteError(made.status, made.code, made.message);
      customer = made.customerId;
      loginCookie = made.cookie;
    }
    const order = orderFromCart(cart.body, {
      order_key: newOrderKey(),
      // a paid-nothing order completes its payment at once (process_without_payment: processing)
      status: total > 0 ? method!.status : 'processing',
      customer_id: customer,
      payment_method: total > 0 ? method!.id : '',
      payment_method_title: total > 0 ? method!.title : '',
      customer_note: note,
      billing: JSON.stringify(addresses.billing),
      shipping: JSON.stringify(addresses.shipping),
    });
    const outcome = await shop.placeOrder(session, key, state, order, now, orderMailStatements(ctx.store, ctx.mail, order, siteOrigin(ctx), now));
    if (outcome.kind === 'placed' || outcome.kind === 'replayed') {
      const row = await shop.orderById(outcome.id);
      if (!row) throw new Error(`order ${outcome.id} is missing after it was placed`);
      if (outcome.kind === 'placed' && customer > 0) await rememberCustomerAddresses(ctx, customer, addresses);
      const answer = placedAnswer(row, outcome.kind === 'replayed');
      return loginCookie ? { ...answer, headers: { ...answer.headers, 'Set-Cookie': loginCookie } } : answer;
    }
    if (outcome.kind === 'no_stock') {
      // lost the race for the last items: the same answer a later checkout gets
      const { available: fresh } = await priced(v, state);
      throw (
        stockError(state, fresh) ??
        new RouteError(403, 'woocommerce_product_not_enough_stock', `Not enough units of ${esc(state.lines.map((l) => shopProduct(l.product_id)?.name ?? `#${l.product_id}`).join(', '))} are available in stock to fulfil this order.`)
      );
    }
    // the cart changed while this checkout priced it: price it again
    if (attempt >= REPRICE_ATTEMPTS) throw new RouteError(409, 'woocommerce_rest_cart_error', 'The cart changed while the order was being placed. Please check it and try again.');
  }
}

/** GET order/{id}: OrderAuthorizationTrait::is_authorized, then OrderSchema. */
async function getOrder(ctx: Ctx): Promise<Reply> {
  const headers = { 'Cache-Control': 'no-store' };
  const fail = (status: number, code: string, message: string): Reply => ({ status, json: { code, message, data: { status } }, headers });
  const id = /^\d{1,15}$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : 0;
  const order = id > 0 ? await ctx.store.shop.orderById(id) : undefined;
  if (!order) return fail(404, 'woocommerce_rest_invalid_order', 'Invalid order ID.');
  if (order.customer_id > 0) {
    if ((await customerId(ctx)) !== order.customer_id) return fail(403, 'woocommerce_rest_invalid_user', 'This order belongs to a different customer.');
  } else {
    const key = (ctx.url.searchParams.get('key') ?? '').trim();
    const a = Buffer.from(order.order_key);
    const b = Buffer.from(key);
    if (!key || a.length !== b.length || !timingSafeEqual(a, b)) return fail(401, 'woocommerce_rest_invalid_order', 'Invalid order ID or key provided.');
    const email = (ctx.url.searchParams.get('billing_email') ?? '').trim();
    const orderEmail = String((JSON.parse(order.billing) as Address).email ?? '');
    if (!email && orderEmail) return fail(401, 'woocommerce_rest_invalid_billing_email', 'No billing email provided.');
    if (email.toLowerCase() !== orderEmail.toLowerCase()) return fail(401, 'woocommerce_rest_invalid_billing_email', 'Invalid billing email provided.');
  }
  return { status: 200, json: orderResponse(order), headers };
}

/** Escapes text for the demo bank's page. */

/**
 * The demo bank (the `redirect` payment method's page): GET shows the order's amount and a "Betalen"
 * button; POST pays (a pending order becomes processing) and sends the visitor back to the
 * order-received URL, as a payment provider's return does. The order key is the secret.
 */
async function demoBank(ctx: Ctx): Promise<Reply> {
  const isPost = ctx.method === 'POST';
  const id = Number((isPost ? ctx.fields.str('order', { max: 20 }) : ctx.url.searchParams.get('order')) ?? 0);
  const key = (isPost ? ctx.fields.str('key', { max: 100 }) : ctx.url.searchParams.get('key')) ?? '';
  const order = Number.isInteger(id) && id > 0 ? await ctx.store.shop.orderById(id) : undefined;
  const headers = { 'Cache-Control': 'no-store' };
  if (!order || order.order_key !== key || order.payment_method !== 'redirect') return { status: 404, text: 'Onbekende betaling.', contentType: 'text/plain; charset=utf-8', headers };
  if (isPost) {
    await ctx.store.shop.setOrderStatus(order.id, 'pending', 'processing', nowSeconds());
    return { status: 303, text: '', headers: { ...headers, Location: orderReceivedUrl(order.id, order.order_key) } };
  }
  const amount = `€ ${(order.total / 100).toFixed(2).replace('.', ',')}`;
  const page = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demobank: betalen</title><link rel="stylesheet" href="/assets/demobank.css"></head>
<body><div class="bank-bar">Demobank</div>
<main class="bank-card"><h1>Betalen aan ${html(BANK_DETAILS.account_name)}</h1>
<p>Bestelling ${order.id}</p>
<p class="bank-amount">${html(amount)}</p>
<p class="bank-note">Dit is een nagebootste bank voor de demo: er wordt niets afgeschreven. Na het betalen gaat u terug naar de winkel.</p>
<form method="post" action="${DEMO_BANK_PATH}"><input type="hidden" name="order" value="${order.id}"><input type="hidden" name="key" value="${html(order.order_key)}"><button type="submit">Betalen</button></form>
<p class="bank-note"><a href="${html(orderReceivedUrl(order.id, order.order_key))}">Annuleren en terug naar de winkel</a> (de bestelling blijft open staan).</p>
</main></body></html>`;
  return { status: 200, text: page, contentType: 'text/html; charset=utf-8', headers };
}

/**
 * The checkout, order and demo bank routes: a route module of its own (server.ts lists it after
 * routes/shop.ts), so this file uses the Store API plumbing of routes/shop.ts and shop.ts needs
 * nothing of it (no import circle, issue 41).
 */
export const checkoutRoutes: RouteModule = {
  name: 'checkout',
  register(router) {
    const write = { publicWrite: true, maxBody: MAX_BODY };
    // Checkout::requires_nonce is "no cart token", whatever the method: GET needs the nonce too
    router.onRest('GET', `${STORE_NAMESPACE}/checkout`, storeRoute(true, getCheckout));
    router.onRest('PUT', `${STORE_NAMESPACE}/checkout`, storeRoute(true, putCheckout, checkArgs(false)), write);
    router.onRest('POST', `${STORE_NAMESPACE}/checkout`, storeRoute(true, postCheckout, checkArgs(true)), write);
    router.onRest('GET', `${STORE_NAMESPACE}/order/:id`, getOrder);
    router.onPath(DEMO_BANK_PATH, demoBank, { publicWrite: true, maxBody: 4 * 1024 });
  },
};
