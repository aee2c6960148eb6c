/**
 * `<img data-inline-svg>` becomes the SVG itself (spec section 7, "SVG inline"): the file is
 * fetched as text (the attribute's value, else the image's src), sanitized (src/platform/sanitize:
 * no script, no handlers, `<use href>` only within the document) and put in place of the image,
 * keeping its id, classes, size and text alternative. On any failure the image stays.
 */
import { getText } from '../http';

type SanitizeSvg = (svg: string) => string;

/** Replaces one image; resolves false (after one console error) when it stays an image. */
async function inlineOne(img: HTMLImageElement, load: (url: string) => Promise<string>, sanitize: SanitizeSvg): Promise<boolean> {
  const doc = img.ownerDocument;
  const url = img.getAttribute('data-inline-svg') || img.getAttribute('src') || '';
  try {
    const tpl = doc.createElement('template');
    tpl.innerHTML = sanitize(await load(url));
    const svg = tpl.content.querySelector('svg');
    if (!svg) throw new Error('the file holds no <svg>');
    if (img.id) svg.id = img.id;
    for (const c of img.classList) svg.classList.add(c);
    for (const a of ['width', 'height']) if (img.hasAttribute(a)) svg.setAttribute(a, img.getAttribute(a)!);
    const alt = img.getAttribute('alt')?.trim();
    if (alt) {
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', alt);
    } else {
      svg.setAttribute('aria-hidden', 'true');
      svg.removeAttribute('role');
    }
    svg.setAttribute('focusable', 'false');
    svg.setAttribute('data-inline-svg', url);
    img.replaceWith(svg);
    return true;
  } catch (e) {
    console.error(`[site-elements] SVG inline failed: ${url}: ${(e as Error).message ?? e}`);
    img.setAttribute('data-error', 'inline-svg');
    return false;
  }
}

/** Inlines every `img[data-inline-svg]` of the page; each file is fetched once. */
export async function inlineSvgs(doc: Document, sanitize: SanitizeSvg): Promise<void> {
  const files = new Map<string, Promise<string>>();
  const load = (url: string) => {
    let p = files.get(url);
    if (!p) {
      p = getText(url).then((r) => {
        if (!r.ok) throw new Error(r.message);
        return r.data;
      });
      files.set(url, p);
    }
    return p;
  };
  await Promise.all([...doc.querySelectorAll<HTMLImageElement>('img[data-inline-svg]')].map((img) => inlineOne(img, load, sanitize)));
}
