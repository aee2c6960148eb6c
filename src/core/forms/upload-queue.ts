/**
 * The file list of a multi-file upload field (spec sections 4, 5 and 8), as Gravity Forms'
 * plupload handlers keep it: files are checked as they are added (illegal extension, the allowed
 * list, the size limit: 'name - message'), at max_files further files are dropped and the
 * max-reached message shows (the picker is disabled), files go queued -> uploading (progress) ->
 * completed, one at a time; a failed file is removed and its message listed; a cancelled file stays
 * listed as cancelled and no longer counts; removing a file below the maximum takes the
 * max-reached message away again. Pure: the widget dispatches events and renders the state.
 */
import { admitFiles, checkFile, fileMessage, type UploadMessages, type UploadedFile } from './upload';

/** A file's place in the list. The spec's "error" state is a removed file with its message listed. */
export type QueueFileStatus = 'queued' | 'uploading' | 'completed' | 'cancelled';

export interface QueueFile {
  /** The widget's key for the file (stable while it is listed). */
  key: string;
  name: string;
  /** Bytes (0 when unknown: a file restored from the uploaded-files map). */
  size: number;
  status: QueueFileStatus;
  /** Bytes sent so far. */
  loaded: number;
  /** The server's answer once completed. */
  data?: UploadedFile;
}

export interface QueueMessage {
  key: number;
  text: string;
  /** `max`: the max-reached message (one at most, taken away below the maximum). */
  kind: 'error' | 'max';
}

export interface UploadQueue {
  files: QueueFile[];
  /** Newest first, as Gravity Forms prepends them. */
  messages: QueueMessage[];
  /** The latest change in words, for a polite live region ('' when nothing to say). */
  announcement: string;
  /** Increments with every message (keys). */
  seq: number;
}

export interface QueueRules {
  /** Allowed extensions (empty: any that is not disallowed). */
  allowed: readonly string[];
  maxBytes?: number | undefined;
  /** 0 or undefined: no limit. */
  maxFiles?: number | undefined;
}

/** The words of the queue: the rule messages plus the status words announced. */
export interface QueueMessages extends UploadMessages {
  queued: string;
  completed: string;
  cancelled: string;
  removed: string;
}

export type QueueEvent =
  | { type: 'ADD'; files: readonly { key: string; name: string; size: number }[] }
  | { type: 'START'; key: string }
  | { type: 'PROGRESS'; key: string; loaded: number }
  | { type: 'DONE'; key: string; data: UploadedFile }
  /** `message` is what follows 'name - ' (the server's text or 'Error: code, Message: text'). */
  | { type: 'FAILED'; key: string; message: string }
  | { type: 'CANCEL'; key: string }
  | { type: 'REMOVE'; key: string }
  /** Completed files brought back from the uploaded-files map (a resumed or posted-back form). */
  | { type: 'RESTORE'; files: readonly UploadedFile[] };

/** How many messages a field keeps (oldest dropped). */
export const MAX_MESSAGES = 20;

/** An empty queue. */
export function emptyQueue(): UploadQueue {
  return { files: [], messages: [], announcement: '', seq: 0 };
}

/** Files that count against max_files: queued, uploading and completed (not cancelled). */
export function countedFiles(q: UploadQueue): number {
  return q.files.filter((f) => f.status !== 'cancelled').length;
}

/** True while a file is queued or uploading (the submission is blocked, spec section 5). */
export function isPending(q: UploadQueue): boolean {
  return q.files.some((f) => f.status === 'queued' || f.status === 'uploading');
}

/** True when the picker takes more files (below max_files, or no maximum). */
export function canAddFiles(q: UploadQueue, maxFiles: number | undefined): boolean {
  return !maxFiles || maxFiles <= 0 || countedFiles(q) < maxFiles;
}

/** The next file to send: the first queued one, when none is uploading (one at a time, as plupload). */
export function nextToUpload(q: UploadQueue): QueueFile | undefined {
  if (q.files.some((f) => f.status === 'uploading')) return undefined;
  return q.files.find((f) => f.status === 'queued');
}

/** Percent sent (0–100, whole numbers; a completed file is 100). */
export function percentOf(f: QueueFile): number {
  if (f.status === 'completed') return 100;
  if (!f.size) return 0;
  return Math.max(0, Math.min(100, Math.floor((f.loaded / f.size) * 100)));
}

/** The uploaded-files entries of the completed files, in list order. */
export function completedData(q: UploadQueue): UploadedFile[] {
  return q.files.flatMap((f) => (f.status === 'completed' && f.data ? [f.data] : []));
}

function withMessage(q: UploadQueue, text: string, kind: QueueMessage['kind']): UploadQueue {
  if (kind === 'max' && q.messages.some((x) => x.kind === 'max')) return q;
  const seq = q.seq + 1;
  return { ...q, seq, messages: [{ key: seq, text, kind }, ...q.messages].slice(0, MAX_MESSAGES) };
}

/** Below the maximum again: the max-reached message goes. */
function settleMax(q: UploadQueue, maxFiles: number | undefined): UploadQueue {
  if (!canAddFiles(q, maxFiles) || !q.messages.some((m) => m.kind === 'max')) return q;
  return { ...q, messages: q.messages.filter((m) => m.kind !== 'max') };
}

const said = (name: string, word: string) => `${name}: ${word}`;

/** The next state of a field's file list. */
export function queueReducer(q: UploadQueue, e: QueueEvent, rules: QueueRules, m: QueueMessages): UploadQueue {
  const max = rules.maxFiles && rules.maxFiles > 0 ? rules.maxFiles : undefined;
  const update = (key: string, fn: (f: QueueFile) => QueueFile | null): UploadQueue => {
    const files: QueueFile[] = [];
    for (const f of q.files) {
      if (f.key !== key) files.push(f);
      else {
        const next = fn(f);
        if (next) files.push(next);
      }
    }
    return { ...q, files };
  };
  const find = (key: string) => q.files.find((f) => f.key === key);

  switch (e.type) {
    case 'ADD': {
      let next: UploadQueue = { ...q, announcement: '' };
      // At the maximum already: everything dropped (the picker should not even have offered it).
      if (!canAddFiles(q, max)) return { ...withMessage(next, m.maxReached, 'max'), announcement: m.maxReached };
      const words: string[] = [];
      const fit: { key: string; name: string; size: number }[] = [];
      for (const file of e.files) {
        const refused = checkFile(file, rules, m);
        if (!refused) fit.push(file);
        else {
          next = withMessage(next, refused, 'error');
          words.push(refused);
        }
      }
      // Refused files take no place; past max_files the rest are dropped.
      const { accepted, reached } = admitFiles(fit, countedFiles(q), max);
      next = { ...next, files: [...next.files, ...accepted.map((f): QueueFile => ({ key: f.key, name: f.name, size: f.size, status: 'queued', loaded: 0 }))] };
      words.push(...accepted.map((f) => said(f.name, m.queued)));
      if (reached) {
        next = withMessage(next, m.maxReached, 'max');
        words.push(m.maxReached);
      }
      return { ...next, announcement: words.join('. ') };
    }
    case 'START':
      return update(e.key, (f) => (f.status === 'queued' ? { ...f, status: 'uploading', loaded: 0 } : f));
    case 'PROGRESS':
      return update(e.key, (f) => (f.status === 'uploading' ? { ...f, loaded: Math.max(0, Math.min(f.size || e.loaded, e.loaded)) } : f));
    case 'DONE': {
      const f = find(e.key);
      if (!f || f.status !== 'uploading') return q;
      return { ...update(e.key, (x) => ({ ...x, status: 'completed', loaded: x.size, data: e.data })), announcement: said(f.name, m.completed) };
    }
    case 'FAILED': {
      const f = find(e.key);
      if (!f || (f.status !== 'uploading' && f.status !== 'queued')) return q;
      const text = fileMessage(f.name, e.message);
      return { ...settleMax(withMessage(update(e.key, () => null), text, 'error'), max), announcement: text };
    }
    case 'CANCEL': {
      const f = find(e.key);
      if (!f || (f.status !== 'uploading' && f.status !== 'queued')) return q;
      return { ...settleMax(update(e.key, (x) => ({ ...x, status: 'cancelled', loaded: 0 })), max), announcement: said(f.name, m.cancelled) };
    }
    case 'REMOVE': {
      const f = find(e.key);
      if (!f || f.status === 'uploading' || f.status === 'queued') return q;
      return { ...settleMax(update(e.key, () => null), max), announcement: f.status === 'completed' ? said(f.name, m.removed) : '' };
    }
    case 'RESTORE': {
      const have = new Set(q.files.map((f) => f.data?.temp_filename));
      const restored: QueueFile[] = e.files
        .filter((d) => !have.has(d.temp_filename))
        .map((d) => ({ key: `restored:${d.temp_filename}`, name: d.uploaded_filename, size: 0, status: 'completed', loaded: 0, data: d }));
      let next: UploadQueue = { ...q, files: [...q.files, ...restored] };
      if (max !== undefined && countedFiles(next) >= max) next = withMessage(next, m.maxReached, 'max');
      return next;
    }
  }
}
