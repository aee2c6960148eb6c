/**
 * <wc-cart>'s item row: image, name (text), unit price, the quantity stepper within the item's
 * `quantity_limits`, the line total and remove, with the item's error.
 */
import type { KeyboardEvent } from 'react';
import type { CartItem } from '../../core/shop/cart';
import { canStep, shownAmount, type WcCartConfig } from '../../core/shop/cart-page';
import { formatPrice } from '../../core/shop/money';
import { format } from '../../i18n';
import type { WcCartStrings } from '../../i18n/wccart';
import { CART_PARTS as P } from './parts';

export interface ItemProps {
  item: CartItem;
  s: WcCartStrings;
  quantity: string;
  busy: 'update' | 'remove' | undefined;
  error: string | undefined;
  taxDisplay: WcCartConfig['taxDisplay'];
  onEdit(text: string): void;
  onCommit(): void;
  onStep(direction: 1 | -1): void;
  onBlur(): void;
  onRemove(): void;
}

export function Item({ item, s, quantity, busy, error, taxDisplay, onEdit, onCommit, onStep, onBlur, onRemove }: ItemProps) {
  const limits = item.quantity_limits;
  const image = item.images[0];
  const errorId = `wc-cart-err-${item.key}`;
  const current = Number(quantity);
  const base = Number.isFinite(current) && quantity.trim() !== '' ? current : item.quantity;
  // `line_subtotal` (+ its tax when prices include tax), as WC Blocks shows a line.
  const lineTotal = shownAmount(item.totals.line_subtotal, item.totals.line_subtotal_tax, taxDisplay);
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onCommit();
    }
  };
  return (
    <li part={P.item} className="item" data-key={item.key} aria-busy={busy ? 'true' : 'false'}>
      <div className="item__image">{image ? <img part={P.itemImage} src={image.thumbnail || image.src} alt={image.alt} width={96} height={96} loading="lazy" decoding="async" /> : <span className="item__placeholder" />}</div>
      <div className="item__main">
        <p className="item__name">
          {item.permalink ? (
            <a part={P.itemName} href={item.permalink}>
              {item.name}
            </a>
          ) : (
            <span part={P.itemName}>{item.name}</span>
          )}
        </p>
        {item.variation.length > 0 && (
          <p className="item__meta">
            {item.variation.map((v) => `${v.attribute}: ${v.value}`).join(', ')}
          </p>
        )}
        <p className="item__price">
          <span className="se-sr-only">{s['cart.unitPrice']}: </span>
          <span part={P.itemPrice}>{formatPrice(item.prices.price, item.prices.currency)}</span>
        </p>
        {item.low_stock_remaining !== null && item.low_stock_remaining > 0 && <p className="item__stock">{format(s['cart.stockLow'], { n: item.low_stock_remaining })}</p>}
      </div>
      <div className="item__qty">
        {limits.editable && !item.sold_individually ? (
          <div part={P.quantity} className="stepper">
            <button type="button" part={P.decrease} className="stepper__button" aria-label={format(s['cart.decrease'], { name: item.name })} disabled={!canStep(base, -1, limits)} onClick={() => onStep(-1)}>
              <span aria-hidden="true">−</span>
            </button>
            <input
              part={P.quantityInput}
              className="stepper__input"
              type="number"
              inputMode="numeric"
              min={limits.minimum}
              max={limits.maximum}
              step={limits.multiple_of}
              value={quantity}
              aria-label={format(s['cart.quantityOf'], { name: item.name })}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? errorId : undefined}
              onInput={(e) => onEdit((e.target as HTMLInputElement).value)}
              onChange={(e) => onEdit((e.target as HTMLInputElement).value)}
              onKeyDown={onKey}
              onBlur={onBlur}
            />
            <button type="button" part={P.increase} className="stepper__button" aria-label={format(s['cart.increase'], { name: item.name })} disabled={!canStep(base, 1, limits)} onClick={() => onStep(1)}>
              <span aria-hidden="true">+</span>
            </button>
          </div>
        ) : (
          <span part={P.quantity} className="item__fixed-qty" aria-label={format(s['cart.quantityOf'], { name: item.name })}>
            {item.quantity}
          </span>
        )}
      </div>
      <p className="item__total">
        <span className="se-sr-only">{s['cart.lineTotal']}: </span>
        <span part={P.itemTotal}>{formatPrice(lineTotal, item.totals.currency)}</span>
      </p>
      <button type="button" part={P.remove} className="item__remove" aria-label={format(s['cart.remove'], { name: item.name })} aria-disabled={busy === 'remove' ? 'true' : undefined} onClick={onRemove}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h-0.01" fill="currentColor" />
        </svg>
      </button>
      {error && (
        <p part={P.itemError} id={errorId} className="field-error item__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
