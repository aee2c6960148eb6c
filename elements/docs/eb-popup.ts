import { pendingDocs, type ElementDocs } from './types';

export const docs: ElementDocs = pendingDocs('Page-builder pop-up with triggers and timing rules (Elementor Pro).');
