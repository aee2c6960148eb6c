import { pendingDocs, type ElementDocs } from './types';

export const docs: ElementDocs = pendingDocs('Chat-like multistep lead form (SEOAIC).');
