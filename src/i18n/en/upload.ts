/** The upload rules' messages (English, Gravity Forms' own), shared by the Gravity Forms uploader and <eb-form>. */
export const upload = {
  'upload.illegalExtension': 'This type of file is not allowed.',
  /** Followed by the allowed extensions ("jpg, png"). */
  'upload.invalidExtension': 'This type of file is not allowed. Must be one of the following:',
  'upload.exceedsLimit': 'File exceeds size limit',
};
