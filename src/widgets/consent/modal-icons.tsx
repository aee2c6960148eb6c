/** Inline SVG icons of the settings modal (its chunk only). Decorative: aria-hidden. */
import type { ConsentLevel } from '../../core/consent/levels';

const PATHS: Record<ConsentLevel, string> = {
  // block all: a circle with a bar
  1: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2.5a7.5 7.5 0 0 1 5.9 12.1L7.4 6.1A7.46 7.46 0 0 1 12 4.5ZM4.5 12c0-1.7.6-3.3 1.6-4.6l10.5 10.5A7.5 7.5 0 0 1 4.5 12Z',
  // essentials: a shield with a tick
  2: 'M12 2 4 5v6c0 5 3.4 9.6 8 11 4.6-1.4 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.6-1.6 1.9 1.9 4.8-4.8 1.6 1.6-6.4 6.4Z',
  // functionality: a gear
  3: 'M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.3 7.3 0 0 0-1.7-1L15 3.3h-4l-.4 2.6a7.3 7.3 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.6 7.6 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.7 1.7 1l.4 2.6h4l.4-2.6c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5-2.1-1.6ZM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z',
  // analytics: bars
  4: 'M4 20V10h3.5v10H4Zm6.25 0V4h3.5v16h-3.5Zm6.25 0v-7H20v7h-3.5Z',
  // advertising: a megaphone
  5: 'M3 10v4c0 .6.4 1 1 1h2l1.2 5h2.3L8.3 15H9l8 4V5L9 9H4c-.6 0-1 .4-1 1Zm16-1.5v7a3.5 3.5 0 0 0 0-7Z',
};

export function LevelIcon({ level }: { level: ConsentLevel }) {
  return (
    <svg className="consent-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={PATHS[level]} />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg className="consent-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 1 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4Z" />
    </svg>
  );
}

export function CrossIcon() {
  return (
    <svg className="consent-mark" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M18.3 7.1 16.9 5.7 12 10.6 7.1 5.7 5.7 7.1l4.9 4.9-4.9 4.9 1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9 4.9-4.9Z" />
    </svg>
  );
}
