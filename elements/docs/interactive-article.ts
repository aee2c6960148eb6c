import { pendingDocs, type ElementDocs } from './types';

export const docs: ElementDocs = pendingDocs('Question flow inside an article (SEOAIC).');
