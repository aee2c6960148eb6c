/** Inline SVG icons of the banner, open button and success message (no external requests, nothing
 * for the CSP to block). Decorative: aria-hidden. The modal's own are in modal-icons.tsx. */
export function CookieIcon() {
  return (
    <svg className="consent-icon" viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path d="M21.6 11.3a3.2 3.2 0 0 1-3.9-3.1 3.2 3.2 0 0 1-3.9-3.9A3 3 0 0 1 12.7 2 10 10 0 1 0 22 12c0-.2 0-.5-.4-.7ZM8 9.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm-.5 6a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm6 2.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm1-6a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg className="consent-mark" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4-9.6 9.6Z" />
    </svg>
  );
}
