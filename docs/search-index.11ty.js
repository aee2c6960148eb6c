// The offline search's index (/search-index.json): every page's title, URL, headings and text,
// read by static/docs.js. Made from the rendered pages, so it always matches what is published.
const strip = (html) =>
  String(html ?? '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

export default class SearchIndex {
  data() {
    return { permalink: '/search-index.json', layout: false, eleventyExcludeFromCollections: true };
  }
  render(data) {
    const pages = data.collections.all
      .filter((p) => p.url && !p.url.endsWith('.json'))
      .map((p) => {
        const html = p.content ?? '';
        const headings = [...html.matchAll(/<h([23])[^>]*id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({ id: m[2], text: strip(m[3]) }));
        return { title: p.data.title, url: p.url, headings, text: strip(html).slice(0, 20000) };
      });
    return JSON.stringify(pages);
  }
}
