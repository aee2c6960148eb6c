/**
 * Choices with prices (product, option, shipping and donation fields as select, radio or
 * checkbox). Values are Gravity Forms' `{value}|{price}` (`Kaarsjes|2.5`). Labels carry the price:
 * products and donations show it as is; options and shipping show the difference to what is
 * chosen (Gravity Forms' gformGetOptionLabel: "+2,50 €" next to a checkbox, "-1,00 €" next to a
 * cheaper radio choice).
 */
import { useState, type ReactNode } from 'react';
import { choicePrice, choiceValue, checkboxNames, pricingInputType } from '../../../core/forms/pricing';
import { inputName } from '../../../core/forms/pages';
import { EUR, formatMoney, type CurrencyConfig } from '../../../core/shared/currency';
import { useFormRuntime } from '../form-runtime';
import { PARTS } from '../parts';
import { SelectBox } from './select';
import type { ControlProps } from './types';

/** `+2,50 €`, `-1,00 €`, or '' for no difference (Gravity Forms' gformGetPriceDifference). */
export function priceDifference(price: number, selected: number, currency: CurrencyConfig): string {
  const diff = Math.round((price - selected) * 1e9) / 1e9;
  if (diff === 0) return '';
  return `${diff > 0 ? '+' : ''}${formatMoney(diff, currency)}`;
}

export function PricedChoices(props: ControlProps & { show: 'price' | 'difference' }) {
  const { field, id, describedBy, invalid, required, initial, restored, strings, show } = props;
  const currency = useFormRuntime()?.currency ?? EUR;
  const it = pricingInputType(field);
  const choices = (field.choices ?? []).map((c) => ({ text: c.text, value: choiceValue(c, currency), selected: c.isSelected === true }));
  const name = inputName(field.id);
  const start = initial(name);
  const preset = choices.find((c) => c.selected)?.value ?? '';
  const [chosen, setChosen] = useState(typeof start === 'string' ? start : restored ? '' : preset);
  const chosenPrice = choicePrice(chosen, currency);
  const label = (value: string, base: number) => {
    const price = choicePrice(value, currency);
    return show === 'price' ? (price ? formatMoney(price, currency) : '') : priceDifference(price, base, currency);
  };

  if (it === 'select') {
    const options = choices.map((c) => {
      const p = label(c.value, chosenPrice);
      return { value: c.value, label: p ? `${c.text} ${show === 'price' ? '– ' : ''}${p}` : c.text };
    });
    const placeholder = field.placeholder || strings['forms.selectPlaceholder'];
    return <SelectBox id={id} name={name} describedBy={describedBy} invalid={invalid} required={required} placeholder={placeholder} options={options} value={chosen} onChange={setChosen} />;
  }

  if (it === 'checkbox') {
    const names = checkboxNames(field);
    return (
      <div className="gfield__choices" aria-describedby={describedBy}>
        {choices.map((c, i) => {
          const n = names[i]!;
          const cid = i === 0 ? id : `${id}_${i}`;
          const s = initial(n);
          const input = <input part={PARTS.input} type="checkbox" id={cid} name={n} value={c.value} defaultChecked={restored ? s === c.value : c.selected} aria-invalid={invalid || undefined} aria-describedby={describedBy} />;
          return <ChoiceRow key={n} id={cid} input={input} text={c.text} price={label(c.value, 0)} />;
        })}
      </div>
    );
  }

  return (
    <div className="gfield__choices" role="radiogroup" aria-labelledby={`${id}_legend`} aria-required={required || undefined} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      {choices.map((c, i) => {
        const cid = i === 0 ? id : `${id}_${i}`;
        const input = <input part={PARTS.input} type="radio" id={cid} name={name} value={c.value} checked={chosen === c.value} onChange={(e) => setChosen(e.currentTarget.value)} />;
        return <ChoiceRow key={c.value} id={cid} input={input} text={c.text} price={label(c.value, chosenPrice)} />;
      })}
    </div>
  );
}

/** One checkbox or radio with its label and, when there is one, its price. */
function ChoiceRow({ id, input, text, price }: { id: string; input: ReactNode; text: string; price: string }) {
  return (
    <div className="gfield__choice">
      {input}
      <label htmlFor={id}>
        {text}
        {price ? <span className="gfield__choice-price"> {price}</span> : null}
      </label>
    </div>
  );
}

/** How the shell labels a priced-choices control: a select is one labelled control, radios and checkboxes a group. */
export const pricedChoicesKind = (inputType: string) => (inputType === 'select' ? 'single' : 'group');
