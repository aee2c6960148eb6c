/**
 * What <eb-carousel> reads from the page: its own JSON config block, else the widget's
 * `data-settings` on the closest Elementor wrapper (around the element or inside it), the
 * widget type from `data-widget_type`, and the Slides widget's `data-animation`. The markup must hold a `.swiper-wrapper`.
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
  // The Slides widget prints its content animation on the swiper container, not in data-settings.
  const animation = host.querySelector('.elementor-main-swiper[data-animation]')?.getAttribute('data-animation');
  if (animation != null && raw !== null && typeof raw === 'object' && !Array.isArray(raw) && !('content_animation' in raw)) raw = { ...raw, content_animation: animation };
  return readCarouselSettings(raw, widget?.getAttribute('data-widget_type'));
}
