/**
 * The lead form's side effects outside React: its record calls through the outbox (POST / PUT
 * seoaic/v1/lead, spec section 7), the page's title and address, and the redirect tab.
 */
import { NO_ID_MESSAGE, LEAD_ROUTE, OUTBOX_STORAGE_KEY } from '../../core/lead/constants';
import { createBody, updateBody, type LeadEntry, type LeadStatus } from '../../core/lead/record';
import { restRoute } from '../../core/shared/rest';
import type { PageSettings } from '../../core/shared/settings';
import { safeRedirectUrl } from '../forms/browser';
import { outbox, randomKey, type Outbox } from '../outbox';

/** The lead form's outbox (shared by every lead form of the page). */
export function leadOutbox(): Outbox {
  return outbox({ storageKey: OUTBOX_STORAGE_KEY, noIdMessage: NO_ID_MESSAGE, logPrefix: '[seoaic-lead-form]' });
}

/** A local key for a new lead (its server id comes later). */
export const newRecordKey = randomKey;

/** Queues the create (with the page's title and address) or the update of lead `record`. */
export function queueLeadRecord(box: Outbox, settings: PageSettings, record: string, kind: 'create' | 'update', status: LeadStatus, entries: LeadEntry[]): void {
  const url = restRoute(settings.restUrl, LEAD_ROUTE);
  const body = kind === 'create' ? createBody(entries, document.title, location.href) : updateBody(status, entries);
  box.add({ record, kind, url, body }, settings.restNonce);
}

/** The redirect target if it is http(s) or relative (javascript: and data: are refused). */
export function redirectTarget(url: string | undefined): string | null {
  return url ? safeRedirectUrl(url, location.href) : null;
}

/** Opens `url` in a new tab without giving it this page's window. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}
