/**
 * What the upload fields of a rendered form share (issue 10): the form's state store (the
 * uploaded-files map and which fields are still uploading, spec section 3), where and how to
 * upload, the form view's `gform_unique_id`, and the words of the upload UI.
 */
import { createContext } from 'react';
import { allowedExtensionsOf, formatFileSize, maxBytesOf, type UploadMessages } from '../../core/forms/upload';
import type { QueueMessages } from '../../core/forms/upload-queue';
import type { FormStateStore } from '../../core/forms/state';
import type { FormField } from '../../core/forms/types';
import { format } from '../../i18n';
import type { FormsStrings } from '../../i18n/forms';

export interface UploadRuntime {
  formId: number;
  store: FormStateStore;
  uploadUrl: string;
  /** Bytes per chunk (0: whole files). */
  chunkSize: number;
  /** `gform_unique_id` of this form view (also posted with the submission). */
  uniqueId: string;
  locale: string;
}

export const UploadRuntimeContext = createContext<UploadRuntime | null>(null);

/** Store keys (spec section 3 "Per-form state"): the uploaded-files map and, per field id, whether files are queued or uploading. */
export const UPLOAD_STATE_KEYS = { files: 'uploadedFiles', pending: 'pendingUploads' } as const;

/** True while any upload field of the form has files queued or uploading. */
export function hasPendingUploads(store: FormStateStore, formId: number): boolean {
  return Object.values(store.get<Record<string, boolean>>(formId, UPLOAD_STATE_KEYS.pending) ?? {}).some(Boolean);
}

/** The rule messages of the core (spec section 8) in the visitor's language. */
export function uploadMessages(s: FormsStrings): UploadMessages {
  return {
    illegalExtension: s['forms.uploadIllegalExtension'],
    invalidExtension: s['forms.uploadInvalidExtension'],
    exceedsLimit: s['forms.uploadExceedsLimit'],
    maxReached: s['forms.uploadMaxReached'],
    unknownError: s['forms.uploadUnknownError'],
    error: s['forms.uploadError'],
    message: s['forms.uploadMessage'],
  };
}

/** The rule messages plus the status words a multi-file field announces. */
export function queueMessages(s: FormsStrings): QueueMessages {
  return { ...uploadMessages(s), queued: s['forms.uploadQueued'], completed: s['forms.uploadCompleted'], cancelled: s['forms.uploadCancelled'], removed: s['forms.uploadRemoved'] };
}

/** A field's upload rules (extensions, size, number of files) in the checks' own order. */
export function uploadRules(field: FormField): { allowed: string[]; maxBytes: number | undefined; maxFiles: number | undefined } {
  return { allowed: allowedExtensionsOf(field.allowedExtensions), maxBytes: maxBytesOf(field.maxFileSize), maxFiles: field.multipleFiles ? field.maxFiles : undefined };
}

/** The `accept` attribute for a Gravity Forms `allowedExtensions` list (`"jpg, png,pdf"` -> `.jpg,.png,.pdf`). */
export function acceptOf(allowed: string | undefined): string | undefined {
  const list = allowedExtensionsOf(allowed);
  return list.length ? list.map((x) => `.${x}`).join(',') : undefined;
}

/** The rules as Gravity Forms prints them under the field ("Accepted file types: …. Max. file size: …."), or null when none is set. */
export function uploadRulesText(field: FormField, s: FormsStrings, locale: string): string | null {
  const r = uploadRules(field);
  const parts: string[] = [];
  if (r.allowed.length) parts.push(format(s['forms.uploadRulesTypes'], { types: r.allowed.join(', ') }));
  if (r.maxBytes) parts.push(format(s['forms.uploadRulesSize'], { size: formatFileSize(r.maxBytes, locale) }));
  if (r.maxFiles) parts.push(format(s['forms.uploadRulesFiles'], { count: r.maxFiles }));
  return parts.length ? parts.join(' ') : null;
}
