/**
 * Date rules of the form's date field: Gravity Forms' date formats, and the month grid of the
 * date picker, whose week starts on Monday (spec section 9: firstDay 1). Pure: "today" comes in.
 */

/** Spec section 9 ("Forms"): the date picker starts the week on Monday (firstDay 1). */
export const DATEPICKER_FIRST_DAY = 1;

export type DateFormat = 'mdy' | 'dmy' | 'dmy_dash' | 'dmy_dot' | 'ymd_slash' | 'ymd_dash' | 'ymd_dot';

/** A calendar day (month 1-12). */
export interface Day {
  year: number;
  month: number;
  day: number;
}

const FORMATS: Record<DateFormat, { order: 'mdy' | 'dmy' | 'ymd'; sep: string }> = {
  mdy: { order: 'mdy', sep: '/' },
  dmy: { order: 'dmy', sep: '/' },
  dmy_dash: { order: 'dmy', sep: '-' },
  dmy_dot: { order: 'dmy', sep: '.' },
  ymd_slash: { order: 'ymd', sep: '/' },
  ymd_dash: { order: 'ymd', sep: '-' },
  ymd_dot: { order: 'ymd', sep: '.' },
};

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when the day exists in the calendar. */
export function isValidDay(d: Day): boolean {
  return Number.isInteger(d.year) && d.year >= 1000 && d.year <= 9999 && d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= daysInMonth(d.year, d.month);
}

/** Formats a day in a Gravity Forms date format: dmy -> `31/12/2025`. */
export function formatDay(d: Day, format: DateFormat = 'dmy'): string {
  const { order, sep } = FORMATS[format];
  const dd = pad(d.day);
  const mm = pad(d.month);
  const yy = pad(d.year, 4);
  if (order === 'mdy') return [mm, dd, yy].join(sep);
  if (order === 'dmy') return [dd, mm, yy].join(sep);
  return [yy, mm, dd].join(sep);
}

/** Parses text in a date format (any of / - . accepted as separator); null when it is not a real day. */
export function parseDay(text: string, format: DateFormat = 'dmy'): Day | null {
  const m = /^\s*(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})\s*$/.exec(text);
  if (!m) return null;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const { order } = FORMATS[format];
  const d: Day = order === 'mdy' ? { year: c, month: a, day: b } : order === 'dmy' ? { year: c, month: b, day: a } : { year: a, month: b, day: c };
  if (order !== 'ymd' && m[3]!.length !== 4) return null;
  if (order === 'ymd' && m[1]!.length !== 4) return null;
  return isValidDay(d) ? d : null;
}

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export function weekday(d: Day): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/** Adds days (negative to go back), across months and years. */
export function addDays(d: Day, n: number): Day {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Adds months, keeping the day within the target month (31 Jan + 1 month -> 28/29 Feb). */
export function addMonths(d: Day, n: number): Day {
  const total = d.year * 12 + (d.month - 1) + n;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

/** Compares two days: negative, 0 or positive. */
export function compareDays(a: Day, b: Day): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The first day of the week that holds `d` (week starting on `firstDay`). */
export function startOfWeek(d: Day, firstDay = DATEPICKER_FIRST_DAY): Day {
  return addDays(d, -((weekday(d) - firstDay + 7) % 7));
}

/** The last day of the week that holds `d`. */
export function endOfWeek(d: Day, firstDay = DATEPICKER_FIRST_DAY): Day {
  return addDays(startOfWeek(d, firstDay), 6);
}

/**
 * The weeks shown for a month: rows of 7 days from the week holding the 1st to the week holding
 * the last day; days of the neighbouring months are null.
 */
export function monthGrid(year: number, month: number, firstDay = DATEPICKER_FIRST_DAY): (Day | null)[][] {
  const first: Day = { year, month, day: 1 };
  const lead = (weekday(first) - firstDay + 7) % 7;
  const cells: (Day | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day });
  while (cells.length % 7) cells.push(null);
  const weeks: (Day | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Weekday numbers (0 = Sunday) in column order for a week starting on `firstDay`. */
export function weekdayOrder(firstDay = DATEPICKER_FIRST_DAY): number[] {
  return Array.from({ length: 7 }, (_, i) => (firstDay + i) % 7);
}
