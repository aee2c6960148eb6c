// How this build is served: DOCS_STATIC=1 (npm run build:demo) adds the static demo's in-browser
// backend (../assets/offline.js) before the loader, as the static demo's own pages have it.
export default { static: process.env.DOCS_STATIC === '1' };
