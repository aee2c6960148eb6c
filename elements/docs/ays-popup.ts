import { pendingDocs, type ElementDocs } from './types';

export const docs: ElementDocs = pendingDocs('Pop-up box with templates and window styles (Popup Box by AYS).');
