/**
 * The multi-file upload of a `fileupload` field with `multipleFiles` (spec sections 3, 4, 5, 7, 8),
 * as Gravity Forms' plupload field works: a drop zone that is also the button opening the picker;
 * files checked as they come (src/core/forms/upload-queue.ts), sent one at a time in chunks with
 * progress (src/platform/forms/upload.ts), cancellable; completed files join the uploaded-files
 * map (`{"input_{id}":[…]}`) the form posts in `gform_uploaded_files_{formId}`; while files are
 * queued or uploading the form refuses to submit. Changes are announced in a polite live region.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { uploadFields, uploadedFilesOf, formatFileSize } from '../../../core/forms/upload';
import { canAddFiles, completedData, emptyQueue, isPending, nextToUpload, percentOf, queueReducer, type QueueEvent, type QueueFile, type UploadQueue } from '../../../core/forms/upload-queue';
import { format } from '../../../i18n';
import { uploadFile } from '../../../platform/forms/upload';
import { PARTS } from '../parts';
import { UPLOAD_STATE_KEYS, acceptOf, queueMessages, uploadMessages, uploadRules, uploadRulesText, type UploadRuntime } from '../uploads';
import type { ControlProps } from './types';

let fileKeys = 0;

export function MultiFileControl({ field, formId, id, describedBy, strings, locale, runtime }: ControlProps & { runtime: UploadRuntime }) {
  const rules = useMemo(() => uploadRules(field), [field]);
  const words = useMemo(() => queueMessages(strings), [strings]);
  const [queue, dispatch] = useReducer(
    (q: UploadQueue, e: QueueEvent) => queueReducer(q, e, rules, words),
    undefined,
    (): UploadQueue => queueReducer(emptyQueue(), { type: 'RESTORE', files: uploadedFilesOf(runtime.store.get(formId, UPLOAD_STATE_KEYS.files), field.id) }, rules, words),
  );
  const files = useRef(new Map<string, File>());
  const running = useRef(new Map<string, AbortController>());
  const picker = useRef<HTMLInputElement>(null);
  const dropButton = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);
  const live = useRef({ runtime, strings, field });
  live.current = { runtime, strings, field };

  const canAdd = canAddFiles(queue, rules.maxFiles);
  const pending = isPending(queue);
  const completed = completedData(queue);
  const completedJson = JSON.stringify(completed);

  // The uploaded-files map holds this field's completed files (spec section 3). These two are
  // layout effects: the form knows of a picked file in the commit that shows it, in both builds
  // (preact runs plain effects a frame after paint; a submit in that frame went through).
  useLayoutEffect(() => {
    runtime.store.update<Record<string, unknown[]>>(formId, UPLOAD_STATE_KEYS.files, (map) => ({ ...(map ?? {}), [`input_${field.id}`]: JSON.parse(completedJson) as unknown[] }));
  }, [runtime.store, formId, field.id, completedJson]);
  // Whether this field still has files on their way (the form blocks its submission meanwhile).
  useLayoutEffect(() => {
    runtime.store.update<Record<string, boolean>>(formId, UPLOAD_STATE_KEYS.pending, (p) => ({ ...(p ?? {}), [field.id]: pending }));
  }, [runtime.store, formId, field.id, pending]);
  // Leaving (page gone, form replaced): nothing keeps uploading, nothing stays pending.
  useEffect(
    () => () => {
      for (const c of running.current.values()) c.abort();
      runtime.store.update<Record<string, boolean>>(formId, UPLOAD_STATE_KEYS.pending, (p) => ({ ...(p ?? {}), [field.id]: false }));
    },
    [runtime.store, formId, field.id],
  );

  // One file at a time: the next queued one starts when none is uploading.
  const next = nextToUpload(queue);
  useEffect(() => {
    if (!next) return;
    const file = files.current.get(next.key);
    const key = next.key;
    if (!file) return dispatch({ type: 'FAILED', key, message: live.current.strings['forms.uploadUnknownError'] });
    const controller = new AbortController();
    running.current.set(key, controller);
    dispatch({ type: 'START', key });
    const { runtime: rt, strings: s, field: f } = live.current;
    void uploadFile({
      url: rt.uploadUrl,
      file,
      chunkSize: rt.chunkSize,
      fields: (chunk) => uploadFields({ formId: rt.formId, fieldId: f.id, uniqueId: rt.uniqueId, fileName: file.name, nonce: typeof f.uploadNonce === 'string' ? f.uploadNonce : undefined, chunk }),
      messages: uploadMessages(s),
      signal: controller.signal,
      onProgress: (loaded) => dispatch({ type: 'PROGRESS', key, loaded }),
    }).then((result) => {
      running.current.delete(key);
      if (result.ok) {
        files.current.delete(key);
        dispatch({ type: 'DONE', key, data: result.data });
      } else if (!('cancelled' in result)) {
        files.current.delete(key);
        dispatch({ type: 'FAILED', key, message: result.message });
      }
    });
  }, [next?.key]); // eslint-disable-line react-hooks/exhaustive-deps

  const add = useCallback((list: FileList | readonly File[] | null | undefined) => {
    const incoming = [...(list ?? [])].map((file) => {
      const key = `f${++fileKeys}`;
      files.current.set(key, file);
      return { key, name: file.name, size: file.size };
    });
    if (incoming.length) dispatch({ type: 'ADD', files: incoming });
  }, []);

  const onPicked = (e: ChangeEvent<HTMLInputElement>) => {
    add(e.currentTarget.files);
    // The same file may be picked again after it was removed.
    e.currentTarget.value = '';
  };
  const onDrag = (e: DragEvent<HTMLDivElement>) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    // Without this a file dropped on the zone (or on the disabled button) opens in the tab.
    e.preventDefault();
    e.dataTransfer.dropEffect = canAdd ? 'copy' : 'none';
    setDragging(e.type !== 'dragleave' || (e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)));
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    setDragging(false);
    add(e.dataTransfer.files);
  };
  const cancel = (f: QueueFile) => {
    running.current.get(f.key)?.abort();
    running.current.delete(f.key);
    files.current.delete(f.key);
    dispatch({ type: 'CANCEL', key: f.key });
    dropButton.current?.focus();
  };
  const remove = (f: QueueFile) => {
    dispatch({ type: 'REMOVE', key: f.key });
    dropButton.current?.focus();
  };

  const rulesText = uploadRulesText(field, strings, locale);
  const rulesId = `gfield_upload_rules_${formId}_${field.id}`;
  const messagesId = `gform_multifile_messages_${formId}_${field.id}`;
  const listId = `gform_preview_${formId}_${field.id}`;
  const buttonDescribedBy = [rulesText ? rulesId : '', queue.messages.length ? messagesId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className="gfield__upload" id={`gform_multifile_upload_${formId}_${field.id}`} data-pending={pending || undefined}>
      <div className={`gfield__drop-area${dragging ? ' gfield__drop-area--over' : ''}`} id={`gform_drag_drop_area_${formId}_${field.id}`} onDragEnter={onDrag} onDragOver={onDrag} onDragLeave={onDrag} onDrop={onDrop}>
        <button ref={dropButton} type="button" id={id} part={PARTS.uploadDropzone} className="gfield__dropzone" disabled={!canAdd} aria-describedby={buttonDescribedBy} onClick={() => picker.current?.click()}>
          <svg className="gfield__dropzone-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="gfield__dropzone-text">{strings['forms.uploadDrop']}</span> <span className="gfield__dropzone-select">{strings['forms.uploadSelect']}</span>
        </button>
        <input ref={picker} type="file" multiple hidden tabIndex={-1} aria-hidden="true" accept={acceptOf(field.allowedExtensions)} id={`${id}_picker`} onChange={onPicked} />
      </div>
      {rulesText ? (
        <p id={rulesId} className="gfield__upload-rules">
          {rulesText}
        </p>
      ) : null}
      <ul id={messagesId} part={PARTS.uploadMessages} className="gfield__upload-messages" hidden={queue.messages.length === 0}>
        {queue.messages.map((m) => (
          <li key={m.key} className="gfield__upload-message">
            {m.text}
          </li>
        ))}
      </ul>
      {queue.files.length ? (
        <ul id={listId} part={PARTS.uploadList} className="gfield__upload-files" aria-label={`${strings['forms.uploadList']}: ${field.label}`}>
          {queue.files.map((f) => (
            <FileRow key={f.key} file={f} strings={strings} locale={locale} onCancel={cancel} onRemove={remove} />
          ))}
        </ul>
      ) : null}
      <span className="se-sr-only" role="status" aria-live="polite">
        {queue.announcement}
      </span>
    </div>
  );
}

function FileRow({ file: f, strings, locale, onCancel, onRemove }: { file: QueueFile; strings: ControlProps['strings']; locale: string; onCancel(f: QueueFile): void; onRemove(f: QueueFile): void }) {
  const percent = percentOf(f);
  const active = f.status === 'queued' || f.status === 'uploading';
  const status = f.status === 'queued' ? strings['forms.uploadQueued'] : f.status === 'uploading' ? `${percent}%` : f.status === 'completed' ? strings['forms.uploadCompleted'] : strings['forms.uploadCancelled'];
  return (
    <li part={PARTS.uploadFile} className={`gfield__upload-file gfield__upload-file--${f.status}`} data-status={f.status}>
      <span className="gfield__upload-name">{f.name}</span>
      {f.size ? <span className="gfield__upload-size">{formatFileSize(f.size, locale)}</span> : null}
      {active ? <progress part={PARTS.uploadProgress} className="gfield__upload-progress" max={100} value={percent} aria-label={format(strings['forms.uploadProgress'], { name: f.name, percent })} /> : null}
      <span className="gfield__upload-status">{status}</span>
      {active ? (
        <button type="button" part={PARTS.uploadCancel} className="gfield__upload-button" aria-label={format(strings['forms.uploadCancelFile'], { name: f.name })} onClick={() => onCancel(f)}>
          {strings['forms.uploadCancel']}
        </button>
      ) : (
        <button
          type="button"
          part={PARTS.uploadDelete}
          className="gfield__upload-button gfield__upload-button--icon"
          aria-label={format(strings[f.status === 'completed' ? 'forms.uploadDelete' : 'forms.uploadDismiss'], { name: f.name })}
          onClick={() => onRemove(f)}
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </li>
  );
}
