/**
 * What <eb-carousel> reads from the page: its own JSON config block, else the widget's
 * `data-settings` on the closest Elementor wrapper (around the element or inside it), and the
 * widget type from `data-widget_type`. The markup must hold a `.swiper-wrapper`.
 */
import { readCarouselSettings, type CarouselRead } from '../../core/builder/carousel';
import { parseJson, type Parsed } from '../../core/shared/parsed';

export function readCarouselInput(json: unknown, host: HTMLElement): Parsed<CarouselRead> {
  // The widget's own wrapper first: a section around it may carry data-settings of its own.
  const find = (sel: string) => host.closest<HTMLElement>(sel) ?? host.querySelector<HTMLElement>(sel);
  const widget = find('[data-widget_type]') ?? find('[data-settings]');
  let raw = json;
  const attr = widget?.getAttribute('data-settings');
  if (raw === undefined && attr) {
    const parsed = parseJson(attr, 'data-settings');
    if (!parsed.ok) return parsed;
    raw = parsed.value;
  }
  if (!host.querySelector('.swiper-wrapper > .swiper-slide')) return { ok: false, issue: { path: '(content)', expected: "the widget's markup: a .swiper-wrapper with .swiper-slide children", got: 'none' } };
  return readCarouselSettings(raw, widget?.getAttribute('data-widget_type'));
}
