/** `?theme_template_id=N` scrolls to the theme template's element `.elementor-N` (Elementor Pro theme builder). */
import { themeTemplateId, themeTemplateScrollTop } from '../../core/builder/page';
import { prefersReducedMotion } from '../viewport';

/** Scrolls the template's element to mid-viewport, smoothly unless reduced motion is asked for. */
export function scrollToThemeTemplate(doc: Document): void {
  const win = doc.defaultView!;
  const id = themeTemplateId(win.location.search);
  const el = id && doc.querySelector(`.elementor-${id}`);
  if (!el) return;
  const top = el.getBoundingClientRect().top + win.scrollY;
  win.scrollTo({ top: themeTemplateScrollTop(top, win.innerHeight), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
