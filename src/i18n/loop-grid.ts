/** <eb-loop-grid>'s strings in every locale (no shared strings: a light chunk carries only its own). */
import type { Bundle, StringsOf } from './index';
import { loopGrid as en } from './en/loop-grid';
import { loopGrid as nl } from './nl/loop-grid';

export type LoopGridStrings = StringsOf<typeof nl>;
export const loopGridStrings: Bundle<LoopGridStrings> = { nl, en };
