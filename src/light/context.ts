/**
 * What a light element's code gets from its element (issue 41): the context its setup runs with
 * and what its config function reads. On the light floor, so src/light/* imports them from here;
 * elements/base/light-element.ts builds them (and re-exports them for the tag definitions).
 */
import type { Breakpoint } from '../core/builder/breakpoints';
import type { PageSettings } from '../core/shared/settings';

/** What a light element's config function reads: the JSON config, the typed props and the host (its markup). */
export interface LightConfigInput {
  json: unknown;
  props: Record<string, unknown>;
  host: HTMLElement;
}

export interface LightContext<C, S> {
  host: HTMLElement;
  /** The open shadow root; render into it with lit-html. */
  root: ShadowRoot;
  tag: string;
  config: C;
  settings: PageSettings;
  /**
   * The page's breakpoints (page settings `breakpoints`, Elementor's defaults otherwise), read
   * with the tag's `breakpoints` option; empty for a tag without one.
   */
  breakpoints: Breakpoint[];
  strings: S;
  /** Aborted at teardown: pass it to addEventListener and hang cleanups on it. */
  signal: AbortSignal;
  /** Runs `fn` at teardown. */
  onTeardown(fn: () => void): void;
  emit<T>(name: string, detail: T, opts?: { cancelable?: boolean }): CustomEvent<T>;
  logError(message: string, ...rest: unknown[]): void;
}
