/** The one line every page of the static demo shows (demo/static/offline.ts; the e2e looks for it). */
export const OFFLINE_NOTICE = 'Static demo without a backend: consent, pop-up, form and lead calls are answered in this browser tab and nothing is stored.';
