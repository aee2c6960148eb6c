/**
 * Field type `date`: a text input in the field's Gravity Forms format (dd/mm/yyyy for dmy) and,
 * for dateType datepicker (the default), a button that opens our calendar (./date-picker.tsx).
 */
import { useCallback, useRef, useState } from 'react';
import { formatDay, parseDay, type DateFormat, type Day } from '../../../core/forms/date';
import { inputName } from '../../../core/forms/pages';
import { format } from '../../../i18n';
import { today } from '../../../platform/forms/browser';
import type { FormsStrings as Strings } from '../../../i18n/forms';
import { PARTS } from '../parts';
import { DatePicker } from './date-picker';
import { registerField } from './registry';
import type { ControlProps } from './types';

/** The format as the visitor reads it: dmy -> `dd/mm/jjjj` in Dutch. */
export function formatHint(fmt: DateFormat, strings: Strings): string {
  const parts = { d: strings['forms.dateDay'], m: strings['forms.dateMonth'], y: strings['forms.dateYear'] };
  const sep = fmt.endsWith('_dash') ? '-' : fmt.endsWith('_dot') ? '.' : '/';
  const order = fmt.startsWith('ymd') ? 'ymd' : fmt.startsWith('dmy') ? 'dmy' : 'mdy';
  return order.split('').map((k) => parts[k as 'd' | 'm' | 'y']).join(sep);
}

export function DateControl({ field, id, describedBy, invalid, required, initial, strings, locale }: ControlProps) {
  const fmt: DateFormat = field.dateFormat ?? 'mdy';
  const name = inputName(field.id);
  const start = initial(name);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<Day | null>(null);
  const picker = (field.dateType ?? 'datepicker') === 'datepicker';

  const openPicker = () => {
    setSelected(parseDay(inputRef.current?.value ?? '', fmt));
    setOpen(true);
  };
  const close = useCallback(() => setOpen(false), []);
  const pick = (day: Day) => {
    const input = inputRef.current;
    if (input) {
      input.value = formatDay(day, fmt);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    setOpen(false);
  };

  return (
    <div className="gfield__date">
      <input
        ref={inputRef}
        part={PARTS.input}
        className="gfield__input"
        type="text"
        id={id}
        name={name}
        defaultValue={typeof start === 'string' ? start : (field.defaultValue ?? '')}
        placeholder={field.placeholder || formatHint(fmt, strings)}
        autoComplete="off"
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      {picker && (
        <button
          ref={buttonRef}
          type="button"
          part={PARTS.datePickerButton}
          className="gfield__date-button"
          aria-label={strings['forms.datePickerOpen']}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => (open ? close() : openPicker())}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <rect x="3.5" y="5" width="17" height="15.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M3.5 9.5h17M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      )}
      {open && <DatePicker selected={selected} today={today()} locale={locale} strings={strings} onSelect={pick} onClose={close} opener={buttonRef.current} />}
    </div>
  );
}

registerField('date', {
  kind: 'single',
  Control: DateControl,
  hint: (field, strings) => format(strings['forms.dateFormatHint'], { format: formatHint(field.dateFormat ?? 'mdy', strings) }),
});
