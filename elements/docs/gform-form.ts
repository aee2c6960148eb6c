import { pendingDocs, type ElementDocs } from './types';

export const docs: ElementDocs = pendingDocs('Gravity Forms renderer: pages, pricing, uploads, save-and-continue.');
