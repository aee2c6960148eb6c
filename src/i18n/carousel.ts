/** <eb-carousel>'s strings in every locale (a light chunk carries only its own). */
import type { Bundle, StringsOf } from './index';
import { carousel as en } from './en/carousel';
import { carousel as nl } from './nl/carousel';

export type CarouselStrings = StringsOf<typeof nl>;
export const carouselStrings: Bundle<CarouselStrings> = { nl, en };
