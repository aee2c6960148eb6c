/**
 * Field type `fileupload` (and `post_image`). One file (`multipleFiles` off): a file input named
 * `input_{id}` that travels with the submission, checked when a file is picked (extension, size:
 * 'name - message', the file is cleared). Several files (`multipleFiles`): the multi-file uploader
 * of ./multifile.tsx, which sends the files ahead with the upload call.
 */
import { useContext, useState, type ChangeEvent } from 'react';
import { inputName } from '../../../core/forms/pages';
import { checkFile } from '../../../core/forms/upload';
import { PARTS } from '../parts';
import { UploadRuntimeContext, acceptOf, uploadMessages, uploadRules, uploadRulesText } from '../uploads';
import { MultiFileControl } from './multifile';
import { registerField } from './registry';
import type { ControlProps } from './types';

/** Gravity Forms' single file input, with its live check (gformValidateFileSize, and the extension rules too). */
export function FileInputControl({ field, formId, id, describedBy, invalid, required, strings, locale }: ControlProps) {
  const [message, setMessage] = useState('');
  const rulesText = uploadRulesText(field, strings, locale);
  const rulesId = `gfield_upload_rules_${formId}_${field.id}`;
  const messageId = `live_validation_message_${formId}_${field.id}`;
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    const refused = file ? checkFile(file, uploadRules(field), uploadMessages(strings)) : null;
    // A refused file is not sent: the input is emptied and the reason listed under it.
    if (refused) input.value = '';
    setMessage(refused ?? '');
  };
  return (
    <>
      <input
        part={PARTS.input}
        className="gfield__input gfield__file"
        type="file"
        id={id}
        name={inputName(field.id)}
        accept={acceptOf(field.allowedExtensions)}
        aria-required={required || undefined}
        aria-invalid={invalid || Boolean(message) || undefined}
        aria-describedby={[rulesText ? rulesId : '', message ? messageId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
        onChange={onChange}
      />
      {rulesText ? (
        <p id={rulesId} className="gfield__upload-rules">
          {rulesText}
        </p>
      ) : null}
      <div id={messageId} part={PARTS.uploadMessages} className="gfield__upload-messages" role="status" aria-live="polite">
        {message ? <p className="gfield__upload-message">{message}</p> : null}
      </div>
    </>
  );
}

/** Several files go through the uploader when the form has one (always inside <gform-form>); the plain input otherwise. */
function FileUploadControl(props: ControlProps) {
  const runtime = useContext(UploadRuntimeContext);
  if (props.field.multipleFiles && runtime) return <MultiFileControl {...props} runtime={runtime} />;
  return <FileInputControl {...props} />;
}

registerField('fileupload', { kind: (field) => (field.multipleFiles ? 'group' : 'single'), Control: FileUploadControl });
