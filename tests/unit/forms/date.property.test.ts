/** Properties of the date rules (Gravity Forms date formats, the Monday-first calendar). */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { addDays, addMonths, formatDay, isValidDay, parseDay, startOfWeek, weekday, type DateFormat, type Day } from '../../../src/core/forms/date';
import { caseTitle, checkProperty, PROPERTY_TIMEOUT_MS } from '../shared/property';

const FORMATS: DateFormat[] = ['mdy', 'dmy', 'dmy_dash', 'dmy_dot', 'ymd_slash', 'ymd_dash', 'ymd_dot'];
const day = fc.date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }).map((d): Day => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));
const format = fc.constantFrom(...FORMATS);

describe('date rule properties', () => {
  it(caseTitle('parseDay(formatDay(d, f), f) is d, for every real day and every format'), () => {
    checkProperty(
      fc.property(day, format, (d, f) => isDeepStrictEqual(parseDay(formatDay(d, f), f), d)),
    );
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('parseDay of any text is null or a real day'), () => {
    const typed = fc.oneof(fc.string({ maxLength: 14 }), fc.stringMatching(/^\s?\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\s?$/));
    checkProperty(
      fc.property(typed, format, (s, f) => {
        const d = parseDay(s, f);
        return d === null || isValidDay(d);
      }),
    );
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('adding n days then -n days returns the day; weekday agrees with Date; weeks start on Monday'), () => {
    checkProperty(
      fc.property(day, fc.integer({ min: -4000, max: 4000 }), (d, n) => {
        const moved = addDays(d, n);
        const months = addMonths(d, n % 200);
        return (
          isDeepStrictEqual(addDays(moved, -n), d) &&
          weekday(moved) === new Date(Date.UTC(moved.year, moved.month - 1, moved.day)).getUTCDay() &&
          weekday(startOfWeek(d)) === 1 &&
          (isValidDay(months) || months.year < 1000 || months.year > 9999)
        );
      }),
    );
  }, PROPERTY_TIMEOUT_MS);
});
