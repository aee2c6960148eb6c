import { pendingDocs, type ElementDocs } from './types';

export const docs: ElementDocs = pendingDocs('Filterable loop grid (Elementor Pro).');
