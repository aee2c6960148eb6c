/**
 * What both element bases (React widgets: ./create-element.tsx; light elements:
 * ./light-element.ts) read the same way, with no React here so light chunks stay small:
 * attribute values as typed props, the JSON config (CONTRACT section 2.3) and the resolved page
 * settings with the element's attribute overrides (section 2.1-2.2).
 */
import { inspectJson, parseJson, type Parsed, type SchemaIssue } from '../../src/core/shared/parsed';
import { resolveSettings, type PageSettings } from '../../src/core/shared/settings';
import { readPageSettings } from '../../src/platform/page-settings';
import { toAttribute, type PropType } from './tag-props';

/** Attribute value -> prop value. A bare boolean attribute is true; a missing one is false. */
export function parseAttribute(type: PropType, value: string | null): unknown {
  switch (type) {
    case 'boolean':
      return value !== null && value.toLowerCase() !== 'false';
    case 'number': {
      if (value === null || value.trim() === '') return undefined;
      const n = Number(value);
      return Number.isFinite(n) ? n : value; // keep the bad text so validation can name it
    }
    default:
      return value === null ? undefined : value;
  }
}

/** A value assigned to a prop property -> the prop value (booleans from 'false'/truthiness, numeric strings). */
export function coerceProp(type: PropType, value: unknown): unknown {
  if (type === 'boolean') return value === 'false' ? false : Boolean(value);
  if (type === 'number' && typeof value === 'string') return parseAttribute('number', value);
  return value;
}

/**
 * Property accessors for a tag's attribute props on `proto`: reads come from `store(el)`, a set is
 * typed (coerceProp), a boolean is reflected to its attribute, then `changed(el)` re-renders.
 */
export function defineProps(proto: object, propTypes: Record<string, PropType>, store: (el: HTMLElement) => Record<string, unknown>, changed: (el: HTMLElement) => void): void {
  for (const [p, type] of Object.entries(propTypes)) {
    Object.defineProperty(proto, p, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return store(this)[p];
      },
      set(this: HTMLElement, value: unknown) {
        const v = coerceProp(type, value);
        store(this)[p] = v;
        if (type === 'boolean') this.toggleAttribute(toAttribute(p), v as boolean);
        changed(this);
      },
    });
  }
}

/**
 * A property set on the element before it was defined or upgraded is an own property that
 * shadows the class accessor: take it out and set it again through the accessor.
 */
export function replayOwnProps(el: HTMLElement, names: readonly string[]): void {
  for (const p of names) {
    if (Object.prototype.hasOwnProperty.call(el, p)) {
      const value = (el as unknown as Record<string, unknown>)[p];
      delete (el as unknown as Record<string, unknown>)[p];
      (el as unknown as Record<string, unknown>)[p] = value;
    }
  }
}

/** The element's JSON config: `config` property/attribute, else a direct child JSON block. */
export function readJsonConfig(host: HTMLElement, configProp: unknown): Parsed<unknown> {
  if (configProp !== undefined && configProp !== null && typeof configProp !== 'string') return inspectJson(configProp, 'config');
  if (typeof configProp === 'string' && configProp.trim() !== '') return parseJson(configProp, 'config');
  const block = host.querySelector(':scope > script[type="application/json"]');
  if (block) return parseJson(block.textContent ?? '', 'config');
  return { ok: true, value: undefined };
}

/** Settings issues from attributes name the attribute (`locale`), not the settings key. */
function attributeIssue(issue: SchemaIssue): Parsed<never> {
  return { ok: false, issue: { ...issue, path: toAttribute(issue.path) } };
}

export interface ElementInputs {
  settings: PageSettings;
  /** The JSON config; undefined when the element has none. */
  json: unknown;
  /** Attribute props by camelCase name, without `config`. */
  props: Record<string, unknown>;
}

/** Page settings merged with the element's overrides, plus its JSON config and typed props. */
export function readElementInputs(host: HTMLElement, props: Record<string, unknown>): Parsed<ElementInputs> {
  const settings = resolveSettings(readPageSettings(host.ownerDocument), {
    ajaxUrl: props.ajaxUrl as string | undefined,
    restUrl: props.restUrl as string | undefined,
    restNonce: props.restNonce as string | undefined,
    locale: props.locale as string | undefined,
  });
  if (!settings.ok) return attributeIssue(settings.issue);
  const json = readJsonConfig(host, props.config);
  if (!json.ok) return json;
  const attrProps: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) if (k !== 'container' && k !== 'config') attrProps[k] = v;
  return { ok: true, value: { settings: settings.value, json: json.value, props: attrProps } };
}
