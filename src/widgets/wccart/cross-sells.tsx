/**
 * <wc-cart>'s optional cross-sells: the cart answer's `cross_sells`, each with an add button when
 * it can be bought.
 */
import type { CrossSell } from '../../core/shop/cart';
import { formatPrice } from '../../core/shop/money';
import { format } from '../../i18n';
import type { WcCartStrings } from '../../i18n/wccart';
import { CART_PARTS as P } from './parts';

export function CrossSells({ products, s, adding, onAdd }: { products: CrossSell[]; s: WcCartStrings; adding: number | null; onAdd(p: CrossSell): void }) {
  return (
    <section part={P.crossSells} className="cross-sells" aria-labelledby="wc-cart-cross-sells">
      <h3 id="wc-cart-cross-sells" className="cross-sells__title">
        {s['cart.crossSells']}
      </h3>
      <ul className="cross-sells__list">
        {products.map((p) => {
          const image = p.images[0];
          return (
            <li key={p.id} part={P.crossSell} className="cross-sell">
              {image && <img src={image.thumbnail || image.src} alt="" width={120} height={120} loading="lazy" decoding="async" />}
              {p.permalink ? <a href={p.permalink}>{p.name}</a> : <span>{p.name}</span>}
              <span className="cross-sell__price">{formatPrice(p.prices.price, p.prices.currency)}</span>
              {p.is_purchasable && p.is_in_stock && (
                <button type="button" part={P.crossSellAdd} className="button button--secondary" aria-label={format(s['cart.crossSellAddName'], { name: p.name })} aria-busy={adding === p.id ? 'true' : 'false'} onClick={() => onAdd(p)}>
                  {s['cart.crossSellAdd']}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
