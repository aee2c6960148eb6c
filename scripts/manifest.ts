/**
 * custom-elements.json (Custom Elements Manifest 2.1) from elements/tags.ts and elements/docs/.
 * The build writes it (esbuild.config.mjs); tests/unit/shared/manifest.test.ts fails when the
 * committed file is not what the source gives. One module, the loader a page imports: both builds'
 * loaders (site-elements.js, site-elements.lite.js) define the same elements.
 */
import { DOCS } from '../elements/docs';
import { COMMON_ATTRIBUTE_DOCS } from '../elements/docs/types';
import { TAGS, toAttribute } from '../elements/tags';

/** The manifest's module: the file a page loads to get the elements. */
export const MANIFEST_MODULE = 'dist/site-elements.js';

/** The manifest as the file holds it (JSON text, ending in a newline). */
export function manifestText(): string {
  return `${JSON.stringify(manifest(), null, 2)}\n`;
}

/** The manifest object. */
export function manifest() {
  const declarations = Object.entries(TAGS).map(([tag, def]) => {
    const docs = DOCS[tag];
    if (!docs) throw new Error(`elements/docs has no entry for <${tag}>`);
    const attributeDocs = { ...COMMON_ATTRIBUTE_DOCS, ...docs.attributes };
    const missing = Object.keys(def.props).filter((p) => !attributeDocs[p]);
    if (missing.length && docs.attributes && Object.keys(docs.attributes).length) throw new Error(`<${tag}>: undocumented props ${missing.join(', ')}`);
    const className = tag.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase()) + 'Element';
    const attributes = Object.entries(def.props).map(([prop, type]) => ({
      name: toAttribute(prop),
      fieldName: prop,
      type: { text: attributeDocs[prop]?.type ?? type },
      description: attributeDocs[prop]?.description ?? '',
      ...(attributeDocs[prop]?.default !== undefined ? { default: attributeDocs[prop]!.default } : {}),
    }));
    const methods: readonly string[] = 'methods' in def ? def.methods : [];
    return {
      kind: 'class',
      name: className,
      tagName: tag,
      customElement: true,
      summary: docs.summary,
      description: docs.description ?? '',
      superclass: { name: 'HTMLElement' },
      attributes,
      members: [
        ...attributes.map((a) => ({ kind: 'field', name: a.fieldName, attribute: a.name, type: a.type, description: a.description })),
        ...methods.map((m) => ({ kind: 'method', name: m })),
      ],
      events: docs.events.map((e) => ({ name: e.name, description: e.description, type: { text: `CustomEvent<${e.detail ?? 'void'}>` } })),
      cssParts: docs.parts,
      cssProperties: docs.cssProperties,
      slots: docs.slots,
    };
  });
  const modules = [
    {
      kind: 'javascript-module',
      path: MANIFEST_MODULE,
      declarations,
      exports: declarations.map((d) => ({ kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: MANIFEST_MODULE } })),
    },
  ];
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}
