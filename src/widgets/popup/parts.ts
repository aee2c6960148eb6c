/** The pop-up's anatomy: part names (CONTRACT ays-popup), used for `part=""`, the docs and the tests. */
export const PARTS = {
  popup: 'popup',
  overlay: 'overlay',
  closeButton: 'close-button',
  soundToggle: 'sound-toggle',
  title: 'title',
  content: 'content',
  dismissButton: 'dismiss-button',
} as const;

export type PartName = (typeof PARTS)[keyof typeof PARTS];
