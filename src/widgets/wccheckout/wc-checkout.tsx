/**
 * <wc-checkout>'s widget (issue 33): the checkout on WooCommerce's Store API, as WooCommerce's
 * Checkout block places orders (`POST wc/store/v1/checkout`): contact e-mail, billing and shipping
 * addresses (the Dutch form by default), order notes, the order summary with the cart page's coupon,
 * shipping and totals parts (../shop/summary.tsx), payment methods from the cart answer, terms, and
 * the order-received view. The rules are in src/core/shop/checkout.ts.
 *
 * One order per press: the press is locked synchronously while the order is placed (a second press
 * sends nothing), the attempt's Idempotency-Key is reused for a repeat after no answer (also after a
 * reload: it is kept in sessionStorage), a `beforeunload` guard holds while the order is on its way.
 */
import { session } from '../../platform/storage';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import type { Cart } from '../../core/shop/cart';
import { totalsRows, type TotalsRow } from '../../core/shop/cart-page';
import {
  addressForm,
  afterAnswer,
  CHECKOUT_ROUTE,
  CHECKOUT_STORAGE_KEY,
  checkField,
  checkoutRequest,
  formatIban,
  fromWcAddress,
  isPickup,
  keyForPress,
  normalizePostcode,
  ORDER_NOTE_MAX,
  ORDER_STORAGE_KEY,
  PAYMENT_BACS,
  PAYMENT_COD,
  PLACE_ORDER_RETRIES,
  PLACE_ORDER_RETRY_DELAY_MS,
  PLACE_ORDER_TIMEOUT_MS,
  probablyPlaced,
  readAttemptState,
  readBankAccounts,
  readCheckoutAnswer,
  readDraft,
  readPrintedCountries,
  readReceivedView,
  shouldFollowRedirect,
  type AddressDraft,
  type AddressField,
  type AttemptState,
  type BankAccount,
  type CheckoutAnswer,
  type CheckoutDraft,
  type FieldError,
  type FieldProblem,
  type PlacedOrder,
  type ReceivedView,
  type WcCheckoutConfig,
} from '../../core/shop/checkout';
import type { StoreError } from '../../core/shop/errors';
import { formatPrice } from '../../core/shop/money';
import { format } from '../../i18n';
import type { CheckoutStrings } from '../../i18n/checkout';
import { storeErrorText } from '../../i18n/shop';
import { pageCartStore } from '../../platform/shop/cart-store';
import { newIdempotencyKey, retryWait } from '../../platform/shop/store-api';
import type { WidgetProps } from '../context';
import { Coupons, Shipping, Totals } from '../shop/summary';
import cartCss from '../wccart/wc-cart.css';
import css from './wc-checkout.css';

/** The cart page's sheet (notices, buttons, the summary's parts) and the checkout's own. */
export const wcCheckoutStyles = `${cartCss}\n${css}`;

type Group = 'billing' | 'shipping';
/** A field's id in the form: `contact-email`, `billing-postcode`, `shipping-city`, `terms`, `payment`. */
type FieldId = string;

interface Banner {
  text: string;
  retry?: boolean;
  login?: boolean;
}

// sessionStorage through the project's safe wrapper (src/platform/storage.ts): blocked or full
// storage keeps the value in memory for the page.
const load = (key: string): unknown => session.getJson<unknown>(key, undefined);
const save = (key: string, value: unknown): void => (value === undefined ? session.remove(key) : session.setJson(key, value));

/** The form's key of a WooCommerce address key (the split form shows `address_1` as the street). */
function formKey(group: Group, wcKey: string, draft: CheckoutDraft): string {
  const country = (draft[group].country || 'NL').toUpperCase();
  if (wcKey === 'address_1' && addressForm(country).splitNumber) return 'street';
  return wcKey;
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale === 'en' ? 'en' : 'nl'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The page's WooCommerce settings (printed on block checkout pages). */
function printedCountries() {
  const w = (typeof window === 'undefined' ? {} : window) as { wcSettings?: { allowedCountries?: unknown } };
  return readPrintedCountries(w.wcSettings?.allowedCountries);
}

export function WcCheckoutWidget({ ctx }: WidgetProps<WcCheckoutConfig, CheckoutStrings>) {
  const { strings: s, root } = ctx;
  // The countries: the attribute's or the config's, else the shop's list WooCommerce printed, else the default.
  const printed = useMemo(printedCountries, []);
  const config = useMemo<WcCheckoutConfig>(() => (!ctx.config.countriesGiven && printed.codes.length ? { ...ctx.config, countries: printed.codes } : ctx.config), [ctx.config, printed]);
  const locale = ctx.settings.locale;
  const store = useMemo(() => pageCartStore({ restUrl: ctx.settings.restUrl, nonce: config.nonce || ctx.settings.storeApiNonce || undefined }), [ctx.settings.restUrl, config.nonce, ctx.settings.storeApiNonce]);
  const snap = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const cart = snap.cart;
  const defaultCountry = config.countries[0] ?? 'NL';

  const stored = useRef(load(CHECKOUT_STORAGE_KEY));
  const [draft, setDraftState] = useState<CheckoutDraft>(() => readDraft(stored.current, defaultCountry));
  const draftRef = useRef(draft);
  const [touched, setTouched] = useState<Record<FieldId, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<FieldId, string>>({});
  const [groupErrors, setGroupErrors] = useState<Partial<Record<Group, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [live, setLive] = useState('');
  const [received, setReceived] = useState<ReceivedView | null>(() => readReceivedView(load(ORDER_STORAGE_KEY)));
  const [redirecting, setRedirecting] = useState(false);
  const attempt = useRef<AttemptState>(readAttemptState(load(`${CHECKOUT_STORAGE_KEY}_attempt`)));
  const prefilled = useRef(false);
  const focusNext = useRef<string | null>(null);

  // coupon and shipping state (the cart page's parts)
  const [couponText, setCouponText] = useState('');
  const couponField = useRef<HTMLInputElement>(null);
  const [couponError, setCouponError] = useState('');
  const [couponNote, setCouponNote] = useState('');
  const [couponBusy, setCouponBusy] = useState<string | null>(null);
  const [shippingBusy, setShippingBusy] = useState<string | null>(null);
  const [shippingError, setShippingError] = useState('');

  const announce = useCallback((text: string) => setLive((old) => (old === text ? `${text}\u00a0` : text)), []);
  const errorText = useCallback((error: Pick<StoreError, 'code' | 'message' | 'status'>, vars: { name?: string; code?: string } = {}) => storeErrorText(s, error, vars), [s]);
  /** A refusal in the page's language when the tag knows its code (or the product it names), else the server's own words. */
  const said = (error: Pick<StoreError, 'code' | 'message' | 'status'>): string => {
    const own = errorText(error);
    return own === s['shop.error.unknown'] && error.message ? error.message : own;
  };

  useEffect(() => {
    void store.load();
  }, [store]);

  /** The draft changes: kept in state, in the ref (handlers in the same task see it) and in sessionStorage. */
  const setDraft = useCallback((update: (d: CheckoutDraft) => CheckoutDraft) => {
    const next = update(draftRef.current);
    draftRef.current = next;
    setDraftState(next);
    const { terms: _t, ...kept } = next;
    save(CHECKOUT_STORAGE_KEY, kept);
  }, []);

  // A logged-in customer's saved addresses (the cart answer's): fill what the visitor has not typed.
  useEffect(() => {
    // The first cart with items is the API's answer (an empty cart may be the cookie's guess, without addresses).
    if (!cart || prefilled.current || cart.items.length === 0) return;
    prefilled.current = true;
    const b = fromWcAddress(cart.billing_address);
    const sh = fromWcAddress(cart.shipping_address);
    const hasSaved = (a: Record<string, string>) => Object.entries(a).some(([k, v]) => k !== 'country' && v !== '');
    setDraft((d) => {
      const fill = (typed: AddressDraft, saved: AddressDraft, has: boolean): AddressDraft => {
        if (!has) return typed;
        const typedAny = Object.entries(typed).some(([k, v]) => k !== 'country' && v);
        return typedAny ? typed : { ...saved, country: config.countries.includes(saved.country ?? '') ? saved.country! : typed.country ?? defaultCountry };
      };
      const methods = cart.payment_methods;
      return {
        ...d,
        email: d.email || cart.billing_address.email || '',
        billing: fill(d.billing, b, hasSaved(cart.billing_address)),
        shipping: fill(d.shipping, sh, hasSaved(cart.shipping_address)),
        paymentMethod: methods.includes(d.paymentMethod) ? d.paymentMethod : (methods[0] ?? ''),
      };
    });
  }, [cart, setDraft, config.countries, defaultCountry]);

  // A stored order-received view is this visit's order only while the cart is empty (a new cart is a new checkout).
  const restoredChecked = useRef(false);
  useEffect(() => {
    if (!cart || restoredChecked.current) return;
    restoredChecked.current = true;
    if (received && cart.items.length > 0) {
      setReceived(null);
      save(ORDER_STORAGE_KEY, undefined);
    }
  }, [cart, received]);

  // Payment method: keep a valid choice when the cart's methods change.
  useEffect(() => {
    if (!cart) return;
    const m = cart.payment_methods;
    if (m.length && !m.includes(draftRef.current.paymentMethod)) setDraft((d) => ({ ...d, paymentMethod: m[0]! }));
  }, [cart, setDraft]);

  // Focus after render (the first field in error, the received heading).
  useEffect(() => {
    const sel = focusNext.current;
    if (!sel) return;
    const el = root.querySelector<HTMLElement>(sel);
    if (el) {
      focusNext.current = null;
      el.focus();
      el.scrollIntoView?.({ block: 'center', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    }
  });

  // The beforeunload guard while an order is on its way.
  useEffect(() => {
    if (!placing) return;
    const guard = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = s['checkout.leaveWarning'];
      return s['checkout.leaveWarning'];
    };
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [placing, s]);

  const pickup = cart ? isPickup(cart) : false;
  const needsShippingAddress = !!cart && cart.needs_shipping && !pickup;
  const methods = cart?.payment_methods ?? [];

  // ---- checks -------------------------------------------------------------------------------------

  const label = (key: string) => (s[`checkout.field.${key}` as keyof CheckoutStrings] ?? key).replace(/\s*\(.*\)$/, '');
  const problemText = (p: FieldProblem, key: string) => (p ? format(s[`checkout.problem.${p}` as keyof CheckoutStrings], { field: label(key).toLowerCase() }) : '');

  /** Every problem of the draft as the browser-side checks see it, by field id, in the form's order. */
  const clientProblems = useCallback(
    (d: CheckoutDraft): [FieldId, string][] => {
      const out: [FieldId, string][] = [];
      const email = checkField({ key: 'email', required: true }, d.email, 'NL');
      if (email) out.push(['contact-email', problemText(email, 'email')]);
      const groups: Group[] = ['billing'];
      if (needsShippingAddress && d.shipToDifferent) groups.push('shipping');
      for (const g of groups) {
        const country = (d[g].country || defaultCountry).toUpperCase();
        for (const f of addressForm(country, config.phone).fields) {
          const p = checkField(f, d[g][f.key] ?? '', country);
          if (p) out.push([`${g}-${f.key}`, problemText(p, f.key)]);
        }
      }
      if (methods.length && !methods.includes(d.paymentMethod)) out.push(['payment', s['checkout.problem.payment']]);
      if (config.termsUrl && !d.terms) out.push(['terms', s['checkout.problem.terms']]);
      return out;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [needsShippingAddress, methods.join(','), config.termsUrl, config.phone, s, defaultCountry],
  );

  /** The browser's own validity of the rendered fields on top (a type="email" it refuses, a required box left empty). */
  const withValidity = useCallback(
    (found: [FieldId, string][]): [FieldId, string][] => {
      const ids = new Set(found.map(([id]) => id));
      const more: [FieldId, string][] = [];
      for (const el of root.querySelectorAll<HTMLInputElement>('form [part~="field-input"], form [part~="terms"]')) {
        if (!el.id || ids.has(el.id) || el.validity.valid) continue;
        const key = el.id.replace(/^(contact|billing|shipping)-/, '');
        more.push([el.id, el.validity.typeMismatch ? problemText('email', key) : el.id === 'terms' ? s['checkout.problem.terms'] : problemText('required', key)]);
      }
      return more.length ? [...found, ...more] : found;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [root, s],
  );

  const problems = useMemo(() => new Map(withValidity(clientProblems(draft))), [withValidity, clientProblems, draft]);
  /** The message a field shows: the API's for it, else the browser-side one once touched or after a press. */
  const messageOf = (id: FieldId) => serverErrors[id] || ((touched[id] || submitted) && problems.get(id)) || '';

  const edit = (id: FieldId, update: (d: CheckoutDraft) => CheckoutDraft) => {
    setDraft(update);
    if (serverErrors[id]) {
      setServerErrors((e) => {
        const { [id]: _gone, ...rest } = e;
        return rest;
      });
    }
  };
  const touch = (id: FieldId) => setTouched((t) => (t[id] ? t : { ...t, [id]: true }));

  // ---- summary calls (coupons, shipping): the cart page's, through the page's cart store ----------------

  const applyCoupon = async (e?: FormEvent) => {
    e?.preventDefault();
    const code = (couponField.current?.value ?? couponText).trim();
    if (couponBusy) return;
    setCouponNote('');
    if (!code) {
      setCouponError(s['cart.coupon.emptyCode']);
      return;
    }
    setCouponError('');
    setCouponBusy(code);
    const r = await store.applyCoupon(code);
    setCouponBusy(null);
    if (r.ok) {
      setCouponText('');
      const note = format(s['cart.coupon.applied'], { code: code.toUpperCase() });
      setCouponNote(note);
      announce(note);
    } else {
      const t = errorText(r.error, { code: code.toUpperCase() });
      setCouponError(t);
      announce(t);
    }
  };
  const removeCoupon = async (code: string) => {
    if (couponBusy) return;
    setCouponBusy(code);
    setCouponError('');
    setCouponNote('');
    const r = await store.removeCoupon(code);
    setCouponBusy(null);
    if (r.ok) {
      const note = format(s['cart.coupon.removed'], { code: code.toUpperCase() });
      setCouponNote(note);
      announce(note);
      focusNext.current = '[part~="coupon-input"]';
    } else setCouponError(errorText(r.error, { code: code.toUpperCase() }));
  };
  const selectRate = async (pkgId: number | string, rateId: string, name: string) => {
    if (shippingBusy) return;
    setShippingBusy(rateId);
    setShippingError('');
    const r = await store.selectShippingRate(rateId, pkgId);
    setShippingBusy(null);
    if (r.ok) announce(format(s['cart.shipping.selected'], { rate: name }));
    else setShippingError(errorText(r.error));
  };

  // ---- placing the order ----------------------------------------------------------------------------

  const methodTitle = (id: string) => config.paymentMethods[id]?.title || (s[`checkout.method.${id}` as keyof CheckoutStrings] as string | undefined) || id;
  const methodDescription = (id: string) => config.paymentMethods[id]?.description || (s[`checkout.method.${id}.description` as keyof CheckoutStrings] as string | undefined) || '';

  const receivedFrom = (order: PlacedOrder, answer: unknown, c: Cart | null): ReceivedView => {
    const cur = c?.totals.currency;
    const rows = c ? totalsRows(c, config.taxDisplay) : [];
    return {
      answer,
      order,
      lines: (c?.items ?? []).map((i) => ({ name: i.name, quantity: i.quantity, total: formatPrice(config.taxDisplay === 'incl' ? sum(i.totals.line_subtotal, i.totals.line_subtotal_tax) : i.totals.line_subtotal, i.totals.currency) })),
      totals: rows.filter((r) => r.id === 'total' || r.id === 'shipping' || r.id === 'discount').map((r) => ({ label: totalLabel(r, s), value: r.amount === null ? '' : `${r.id === 'discount' ? '-' : ''}${formatPrice(r.amount, cur)}` })),
    };
  };

  /**
   * A server's field message in the page's language: WooCommerce's "{label} is required" and its
   * postcode, phone and e-mail refusals are told in the tag's own words; any other message as sent.
   */
  const serverFieldText = (key: string, message: string): string => {
    if (!message || / is required\.?$/i.test(message)) return problemText('required', key);
    if (/not (a )?valid|is invalid/i.test(message) && (key === 'postcode' || key === 'phone' || key === 'email')) return problemText(key, key);
    return message;
  };

  /**
   * Places the errors the API named on their fields, each once; the first in error gets focus. An
   * address not on screen (a pick-up order, or shipping to the billing address: WooCommerce copies
   * it) has its errors on the billing address, where the visitor typed them.
   */
  const showFieldErrors = (errors: FieldError[]) => {
    const d = draftRef.current;
    const byId: Record<FieldId, string> = {};
    const groupTexts: Partial<Record<Group, string[]>> = {};
    const onGroup = (g: Group, message: string) => {
      const list = (groupTexts[g] ??= []);
      if (!list.includes(message)) list.push(message);
    };
    for (const e of errors) {
      if (e.group === 'contact') {
        byId[e.key === 'email' ? 'contact-email' : 'payment'] ??= e.message || s['checkout.problem.email'];
        continue;
      }
      const g = e.group === 'shipping' && !(needsShippingAddress && d.shipToDifferent) ? 'billing' : e.group;
      const id = e.key ? `${g}-${formKey(g, e.key, d)}` : '';
      if (id && root.querySelector(`#${CSS.escape(id)}`)) byId[id] ??= serverFieldText(e.key, e.message);
      else onGroup(g, e.message);
    }
    const groups: Partial<Record<Group, string>> = {};
    for (const [g, list] of Object.entries(groupTexts) as [Group, string[]][]) groups[g] = format(s['checkout.addressProblem'], { message: list.join(', ') });
    setServerErrors(byId);
    setGroupErrors(groups);
    const first = Object.keys(byId)[0];
    focusNext.current = first ? `#${CSS.escape(first)}` : groups.billing ? '#billing-error' : groups.shipping ? '#shipping-error' : null;
    const n = Object.keys(byId).length + Object.keys(groups).length;
    announce(n === 1 ? s['checkout.errorsOne'] : format(s['checkout.errorsSummary'], { n }));
  };

  const emitError = (answer: CheckoutAnswer & { error: StoreError }, fields?: FieldError[]) =>
    ctx.emit('wc-checkout-error', { code: answer.error.code, message: answer.error.message, status: answer.error.status, kind: answer.kind, ...(fields ? { fields } : {}) });

  const place = async (e?: FormEvent) => {
    e?.preventDefault();
    // The lock: synchronous, before anything else (a second press in the same task sends nothing).
    if (placingRef.current || redirecting) return;
    setSubmitted(true);
    setBanner(null);
    const d = draftRef.current;
    const found = withValidity(clientProblems(d));
    if (found.length) {
      focusNext.current = `#${CSS.escape(found[0]![0])}`;
      setServerErrors({});
      setGroupErrors({});
      announce(found.length === 1 ? s['checkout.errorsOne'] : format(s['checkout.errorsSummary'], { n: found.length }));
      // a render is needed for the focus effect to run
      setTouched((t) => ({ ...t }));
      return;
    }
    placingRef.current = true;
    setPlacing(true);
    setServerErrors({});
    setGroupErrors({});
    announce(s['checkout.placing']);
    const repeatOfLost = attempt.current.key !== '';
    const key = keyForPress(attempt.current, newIdempotencyKey);
    // Kept before sending: a reload while the answer is on its way repeats with this key.
    attempt.current = { key };
    save(`${CHECKOUT_STORAGE_KEY}_attempt`, attempt.current);
    const bought = store.snapshot().cart;
    const body = checkoutRequest(d);
    let answer: CheckoutAnswer;
    let raw: unknown;
    // Whether this answer is to a repeat of an attempt whose answer was lost (a press after the retry
    // banner or a reload, or the tag's own repeat below): an empty cart then means the order was placed.
    let repeated = repeatOfLost;
    for (let tries = 1; ; tries++) {
      const r = await store.api.request('POST', CHECKOUT_ROUTE, body, { idempotencyKey: key, timeout: PLACE_ORDER_TIMEOUT_MS });
      raw = r.ok ? r.data : undefined;
      answer = readCheckoutAnswer(r.ok ? { ok: true, status: r.status, data: r.data } : { ok: false, error: r.error });
      if (answer.kind !== 'lost' || tries > PLACE_ORDER_RETRIES) break;
      repeated = true;
      await retryWait(PLACE_ORDER_RETRY_DELAY_MS);
    }
    attempt.current = afterAnswer(key, answer.kind);
    save(`${CHECKOUT_STORAGE_KEY}_attempt`, attempt.current.key ? attempt.current : undefined);

    if (answer.kind === 'placed') {
      const view = receivedFrom(answer.order, raw, bought);
      save(ORDER_STORAGE_KEY, view);
      save(CHECKOUT_STORAGE_KEY, undefined);
      const ev = ctx.emit('wc-checkout-placed', { order: answer.order }, { cancelable: true });
      void store.refresh();
      if (shouldFollowRedirect(answer.order, location.origin) && !ev.defaultPrevented) {
        setRedirecting(true);
        announce(s['checkout.redirecting']);
        location.assign(new URL(answer.order.redirect_url, location.href).href);
        placingRef.current = false;
        setPlacing(false);
        return;
      }
      setReceived(view);
      focusNext.current = '[part~="received-heading"]';
      announce(format(s['checkout.placedAnnounce'], { number: answer.order.order_number }));
      placingRef.current = false;
      setPlacing(false);
      return;
    }

    placingRef.current = false;
    setPlacing(false);
    if (answer.kind === 'fields') {
      showFieldErrors(answer.errors);
      emitError(answer, answer.errors);
      return;
    }
    let b: Banner;
    if (answer.kind === 'lost') b = { text: s['checkout.lost'], retry: true };
    else if (answer.kind === 'cart') {
      b = { text: format(s['checkout.cartChanged'], { message: said(answer.error) }).replace(/\s{2,}/g, ' ') };
      void store.refresh();
    } else if (answer.kind === 'payment') b = { text: format(s['checkout.paymentFailed'], { message: answer.error.message }).replace(/\s{2,}/g, ' '), retry: true };
    else if (probablyPlaced(repeated, answer)) {
      b = { text: s['checkout.probablyPlaced'] };
      void store.refresh();
    } else if (answer.error.code === 'woocommerce_rest_guest_checkout_disabled') b = { text: s['checkout.guestDisabled'], login: !!config.loginUrl };
    else b = { text: format(s['checkout.refused'], { message: said(answer.error) }).trim() };
    setBanner(b);
    focusNext.current = '[part~="error"]';
    announce(b.text);
    emitError(answer);
  };

  // ---- render -----------------------------------------------------------------------------------

  if (received) return <Received view={received} s={s} config={config} methodTitle={methodTitle} />;

  const loading = !cart && (snap.status === 'loading' || snap.status === 'idle');
  const loadFailed = !cart && snap.status === 'error';
  const busy = placing || redirecting;

  const fieldProps = (id: FieldId) => {
    const message = messageOf(id);
    return { id, message, invalid: !!message };
  };

  const addressFields = (g: Group) => {
    const a = draft[g];
    const country = (a.country || defaultCountry).toUpperCase();
    return (
      <>
        {config.countries.length > 1 && (
          <div className="field field--full">
            <label htmlFor={`${g}-country`}>{label('country')}</label>
            <select
              id={`${g}-country`}
              part="field-input"
              name={`${g}_country`}
              autoComplete={`${g === 'billing' ? 'billing' : 'shipping'} country`}
              value={country}
              onChange={(e) => {
                const v = (e.target as HTMLSelectElement).value;
                edit(`${g}-country`, (d) => ({ ...d, [g]: { ...d[g], country: v } }));
              }}
            >
              {config.countries.map((c) => (
                <option key={c} value={c}>
                  {printed.names[c] || countryName(c, locale)}
                </option>
              ))}
            </select>
          </div>
        )}
        {/* A pick-up order asks the billing address too: WooCommerce requires the billing locale's
            fields whatever the shipping (OrderController::validate_addresses), as its Checkout block does. */}
        {addressForm(country, config.phone).fields.map((f) => {
          const id = `${g}-${f.key}`;
          return (
            <Field
              key={id}
              {...fieldProps(id)}
              field={f}
              // A field the shop requires loses its "(optioneel)" (the phone, when asked so).
              label={f.required ? label(f.key) : (s[`checkout.field.${f.key}` as keyof CheckoutStrings] ?? f.key)}
              type={f.kind === 'phone' ? 'tel' : 'text'}
              autoComplete={f.autocomplete === 'off' ? 'off' : `${g} ${f.autocomplete}`}
              value={a[f.key] ?? ''}
              onInput={(v) => edit(id, (d) => ({ ...d, [g]: { ...d[g], [f.key]: v } }))}
              onBlur={() => {
                touch(id);
                if (f.kind === 'postcode') {
                  const n = normalizePostcode(draftRef.current[g].postcode ?? '', country);
                  if (n !== (draftRef.current[g].postcode ?? '')) setDraft((d) => ({ ...d, [g]: { ...d[g], postcode: n } }));
                }
              }}
            />
          );
        })}
      </>
    );
  };

  const errorCount = [...new Set([...Object.keys(serverErrors), ...(submitted ? [...problems.keys()] : [])])].length + Object.keys(groupErrors).length;

  return (
    <div part="checkout" className="checkout" aria-busy={busy ? 'true' : 'false'}>
      <h2 part="heading" id="wc-checkout-heading" className="se-sr-only" tabIndex={-1}>
        {s['checkout.title']}
      </h2>
      <div part="status" className="se-sr-only" role="status" aria-live="polite">
        {live}
      </div>
      {banner && (
        <div part="error" className="notice notice--error" role="alert" tabIndex={-1}>
          <p>{banner.text}</p>
          {banner.retry && (
            <button type="button" part="retry" className="button button--secondary" onClick={() => void place()}>
              {s['checkout.retry']}
            </button>
          )}
          {banner.login && (
            <a part="login" className="button button--secondary" href={config.loginUrl}>
              {s['checkout.login']}
            </a>
          )}
        </div>
      )}
      {loading && (
        <p part="loading" className="loading">
          {s['checkout.loading']}
        </p>
      )}
      {loadFailed && snap.error && (
        <div part="error" className="notice notice--error" role="alert">
          <p>{errorText(snap.error)}</p>
          <button type="button" part="retry" className="button button--secondary" onClick={() => void store.refresh()}>
            {s['cart.retry']}
          </button>
        </div>
      )}
      {cart && cart.items.length === 0 && (
        <div part="empty" className="empty">
          <p className="empty__title">{s['checkout.empty']}</p>
          <a part="shop-link" className="button" href={config.shopUrl}>
            {s['checkout.backToShop']}
          </a>
        </div>
      )}
      {cart && cart.items.length > 0 && (
        <div className="layout">
          <form part="form" className="form" noValidate onSubmit={(e) => void place(e)} aria-labelledby="wc-checkout-heading">
            {submitted && errorCount > 0 && (
              <p part="errors-summary" className="errors-summary" id="errors-summary">
                {errorCount === 1 ? s['checkout.errorsOne'] : format(s['checkout.errorsSummary'], { n: errorCount })}
              </p>
            )}
            <fieldset part="contact" className="section">
              <legend className="section__title">{s['checkout.contact']}</legend>
              <p className="section__hint" id="contact-hint">
                {s['checkout.contactHint']}
              </p>
              <Field
                {...fieldProps('contact-email')}
                field={{ key: 'email', required: true, autocomplete: 'email' }}
                type="email"
                label={s['checkout.field.email']}
                autoComplete="email"
                describedBy="contact-hint"
                value={draft.email}
                onInput={(v) => edit('contact-email', (d) => ({ ...d, email: v }))}
                onBlur={() => touch('contact-email')}
              />
            </fieldset>
            <fieldset part="billing" className="section" aria-describedby={groupErrors.billing ? 'billing-error' : undefined}>
              <legend className="section__title">{s['checkout.billing']}</legend>
              {groupErrors.billing && <GroupError id="billing-error" text={groupErrors.billing} />}
              <div className="grid">{addressFields('billing')}</div>
            </fieldset>
            {cart.needs_shipping && pickup && (
              <p part="pickup-note" className="section__hint">
                {s['checkout.pickupNote']}
              </p>
            )}
            {needsShippingAddress && (
              <div className="section">
                <label className="check">
                  <input part="ship-to-different" type="checkbox" checked={draft.shipToDifferent} onChange={(e) => setDraft((d) => ({ ...d, shipToDifferent: (e.target as HTMLInputElement).checked }))} />
                  <span>{s['checkout.shipToDifferent']}</span>
                </label>
                {draft.shipToDifferent && (
                  <fieldset part="shipping" className="section section--nested" aria-describedby={groupErrors.shipping ? 'shipping-error' : undefined}>
                    <legend className="section__title">{s['checkout.shipping']}</legend>
                    {groupErrors.shipping && <GroupError id="shipping-error" text={groupErrors.shipping} />}
                    <div className="grid">{addressFields('shipping')}</div>
                  </fieldset>
                )}
              </div>
            )}
            {!needsShippingAddress && groupErrors.shipping && <GroupError id="shipping-error" text={groupErrors.shipping} />}
            <div className="section">
              <label htmlFor="order-note" className="field__label">
                {s['checkout.note']}
              </label>
              <textarea
                id="order-note"
                part="note"
                name="order_comments"
                rows={3}
                maxLength={ORDER_NOTE_MAX}
                aria-describedby="order-note-hint"
                value={draft.note}
                onInput={(e) => edit('note', (d) => ({ ...d, note: (e.target as HTMLTextAreaElement).value }))}
                onChange={(e) => edit('note', (d) => ({ ...d, note: (e.target as HTMLTextAreaElement).value }))}
              />
              <p className="section__hint" id="order-note-hint">
                {s['checkout.noteHint']}
              </p>
            </div>
            <fieldset part="payment" className="section" aria-describedby={messageOf('payment') ? 'payment-error' : undefined}>
              <legend className="section__title">{s['checkout.payment']}</legend>
              {methods.length === 0 && <p className="section__hint">{s['checkout.noPayment']}</p>}
              {methods.map((m) => (
                <label key={m} className="method">
                  <input
                    part="payment-method"
                    type="radio"
                    name="payment_method"
                    value={m}
                    id={m === methods[0] ? 'payment' : undefined}
                    checked={draft.paymentMethod === m}
                    onChange={() => edit('payment', (d) => ({ ...d, paymentMethod: m }))}
                  />
                  <span className="method__text">
                    <span className="method__title">{methodTitle(m)}</span>
                    {methodDescription(m) && <span className="method__description">{methodDescription(m)}</span>}
                  </span>
                </label>
              ))}
              {messageOf('payment') && (
                <p id="payment-error" part="field-error" className="field-error">
                  {messageOf('payment')}
                </p>
              )}
            </fieldset>
            {config.termsUrl && (
              <div className="section">
                <label className="check">
                  <input
                    id="terms"
                    part="terms"
                    type="checkbox"
                    required
                    checked={draft.terms}
                    aria-invalid={messageOf('terms') ? 'true' : undefined}
                    aria-describedby={messageOf('terms') ? 'terms-error' : undefined}
                    onChange={(e) => edit('terms', (d) => ({ ...d, terms: (e.target as HTMLInputElement).checked }))}
                  />
                  <span>{withLink(s['checkout.terms'], <a href={config.termsUrl} target="_blank" rel="noopener">{s['checkout.termsLink']}</a>)}</span>
                </label>
                {messageOf('terms') && (
                  <p id="terms-error" part="field-error" className="field-error">
                    {messageOf('terms')}
                  </p>
                )}
              </div>
            )}
            <button type="submit" part="place-order" className="button button--primary button--wide place" aria-disabled={busy || snap.pending > 0 ? 'true' : undefined} aria-busy={busy ? 'true' : 'false'}>
              {busy ? s['checkout.placing'] : s['checkout.place']}
            </button>
          </form>
          <aside part="summary" className="summary" aria-label={s['checkout.summary']}>
            <div className="summary__inner">
              <h3 className="summary__title">{s['checkout.summary']}</h3>
              <ul part="lines" className="lines">
                {cart.items.map((i) => (
                  <li key={i.key} part="line" className="line">
                    <span className="line__name">
                      {i.name} <span className="line__qty">{format(s['checkout.orderQuantity'], { n: i.quantity })}</span>
                    </span>
                    <span className="line__total">{formatPrice(config.taxDisplay === 'incl' ? sum(i.totals.line_subtotal, i.totals.line_subtotal_tax) : i.totals.line_subtotal, i.totals.currency)}</span>
                  </li>
                ))}
              </ul>
              <Coupons
                cart={cart}
                s={s}
                text={couponText}
                error={couponError}
                note={couponNote}
                busy={couponBusy}
                field={couponField}
                onText={(t) => {
                  setCouponText(t);
                  if (couponError) setCouponError('');
                }}
                onApply={(e) => void applyCoupon(e)}
                onRemove={(c) => void removeCoupon(c)}
              />
              {cart.needs_shipping && cart.shipping_rates.length > 0 && (
                <Shipping packages={cart.shipping_rates} s={s} busy={shippingBusy} error={shippingError} taxDisplay={config.taxDisplay} onSelect={(p, id, name) => void selectRate(p.package_id, id, name)} />
              )}
              <Totals cart={cart} s={s} rows={totalsRows(cart, config.taxDisplay)} />
            </div>
          </aside>
        </div>
      )}
    </div>
  );
}

function sum(a: string | null, b: string | null): string | null {
  if (a === null) return null;
  if (b === null) return a;
  try {
    return (BigInt(a) + BigInt(b)).toString();
  } catch {
    return a;
  }
}

function totalLabel(r: TotalsRow, s: CheckoutStrings): string {
  switch (r.id) {
    case 'total':
      return s['cart.total'];
    case 'shipping':
      return s['cart.shipping'];
    case 'discount':
      return s['cart.discount'];
    default:
      return '';
  }
}

/** A template with one `{link}` filled by a React node. */
function withLink(template: string, link: ReactNode): ReactNode {
  const [before, after] = template.split('{link}');
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

function GroupError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} part="group-error" className="field-error group-error" tabIndex={-1}>
      {text}
    </p>
  );
}

interface FieldProps {
  id: string;
  field: Pick<AddressField, 'required' | 'autocomplete' | 'half' | 'quarter' | 'inputMode'> & { key: string };
  label: string;
  type?: string;
  autoComplete: string;
  value: string;
  message: string;
  invalid: boolean;
  describedBy?: string;
  onInput(value: string): void;
  onBlur(): void;
}

function Field({ id, field, label, type = 'text', autoComplete, value, message, invalid, describedBy, onInput, onBlur }: FieldProps) {
  const errId = `${id}-error`;
  const described = [describedBy, message ? errId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${field.quarter ? ' field--quarter' : field.half ? ' field--half' : ' field--full'}`}>
      <label htmlFor={id}>
        {label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        part="field-input"
        name={id.replace('-', '_')}
        type={type}
        inputMode={field.inputMode}
        autoComplete={autoComplete}
        required={field.required}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={described}
        value={value}
        onInput={(e) => onInput((e.target as HTMLInputElement).value)}
        onChange={(e) => onInput((e.target as HTMLInputElement).value)}
        onBlur={onBlur}
      />
      {message && (
        <p id={errId} part="field-error" className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}

interface ReceivedProps {
  view: ReceivedView;
  s: CheckoutStrings;
  config: WcCheckoutConfig;
  methodTitle(id: string): string;
}

function Received({ view, s, config, methodTitle }: ReceivedProps) {
  const o = view.order;
  const statusText = (s[`checkout.status.${o.status}` as keyof CheckoutStrings] as string | undefined) ?? o.status;
  const fromAnswer = readBankAccounts(o.payment_details);
  const accounts: BankAccount[] = fromAnswer.length ? fromAnswer : config.bankAccounts;
  return (
    <div part="received" className="received">
      <h2 part="received-heading" className="received__title" tabIndex={-1}>
        {s['checkout.placed']}
      </h2>
      <dl part="order-details" className="order-details">
        <div>
          <dt>{s['checkout.orderNumber']}</dt>
          <dd part="order-number">{o.order_number}</dd>
        </div>
        <div>
          <dt>{s['checkout.orderStatus']}</dt>
          <dd part="order-status">{statusText}</dd>
        </div>
        {o.billing_address.email && (
          <div>
            <dt>{s['checkout.orderEmail']}</dt>
            <dd>{o.billing_address.email}</dd>
          </div>
        )}
        {o.payment_method && (
          <div>
            <dt>{s['checkout.orderPayment']}</dt>
            <dd part="order-payment">{methodTitle(o.payment_method)}</dd>
          </div>
        )}
        <div>
          <dt>{s['checkout.orderKey']}</dt>
          <dd part="order-key" className="order-key">
            {o.order_key}
          </dd>
        </div>
      </dl>
      {o.payment_method === PAYMENT_BACS && (
        <section part="bank-details" className="bank" aria-labelledby="bank-title">
          <h3 id="bank-title" className="bank__title">
            {s['checkout.bankTitle']}
          </h3>
          <p>{format(s['checkout.bankHint'], { number: o.order_number })}</p>
          {accounts.map((a, i) => (
            <dl key={i} className="bank__account">
              {(['account_name', 'bank_name', 'iban', 'bic', 'account_number', 'sort_code'] as const)
                .filter((k) => a[k])
                .map((k) => (
                  <div key={k}>
                    <dt>{s[`checkout.bank.${k}`]}</dt>
                    <dd part={`bank-${k.replace('_', '-')}`}>{k === 'iban' ? formatIban(a[k]) : a[k]}</dd>
                  </div>
                ))}
            </dl>
          ))}
        </section>
      )}
      {o.payment_method === PAYMENT_COD && <p className="received__hint">{s['checkout.codHint']}</p>}
      {view.lines.length > 0 && (
        <section className="received__items" aria-labelledby="received-items">
          <h3 id="received-items" className="bank__title">
            {s['checkout.orderItems']}
          </h3>
          <ul part="order-lines" className="lines">
            {view.lines.map((l, i) => (
              <li key={i} className="line">
                <span className="line__name">
                  {l.name} <span className="line__qty">{format(s['checkout.orderQuantity'], { n: l.quantity })}</span>
                </span>
                <span className="line__total">{l.total}</span>
              </li>
            ))}
          </ul>
          <dl className="totals">
            {view.totals.map((t, i) => (
              <div key={i} className="totals__row">
                <dt>{t.label}</dt>
                <dd>{t.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <a part="shop-link" className="button button--secondary" href={config.shopUrl}>
        {s['checkout.newOrder']}
      </a>
    </div>
  );
}
