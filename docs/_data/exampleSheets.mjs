// The stylesheets a tag's live example needs to look as it does on the demo pages, linked in the
// <head> of every docs page whose `html live` examples use the tag (docs/docs.11tydata.mjs).
// Two kinds: the tag's own page sheet from dist/ (the layout before any script: slides per view,
// the phone's menu, the search field) and the widget CSS the demo page has for the markup the CMS
// prints around the tag (on a WordPress site Elementor's and WooCommerce's own files and the
// theme give it; the demo writes the rules it needs in demo/assets/). Paths are relative to the
// server's root: the docs are served at /docs/ beside /dist/ and the demo's /assets/.
export default {
  'eb-carousel': ['dist/eb-carousel.css', 'assets/carousel-demo.css'],
  'eb-search': ['dist/eb-search.css', 'assets/search-demo.css'],
  'header-menu': ['dist/header-menu.css', 'assets/light-demo.css'],
  'eb-posts': ['assets/posts-demo.css'],
  'eb-form': ['assets/eb-form-demo.css'],
  'eb-loop-grid': ['assets/light-demo.css'],
  'eb-sticky': ['assets/light-demo.css'],
  'eb-popup': ['assets/eb-popup-demo.css'],
  'ays-popup': ['assets/popup-demo.css'],
  'wc-my-account': ['assets/account-demo.css'],
};
