import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

export const docs: ElementDocs = {
  summary: 'Elementor Pro\'s Search Form and Search widget: the field visible before any script, the full-screen skin as a real modal, live results as a WAI-ARIA combobox. A light element: no React.',
  description:
    'Takes the place of the widget\'s wrapper div (keeping its classes, data-id, data-settings, data-widget_type) or wraps it; its content is the widget\'s markup as ' +
    'Elementor prints it, and without the script it stays the plain GET /?s= form (with e_search_props for the Search widget). dist/eb-search.css, linked in <head>, shows ' +
    'the field at once (Elementor hides the Search widget until its script and fonts load, and the full-screen skin\'s field until its toggle is clicked). ' +
    'Search Form (data-widget_type search-form.*; data-settings {"skin": "classic" | "minimal" | "full_screen"}): classic and minimal stay the plain form; ' +
    'full_screen opens from its toggle as a modal dialog (role=dialog, aria-modal, inert while closed): focus moves to the field and stays inside, Escape, the close ' +
    'button and a click on the backdrop close it, focus returns to the toggle; prefers-reduced-motion drops the transition. ' +
    'Search widget (search.*; data-settings live_results "yes", template_id, minimum_search_characters (3), pagination_type_options, page_limit_settings, read loosely): ' +
    'typing waits 300 ms after the last keystroke and at least the minimum characters, then POSTs {restUrl}elementor-pro/v1/refresh-search ' +
    '{post_id, widget_id, search_term, page_number} (X-WP-Nonce when restNonce is set). The answer\'s {data, pagination} HTML, sanitized, becomes ' +
    'div.e-search-results-list[role=listbox] (each result\'s first link with text is its option) and nav.elementor-pagination, whose e-search-page links load that page. ' +
    'The field is the combobox: ArrowDown/ArrowUp move aria-activedescendant (wrapping), Enter opens the active result (else submits the form), Escape closes the list, ' +
    'a second Escape clears the field; Tab leaves. Every request aborts the previous one and only the newest answer may show. A failed call shows a message and a ' +
    'retry button; the count is announced politely. The request code and DOMPurify load on the field\'s first focus or keystroke.',
  attributes: {
    ...COMMON_ATTRIBUTE_DOCS,
    widgetId: { description: 'Elementor\'s widget id (7 letters or digits), sent as widget_id; else data-id, else the hidden e_search_props. Required for live results.', type: 'string' },
    postId: { description: 'The page\'s id, sent as post_id; else the closest [data-elementor-id], else e_search_props.', type: 'number' },
    config: { description: 'JSON config: the widget\'s data-settings object, in place of the wrapper\'s data-settings.', type: 'string' },
  },
  events: [
    { name: 'search-results', description: 'Live results are shown (count 0 for none).', detail: '{ term: string, page: number, count: number }' },
    { name: 'search-error', description: 'A live search call failed; the retry button is shown.', detail: '{ term: string, page: number, message: string }' },
    { name: 'search-open', description: 'The full-screen search opened.', detail: '{}' },
    { name: 'search-close', description: 'The full-screen search closed.', detail: '{}' },
  ],
  parts: [{ name: 'status', description: 'The polite live region that says how many results came or that the search failed (visually hidden).' }],
  cssProperties: [
    { name: '--se-search-active-outline', description: 'Outline of the active result (on the page\'s markup, from dist/eb-search.css).', default: '#1a73e8' },
    { name: '--se-search-active-bg', description: 'Background of the active result.', default: 'rgba(26, 115, 232, .08)' },
    { name: '--se-search-error-color', description: 'Colour of the failure message.', default: '#8a1c1c' },
    { name: '--se-search-retry-bg', description: 'Background of the retry button.', default: '#fff' },
  ],
  slots: [{ name: '', description: 'The widget\'s markup as Elementor printed it.' }],
};
