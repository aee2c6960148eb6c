import { pendingDocs, type ElementDocs } from './types';

export const docs: ElementDocs = pendingDocs('Sticky section on chosen device modes (Elementor Pro).');
