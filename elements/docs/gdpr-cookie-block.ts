import { pendingDocs, type ElementDocs } from './types';

export const docs: ElementDocs = pendingDocs('Cookie-blocking form: one checkbox and a submit button.');
