/** The page-builder pop-up's anatomy: part names (CONTRACT eb-popup), used for `part=""`, the docs and the tests. */
export const PARTS = {
  popup: 'popup',
  overlay: 'overlay',
  closeButton: 'close-button',
  content: 'content',
} as const;

export type PartName = (typeof PARTS)[keyof typeof PARTS];
