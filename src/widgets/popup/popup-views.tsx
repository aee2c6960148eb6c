/**
 * <ays-popup>'s views: the frame of each view type (AYS's templates), the close button, the
 * custom properties of the row, and what counts as the element's own content or server HTML.
 * The widget's state and wiring are in popup.tsx.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { PopupLayout } from '../../core/popup/layout';
import type { PopupConfig } from '../../core/popup/options';
import type { PopupStrings } from '../../i18n/popup';
import { LilCloseIcon, MaterialCloseIcon, MinimalCloseIcon } from './icons';
import { PARTS } from './parts';

/** The server HTML an open pop-up puts into its shadow root: the description, and the custom HTML when the element has no content of its own. */
export function serverHtml(popup: PopupConfig, hasLightContent: boolean): string[] {
  const out: string[] = [];
  if (popup.showDescription && popup.description.trim() !== '') out.push(popup.description);
  if (!hasLightContent && popup.customHtml.trim() !== '') out.push(popup.customHtml);
  return out;
}

/** True when the element has content of its own (anything but the JSON config block and blank text). */
export function lightContent(host: HTMLElement): boolean {
  for (const n of Array.from(host.childNodes)) {
    if (n.nodeType === Node.ELEMENT_NODE && !(n as Element).matches('script[type="application/json"]')) return true;
    if (n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '') return true;
  }
  return false;
}

/** Dynamic values of the row as custom properties (set through the CSSOM: fine under a strict CSP). */
export function cssVars(popup: PopupConfig, layout: PopupLayout): CSSProperties {
  const vars: Record<string, string> = {
    '--ays-width': `${popup.width}${popup.widthUnit}`,
    '--ays-height': `${layout.height}px`,
    '--ays-border-size': `${layout.borderSize}px`,
  };
  if (layout.minHeight) vars['--ays-min-height'] = `${layout.minHeight}px`;
  if (popup.borderRadius !== undefined) vars['--ays-radius'] = `${popup.borderRadius}px`;
  const c = popup.colors;
  if (c.background) vars['--ays-bg'] = c.background;
  if (c.text) vars['--ays-color'] = c.text;
  if (c.border) vars['--ays-border-color'] = c.border;
  if (c.header) vars['--ays-header-bg'] = c.header;
  if (c.overlay) vars['--ays-overlay'] = c.overlay;
  return vars as CSSProperties;
}

export function CloseButton({ layout, label, onClose }: { layout: PopupLayout; label: string; onClose: () => void }) {
  const c = layout.close;
  let content: ReactNode;
  let named = false;
  switch (c.kind) {
    case 'image':
      content = <img src={c.src} width={c.size} height={c.size} alt="" />;
      break;
    case 'icon':
      content = c.icon === 'material' ? <MaterialCloseIcon size={c.size} /> : c.icon === 'lil' ? <LilCloseIcon /> : <MinimalCloseIcon size={c.size} />;
      break;
    default:
      // Text with letters ("Nee, bedankt") names the button itself; a glyph (✕, x, ×) does not.
      named = /\p{L}{2,}/u.test(c.text);
      content = layout.viewType === 'macos' ? <span className="ays__light ays__light--close" aria-hidden="true" /> : <span aria-hidden={named ? undefined : 'true'}>{c.text}</span>;
  }
  if (layout.viewType === 'macos') named = false;
  return (
    <button
      type="button"
      part={PARTS.closeButton}
      className="ays__close"
      data-kind={c.kind}
      data-position={layout.closePosition}
      aria-label={named ? undefined : label}
      onClick={onClose}
    >
      {content}
    </button>
  );
}

export interface FrameParts {
  title: (className: string) => ReactNode;
  closeButton: ReactNode;
  body: (withTitle: boolean, extra?: ReactNode) => ReactNode;
  soundToggle: ReactNode;
  strings: PopupStrings;
}

/** The chrome of each template and window style around the common body. */
export function renderFrame(popup: PopupConfig, p: FrameParts): ReactNode {
  const { title, closeButton, body, soundToggle } = p;
  const o = popup.options;
  switch (popup.viewType) {
    case 'lil':
      return (
        <>
          <div className="ays__head">{title('ays__bar-title')}</div>
          {closeButton}
          {body(false)}
          {soundToggle}
        </>
      );
    case 'facebook':
      return (
        <>
          <div className="ays__fb-bar">
            <span className="ays__fb-logo" aria-hidden="true">
              f
            </span>
            {title('ays__bar-title')}
          </div>
          {closeButton}
          {body(false)}
          <div className="ays__fb-foot" aria-hidden="true">
            facebook
          </div>
          {soundToggle}
        </>
      );
    case 'template':
      return (
        <>
          <div className="ays__banner">
            {popup.bgImage ? <img className="ays__banner-img" src={popup.bgImage} alt="" /> : null}
            {title('ays__bar-title')}
          </div>
          {closeButton}
          {body(false)}
          {soundToggle}
        </>
      );
    case 'image':
      return (
        <>
          <div className="ays__media">{popup.bgImage ? <img src={popup.bgImage} alt="" /> : null}</div>
          {closeButton}
          {body(true)}
          {soundToggle}
        </>
      );
    case 'image_type_img_theme': {
      const src = o.imageSrc || popup.bgImage;
      return (
        <>
          {src ? <img className="ays__cover" src={src} alt="" /> : null}
          {closeButton}
          {body(true)}
          {soundToggle}
        </>
      );
    }
    case 'video':
      return (
        <>
          {o.videoUrl ? <video className="ays__video" src={o.videoUrl} controls playsInline preload="metadata" /> : null}
          {closeButton}
          {body(true)}
          {soundToggle}
        </>
      );
    case 'win98':
      return (
        <>
          <div className="ays__w98-bar">
            {title('ays__bar-title')}
            {closeButton}
          </div>
          {body(false)}
          {soundToggle}
        </>
      );
    case 'cmd':
      return (
        <>
          <div className="ays__cmd-bar">
            <span className="ays__cmd-icon" aria-hidden="true">
              C:\
            </span>
            {title('ays__bar-title')}
            <span className="ays__cmd-controls">
              <span className="ays__cmd-control" aria-hidden="true">
                &#8210;
              </span>
              <span className="ays__cmd-control" aria-hidden="true">
                &#9744;
              </span>
              {closeButton}
            </span>
          </div>
          {body(
            false,
            <p className="ays__prompt" aria-hidden="true">
              C:\&gt;<span className="ays__cursor" />
            </p>,
          )}
          {soundToggle}
        </>
      );
    case 'macos':
      return (
        <>
          <div className="ays__mac-bar">
            <span className="ays__lights">
              {closeButton}
              <span className="ays__light ays__light--min" aria-hidden="true" />
              <span className="ays__light ays__light--max" aria-hidden="true" />
            </span>
            {title('ays__bar-title')}
          </div>
          {body(false)}
          {soundToggle}
        </>
      );
    case 'ubuntu':
      return (
        <>
          <div className="ays__ubu-bar">
            <span className="ays__ubu-buttons">
              {closeButton}
              <span className="ays__ubu-button" aria-hidden="true">
                &#8211;
              </span>
              <span className="ays__ubu-button" aria-hidden="true">
                &#9633;
              </span>
            </span>
            {title('ays__bar-title')}
          </div>
          <div className="ays__ubu-tools" aria-hidden="true">
            <span className="ays__ubu-nav">&#8249;</span>
            <span className="ays__ubu-nav">&#8250;</span>
            <span className="ays__ubu-path">&#8962; Home</span>
          </div>
          {body(false)}
          {soundToggle}
        </>
      );
    case 'winxp':
      return (
        <>
          <div className="ays__xp-bar">
            {title('ays__bar-title')}
            <span className="ays__xp-controls">
              <span className="ays__xp-control ays__xp-control--min" aria-hidden="true" />
              <span className="ays__xp-control ays__xp-control--max" aria-hidden="true" />
              {closeButton}
            </span>
          </div>
          {body(false)}
          {soundToggle}
        </>
      );
    case 'notification':
    case 'minimal':
    case 'default':
    default:
      return (
        <>
          {closeButton}
          {body(true)}
          {soundToggle}
        </>
      );
  }
}
