// Data for every page of the docs site (Eleventy's directory data file for docs/): where each
// Markdown file is published, its title (its first heading), and the tags it documents (those
// named in that heading, for the API tables the layout prints from custom-elements.json), and the
// stylesheets its live examples need (_data/exampleSheets.mjs, linked in <head> by the layout).
import { urlOfInput } from '../scripts/docs/eleventy.config.mjs';
import exampleSheets from './_data/exampleSheets.mjs';

/** The custom element names used in the `html live` fences of a Markdown text. */
function liveExampleTags(raw) {
  const tags = new Set();
  for (const m of String(raw ?? '').matchAll(/^```html live\n([\s\S]*?)^```/gm)) {
    for (const t of m[1].matchAll(/<([a-z][a-z0-9]*(?:-[a-z0-9]+)+)[\s>]/g)) tags.add(t[1]);
  }
  return [...tags];
}

const firstHeading = (raw) => /^#\s+(.+)$/m.exec(raw ?? '')?.[1]?.trim() ?? '';

export default {
  layout: 'page.njk',
  eleventyComputed: {
    permalink: (data) => {
      if (data.permalink !== undefined && typeof data.permalink === 'string' && data.permalink !== '') return data.permalink;
      const rel = data.page.inputPath.replace(/^\.\//, '').replace(/^docs\//, '');
      if (!rel.endsWith('.md')) return data.permalink;
      const url = urlOfInput(rel);
      return `${url}index.html`;
    },
    title: (data) => data.title || firstHeading(data.page.rawInput).replace(/`/g, ''),
    pageSheets: (data) => [...new Set(liveExampleTags(data.page.rawInput).flatMap((t) => exampleSheets[t] ?? []))],
    documents: (data) =>
      data.page.inputPath.includes('/tags/') ? [...firstHeading(data.page.rawInput).matchAll(/<([a-z]+(?:-[a-z]+)+)/g)].map((m) => m[1]) : [],
  },
};
