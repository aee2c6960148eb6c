/**
 * Field type `creditcard`: card number (`.1`), expiration month and year (`.2[]`), security code
 * (`.3`), cardholder name (`.5`), as Gravity Forms names them. The card type (`.4`) is filled in
 * from the number: detected once 4 digits are typed, by prefix, and shown (and posted) only when
 * exactly one of the field's accepted types matches (spec section 5; src/core/forms/card.ts).
 */
import { useState } from 'react';
import { CARD_TYPES, detectCardType, type CardSlug } from '../../../core/forms/card';
import { inputName } from '../../../core/forms/pages';
import { PARTS } from '../parts';
import { registerField } from './registry';
import type { ControlProps } from './types';

/** How many years ahead the expiration year list goes (Gravity Forms offers twenty). */
const EXPIRATION_YEARS = 20;

export function CreditCardControl(props: ControlProps) {
  const { field, id, describedBy, invalid, required, strings } = props;
  const sub = (n: number) => field.inputs?.find((i) => i.id === `${field.id}.${n}`);
  const label = (n: number, fallback: string) => sub(n)?.customLabel || sub(n)?.label || fallback;
  const common = { 'aria-required': required || undefined, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  const year = new Date().getFullYear();
  const expName = `${inputName(`${field.id}.2`)}[]`;
  const [card, setCard] = useState<CardSlug | null>(null);
  const cardName = card ? CARD_TYPES.find((t) => t.slug === card)!.name : '';
  const cardId = `${id}_card_type`;
  return (
    <div className="gfield__complex">
      <span className="gfield__sub gfield__sub--wide">
        <input
          part={PARTS.input}
          className="gfield__input"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          id={id}
          name={inputName(`${field.id}.1`)}
          {...common}
          aria-describedby={[describedBy ?? '', cardId].filter(Boolean).join(' ')}
          onInput={(e) => setCard(detectCardType(e.currentTarget.value, field.creditCards))}
        />
        <label className="gfield__sublabel" htmlFor={id}>
          {label(1, strings['forms.cardNumber'])}
        </label>
        <span id={cardId} part={PARTS.cardType} className="gfield__card-type" data-card={card ?? undefined} aria-live="polite">
          {card ? `${strings['forms.cardType']}: ${cardName}` : ''}
        </span>
      </span>
      <span className="gfield__sub">
        <select part={PARTS.input} className="gfield__input gfield__select" id={`${id}_2_month`} name={expName} autoComplete="cc-exp-month" defaultValue="" {...common}>
          <option value="">{strings['forms.cardMonth']}</option>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i} value={String(i + 1).padStart(2, '0')}>
              {String(i + 1).padStart(2, '0')}
            </option>
          ))}
        </select>
        <label className="gfield__sublabel" htmlFor={`${id}_2_month`}>
          {label(2, strings['forms.cardExpiration'])} ({strings['forms.cardMonth']})
        </label>
      </span>
      <span className="gfield__sub">
        <select part={PARTS.input} className="gfield__input gfield__select" id={`${id}_2_year`} name={expName} autoComplete="cc-exp-year" defaultValue="" {...common}>
          <option value="">{strings['forms.cardYear']}</option>
          {Array.from({ length: EXPIRATION_YEARS }, (_, i) => (
            <option key={i} value={String(year + i)}>
              {year + i}
            </option>
          ))}
        </select>
        <label className="gfield__sublabel" htmlFor={`${id}_2_year`}>
          {label(2, strings['forms.cardExpiration'])} ({strings['forms.cardYear']})
        </label>
      </span>
      <span className="gfield__sub">
        <input part={PARTS.input} className="gfield__input" type="text" inputMode="numeric" autoComplete="cc-csc" maxLength={4} id={`${id}_3`} name={inputName(`${field.id}.3`)} {...common} />
        <label className="gfield__sublabel" htmlFor={`${id}_3`}>
          {label(3, strings['forms.cardCvv'])}
        </label>
      </span>
      <span className="gfield__sub gfield__sub--wide">
        <input part={PARTS.input} className="gfield__input" type="text" autoComplete="cc-name" id={`${id}_5`} name={inputName(`${field.id}.5`)} {...common} />
        <label className="gfield__sublabel" htmlFor={`${id}_5`}>
          {label(5, strings['forms.cardName'])}
        </label>
      </span>
      <input type="hidden" name={inputName(`${field.id}.4`)} value={cardName} readOnly />
    </div>
  );
}

registerField('creditcard', { kind: 'group', Control: CreditCardControl });
