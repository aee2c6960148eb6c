// Data for every page of the docs site (Eleventy's directory data file for docs/): where each
// Markdown file is published, its title (its first heading), and the tags it documents (those
// named in that heading, for the API tables the layout prints from custom-elements.json).
import { urlOfInput } from '../scripts/docs/eleventy.config.mjs';

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
    documents: (data) =>
      data.page.inputPath.includes('/tags/') ? [...firstHeading(data.page.rawInput).matchAll(/<([a-z]+(?:-[a-z]+)+)/g)].map((m) => m[1]) : [],
  },
};
