/**
 * The date picker: an accessible calendar of our own (no library) in a modal dialog, the week
 * starting on Monday (spec section 9, firstDay 1). Keyboard: arrows move a day or a week,
 * Home/End to the week's start/end, Page Up/Down a month (with Shift a year), Enter or Space
 * picks, Escape closes; focus stays in the dialog and returns to the button (useDialog).
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { DATEPICKER_FIRST_DAY, addDays, addMonths, compareDays, endOfWeek, monthGrid, startOfWeek, weekdayOrder, type Day } from '../../../core/forms/date';
import type { FormsStrings as Strings } from '../../../i18n/forms';
import { useDialog } from '../../shared/use-dialog';
import { PARTS } from '../parts';

export interface DatePickerProps {
  /** The day the input holds, if any. */
  selected: Day | null;
  today: Day;
  locale: string;
  strings: Strings;
  onSelect(day: Day): void;
  onClose(): void;
  /** The button that opened the picker (a click on it is not an outside click). */
  opener: HTMLElement | null;
}

const iso = (d: Day) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const asDate = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));

export function DatePicker({ selected, today, locale, strings, onSelect, onClose, opener }: DatePickerProps) {
  const [focus, setFocus] = useState<Day>(selected ?? today);
  const titleId = useId();
  const helpId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const focusRef = useRef<HTMLElement | null>(null);
  const dialogRef = useDialog<HTMLDivElement>({ open: true, onEscape: onClose, initialFocus: focusRef });

  const fmt = useMemo(() => {
    const make = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...o });
    return { month: make({ month: 'long', year: 'numeric' }), long: make({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }), wdShort: make({ weekday: 'short' }), wdLong: make({ weekday: 'long' }) };
  }, [locale]);

  // Column headers Monday..Sunday: 2024-01-01 was a Monday, so day n of that week is weekday n.
  const weekdays = weekdayOrder(DATEPICKER_FIRST_DAY).map((wd) => {
    const day: Day = { year: 2024, month: 1, day: wd === 0 ? 7 : wd };
    return { short: fmt.wdShort.format(asDate(day)), long: fmt.wdLong.format(asDate(day)) };
  });
  const weeks = monthGrid(focus.year, focus.month, DATEPICKER_FIRST_DAY);

  // Moving within the grid keeps DOM focus on the focused day.
  useEffect(() => {
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-date="${iso(focus)}"]`);
    if (cell && cell !== cell.getRootNode() && (cell.getRootNode() as ShadowRoot).activeElement !== cell && gridRef.current?.contains((cell.getRootNode() as ShadowRoot).activeElement)) cell.focus();
  }, [focus]);

  // A pointer press outside the dialog (and not on its button) closes it.
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      const path = e.composedPath();
      if (dialogRef.current && !path.includes(dialogRef.current) && !(opener && path.includes(opener))) onClose();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [onClose, opener, dialogRef]);

  const move = (next: Day) => {
    setFocus(next);
    // Focus follows at once when the day is already rendered (same month); else after render.
    requestAnimationFrame(() => gridRef.current?.querySelector<HTMLElement>(`[data-date="${iso(next)}"]`)?.focus());
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    let next: Day | null = null;
    switch (e.key) {
      case 'ArrowRight':
        next = addDays(focus, 1);
        break;
      case 'ArrowLeft':
        next = addDays(focus, -1);
        break;
      case 'ArrowDown':
        next = addDays(focus, 7);
        break;
      case 'ArrowUp':
        next = addDays(focus, -7);
        break;
      case 'Home':
        next = startOfWeek(focus, DATEPICKER_FIRST_DAY);
        break;
      case 'End':
        next = endOfWeek(focus, DATEPICKER_FIRST_DAY);
        break;
      case 'PageUp':
        next = addMonths(focus, e.shiftKey ? -12 : -1);
        break;
      case 'PageDown':
        next = addMonths(focus, e.shiftKey ? 12 : 1);
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        onSelect(focus);
        return;
      default:
        return;
    }
    e.preventDefault();
    move(next);
  };

  return (
    <div ref={dialogRef} part={PARTS.datePicker} className="gdate" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={helpId}>
      <div className="gdate__header">
        <button type="button" className="gdate__nav" aria-label={strings['forms.datePickerPrevMonth']} onClick={() => move(addMonths(focus, -1))}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M12.5 4.5 7 10l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <h2 id={titleId} className="gdate__title" aria-live="polite">
          {fmt.month.format(asDate({ ...focus, day: 1 }))}
        </h2>
        <button type="button" className="gdate__nav" aria-label={strings['forms.datePickerNextMonth']} onClick={() => move(addMonths(focus, 1))}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M7.5 4.5 13 10l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <table ref={gridRef} className="gdate__grid" role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long}>
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => {
                if (!day) return <td key={j} className="gdate__blank" />;
                const isFocus = compareDays(day, focus) === 0;
                const isSelected = selected !== null && compareDays(day, selected) === 0;
                const isToday = compareDays(day, today) === 0;
                const label = `${fmt.long.format(asDate(day))}${isToday ? ` (${strings['forms.datePickerToday']})` : ''}`;
                return (
                  <td
                    key={j}
                    ref={isFocus ? (el) => void (focusRef.current = el) : undefined}
                    className={`gdate__day${isSelected ? ' gdate__day--selected' : ''}${isToday ? ' gdate__day--today' : ''}`}
                    data-date={iso(day)}
                    tabIndex={isFocus ? 0 : -1}
                    aria-selected={isSelected}
                    aria-label={label}
                    onClick={() => onSelect(day)}
                  >
                    {day.day}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={helpId} className="se-sr-only">
        {strings['forms.datePickerHelp']}
      </p>
      <div className="gdate__footer">
        <button type="button" className="gdate__close" onClick={onClose}>
          {strings['forms.datePickerClose']}
        </button>
      </div>
    </div>
  );
}
