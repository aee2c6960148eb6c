/**
 * Field type `list`: rows of one or more columns (`enableColumns`, the columns are the field's
 * `choices`), every cell posted as `input_{id}[]` row after row, as Gravity Forms posts it. The
 * delete button is hidden at one row and the add button disabled at `maxRows` (spec section 5).
 */
import { useState } from 'react';
import { addRow, removeRow, rowControls, rowsFromCells } from '../../../core/forms/list';
import { inputName } from '../../../core/forms/pages';
import { format } from '../../../i18n';
import { PARTS } from '../parts';
import { registerField } from './registry';
import type { ControlProps } from './types';

interface Row {
  key: number;
  cells: string[];
}

let rowKeys = 0;

export function ListControl({ field, id, describedBy, invalid, required, initial, strings }: ControlProps) {
  const name = `${inputName(field.id)}[]`;
  const columns = field.enableColumns && field.choices?.length ? field.choices.map((c) => c.text) : [''];
  const [rows, setRows] = useState<Row[]>(() => {
    const start = initial(name);
    const cells = Array.isArray(start) ? start : typeof start === 'string' ? [start] : [];
    return rowsFromCells(cells, columns.length).map((r) => ({ key: rowKeys++, cells: r }));
  });
  const { canAdd, canRemove } = rowControls(rows.length, field.maxRows);
  const empty = () => ({ key: rowKeys++, cells: columns.map(() => '') });
  return (
    <div className="gfield__list" data-rows={rows.length}>
      {columns.length > 1 ? (
        <div className="gfield__list-row gfield__list-head" aria-hidden="true">
          {columns.map((c, i) => (
            <span key={i} className="gfield__list-heading">
              {c}
            </span>
          ))}
          <span className="gfield__list-actions" />
        </div>
      ) : null}
      {rows.map((row, r) => (
        <div className="gfield__list-row" key={row.key} data-row={r + 1}>
          {columns.map((column, c) => {
            const cid = r === 0 && c === 0 ? id : `${id}_${r + 1}_${c + 1}`;
            const cellLabel = format(strings['forms.listCell'], { column: column || field.label, row: r + 1 });
            return (
              <span className="gfield__list-cell" key={c}>
                <label className="se-sr-only" htmlFor={cid}>
                  {cellLabel}
                </label>
                <input
                  part={PARTS.input}
                  className="gfield__input"
                  type="text"
                  id={cid}
                  name={name}
                  defaultValue={row.cells[c] ?? ''}
                  aria-required={(required && r === 0) || undefined}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                />
              </span>
            );
          })}
          <span className="gfield__list-actions">
            <button
              type="button"
              part={PARTS.listAdd}
              className="gfield__list-button"
              disabled={!canAdd}
              aria-label={format(strings['forms.listAdd'], { row: r + 1 })}
              onClick={() => setRows((rs) => addRow(rs, r, empty(), field.maxRows))}
            >
              <span aria-hidden="true">+</span>
            </button>
            {canRemove ? (
              <button
                type="button"
                part={PARTS.listRemove}
                className="gfield__list-button"
                aria-label={format(strings['forms.listRemove'], { row: r + 1 })}
                onClick={() => setRows((rs) => removeRow(rs, r))}
              >
                <span aria-hidden="true">−</span>
              </button>
            ) : null}
          </span>
        </div>
      ))}
    </div>
  );
}

registerField('list', { kind: 'group', Control: ListControl });
