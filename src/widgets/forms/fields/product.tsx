/**
 * Field type `product` by its inputType (Gravity Forms' names): `singleproduct` and `calculation`
 * (name `input_{id}_1`, price `input_{id}_2`, quantity `input_{id}_3`), `hiddenproduct` (the same
 * three as hidden inputs), `price` (an amount the visitor types), `select` and `radio` (priced
 * choices `{value}|{price}`). A calculation product's price comes from its formula.
 */
import { hasPriceSubInputs, pricingInputType } from '../../../core/forms/pricing';
import { inputName } from '../../../core/forms/pages';
import { EUR, formatMoney, toNumber } from '../../../core/shared/currency';
import { useCalculation, useFormRuntime } from '../form-runtime';
import { PARTS } from '../parts';
import { PricedChoices, pricedChoicesKind } from './priced-choices';
import { registerField } from './registry';
import { TextLike } from './text-like';
import type { ControlProps } from './types';

/** The price, name and quantity of a single, calculation or hidden product. */
function SubInputProduct(props: ControlProps) {
  const { field, formId, id, describedBy, invalid, required, initial, strings } = props;
  const rt = useFormRuntime();
  const currency = rt?.currency ?? EUR;
  const it = pricingInputType(field);
  const calculated = useCalculation(field.id);
  const n = (k: number) => inputName(`${field.id}.${k}`);
  const start = (k: number) => {
    const v = initial(n(k));
    return typeof v === 'string' ? v : undefined;
  };
  const hasQuantityField = Boolean(rt?.model.quantities.has(field.id));
  const base = toNumber(field.basePrice ?? '', currency) ?? 0;

  if (it === 'hiddenproduct') {
    return (
      <>
        <input type="hidden" name={n(1)} value={field.label} />
        <input type="hidden" name={n(2)} value={field.basePrice ?? '0'} />
        {hasQuantityField ? null : <input type="hidden" name={n(3)} defaultValue={start(3) ?? '1'} />}
      </>
    );
  }

  const price = it === 'calculation' ? (calculated ?? formatMoney(base, currency)) : formatMoney(base, currency);
  const priceId = `ginput_product_price_${formId}_${field.id}`;
  // Gravity Forms reads a calculation product's new price out only when the form has no total.
  const announce = it === 'calculation' && rt?.model.totals.length === 0;
  const showQuantity = !field.disableQuantity && !hasQuantityField;
  return (
    <div className="gfield__product">
      <input type="hidden" name={n(1)} value={field.label} />
      <p className="gfield__product-price" id={priceId}>
        <span className="gfield__product-price-label">{strings['forms.price']}: </span>
        <span className="gfield__price" aria-live={announce ? 'polite' : undefined}>
          {price}
        </span>
      </p>
      <input type="hidden" name={n(2)} value={price} />
      {showQuantity ? (
        <span className="gfield__sub gfield__quantity">
          <input
            part={PARTS.input}
            className="gfield__input"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            id={id}
            name={n(3)}
            defaultValue={start(3) ?? ''}
            aria-required={required || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={[priceId, describedBy].filter(Boolean).join(' ')}
          />
          <label className="gfield__sublabel" htmlFor={id}>
            {strings['forms.quantity']}
            {/* As Gravity Forms' aria-label "Quantity {product}": several products each have a "Quantity". */}
            <span className="se-sr-only"> {field.label}</span>
          </label>
        </span>
      ) : field.disableQuantity && !hasQuantityField ? (
        <input type="hidden" name={n(3)} value="1" />
      ) : null}
    </div>
  );
}

/** An amount the visitor types (user-defined price; also the donation field), shown as money once committed. */
export function AmountInput(props: ControlProps) {
  return <TextLike {...props} options={{ type: 'text', inputMode: 'decimal', autoComplete: 'off', money: true }} />;
}

export function ProductControl(props: ControlProps) {
  const it = pricingInputType(props.field);
  if (hasPriceSubInputs(props.field)) return <SubInputProduct {...props} />;
  if (it === 'price') return <AmountInput {...props} />;
  return <PricedChoices {...props} show="price" />;
}

registerField('product', {
  kind(field) {
    const it = pricingInputType(field);
    if (it === 'hiddenproduct') return 'hidden';
    if (hasPriceSubInputs(field)) return 'group';
    return it === 'price' ? 'single' : pricedChoicesKind(it);
  },
  Control: ProductControl,
});
