import type { ElementDocs } from './types';

export const docs: ElementDocs = {
  summary: 'Table of the cookies a site uses, filterable by first / third party.',
  description:
    'Config JSON `cookies`: entries with `name` (or `cookie_name`), `type` (or `cookie_type_label`), `first_or_third_party` (`first_party` / `third_party`), ' +
    '`can_be_blocked` (1 means blockable), `session_or_persistent`, `expiry` (or `expiry_time`) and `purpose`. Rows become cards below 768 px.',
  attributes: {},
  events: [],
  parts: [
    { name: 'filter', description: 'The first / third party <select> (Any, First party, Third party).' },
    { name: 'table', description: 'The <table>, one <tbody> row per cookie shown.' },
  ],
  cssProperties: [
    { name: '--se-cookie-list-border', description: 'Table borders.', default: '#d8dee4' },
    { name: '--se-cookie-list-head-bg', description: 'Header row background.', default: '#f6f8fa' },
    { name: '--se-cookie-list-accent', description: 'Accent colour: the focus ring of the party filter.', default: '#25603f' },
    { name: '--se-cookie-list-radius', description: 'Corner radius of the table and the mobile cards.', default: '10px' },
  ],
  slots: [],
};
