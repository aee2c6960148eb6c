/**
 * <wc-checkout>'s form state: what the visitor typed (kept in sessionStorage, the terms never), a
 * logged-in customer's saved addresses filled in, the browser-side checks, the API's field errors
 * placed on their fields, and each field's message.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Cart } from '../../core/shop/cart';
import { ACCOUNT_PASSWORD_MIN, accountPasswordProblem, addressForm, CHECKOUT_STORAGE_KEY, checkField, fromWcAddress, makesAccount, readDraft, type AddressDraft, type CheckoutDraft, type FieldError, type WcCheckoutConfig } from '../../core/shop/checkout';
import { format } from '../../i18n';
import type { CheckoutStrings } from '../../i18n/checkout';
import { partSelector } from '../shop/parts';
import { CHECKOUT_PARTS as P } from './parts';
import { load, save } from './storage';
import { errorsText, problemText, serverFieldText } from './texts';

export type Group = 'billing' | 'shipping';
/** A field's id in the form: `contact-email`, `billing-postcode`, `shipping-city`, `terms`, `payment`. */
export type FieldId = string;

/** The form's key of a WooCommerce address key (the split form shows `address_1` as the street). */
function formKey(group: Group, wcKey: string, draft: CheckoutDraft): string {
  const country = (draft[group].country || 'NL').toUpperCase();
  if (wcKey === 'address_1' && addressForm(country).splitNumber) return 'street';
  return wcKey;
}

export interface CheckoutFormOptions {
  cart: Cart | null;
  config: WcCheckoutConfig;
  s: CheckoutStrings;
  root: ShadowRoot;
  /** The shop says a customer is logged in: no account is made with the order. */
  loggedIn: boolean;
  defaultCountry: string;
  needsShippingAddress: boolean;
  announce(text: string): void;
  focusWhenRendered(selector: string | null): void;
}

export function useCheckoutForm({ cart, config, s, root, loggedIn, defaultCountry, needsShippingAddress, announce, focusWhenRendered }: CheckoutFormOptions) {
  const [draft, setDraftState] = useState<CheckoutDraft>(() => readDraft(load(CHECKOUT_STORAGE_KEY), defaultCountry));
  const draftRef = useRef(draft);
  const [touched, setTouched] = useState<Record<FieldId, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<FieldId, string>>({});
  const [groupErrors, setGroupErrors] = useState<Partial<Record<Group, string>>>({});
  const prefilled = useRef(false);
  // The account's password: in state and a ref, never in the draft (nothing keeps it).
  const [password, setPasswordState] = useState('');
  const passwordRef = useRef('');
  /** Whether this order makes an account, and the checkout asks its password. */
  const account = { makes: !loggedIn && makesAccount(config, draft), asksPassword: !loggedIn && makesAccount(config, draft) && !config.generatePassword };

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

  // Payment method: keep a valid choice when the cart's methods change.
  useEffect(() => {
    if (!cart) return;
    const m = cart.payment_methods;
    if (m.length && !m.includes(draftRef.current.paymentMethod)) setDraft((d) => ({ ...d, paymentMethod: m[0]! }));
  }, [cart, setDraft]);

  // The methods by their ids (a new cart answer with the same methods changes nothing).
  const methodsKey = (cart?.payment_methods ?? []).join(',');
  const methods = useMemo(() => (methodsKey ? methodsKey.split(',') : []), [methodsKey]);

  /** Every problem of the draft as the browser-side checks see it, by field id, in the form's order. */
  const clientProblems = useCallback(
    (d: CheckoutDraft, pw: string): [FieldId, string][] => {
      const out: [FieldId, string][] = [];
      const email = checkField({ key: 'email', required: true }, d.email, 'NL');
      if (email) out.push(['contact-email', problemText(s, email, 'email')]);
      const groups: Group[] = ['billing'];
      if (needsShippingAddress && d.shipToDifferent) groups.push('shipping');
      for (const g of groups) {
        const country = (d[g].country || defaultCountry).toUpperCase();
        for (const f of addressForm(country, config.phone).fields) {
          const p = checkField(f, d[g][f.key] ?? '', country);
          if (p) out.push([`${g}-${f.key}`, problemText(s, p, f.key)]);
        }
      }
      if (!loggedIn && makesAccount(config, d) && !config.generatePassword) {
        const p = accountPasswordProblem(pw);
        if (p) out.push(['account-password', p === 'short' ? format(s['checkout.account.passwordShort'], { n: ACCOUNT_PASSWORD_MIN }) : s['checkout.account.passwordRequired']]);
      }
      if (methods.length && !methods.includes(d.paymentMethod)) out.push(['payment', s['checkout.problem.payment']]);
      if (config.termsUrl && !d.terms) out.push(['terms', s['checkout.problem.terms']]);
      return out;
    },
    [needsShippingAddress, methods, config, loggedIn, s, defaultCountry],
  );

  /** The browser's own validity of the rendered fields on top (a type="email" it refuses, a required box left empty). */
  const withValidity = useCallback(
    (found: [FieldId, string][]): [FieldId, string][] => {
      const ids = new Set(found.map(([id]) => id));
      const more: [FieldId, string][] = [];
      for (const el of root.querySelectorAll<HTMLInputElement>(`form ${partSelector(P.fieldInput)}, form ${partSelector(P.terms)}`)) {
        if (!el.id || ids.has(el.id) || el.validity.valid) continue;
        const key = el.id.replace(/^(contact|billing|shipping)-/, '');
        more.push([el.id, el.validity.typeMismatch ? problemText(s, 'email', key) : el.id === 'terms' ? s['checkout.problem.terms'] : problemText(s, 'required', key)]);
      }
      return more.length ? [...found, ...more] : found;
    },
    [root, s],
  );

  const problems = useMemo(() => new Map(withValidity(clientProblems(draft, password))), [withValidity, clientProblems, draft, password]);

  /** The message a field shows: the API's for it, else the browser-side one once touched or after a press (`submitted`). */
  const messageOf = (id: FieldId, submitted: boolean) => serverErrors[id] || ((touched[id] || submitted) && problems.get(id)) || '';

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
  const setPassword = (v: string) => {
    passwordRef.current = v;
    setPasswordState(v);
    if (serverErrors['account-password']) setServerErrors(({ 'account-password': _gone, ...rest }) => rest);
  };
  /** What the order's request says of the account: made or not, with the password the visitor chose. */
  const accountRequest = () => ({ create: !loggedIn && makesAccount(config, draftRef.current), password: config.generatePassword ? '' : passwordRef.current });

  /** The fields in error as a press sees them now, in the form's order. */
  const findProblems = (): FieldId[] => withValidity(clientProblems(draftRef.current, passwordRef.current)).map(([id]) => id);

  /** The API's errors go. */
  const clearServerErrors = () => {
    setServerErrors({});
    setGroupErrors({});
  };

  /** A press found problems: the API's old errors go, the first field in error gets focus, the count is told. */
  const showProblems = (first: FieldId, count: number) => {
    focusWhenRendered(`#${CSS.escape(first)}`);
    clearServerErrors();
    announce(errorsText(s, count));
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
        if (e.code === 'registration-error-email-exists') byId['contact-email'] ??= s['checkout.account.exists'];
        else if (e.key === 'password') byId['account-password'] ??= e.code === 'registration-error-missing-password' ? s['checkout.account.passwordRequired'] : e.code === 'registration-error-weak-password' ? format(s['checkout.account.passwordShort'], { n: ACCOUNT_PASSWORD_MIN }) : e.message;
        else byId[e.key === 'email' ? 'contact-email' : 'payment'] ??= e.message || s['checkout.problem.email'];
        continue;
      }
      const g = e.group === 'shipping' && !(needsShippingAddress && d.shipToDifferent) ? 'billing' : e.group;
      const id = e.key ? `${g}-${formKey(g, e.key, d)}` : '';
      if (id && root.querySelector(`#${CSS.escape(id)}`)) byId[id] ??= serverFieldText(s, e.key, e.message);
      else onGroup(g, e.message);
    }
    const groups: Partial<Record<Group, string>> = {};
    for (const [g, list] of Object.entries(groupTexts) as [Group, string[]][]) groups[g] = format(s['checkout.addressProblem'], { message: list.join(', ') });
    setServerErrors(byId);
    setGroupErrors(groups);
    const first = Object.keys(byId)[0];
    focusWhenRendered(first ? `#${CSS.escape(first)}` : groups.billing ? '#billing-error' : groups.shipping ? '#shipping-error' : null);
    announce(errorsText(s, Object.keys(byId).length + Object.keys(groups).length));
  };

  /** Fields with a message after a press: the API's and the browser-side ones, each once, and the address groups'. */
  const errorCount = (submitted: boolean) => [...new Set([...Object.keys(serverErrors), ...(submitted ? [...problems.keys()] : [])])].length + Object.keys(groupErrors).length;

  return { draft, draftRef, setDraft, methods, groupErrors, messageOf, edit, touch, findProblems, clearServerErrors, showProblems, showFieldErrors, errorCount, account, password, setPassword, accountRequest, loggedIn };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
