/**
 * What <eb-search> reads from the page: the widget's wrapper (the element itself when it stands in
 * for Elementor's widget div, else the `[data-widget_type]` inside it or around it), its
 * `data-settings` (or the element's JSON config block), which of the two search widgets it is, and
 * for live results the widget id (attribute `widget-id`, else `data-id`, else the hidden
 * `e_search_props` `{widgetId}-{postId}`) and the page id (attribute `post-id`, else the closest
 * `[data-elementor-id]`, else `e_search_props`).
 */
import { readSearchSettings, searchWidget, type SearchSettings } from '../../core/builder/search';
import { parseJson, type Parsed } from '../../core/shared/parsed';

/** Elementor's widget ids: 7 letters or digits (refresh-base.php `is_widget_id_valid`). */
const WIDGET_ID = /^[a-zA-Z0-9]{7}$/;

export interface SearchConfig {
  settings: SearchSettings;
  warnings: string[];
  /** The widget's wrapper (Elementor's `.elementor-element`): `e-focus` and the skin classes live there. */
  widget: HTMLElement;
  widgetId?: string;
  /** The page id as Elementor sends it (the attribute's string). */
  postId?: string;
}

export function readSearchInput(json: unknown, props: Record<string, unknown>, host: HTMLElement): Parsed<SearchConfig> {
  const widget =
    (host.hasAttribute('data-widget_type') || host.hasAttribute('data-settings') ? host : null) ??
    host.querySelector<HTMLElement>('[data-widget_type]') ??
    host.closest<HTMLElement>('[data-widget_type]') ??
    host;
  let raw = json;
  const attr = widget.getAttribute('data-settings');
  if (raw === undefined && attr) {
    const parsed = parseJson(attr, 'data-settings');
    if (!parsed.ok) return parsed;
    raw = parsed.value;
  }
  const live = host.querySelector('input.e-search-input');
  const classic = host.querySelector('form.elementor-search-form input[name="s"], input.elementor-search-form__input');
  if (!live && !classic) return { ok: false, issue: { path: '(content)', expected: "the widget's markup: form.elementor-search-form or input.e-search-input", got: 'none' } };
  const kind = searchWidget(widget.getAttribute('data-widget_type'), !!live);
  if ((kind === 'search' && !live) || (kind === 'search-form' && !classic)) {
    return { ok: false, issue: { path: '(content)', expected: `the ${kind} widget's markup`, got: 'the other search widget' } };
  }
  const propPost = props.postId;
  if (propPost !== undefined && (typeof propPost !== 'number' || !Number.isSafeInteger(propPost) || propPost < 1)) {
    return { ok: false, issue: { path: 'post-id', expected: 'the id of the page holding the widget (an integer >= 1)', got: JSON.stringify(propPost).slice(0, 40) } };
  }
  const read = readSearchSettings(raw, kind);
  if (!read.ok) return read;
  const { settings, warnings } = read.value;
  const config: SearchConfig = { settings, warnings, widget };
  if (settings.widget === 'search') {
    const props1 = host.querySelector<HTMLInputElement>('input[name="e_search_props"]')?.value ?? '';
    const m = /^([a-zA-Z0-9]{7})-(\d{1,20})$/.exec(props1);
    const widgetId = (props.widgetId as string | undefined) ?? widget.getAttribute('data-id') ?? m?.[1];
    if (settings.live && (widgetId === undefined || !WIDGET_ID.test(widgetId))) {
      return { ok: false, issue: { path: 'widget-id', expected: 'exactly 7 letters or digits (Elementor\'s widget id)', got: widgetId === undefined ? 'none' : JSON.stringify(widgetId.slice(0, 40)) } };
    }
    if (widgetId !== undefined) config.widgetId = widgetId;
    const postId = props.postId !== undefined ? String(props.postId) : (host.closest('[data-elementor-id]')?.getAttribute('data-elementor-id') ?? m?.[2]);
    if (postId !== undefined && /^\d{1,20}$/.test(postId)) config.postId = postId;
  }
  return { ok: true, value: config };
}
