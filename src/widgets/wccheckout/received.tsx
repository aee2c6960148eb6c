/**
 * <wc-checkout>'s order-received view: the order's number, status, e-mail, payment and key, the
 * bank details for a bank transfer, what was bought; built when the order was placed and kept in
 * sessionStorage for a reload.
 */
import type { Cart } from '../../core/shop/cart';
import { totalsRows, type TotalsRow } from '../../core/shop/cart-page';
import { formatIban, PAYMENT_BACS, PAYMENT_COD, readBankAccounts, type BankAccount, type PlacedOrder, type ReceivedView, type WcCheckoutConfig } from '../../core/shop/checkout';
import { formatPrice } from '../../core/shop/money';
import { format } from '../../i18n';
import type { CheckoutStrings } from '../../i18n/checkout';
import { lineTotal } from './order-summary';
import { BANK_FIELDS, bankPart, CHECKOUT_PARTS as P } from './parts';

function totalLabel(r: TotalsRow, s: CheckoutStrings): string {
  switch (r.id) {
    case 'tax': {
      const name = r.name || (r.rate ? format(s['cart.taxRate'], { rate_pct: r.rate }) : s['cart.tax']);
      return r.included ? format(s['cart.taxIncluded'], { name }) : name;
    }
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

/** The order-received view of `order` (`answer` the checkout answer's body): what was bought (`c`, the cart as the order was placed), formatted now. */
export function receivedFrom(order: PlacedOrder, answer: unknown, c: Cart | null, config: WcCheckoutConfig, s: CheckoutStrings): ReceivedView {
  const cur = c?.totals.currency;
  const rows = c ? totalsRows(c, config.taxDisplay) : [];
  return {
    answer,
    order,
    lines: (c?.items ?? []).map((i) => ({ name: i.name, quantity: i.quantity, total: formatPrice(lineTotal(i, config.taxDisplay), i.totals.currency) })),
    totals: rows.filter((r) => r.id === 'total' || r.id === 'shipping' || r.id === 'discount' || r.id === 'tax').map((r) => ({ label: totalLabel(r, s), value: r.amount === null ? '' : `${r.id === 'discount' ? '-' : ''}${formatPrice(r.amount, cur)}` })),
  };
}

export interface ReceivedProps {
  view: ReceivedView;
  s: CheckoutStrings;
  config: WcCheckoutConfig;
  methodTitle(id: string): string;
}

export function Received({ view, s, config, methodTitle }: ReceivedProps) {
  const o = view.order;
  const statusText = (s[`checkout.status.${o.status}` as keyof CheckoutStrings] as string | undefined) ?? o.status;
  const fromAnswer = readBankAccounts(o.payment_details);
  const accounts: BankAccount[] = fromAnswer.length ? fromAnswer : config.bankAccounts;
  return (
    <div part={P.received} className="received">
      <h2 part={P.receivedHeading} className="received__title" tabIndex={-1}>
        {s['checkout.placed']}
      </h2>
      <dl part={P.orderDetails} className="order-details">
        <div>
          <dt>{s['checkout.orderNumber']}</dt>
          <dd part={P.orderNumber}>{o.order_number}</dd>
        </div>
        <div>
          <dt>{s['checkout.orderStatus']}</dt>
          <dd part={P.orderStatus}>{statusText}</dd>
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
            <dd part={P.orderPayment}>{methodTitle(o.payment_method)}</dd>
          </div>
        )}
        <div>
          <dt>{s['checkout.orderKey']}</dt>
          <dd part={P.orderKey} className="order-key">
            {o.order_key}
          </dd>
        </div>
      </dl>
      {o.payment_method === PAYMENT_BACS && (
        <section part={P.bankDetails} className="bank" aria-labelledby="bank-title">
          <h3 id="bank-title" className="bank__title">
            {s['checkout.bankTitle']}
          </h3>
          <p>{format(s['checkout.bankHint'], { number: o.order_number })}</p>
          {accounts.map((a, i) => (
            <dl key={i} className="bank__account">
              {BANK_FIELDS.filter((k) => a[k]).map((k) => (
                <div key={k}>
                  <dt>{s[`checkout.bank.${k}`]}</dt>
                  <dd part={bankPart(k)}>{k === 'iban' ? formatIban(a[k]) : a[k]}</dd>
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
          <ul part={P.orderLines} className="lines">
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
      <a part={P.shopLink} className="button button--secondary" href={config.shopUrl}>
        {s['checkout.newOrder']}
      </a>
    </div>
  );
}
