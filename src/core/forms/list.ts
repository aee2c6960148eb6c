/**
 * The rows of a list field and the items of a repeater (spec section 5 "List and repeater"): the
 * delete / remove button is hidden when one row (item) remains; the add button is disabled at the
 * maximum (`maxRows` / `max_items`, none when unset). Pure.
 */

/** What the buttons of a list (or repeater) show for `count` rows: add enabled, delete shown. */
export function rowControls(count: number, max: number | undefined): { canAdd: boolean; canRemove: boolean } {
  return { canAdd: max === undefined || max <= 0 || count < max, canRemove: count > 1 };
}

/** Inserts an empty row after `index` (at the end when out of range); refused at the maximum. */
export function addRow<T>(rows: readonly T[], index: number, empty: T, max: number | undefined): T[] {
  if (!rowControls(rows.length, max).canAdd) return [...rows];
  const at = index < 0 || index >= rows.length ? rows.length : index + 1;
  return [...rows.slice(0, at), empty, ...rows.slice(at)];
}

/** Removes row `index`; the last remaining row is never removed. */
export function removeRow<T>(rows: readonly T[], index: number): T[] {
  if (!rowControls(rows.length, undefined).canRemove || index < 0 || index >= rows.length) return [...rows];
  return [...rows.slice(0, index), ...rows.slice(index + 1)];
}

/** Splits the posted cells of a list (`input_{id}[]`, row after row) into rows of `columns` cells; at least one row. */
export function rowsFromCells(cells: readonly string[], columns: number): string[][] {
  const width = Math.max(1, columns);
  const rows: string[][] = [];
  for (let i = 0; i < cells.length; i += width) rows.push(Array.from({ length: width }, (_, c) => cells[i + c] ?? ''));
  return rows.length ? rows : [Array.from({ length: width }, () => '')];
}
