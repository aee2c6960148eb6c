/** <eb-search>'s anatomy: part names for `part=""`, the docs and the tests. */
export const PARTS = {
  /** The polite live region that says how many results came (shadow root). */
  status: 'status',
} as const;

/** Classes and ids <eb-search> adds to the page's markup (light DOM), for the site's CSS and the tests. */
export const CLASSES = {
  /** The listbox (Elementor's `div.e-search-results-list`, with role=listbox). */
  list: 'e-search-results-list',
  /** The item of the active option. */
  active: 'eb-search-active',
  /** The box with the failure message and the retry button. */
  error: 'eb-search-error',
  retry: 'eb-search-retry',
} as const;
