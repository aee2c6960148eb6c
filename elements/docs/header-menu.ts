import { pendingDocs, type ElementDocs } from './types';

export const docs: ElementDocs = pendingDocs('Header menu toggle with dropdown and submenus.');
