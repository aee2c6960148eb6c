import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

export const docs: ElementDocs = {
  summary: 'Loop grid with Elementor Pro\'s taxonomy filters: URL state, refresh-loop call, back and forward. A light element: no React.',
  description:
    'The loop items are the page\'s server-rendered light DOM (Elementor\'s .elementor-widget-container > .elementor-loop-container > .e-loop-item, or any markup). ' +
    'Filter bars come from the config. A click follows Elementor\'s rules (All clears; an active term deselects; multiple selection adds), pushes ' +
    'e-filter-{widgetId}-{taxonomy}=a+b (AND), a~b (OR) or !a!b (NOT, excluded) into the URL, dropping e-page-{widgetId}, and POSTs ' +
    '{restUrl}elementor-pro/v1/refresh-loop {post_id, widget_filters: {taxonomy: {<tax>: {terms, logicalJoin}}}, widget_id, pagination_base_url} ' +
    '(X-WP-Nonce, is_edit_mode and widget_model only in edit mode). The answer\'s data HTML, sanitized, replaces .elementor-widget-container (or the whole content). ' +
    'A non-ok answer, status >= 400 or an answer without data is ignored silently. While loading the old items stay, dimmed (aria-busy): the grid keeps its height; ' +
    'the new count is announced politely. Back and forward restore the filters and the items they showed (from memory, else by a refresh).',
  attributes: {
    ...COMMON_ATTRIBUTE_DOCS,
    widgetId: { description: 'Elementor\'s widget id: exactly 7 letters or digits (required).', type: 'string' },
    postId: { description: 'The id of the page holding the loop (sent as post_id); else the closest [data-elementor-id].', type: 'number' },
    config: {
      description:
        'JSON config: {"filters": [{"taxonomy", "label", "terms": [{"slug", "name"}], "multiple" (boolean or "yes"/"no"), "logicalJoin": "AND" | "OR" | "NOT" ("" = none), ' +
        '"showAll" (default true), "allLabel"}], "paginationBaseUrl", "pageNum" (Elementor\'s data-page-num), "editMode", "widgetModel"}.',
      type: 'string',
    },
  },
  events: [
    { name: 'loop-filter-change', description: 'A filter changed; the URL is already updated, the refresh is on its way.', detail: '{ widgetId: string, filters: Record<string, {terms: string[], logicalJoin?}> }' },
    { name: 'loop-grid-refresh', description: 'New items are in.', detail: '{ widgetId: string, filters, count: number }' },
  ],
  parts: [
    { name: 'filters', description: 'The box of filter bars (each a role="group" labelled by its label).' },
    { name: 'filter', description: 'A filter button with data-taxonomy, data-term (__all for All) and aria-pressed.' },
    { name: 'grid', description: 'The box around the slotted items; aria-busy while a refresh runs.' },
  ],
  cssProperties: [
    { name: '--se-loop-accent', description: 'Accent of the filter buttons and spinner.', default: '#8a4b14' },
    { name: '--se-loop-filter-bg', description: 'Filter button background.', default: 'transparent' },
    { name: '--se-loop-filter-color', description: 'Filter button text colour.', default: 'the accent' },
    { name: '--se-loop-filter-border', description: 'Filter button border colour.', default: 'the accent' },
    { name: '--se-loop-filter-active-bg', description: 'Pressed filter background.', default: 'the accent' },
    { name: '--se-loop-filter-active-color', description: 'Pressed filter text colour.', default: '#fff' },
    { name: '--se-loop-filter-hover-bg', description: 'Filter hover background.', default: 'rgba(138, 75, 20, .08)' },
    { name: '--se-loop-filter-radius', description: 'Filter button radius.', default: '999px' },
    { name: '--se-loop-filter-font-size', description: 'Filter button font size.', default: '.95em' },
    { name: '--se-loop-filter-gap', description: 'Gap between buttons and bars.', default: '.5rem' },
    { name: '--se-loop-filters-margin', description: 'Space under the filter bars.', default: '1.25rem' },
    { name: '--se-loop-loading-bg', description: 'Veil over the items while loading.', default: 'rgba(255, 255, 255, .6)' },
    { name: '--se-loop-spinner-track', description: 'Spinner track colour.', default: 'rgba(0, 0, 0, .12)' },
  ],
  slots: [{ name: '', description: 'The loop items as the server rendered them.' }],
};
