/**
 * Field type `fileupload` (and `post_image`): a file input named `input_{id}`, limited to the
 * field's allowed extensions. It travels in the multipart submission.
 */
import { inputName } from '../../../core/forms/pages';
import { allowedExtensionsOf } from '../../../core/forms/upload';
import { PARTS } from '../parts';
import { registerField } from './registry';
import type { ControlProps } from './types';

/** The `accept` attribute for a Gravity Forms `allowedExtensions` list (`"jpg, png,pdf"` -> `.jpg,.png,.pdf`). */
export function acceptOf(allowed: string | undefined): string | undefined {
  const list = allowedExtensionsOf(allowed);
  return list.length ? list.map((x) => `.${x}`).join(',') : undefined;
}

export function FileInputControl({ field, id, describedBy, invalid, required }: ControlProps) {
  return (
    <input
      part={PARTS.input}
      className="gfield__input gfield__file"
      type="file"
      id={id}
      name={inputName(field.id)}
      accept={acceptOf(field.allowedExtensions)}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}

registerField('fileupload', { kind: 'single', Control: FileInputControl });
