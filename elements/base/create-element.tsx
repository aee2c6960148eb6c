/**
 * The element base every tag uses: r2wc with an explicit prop type map and an open shadow root,
 * plus what r2wc 2.1 lacks (see ../shared/TOOLCHAIN.md):
 * - a bare boolean attribute is true, removing it makes it false (r2wc parses "" as false and
 *   ignores removals);
 * - properties set before the element was defined or upgraded are kept;
 * - moving an element in the DOM keeps its React state (r2wc unmounts at once on disconnect);
 * - constructable stylesheets built once per page and adopted into each shadow root: the shared
 *   reset (one sheet for every tag) and the widget's own;
 * - config read and validated once, with the contract's error behaviour (CONTRACT section 2.4).
 */
import r2wc from '@r2wc/react-to-web-component';
import { useLayoutEffect, useMemo, type ComponentType } from 'react';
import { formatIssue, parseJson, type Parsed, type SchemaIssue } from '../../src/core/shared/schema';
import { resolveSettings } from '../../src/core/shared/settings';
import { pick, type Bundle } from '../../src/i18n';
import { adoptSheet, sharedSheet } from '../../src/platform/adopt-styles';
import { emit } from '../../src/platform/emit';
import { readPageSettings } from '../../src/platform/page-settings';
import resetCss from '../../src/styles/reset.css';
import type { WidgetContext, WidgetProps } from '../../src/widgets/context';
import { toAttribute, type PropType, type TagDefinition } from '../tags';
import { WidgetErrorBoundary } from './error-boundary';
import { CALL_QUEUE, HANDLE, R2WC_CONNECTED, R2WC_PROPS, R2WC_RENDER } from './symbols';

/** What the element hands a widget's config function: the JSON config and the typed attribute props. */
export interface ConfigInput {
  /** The element's JSON config (child block, `config` attribute or `config` property); undefined when absent. */
  json: unknown;
  /** Attribute props by camelCase name, already typed (booleans true/false, numbers or undefined). */
  props: Record<string, unknown>;
}

export interface ElementOptions<C, S> {
  tag: string;
  definition: TagDefinition;
  /** The widget's stylesheet text (the shared reset sheet is adopted before it). */
  styles: string;
  /** Validates and shapes the config; an issue gives `[tag] invalid config: …` and data-error. */
  config: (input: ConfigInput) => Parsed<C>;
  /** The widget's strings in every locale (its own bundle, so no other widget's strings ride along). */
  strings: Bundle<S>;
  Widget: ComponentType<WidgetProps<C, S>>;
}

export interface SiteElementClass {
  new (): HTMLElement;
  readonly tagName: string;
  /** Turns a loader placeholder (already connected, maybe with properties set) into this element. */
  upgrade(el: HTMLElement): void;
}

type Host = HTMLElement & Record<symbol, any> & { container?: ShadowRoot };

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

/** Builds the custom element class for one widget. Registration happens in elements/, guarded. */
export function createElement<C, S>(options: ElementOptions<C, S>): SiteElementClass {
  const { tag, definition } = options;
  const propTypes = definition.props as Record<string, PropType>;
  const propNames = Object.keys(propTypes);
  const attrToProp = new Map(propNames.map((p) => [toAttribute(p), p]));

  function Root(props: Record<string, unknown> & { container: ShadowRoot }) {
    const host = props.container.host as Host;
    const deps = propNames.map((p) => props[p]);
    const state = useMemo(() => resolve(options, host, props), deps); // eslint-disable-line react-hooks/exhaustive-deps
    useLayoutEffect(() => {
      if (state.ok) {
        if (host.getAttribute('data-error') === 'config') host.removeAttribute('data-error');
      } else {
        console.error(`[${tag}] invalid config: ${formatIssue(state.issue)}`);
        host.setAttribute('data-error', 'config');
      }
    }, [state]);
    if (!state.ok) return null;
    return (
      <WidgetErrorBoundary tag={tag} host={host}>
        <options.Widget ctx={state.value} />
      </WidgetErrorBoundary>
    );
  }

  // r2wc sees only string props: its own json/boolean transforms throw or misparse, ours do not.
  const r2wcProps = Object.fromEntries(propNames.map((p) => [p, 'string'])) as Record<string, 'string'>;
  const Base = r2wc(Root as ComponentType<any>, { shadow: 'open', props: r2wcProps }) as unknown as new () => Host;

  function init(el: Host): void {
    const props = el[R2WC_PROPS] as Record<string, unknown>;
    for (const p of propNames) props[p] = parseAttribute(propTypes[p]!, el.getAttribute(toAttribute(p)));
    // A property set on the element before it was defined/upgraded is an own property that
    // shadows our accessor: take it out and set it again through the accessor.
    for (const p of propNames) {
      if (Object.prototype.hasOwnProperty.call(el, p)) {
        const value = (el as any)[p];
        delete (el as any)[p];
        (el as any)[p] = value;
      }
    }
    adoptSheet(el.shadowRoot!, sharedSheet('reset', resetCss));
    adoptSheet(el.shadowRoot!, sharedSheet(tag, options.styles));
  }

  class SiteElement extends Base {
    static readonly tagName = tag;
    static get observedAttributes(): string[] {
      return [...attrToProp.keys()];
    }

    constructor() {
      super();
      init(this);
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const prop = attrToProp.get(name);
      if (!prop) return;
      (this[R2WC_PROPS] as Record<string, unknown>)[prop] = parseAttribute(propTypes[prop]!, value);
      this[R2WC_RENDER]();
    }

    connectedCallback(): void {
      this[R2WC_CONNECTED] = true;
      this[R2WC_RENDER]();
    }

    disconnectedCallback(): void {
      this[R2WC_CONNECTED] = false;
      // A move (disconnect + connect in one task) must keep the React tree and its state.
      queueMicrotask(() => {
        if (!this.isConnected) {
          (Base.prototype as any).disconnectedCallback.call(this);
          delete this[HANDLE];
        }
      });
    }

    static upgrade(el: HTMLElement): void {
      const host = el as Host;
      Object.setPrototypeOf(host, SiteElement.prototype);
      // Recreate what r2wc's constructor sets up; the placeholder already made the shadow root.
      const container = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
      host[R2WC_CONNECTED] = true;
      host[R2WC_PROPS] = { container };
      host.container = container;
      init(host);
      if (host.isConnected) (host as unknown as { connectedCallback(): void }).connectedCallback();
    }
  }

  for (const p of propNames) {
    Object.defineProperty(SiteElement.prototype, p, {
      configurable: true,
      enumerable: true,
      get(this: Host) {
        return (this[R2WC_PROPS] as Record<string, unknown>)[p];
      },
      set(this: Host, value: unknown) {
        const type = propTypes[p]!;
        let v = value;
        if (type === 'boolean') v = value === 'false' ? false : Boolean(value);
        else if (type === 'number' && typeof value === 'string') v = parseAttribute('number', value);
        (this[R2WC_PROPS] as Record<string, unknown>)[p] = v;
        if (type === 'boolean') this.toggleAttribute(toAttribute(p), v as boolean);
        this[R2WC_RENDER]();
      },
    });
  }

  for (const m of definition.methods ?? []) {
    Object.defineProperty(SiteElement.prototype, m, {
      configurable: true,
      writable: true,
      value(this: Host, ...args: unknown[]) {
        const api = this[HANDLE] as Record<string, (...a: unknown[]) => unknown> | undefined;
        if (api?.[m]) return api[m](...args);
        (this[CALL_QUEUE] ??= []).push([m, args]);
        return undefined;
      },
    });
  }

  return SiteElement as unknown as SiteElementClass;
}

function resolve<C, S>(options: ElementOptions<C, S>, host: Host, props: Record<string, unknown>): Parsed<WidgetContext<C, S>> {
  const { tag } = options;
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
  const config = options.config({ json: json.value, props: attrProps });
  if (!config.ok) return config;

  const root = host.shadowRoot!;
  const ctx: WidgetContext<C, S> = {
    host,
    root,
    tag,
    config: config.value,
    settings: settings.value,
    strings: pick(options.strings, settings.value.locale),
    emit: (name, detail, opts) => emit(host, name, detail, opts),
    expose(api) {
      host[HANDLE] = api;
      const queue = (host[CALL_QUEUE] ?? []) as [string, unknown[]][];
      host[CALL_QUEUE] = [];
      for (const [m, args] of queue) (api as Record<string, (...a: unknown[]) => unknown>)[m]?.(...args);
    },
    logError: (message, ...rest) => console.error(`[${tag}] ${message}`, ...rest),
  };
  return { ok: true, value: ctx };
}

/** Settings issues from attributes name the attribute (`locale`), not the settings key. */
function attributeIssue(issue: SchemaIssue): Parsed<never> {
  return { ok: false, issue: { ...issue, path: toAttribute(issue.path) } };
}

/** The element's JSON config: `config` property/attribute, else a direct child JSON block. */
function readJsonConfig(host: HTMLElement, configProp: unknown): Parsed<unknown> {
  if (configProp !== undefined && configProp !== null && typeof configProp !== 'string') return { ok: true, value: configProp };
  if (typeof configProp === 'string' && configProp.trim() !== '') return parseJson(configProp, 'config');
  const block = host.querySelector(':scope > script[type="application/json"]');
  if (block) return parseJson(block.textContent ?? '', 'config');
  return { ok: true, value: undefined };
}
