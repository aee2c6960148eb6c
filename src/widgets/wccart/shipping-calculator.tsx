/**
 * <wc-cart>'s shipping calculator (issue 42), as WooCommerce's Cart block offers it under the rates:
 * "Verzenden naar {address}." with "Adres wijzigen" (or "Verzendkosten berekenen" when the shop knows
 * no address), a form with country, postcode and city, and "Bijwerken": the address goes to the shop
 * as the shipping address (`cart/update-customer`, through the page's cart store), whose answer (the
 * rates, taxes and totals for it) the summary shows. A rate the visitor chose is kept while the new
 * address still offers it. The rules are src/core/shop/address-update.ts.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { calculatorDraft, calculatorUpdate, chosenRates, destinationText, hasDestination, rateAfterUpdate, shopAddresses, type CalculatorDraft } from '../../core/shop/address-update';
import type { Cart } from '../../core/shop/cart';
import { format } from '../../i18n';
import { storeErrorText } from '../../i18n/shop';
import type { WcCartStrings } from '../../i18n/wccart';
import type { CartStore } from '../../platform/shop/cart-store';
import { countryName } from '../shop/country-name';
import { CART_PARTS as P } from './parts';

export interface ShippingCalculatorProps {
  cart: Cart;
  store: Pick<CartStore, 'updateCustomer' | 'selectShippingRate'>;
  s: WcCartStrings;
  countries: readonly string[];
  locale: string;
  announce(text: string): void;
}

export function ShippingCalculator({ cart, store, s, countries, locale, announce }: ShippingCalculatorProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraftState] = useState<CalculatorDraft>(() => calculatorDraft(cart, countries));
  /** The form as of now: a press in the same task as the last keystroke sees it (preact renders later). */
  const draftRef = useRef(draft);
  const setDraft = (next: CalculatorDraft) => {
    draftRef.current = next;
    setDraftState(next);
  };
  const edit = (key: keyof CalculatorDraft, value: string) => setDraft({ ...draftRef.current, [key]: value });
  const [error, setError] = useState<{ field: 'country' | 'postcode' | ''; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const name = (code: string) => countryName(code, locale);
  const known = hasDestination(cart);

  const show = () => {
    setDraft(calculatorDraft(cart, countries));
    setError(null);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const u = calculatorUpdate(shopAddresses(cart), draftRef.current, countries);
    if (u.kind === 'invalid') {
      const text = u.field === 'postcode' ? s['cart.calc.badPostcode'] : s['cart.calc.badCountry'];
      setError({ field: u.field, text });
      announce(text);
      return;
    }
    if (u.kind === 'none') {
      close();
      return;
    }
    const before = chosenRates(cart);
    setBusy(true);
    setError(null);
    void store.updateCustomer(u.body).then(async (r) => {
      setBusy(false);
      if (!r.ok) {
        const text = storeErrorText(s, r.error);
        setError({ field: '', text });
        announce(text);
        return;
      }
      // A rate the visitor chose stays while the new address offers it (the shop may have picked another).
      for (const pkg of r.data.shipping_rates) {
        const next = rateAfterUpdate(before.get(pkg.package_id), pkg);
        if (next.kind === 'reselect') await store.selectShippingRate(next.rate_id, next.package_id);
      }
      const where = destinationText(u.body.shipping_address, name);
      const rates = r.data.shipping_rates.some((p) => p.shipping_rates.length > 0);
      announce(rates ? format(s['cart.calc.updated'], { address: where }) : s['cart.calc.noRates']);
      close();
    });
  };

  const errId = `${id}-error`;
  const invalid = (field: 'country' | 'postcode') => (error?.field === field ? { 'aria-invalid': 'true' as const, 'aria-describedby': errId } : {});
  const noRates = known && !cart.shipping_rates.some((p) => p.shipping_rates.length > 0);
  return (
    <div part={P.calculator} className="calculator">
      {known && (
        <p part={P.calculatorDestination} className="calculator__destination">
          {format(s['cart.calc.destination'], { address: destinationText(cart.shipping_address, name) })}
        </p>
      )}
      {noRates && <p className="calculator__note">{s['cart.calc.noRates']}</p>}
      <button ref={toggle} type="button" part={P.calculatorToggle} className="button button--link calculator__toggle" aria-expanded={open ? 'true' : 'false'} aria-controls={`${id}-form`} onClick={() => (open ? setOpen(false) : show())}>
        {known ? s['cart.calc.change'] : s['cart.calc.calculate']}
      </button>
      {open && (
        <form id={`${id}-form`} part={P.calculatorForm} className="calculator__form" noValidate onSubmit={submit} aria-busy={busy ? 'true' : 'false'}>
          <label className="calculator__field">
            <span>{s['cart.calc.country']}</span>
            <select part={P.calculatorCountry} name="calc_shipping_country" autoComplete="country" value={draft.country} {...invalid('country')} onChange={(e) => edit('country', e.currentTarget.value)}>
              {countries.map((c) => (
                <option key={c} value={c}>
                  {name(c)}
                </option>
              ))}
            </select>
          </label>
          <label className="calculator__field">
            <span>{s['cart.calc.postcode']}</span>
            <input part={P.calculatorPostcode} name="calc_shipping_postcode" autoComplete="postal-code" value={draft.postcode} {...invalid('postcode')} onChange={(e) => edit('postcode', e.currentTarget.value)} />
          </label>
          <label className="calculator__field">
            <span>{s['cart.calc.city']}</span>
            <input part={P.calculatorCity} name="calc_shipping_city" autoComplete="address-level2" value={draft.city} onChange={(e) => edit('city', e.currentTarget.value)} />
          </label>
          {error && (
            <p id={errId} part={P.calculatorError} className="field-error" role="alert">
              {error.text}
            </p>
          )}
          <button type="submit" part={P.calculatorSubmit} className="button button--secondary" aria-disabled={busy ? 'true' : undefined}>
            {s['cart.calc.submit']}
          </button>
        </form>
      )}
    </div>
  );
}
