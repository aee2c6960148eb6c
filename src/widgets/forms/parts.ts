/**
 * The anatomy of <gform-form>: every part name, declared once. The contract's parts come first;
 * the rest are this project's additions (documented in elements/docs/gform-form.ts).
 */
export const PARTS = {
  // CONTRACT section 3
  form: 'form',
  page: 'page',
  nextButton: 'next-button',
  previousButton: 'previous-button',
  submitButton: 'submit-button',
  saveButton: 'save-button',
  errorBanner: 'error-banner',
  validationErrors: 'validation-errors',
  confirmation: 'confirmation',
  total: 'total',
  // additions
  title: 'title',
  description: 'description',
  progress: 'progress',
  field: 'field',
  label: 'label',
  input: 'input',
  fieldError: 'field-error',
  savedMessage: 'saved-message',
  resumeLink: 'resume-link',
  sendLinkButton: 'send-link-button',
  datePickerButton: 'date-picker-button',
  datePicker: 'date-picker',
  recaptcha: 'recaptcha',
  listAdd: 'list-add-button',
  listRemove: 'list-remove-button',
  // issue 10: uploads
  uploadDropzone: 'upload-dropzone',
  uploadList: 'upload-list',
  uploadFile: 'upload-file',
  uploadProgress: 'upload-progress',
  uploadCancel: 'upload-cancel-button',
  uploadDelete: 'upload-delete-button',
  uploadMessages: 'upload-messages',
  uploadAlert: 'upload-alert',
  passwordStrength: 'password-strength',
  cardType: 'card-type',
  repeaterItem: 'repeater-item',
  repeaterAdd: 'repeater-add-button',
  repeaterRemove: 'repeater-remove-button',
} as const;

export type PartName = (typeof PARTS)[keyof typeof PARTS];
