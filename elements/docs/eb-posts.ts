import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

export const docs: ElementDocs = {
  summary: 'Load more and infinite scroll for the markup of Elementor Pro\'s Posts, Archive Posts and Loop Grid widgets, with an error path. A light element: no React.',
  description:
    'Takes the place of the widget\'s wrapper div (keeping its classes, data-id, data-settings and data-widget_type) or wraps it unchanged; ' +
    'its content is Elementor\'s own markup: .elementor-widget-container > .elementor-posts-container (Loop Grid: .elementor-loop-container), ' +
    'then the load-more anchor (.e-load-more-anchor[data-page][data-max-page][data-next-page]), the button (.elementor-button-wrapper > a.elementor-button) ' +
    'and .e-load-more-message, or nav.elementor-pagination. For pagination_type load_more_on_click and load_more_infinite_scroll it GETs data-next-page, ' +
    'takes the new items scoped by the widget\'s [data-id] (posts: .elementor-posts-container > article; loop grid: .elementor-loop-container > .e-loop-item), ' +
    'sanitizes them (DOMPurify, loaded lazily) and appends them; the next URL comes from the fetched page\'s anchor (same origin only). ' +
    'Elementor\'s classes e-load-more-pagination-loading / -end / e-load-more-no-spinner are kept. A failed, garbled or slow page (timeout) ends the ' +
    'loading state with a message and a retry button. Numbered and previous/next links stay links. Masonry ({skin}_masonry with 2+ columns on the ' +
    'current device) also lays out appended items, again on resize (one shared listener) and as images load. New posts are announced politely; ' +
    'after the button (or retry) focus moves to the first new post. Back/forward restores the loaded posts (sessionStorage keyed by URL and widget id, ' +
    'marked in history.state). Attributes on the element: data-enhanced, data-state (idle | loading | error | end).',
  attributes: {
    ...COMMON_ATTRIBUTE_DOCS,
    config: { description: 'The widget\'s data-settings as JSON (instead of reading data-settings): pagination_type, load_more_spinner, load_more_no_posts_custom_message, {skin}_columns (+ _tablet, _mobile, …), {skin}_masonry, {skin}_row_gap; the Loop Grid\'s unprefixed columns, masonry, row_gap.', type: 'string' },
    widgetId: { description: 'The widget\'s id (Elementor\'s data-id), used to find its items in a fetched page; default: data-id of the widget.', type: 'string' },
    timeout: { description: 'How long a next page may take (ms) before the retry is offered.', type: 'number', default: '15000' },
  },
  events: [
    { name: 'eb-posts-load', description: 'A next page\'s posts were appended.', detail: '{ widgetId, url, page, count }' },
    { name: 'eb-posts-error', description: 'A next page failed (network, HTTP status, timeout, a page without the widget); the retry button is shown.', detail: '{ widgetId, url, message }' },
    { name: 'eb-posts-end', description: 'The last page is shown.', detail: '{ widgetId, page }' },
  ],
  parts: [
    { name: 'status', description: 'The row under the widget holding the loading indicator (infinite scroll), the error and its retry, or the end message when the markup has none.' },
    { name: 'loading', description: 'Infinite scroll\'s loading indicator.' },
    { name: 'error', description: 'The error message.' },
    { name: 'retry', description: 'The retry button.' },
    { name: 'end', description: 'The end message (only when the markup has no .e-load-more-message).' },
    { name: 'announcer', description: 'The visually hidden polite live region ("4 nieuwe berichten geladen").' },
  ],
  cssProperties: [
    { name: '--se-posts-accent', description: 'Retry button and spinner colour.', default: '#8a4b14' },
    { name: '--se-posts-error-color', description: 'Error message colour.', default: '#a3210f' },
    { name: '--se-posts-retry-bg', description: 'Retry button background.', default: 'var(--se-posts-accent)' },
    { name: '--se-posts-retry-color', description: 'Retry button text colour.', default: '#fff' },
    { name: '--se-posts-button-radius', description: 'Retry button radius.', default: '999px' },
    { name: '--se-posts-spinner-track', description: 'Spinner track colour.', default: 'rgba(0,0,0,.12)' },
    { name: '--se-posts-status-margin', description: 'Space above and below the status row.', default: '1rem' },
    { name: '--se-posts-pull', description: 'Masonry: an item\'s pull upwards (set by the element on each item).' },
  ],
  slots: [{ name: '', description: 'The widget\'s markup as Elementor prints it.' }],
};
