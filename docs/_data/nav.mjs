// The docs site's navigation, in reading order (paths relative to docs/).
import { readdirSync } from 'node:fs';

const tagPages = readdirSync(new URL('../tags/', import.meta.url)).filter((f) => f.endsWith('.md')).sort().map((f) => `tags/${f}`);

export default [
  { title: 'Start', items: ['README.md', 'guides/getting-started.md', 'guides/using-it-on-a-page.md'] },
  { title: 'Tags', items: tagPages },
  {
    title: 'Guides',
    items: [
      'guides/moving-a-wordpress-site.md', 'guides/cdn-and-self-hosting.md', 'guides/lite-build.md', 'guides/theming.md',
      'guides/accessibility.md', 'guides/light-elements.md', 'guides/security.md', 'guides/reference-backend.md',
    ],
  },
  { title: 'Project', items: ['benchmarks.md', 'testing.md', 'contributing.md', 'screenshots.njk'] },
];
