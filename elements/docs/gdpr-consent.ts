import { pendingDocs, type ElementDocs } from './types';

export const docs: ElementDocs = pendingDocs('Cookie-consent banner and settings modal (CT Ultimate GDPR).');
