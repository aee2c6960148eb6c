/** Field type `time`: hours and minutes (plus AM/PM for the 12-hour format), posted as `input_{id}[]` like Gravity Forms. */
import { inputName } from '../../../core/forms/pages';
import { PARTS } from '../parts';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function TimeControl({ field, id, describedBy, invalid, required, initial, strings }: ControlProps) {
  const name = `${inputName(field.id)}[]`;
  const start = initial(name);
  const [hh = '', mm = '', ampm = ''] = Array.isArray(start) ? start : [];
  const twelve = field.timeFormat === '12';
  const common = { 'aria-required': required || undefined, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  return (
    <div className="gfield__complex gfield__time">
      <span className="gfield__sub gfield__sub--narrow">
        <input part={PARTS.input} className="gfield__input" type="text" inputMode="numeric" maxLength={2} id={id} name={name} defaultValue={hh} placeholder="UU" {...common} />
        <label className="gfield__sublabel" htmlFor={id}>
          {strings['forms.timeHours']}
        </label>
      </span>
      <span className="gfield__time-sep" aria-hidden="true">
        :
      </span>
      <span className="gfield__sub gfield__sub--narrow">
        <input part={PARTS.input} className="gfield__input" type="text" inputMode="numeric" maxLength={2} id={`${id}_2`} name={name} defaultValue={mm} placeholder="MM" {...common} />
        <label className="gfield__sublabel" htmlFor={`${id}_2`}>
          {strings['forms.timeMinutes']}
        </label>
      </span>
      {twelve && (
        <span className="gfield__sub gfield__sub--narrow">
          <select part={PARTS.input} className="gfield__input gfield__select" id={`${id}_3`} name={name} defaultValue={ampm || 'am'} {...common}>
            <option value="am">AM</option>
            <option value="pm">PM</option>
          </select>
          <label className="gfield__sublabel" htmlFor={`${id}_3`}>
            {strings['forms.timeAmPm']}
          </label>
        </span>
      )}
    </div>
  );
}

registerField('time', { kind: 'group', Control: TimeControl });
