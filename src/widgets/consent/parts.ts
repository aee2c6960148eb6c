/** Part names of the consent tags (CONTRACT section 3): declared once for part="", docs and tests. */
export const CONSENT_PARTS = {
  banner: 'banner',
  acceptButton: 'accept-button',
  declineButton: 'decline-button',
  settingsButton: 'settings-button',
  openButton: 'open-button',
  modal: 'modal',
  modalClose: 'modal-close',
  sliderItem: 'slider-item',
  category: 'category',
  saveButton: 'save-button',
  successMessage: 'success-message',
} as const;

export const COOKIE_LIST_PARTS = {
  filter: 'filter',
  table: 'table',
} as const;

export const COOKIE_BLOCK_PARTS = {
  checkbox: 'checkbox',
  submitButton: 'submit-button',
  successMessage: 'success-message',
} as const;
