/**
 * What <eb-posts> reads from the page: the widget element (the tag itself when it carries
 * Elementor's wrapper attributes, else the widget div it wraps), its id (the `widget-id`
 * attribute, else `data-id`), its settings (the JSON config block, else `data-settings`) and
 * `data-widget_type`. The markup must hold the widget's posts container (`.elementor-posts-container`,
 * or the Loop Grid's `.elementor-loop-container`).
 */
import { containerSelector, readPostsSettings, type PostsRead } from '../../core/builder/posts';
import { parseJson, type Parsed } from '../../core/shared/parsed';

/** An Elementor element id: letters, digits, `_` and `-` (Elementor prints 7 hex digits). */
export const POSTS_WIDGET_ID = /^[A-Za-z0-9_-]{1,40}$/;

export interface PostsInput extends PostsRead {
  widgetId: string;
  /** Next-page requests time out after this many ms (the `timeout` attribute, else NEXT_PAGE_TIMEOUT_MS). */
  timeout: number | undefined;
}

/** The widget element of `host`: itself when it is Elementor's wrapper, else the wrapper it holds. */
export function widgetOf(host: HTMLElement): HTMLElement {
  if (host.hasAttribute('data-widget_type') || host.hasAttribute('data-settings') || host.querySelector(':scope > .elementor-widget-container')) return host;
  return host.querySelector<HTMLElement>(':scope > [data-widget_type], :scope > .elementor-widget, :scope > [data-id]') ?? host;
}

export function readPostsInput(json: unknown, props: Record<string, unknown>, host: HTMLElement): Parsed<PostsInput> {
  const widget = widgetOf(host);
  const type = widget.getAttribute('data-widget_type');
  let raw = json;
  const attr = widget.getAttribute('data-settings');
  if (raw === undefined && attr) {
    const parsed = parseJson(attr, 'data-settings');
    if (!parsed.ok) return parsed;
    raw = parsed.value;
  }
  const id = typeof props.widgetId === 'string' && props.widgetId !== '' ? props.widgetId : (widget.getAttribute('data-id') ?? '');
  if (!POSTS_WIDGET_ID.test(id)) return { ok: false, issue: { path: 'widget-id', expected: "the widget's id (data-id: letters, digits, _ or -)", got: id ? JSON.stringify(id.slice(0, 40)) : 'none' } };
  const read = readPostsSettings(raw, type);
  if (!read.ok) return read;
  // A loop container in a widget that says nothing of its type: a Loop Grid.
  const family = read.value.settings.family === 'posts' && !widget.querySelector('.elementor-posts-container') && widget.querySelector('.elementor-loop-container') ? 'loop-grid' : read.value.settings.family;
  if (!widget.querySelector(containerSelector(family))) {
    return { ok: false, issue: { path: '(content)', expected: "the widget's markup: a .elementor-posts-container (or the Loop Grid's .elementor-loop-container)", got: 'none' } };
  }
  const t = props.timeout;
  const timeout = typeof t === 'number' && Number.isFinite(t) && t > 0 ? Math.min(t, 120_000) : undefined;
  return { ok: true, value: { settings: { ...read.value.settings, family }, warnings: read.value.warnings, widgetId: id, timeout } };
}
