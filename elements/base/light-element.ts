/**
 * The base of the light elements (<header-menu>, <eb-loop-grid>, <eb-sticky>): small classes
 * that enhance markup the CMS already rendered, with lit-html templates and no React. They share
 * the React widgets' contract (CONTRACT section 2): typed attribute props, the JSON config block
 * or `config` attribute, page settings with attribute overrides, one `[tag]` console error plus
 * `data-error` for bad input, events through src/platform/emit and `--se-*` theming in an open
 * shadow root. The light DOM stays the content: it is projected through a `<slot>`, so the page's
 * own CSS keeps styling it, and on any error the element shows it unchanged.
 *
 * Lifecycle: set up when connected (after the document is parsed, so children are there), torn
 * down when disconnected for good (a move keeps it), set up again when an attribute changes.
 * Teardown is one AbortSignal the element's code hangs every listener and cleanup on.
 */
import { html, render } from 'lit-html';
import type { Breakpoint } from '../../src/core/builder/breakpoints';
import { formatIssue, isPlainObject, type Parsed } from '../../src/core/shared/parsed';
import { pick, type Bundle } from '../../src/i18n';
import { adoptSheet, sharedSheet } from '../../src/platform/adopt-styles';
import { emit } from '../../src/platform/emit';
import { readPageSettings } from '../../src/platform/page-settings';
import type { LightConfigInput, LightContext } from '../../src/light/context';
import { toAttribute, type PropType, type TagDefinition } from './tag-props';
import type { SiteElementClass } from './create-element';
import { defineProps, parseAttribute, readElementInputs, replayOwnProps } from './element-config';

export type { LightConfigInput, LightContext };

export interface LightOptions<C, S> {
  tag: string;
  definition: TagDefinition;
  /** The shadow root's stylesheet (the light reset is prepended). */
  styles: string;
  config: (input: LightConfigInput) => Parsed<C>;
  strings: Bundle<S>;
  /**
   * For a tag that follows the device modes: reads the page settings' `breakpoints`
   * (parseBreakpoints, src/core/builder/breakpoints.ts). Passed in rather than imported here, so
   * a tag that needs none (the loop grid) does not carry it.
   */
  breakpoints?: (raw: unknown) => Parsed<Breakpoint[]>;
  /** Enhances the element; everything it sets up hangs on `ctx.signal`. */
  setup: (ctx: LightContext<C, S>) => void;
}

/**
 * The reset of a light element's shadow root. Unlike the widgets' reset it sets no font or
 * colour on :host: the slotted content is the site's own and inherits the site's styles.
 */
const LIGHT_RESET = `:host{display:block}:host([hidden]){display:none}*,*::before,*::after{box-sizing:border-box}[hidden]{display:none!important}button{font:inherit;color:inherit;cursor:pointer}:focus-visible{outline:2px solid var(--se-focus-color,#1a73e8);outline-offset:2px}.se-sr-only{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;transition-duration:.01ms!important}}`;

interface State {
  props: Record<string, unknown>;
  run?: AbortController;
  scheduled: boolean;
}

const states = new WeakMap<HTMLElement, State>();

/** What an element shows when it cannot run: its light DOM, unchanged. */
const plain = () => html`<slot></slot>`;

/** Builds a light element class. Registration happens in elements/<tag>.ts, guarded. */
export function createLightElement<C, S>(options: LightOptions<C, S>): SiteElementClass {
  const { tag, definition } = options;
  const propTypes = definition.props as Record<string, PropType>;
  const propNames = Object.keys(propTypes);
  const attrToProp = new Map(propNames.map((p) => [toAttribute(p), p]));
  const sheet = () => sharedSheet(tag, LIGHT_RESET + options.styles);

  function state(el: HTMLElement): State {
    let s = states.get(el);
    if (!s) {
      s = { props: {}, scheduled: false };
      for (const p of propNames) s.props[p] = parseAttribute(propTypes[p]!, el.getAttribute(toAttribute(p)));
      states.set(el, s);
    }
    return s;
  }

  function stop(el: HTMLElement): void {
    const s = state(el);
    const run = s.run;
    s.run = undefined;
    run?.abort();
  }

  /** Sets the element up once the current task is done (attribute changes batch into one run). */
  function schedule(el: HTMLElement): void {
    const s = state(el);
    if (s.scheduled) return;
    s.scheduled = true;
    const go = () => {
      s.scheduled = false;
      if (el.isConnected) start(el);
    };
    // Connected while the parser is still on its start tag (the classic script in <head>): wait
    // for the children, the config block and the markup to enhance.
    if (el.ownerDocument.readyState === 'loading') el.ownerDocument.addEventListener('DOMContentLoaded', go, { once: true });
    else queueMicrotask(go);
  }

  function start(el: HTMLElement): void {
    stop(el);
    const s = state(el);
    const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    adoptSheet(root, sheet());
    const fail = (kind: 'config' | 'render', message: string, ...rest: unknown[]) => {
      console.error(`[${tag}] ${message}`, ...rest);
      el.setAttribute('data-error', kind);
      render(plain(), root);
    };

    const resolved = resolve(el, s.props);
    if (!resolved.ok) return fail('config', `invalid config: ${formatIssue(resolved.issue)}`);
    const err = el.getAttribute('data-error');
    if (err === 'config' || err === 'render') el.removeAttribute('data-error');

    const run = new AbortController();
    s.run = run;
    const ctx: LightContext<C, S> = {
      host: el,
      root,
      tag,
      ...resolved.value,
      signal: run.signal,
      onTeardown: (fn) => run.signal.addEventListener('abort', fn, { once: true }),
      emit: (name, detail, opts) => emit(el, name, detail, opts),
      logError: (message, ...rest) => console.error(`[${tag}] ${message}`, ...rest),
    };
    try {
      options.setup(ctx);
    } catch (e) {
      if (s.run === run) s.run = undefined;
      run.abort();
      fail('render', 'render failed', e);
    }
  }

  function resolve(el: HTMLElement, props: Record<string, unknown>): Parsed<Pick<LightContext<C, S>, 'config' | 'settings' | 'breakpoints' | 'strings'>> {
    const inputs = readElementInputs(el, props);
    if (!inputs.ok) return inputs;
    const page = readPageSettings(el.ownerDocument);
    const breakpoints = options.breakpoints ? options.breakpoints(isPlainObject(page) ? page.breakpoints : undefined) : { ok: true as const, value: [] };
    if (!breakpoints.ok) return breakpoints;
    const config = options.config({ json: inputs.value.json, props: inputs.value.props, host: el });
    if (!config.ok) return config;
    const { settings } = inputs.value;
    return { ok: true, value: { config: config.value, settings, breakpoints: breakpoints.value, strings: pick(options.strings, settings.locale) } };
  }

  class LightElement extends HTMLElement {
    static readonly tagName = tag;
    static get observedAttributes(): string[] {
      return [...attrToProp.keys()];
    }

    constructor() {
      super();
      state(this);
    }

    connectedCallback(): void {
      // Moved within the page (disconnect + connect in one task): still set up, nothing to do.
      if (!state(this).run) schedule(this);
    }

    disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) stop(this);
      });
    }

    attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      const prop = attrToProp.get(name);
      if (!prop || old === value) return;
      state(this).props[prop] = parseAttribute(propTypes[prop]!, value);
      if (this.isConnected) schedule(this);
    }

    static upgrade(el: HTMLElement): void {
      Object.setPrototypeOf(el, LightElement.prototype);
      state(el);
      replayOwnProps(el, propNames);
      if (el.isConnected) (el as LightElement).connectedCallback();
    }
  }

  defineProps(
    LightElement.prototype,
    propTypes,
    (el) => state(el).props,
    (el) => el.isConnected && schedule(el),
  );

  return LightElement as unknown as SiteElementClass;
}
