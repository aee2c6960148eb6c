import { pendingDocs, type ElementDocs } from './types';

export const docs: ElementDocs = pendingDocs('Table of the cookies a site uses, filterable by first / third party.');
