/** Documentation of one tag, turned into custom-elements.json by the build (scripts/manifest.ts). */
export interface ElementDocs {
  summary: string;
  description?: string;
  /** Keyed by camelCase prop name of elements/tags.ts; every prop must be documented. */
  attributes: Record<string, { description: string; type?: string; default?: string }>;
  events: { name: string; description: string; detail?: string }[];
  parts: { name: string; description: string }[];
  cssProperties: { name: string; description: string; default?: string }[];
  slots: { name: string; description: string }[];
}

/** Docs for the attributes every tag understands. */
export const COMMON_ATTRIBUTE_DOCS: ElementDocs['attributes'] = {
  ajaxUrl: { description: 'Overrides the page settings ajaxUrl for this element.', default: '/wp-admin/admin-ajax.php' },
  restUrl: { description: 'Overrides the page settings restUrl for this element.', default: '/wp-json/' },
  restNonce: { description: 'Overrides the page settings restNonce (sent as X-WP-Nonce).' },
  locale: { description: 'Overrides the page settings locale.', type: "'nl' | 'en'", default: 'nl' },
  config: { description: 'The JSON config as an attribute (instead of a child <script type="application/json"> block).', type: 'string' },
};

/** A tag whose widget is not built yet: its light DOM is shown as it is. */
export function pendingDocs(summary: string): ElementDocs {
  return {
    summary: `${summary} (not built yet: renders its content unchanged)`,
    attributes: {},
    events: [],
    parts: [],
    cssProperties: [],
    slots: [{ name: '', description: 'Content, shown as it is.' }],
  };
}
