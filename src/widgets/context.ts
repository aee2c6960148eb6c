/**
 * What every widget receives from its element: the validated config, the resolved page settings,
 * the locale's strings and a few host services. Widgets know nothing of custom elements.
 */
import type { PageSettings } from '../core/shared/settings';
import type { CommonStrings } from '../i18n/common';

export interface WidgetContext<C, S = CommonStrings> {
  /** The custom element (events are dispatched on it; `data-*` state is reflected on it). */
  host: HTMLElement;
  /** The element's open shadow root. */
  root: ShadowRoot;
  /** Tag name, for `[tag]` console messages. */
  tag: string;
  config: C;
  settings: PageSettings;
  /** The widget's own strings in the page's locale. */
  strings: S;
  /** Dispatches a bubbling, composed CustomEvent on the host. */
  emit<T>(name: string, detail: T, opts?: { cancelable?: boolean }): CustomEvent<T>;
  /** Publishes the element's imperative methods (e.g. `openSettings`). Calls made earlier are replayed. */
  expose(api: Record<string, (...args: never[]) => unknown>): void;
  /** Logs one `[tag] …` console error. */
  logError(message: string, ...rest: unknown[]): void;
}

export interface WidgetProps<C, S = CommonStrings> {
  ctx: WidgetContext<C, S>;
}

/** What the element hands a widget's config function: the JSON config and the typed attribute props. */
export interface ConfigInput {
  /** The element's JSON config (child block, `config` attribute or `config` property); undefined when absent. */
  json: unknown;
  /** Attribute props by camelCase name, already typed (booleans true/false, numbers or undefined). */
  props: Record<string, unknown>;
}
