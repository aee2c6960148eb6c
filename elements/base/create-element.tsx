/**
 * The element base every tag uses: r2wc with an explicit prop type map and an open shadow root,
 * plus what r2wc 2.1 lacks (see ../shared/TOOLCHAIN.md):
 * - a bare boolean attribute is true, removing it makes it false (r2wc parses "" as false and
 *   ignores removals);
 * - properties set before the element was defined or upgraded are kept;
 * - moving an element in the DOM keeps its React state (r2wc unmounts at once on disconnect);
 * - the widget mounts at the end of the task that connected the element (r2wc mounts at once,
 *   even before the element is in a document), which React's scheduled render hid and preact's
 *   synchronous one (the lite build) did not;
 * - constructable stylesheets built once per page and adopted into each shadow root: the shared
 *   reset (one sheet for every tag) and the widget's own;
 * - config read and validated once, with the contract's error behaviour (CONTRACT section 2.4).
 */
import r2wc from '@r2wc/react-to-web-component';
import { useLayoutEffect, useMemo, type ComponentType } from 'react';
import { formatIssue, type Parsed } from '../../src/core/shared/parsed';
import { pick, type Bundle } from '../../src/i18n';
import { adoptSheet, sharedSheet } from '../../src/platform/adopt-styles';
import { emit } from '../../src/platform/emit';
import resetCss from '../../src/styles/reset.css';
import type { ConfigInput, WidgetContext, WidgetProps } from '../../src/widgets/context';
import { toAttribute, type PropType, type TagDefinition } from '../tags';
import { defineProps, parseAttribute, readElementInputs, replayOwnProps } from './element-config';
import { WidgetErrorBoundary } from './error-boundary';
import { CALL_QUEUE, HANDLE, R2WC_CONNECTED, R2WC_PROPS, R2WC_RENDER } from './symbols';

export type { ConfigInput };

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

export { parseAttribute };

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
    // The first render is in the page: the height held since the upgrade (see upgrade()) is let go
    // before that frame is painted, or, while the widget shows a loading state (an element with the
    // part 'loading', e.g. a cart read from the server), once that state is gone (HOLD_MAX_MS at most).
    useLayoutEffect(() => holdWhileLoading(host), []); // eslint-disable-line react-hooks/exhaustive-deps
    useLayoutEffect(() => {
      if (state.ok) {
        if (host.getAttribute('data-error') === 'config') host.removeAttribute('data-error');
        // A server's printed fallback (the plugin's own form for visitors without JavaScript) has
        // served its turn once the widget draws; taken out, so the page holds one copy of its fields.
        for (const el of host.querySelectorAll(':scope > [data-se-fallback]')) el.remove();
      } else {
        console.error(`[${tag}] invalid config: ${formatIssue(state.issue)}`);
        host.setAttribute('data-error', 'config');
      }
    }, [state]);
    // A config the widget cannot read keeps the server's printed fallback in view (it still works);
    // without one, nothing is rendered.
    if (!state.ok) return host.querySelector(':scope > [data-se-fallback]') ? <slot name="fallback" /> : null;
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
    replayOwnProps(el, propNames);
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
      // Not "connected" (r2wc starts out so) until connectedCallback says so: see there.
      this[R2WC_CONNECTED] = false;
      init(this);
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const prop = attrToProp.get(name);
      if (!prop) return;
      (this[R2WC_PROPS] as Record<string, unknown>)[prop] = parseAttribute(propTypes[prop]!, value);
      this[R2WC_RENDER]();
    }

    connectedCallback(): void {
      // The widget mounts at the end of the task that connected the element, with whatever
      // attributes and properties the page set in it. React schedules its first render anyway;
      // preact renders at once, which in the lite build mounted widgets into detached trees
      // (innerHTML into a new node: layout effects measured nothing), mounted before a `config`
      // property set just after append (a spurious config error), and mounted a new element
      // before the one removed in the same task had unmounted (its cleanup then undid the new
      // one's body padding). A disconnect's unmount is queued the same way, so order is kept.
      queueMicrotask(() => {
        if (!this.isConnected || this[R2WC_CONNECTED]) return;
        this[R2WC_CONNECTED] = true;
        this[R2WC_RENDER]();
      });
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
      // Recreate what r2wc's constructor sets up; the placeholder already made the shadow root, except
      // for a tag that enhances printed markup (it stayed visible until now). Its new shadow root hides
      // that markup until the widget's first render, a frame or more later (React schedules it): the
      // element keeps the height it had meanwhile, so nothing below it moves up and back (CLS).
      if (!host.shadowRoot) holdHeight(host);
      const container = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
      host[R2WC_CONNECTED] = false;
      host[R2WC_PROPS] = { container };
      host.container = container;
      init(host);
      if (host.isConnected) (host as unknown as { connectedCallback(): void }).connectedCallback();
    }
  }

  defineProps(
    SiteElement.prototype,
    propTypes,
    (el) => (el as Host)[R2WC_PROPS] as Record<string, unknown>,
    (el) => (el as Host)[R2WC_RENDER](),
  );

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

const HELD = Symbol('site-elements.held-height');

/** Keeps the element's current height as its min-height (CSSOM: no style attribute in the markup, CSP-safe). */
function holdHeight(host: Host): void {
  const h = host.getBoundingClientRect().height;
  if (!(h > 0)) return;
  host[HELD] = host.style.minHeight;
  host.style.minHeight = `${h}px`;
}

/** The longest a held height waits for a widget's loading state to end. */
export const HOLD_MAX_MS = 8000;

/** Lets the held height go now, or when the shadow root no longer shows a `[part~="loading"]`; returns the cleanup. */
function holdWhileLoading(host: Host): (() => void) | undefined {
  const root = host.shadowRoot;
  const loading = () => !!root?.querySelector('[part~="loading"]');
  if (!(HELD in host) || !root || !loading()) {
    releaseHeight(host);
    return undefined;
  }
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    releaseHeight(host);
  };
  const observer = new MutationObserver(() => {
    if (!loading()) done();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['part'] });
  const timer = setTimeout(done, HOLD_MAX_MS);
  return done;
}

/** Gives the element its own min-height back (what it had before holdHeight). */
function releaseHeight(host: Host): void {
  if (!(HELD in host)) return;
  host.style.minHeight = host[HELD] as string;
  delete host[HELD];
}

function resolve<C, S>(options: ElementOptions<C, S>, host: Host, props: Record<string, unknown>): Parsed<WidgetContext<C, S>> {
  const { tag } = options;
  const inputs = readElementInputs(host, props);
  if (!inputs.ok) return inputs;
  const config = options.config({ json: inputs.value.json, props: inputs.value.props });
  if (!config.ok) return config;
  const { settings } = inputs.value;

  const root = host.shadowRoot!;
  const ctx: WidgetContext<C, S> = {
    host,
    root,
    tag,
    config: config.value,
    settings,
    strings: pick(options.strings, settings.locale),
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
