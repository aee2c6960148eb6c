/** English strings: the same keys as nl.ts. */
import type { Strings } from './nl';
import { common } from './en/common';
import { consent } from './en/consent';
import { forms } from './en/forms';
import { popup } from './en/popup';

export const en: Strings = { ...common, ...consent, ...popup, ...forms };
