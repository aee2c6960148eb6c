/**
 * Where a carousel goes: Swiper's snap points without loop clones (a loop rewinds), the page a
 * slide is on, the pagination each type shows and the slide labels (reference §3.5). Pure.
 */
import type { Pagination } from './carousel';

export interface Track {
  count: number;
  perView: number;
  toScroll: number;
  loop: boolean;
}

/** The last first-visible index: the carousel cannot scroll past it. */
export function maxIndex(t: Pick<Track, 'count' | 'perView'>): number {
  return Math.max(0, t.count - Math.max(1, Math.ceil(t.perView)));
}

/** How many stops (bullets) there are: every `toScroll` slides, plus the end. */
export function pageCount(t: Omit<Track, 'loop'>): number {
  const max = maxIndex(t);
  return max === 0 ? 1 : Math.ceil(max / Math.max(1, t.toScroll)) + 1;
}

/** The first slide of a page. */
export function pageStart(page: number, t: Omit<Track, 'loop'>): number {
  return Math.min(maxIndex(t), Math.max(0, page) * Math.max(1, t.toScroll));
}

/** The page a first-visible index is on (the last page once the end is reached). */
export function pageOf(index: number, t: Omit<Track, 'loop'>): number {
  if (index >= maxIndex(t)) return pageCount(t) - 1;
  return Math.floor(Math.max(0, index) / Math.max(1, t.toScroll));
}

/** The index after a step (`dir` +1 next, -1 previous); undefined at an end without loop. A loop rewinds. */
export function stepIndex(index: number, dir: 1 | -1, t: Track): number | undefined {
  const max = maxIndex(t);
  const by = Math.max(1, t.toScroll);
  if (dir > 0) return index >= max ? (t.loop && max > 0 ? 0 : undefined) : Math.min(max, index + by);
  return index <= 0 ? (t.loop && max > 0 ? max : undefined) : Math.max(0, index - by);
}

/** What the pagination element shows for a page of `pages`. */
export type PaginationView =
  | { type: 'bullets'; count: number; active: number }
  | { type: 'fraction'; current: number; total: number; text: string }
  | { type: 'progressbar'; progress: number; text: string }
  | { type: '' };

/** Bullets (one per page), fraction "3 / 8" or a progress bar of (page + 1) / pages. */
export function paginationView(type: Pagination, page: number, pages: number): PaginationView {
  const total = Math.max(1, pages);
  const current = Math.min(total, Math.max(0, page) + 1);
  const text = `${current} / ${total}`;
  if (type === 'bullets') return { type, count: total, active: current - 1 };
  if (type === 'fraction') return { type, current, total, text };
  if (type === 'progressbar') return { type, progress: current / total, text };
  return { type: '' };
}

/** A slide's label from the locale's template: ('{n} van {total}', 3, 8) -> "3 van 8". */
export function slideLabel(template: string, n: number, total: number): string {
  return template.replace('{n}', String(n)).replace('{total}', String(total));
}

/** The slides shown when `index` is the first visible one: [from, to). */
export function visibleRange(index: number, perView: number, count: number): [number, number] {
  const from = Math.min(Math.max(0, index), Math.max(0, count - 1));
  return [from, Math.min(count, from + Math.max(1, Math.ceil(perView - 0.01)))];
}
