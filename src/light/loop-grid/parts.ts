/** <eb-loop-grid>'s anatomy (CONTRACT: filter, grid): part names for `part=""`, the docs and the tests. */
export const PARTS = {
  /** The filter bars' box (present when the config has filters). */
  filters: 'filters',
  /** One button per term and per "All", with data-taxonomy, data-term (`__all` for All) and aria-pressed. */
  filter: 'filter',
  /** The box around the slotted items; aria-busy while a refresh runs. */
  grid: 'grid',
} as const;
