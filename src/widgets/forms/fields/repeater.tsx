/**
 * Field type `repeater` (Gravity Forms' beta repeater, made through the API): its own `fields`
 * repeated as items, each sub-field's inputs posted with the item index as Gravity Forms names
 * them (`input_{subId}[{index}]`, `input_{subId}_{n}[{index}]`, a list's `input_{subId}[{index}][]`;
 * index from 0) and DOM ids `input_{formId}_{subId}-{index}`. An item's remove button is
 * hidden while one item remains and the add button disabled at `maxItems` (spec section 5;
 * src/core/forms/list.ts). Each item is a labelled group; a new item gets focus on its first input.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { addRow, removeRow, rowControls } from '../../../core/forms/list';
import type { FormField } from '../../../core/forms/types';
import { format } from '../../../i18n';
import { PARTS } from '../parts';
import { fieldModuleFor, registerField } from './registry';
import type { ControlProps } from './types';

let itemKeys = 0;

/**
 * The posted name of a sub-field input in item `index`: `input_12` -> `input_12[0]`, `input_12[]` ->
 * `input_12[0][]`; a name that has an index already gets the new one. As Gravity Forms: the server
 * inserts `[{index}]` after the `input_…` part of each name (`GF_Field_Repeater::get_sub_field_input`,
 * includes/fields/class-gf-field-repeater.php, 2.10.2) and the browser re-indexes after an add or
 * delete (`gformResetRepeaterAttributes`, js/gravityforms.js); ids get `-{index}`. PHP reads
 * `input_12[1]` as `$_POST['input_12'][1]`.
 */
export function repeaterInputName(name: string, index: number): string {
  const m = /^(input_[^[]*)(?:\[\d+\])?((?:\[\d*\])*)$/.exec(name);
  return m ? `${m[1]}[${index}]${m[2]}` : name;
}

function Item({ parent, index, count, props, focusFirst, onRemove, canRemove }: { parent: FormField; index: number; count: number; props: ControlProps; focusFirst: boolean; onRemove(): void; canRemove: boolean }) {
  const box = useRef<HTMLFieldSetElement>(null);
  const { formId, strings } = props;
  // The sub-fields' controls name their inputs as a lone field would; the item index goes on here.
  // React writes an input's `name` again whenever that input re-renders (a keystroke in a control
  // with state), so every name write and every new input in the item is followed, not only this
  // component's renders.
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    const apply = () => {
      for (const el of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input[name], select[name], textarea[name]')) {
        const name = repeaterInputName(el.name, index);
        if (el.name !== name) el.name = name;
      }
    };
    apply();
    const watch = new MutationObserver(apply);
    watch.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['name'] });
    return () => watch.disconnect();
  }, [index]);
  useLayoutEffect(() => {
    if (focusFirst) box.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [focusFirst]);
  const removeText = typeof parent.removeButtonText === 'string' && parent.removeButtonText ? parent.removeButtonText : strings['forms.repeaterRemove'];
  const legend = format(strings['forms.repeaterItem'], { label: parent.label, item: index + 1, count });
  return (
    <fieldset ref={box} part={PARTS.repeaterItem} className="gfield__repeater-item" data-item={index + 1}>
      <legend className="gfield__repeater-legend">{legend}</legend>
      {(parent.fields ?? []).map((sub) => {
        const mod = fieldModuleFor(sub);
        if (!mod || sub.type === 'repeater') return null;
        const kind = typeof mod.kind === 'function' ? mod.kind(sub) : mod.kind;
        const id = `input_${formId}_${sub.id}-${index}`;
        const control = <mod.Control {...props} field={sub} id={id} describedBy={undefined} invalid={false} required={sub.isRequired} />;
        if (kind === 'hidden' || kind === 'display') return <div key={sub.id}>{control}</div>;
        if (kind === 'group') {
          return (
            <fieldset key={sub.id} className="gfield gfield--sub">
              <legend className="gfield__label">
                {sub.label}
                {sub.isRequired ? <span className="se-sr-only"> {strings['forms.required']}</span> : null}
              </legend>
              {control}
            </fieldset>
          );
        }
        return (
          <div key={sub.id} className="gfield gfield--sub">
            <label className="gfield__label" htmlFor={id}>
              {sub.label}
              {sub.isRequired ? (
                <span className="gfield__required">
                  <span aria-hidden="true">*</span>
                </span>
              ) : null}
            </label>
            {control}
          </div>
        );
      })}
      {canRemove ? (
        <button type="button" part={PARTS.repeaterRemove} className="gfield__list-button gfield__repeater-button" onClick={onRemove} aria-label={`${removeText}: ${legend}`}>
          {removeText}
        </button>
      ) : null}
    </fieldset>
  );
}

export function RepeaterControl(props: ControlProps) {
  const { field, strings } = props;
  const max = field.maxItems;
  const [items, setItems] = useState<number[]>(() => [itemKeys++]);
  const [added, setAdded] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [removed, setRemoved] = useState(0);
  const { canAdd, canRemove } = rowControls(items.length, max);
  // After a removal the focus goes to the add button (enabled again by then; the pressed button is gone).
  useLayoutEffect(() => {
    if (removed) addButton.current?.focus();
  }, [removed]);
  return (
    <div className="gfield__repeater" data-items={items.length}>
      {items.map((key, i) => (
        <Item
          key={key}
          parent={field}
          index={i}
          count={items.length}
          props={props}
          focusFirst={added === key}
          canRemove={canRemove}
          onRemove={() => {
            setItems((xs) => removeRow(xs, i));
            setAdded(null);
            setRemoved((n) => n + 1);
          }}
        />
      ))}
      <button
        ref={addButton}
        type="button"
        part={PARTS.repeaterAdd}
        className="gfield__list-button gfield__repeater-button"
        disabled={!canAdd}
        onClick={() => {
          const key = itemKeys++;
          setItems((xs) => addRow(xs, xs.length - 1, key, max));
          setAdded(key);
        }}
      >
        {typeof field.addButtonText === 'string' && field.addButtonText ? field.addButtonText : strings['forms.repeaterAdd']}
      </button>
    </div>
  );
}

registerField('repeater', { kind: 'group', Control: RepeaterControl });
