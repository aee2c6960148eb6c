/** The upload rules' messages (Dutch), shared by the Gravity Forms uploader and <eb-form>. */
export const upload = {
  'upload.illegalExtension': 'Dit bestandstype is niet toegestaan.',
  /** Followed by the allowed extensions ("jpg, png"). */
  'upload.invalidExtension': 'Ongeldige bestandsextensie. Toegestaan zijn:',
  'upload.exceedsLimit': 'Het bestand is groter dan de maximale grootte.',
};
