/**
 * Show rules of the pop-up box (spec sections 3, 4 and 9): the mobile overrides, the close button
 * (position, text, image, icon and size per template) and the opening plan. Pure: the viewport
 * width comes in as an argument, so the widget re-evaluates it on resize.
 */
import {
  CLOSE_ICON_SIZE,
  CLOSE_IMAGE_SIZE,
  CLOSE_IMAGE_SIZE_LIL,
  DEFAULT_CLOSE_TEXT,
  MOBILE_BREAKPOINT,
  WINDOW_STYLES,
} from './constants';
import type { ClosePosition, PopupConfig, ViewType, WindowStyle } from './options';

/** What the close button shows. */
export type CloseContent =
  | { kind: 'image'; src: string; size: number }
  | { kind: 'icon'; icon: 'material' | 'lil' | 'minimal'; size: number }
  | { kind: 'text'; text: string }
  /** A window style's own title-bar control (traffic light, console ✕, XP red square …). */
  | { kind: 'window'; text: string };

/** The evaluated look of a pop-up for one viewport width. */
export interface PopupLayout {
  mobile: boolean;
  viewType: ViewType;
  /** True for cmd, macos, ubuntu, winxp. */
  isWindow: boolean;
  height: number;
  minHeight?: number;
  borderSize: number;
  fullscreen: boolean;
  closePosition: ClosePosition;
  closeText: string;
  close: CloseContent;
}

/** When and how the pop-up opens by itself. */
export interface OpeningPlan {
  /** action_button_type both or pageLoaded. */
  onLoad: boolean;
  /** Opens at page load with no wait (spec section 4: both delay and scroll_top are 0). */
  immediate: boolean;
  /** Wait in ms before opening (after the scroll distance is reached, when there is one). */
  delay: number;
  /** Scroll distance in px that must be reached first; 0 for none. */
  scrollTop: number;
  /** Page elements whose click opens the pop-up (action_button_type both or clickSelector). */
  clickSelector: string;
}

/** Spec section 9: a viewport under 768 px is mobile. */
export function isMobileWidth(viewportWidth: number): boolean {
  return viewportWidth < MOBILE_BREAKPOINT;
}

/** True for the four window styles. */
export function isWindowStyle(viewType: ViewType): viewType is WindowStyle {
  return (WINDOW_STYLES as readonly string[]).includes(viewType);
}

/**
 * Applies the mobile overrides (spec sections 3 and 4): each `enable_*_mobile` flag that is 'on'
 * swaps in its mobile value; mobile_height (which has no flag in the plugin) applies when set;
 * fullscreen is off on mobile.
 */
export function resolveLayout(popup: PopupConfig, viewportWidth: number): PopupLayout {
  const o = popup.options;
  const mobile = isMobileWidth(viewportWidth);
  let height = popup.height;
  let borderSize = popup.borderSize;
  let closePosition = o.closePosition;
  let closeText = o.closeText;
  let fullscreen = o.fullscreen;
  if (mobile) {
    if (o.enableClosePositionMobile) closePosition = o.closePositionMobile;
    if (o.enableCloseTextMobile) closeText = o.closeTextMobile;
    if (o.enableBorderSizeMobile && o.borderSizeMobile !== undefined) borderSize = o.borderSizeMobile;
    if (o.mobileHeight) height = o.mobileHeight;
    fullscreen = false;
  }
  const layout: PopupLayout = {
    mobile,
    viewType: popup.viewType,
    isWindow: isWindowStyle(popup.viewType),
    height,
    borderSize,
    fullscreen,
    closePosition,
    closeText,
    close: closeContent(popup.viewType, closeText, o.closeImage),
  };
  if (o.minHeight) layout.minHeight = o.minHeight;
  return layout;
}

/**
 * The close button's content per template, as the plugin draws it: an image is 30x30 (50x50 on
 * lil); the default text '✕' becomes the template's icon (36 px on default, image_type_img_theme,
 * facebook, notification), 'x' on win98; any other text is shown as text.
 */
export function closeContent(viewType: ViewType, text: string, image: string): CloseContent {
  const t = text || DEFAULT_CLOSE_TEXT;
  const isDefault = t === DEFAULT_CLOSE_TEXT;
  if (isWindowStyle(viewType)) return { kind: 'window', text: t };
  switch (viewType) {
    case 'win98':
      return { kind: 'text', text: isDefault ? 'x' : t };
    case 'lil':
      if (image) return { kind: 'image', src: image, size: CLOSE_IMAGE_SIZE_LIL };
      return isDefault ? { kind: 'icon', icon: 'lil', size: CLOSE_IMAGE_SIZE_LIL } : { kind: 'text', text: t };
    case 'default':
    case 'image_type_img_theme':
    case 'facebook':
    case 'notification':
      if (image) return { kind: 'image', src: image, size: CLOSE_IMAGE_SIZE };
      return isDefault ? { kind: 'icon', icon: 'material', size: CLOSE_ICON_SIZE } : { kind: 'text', text: t };
    case 'minimal':
      if (image) return { kind: 'image', src: image, size: CLOSE_IMAGE_SIZE };
      return isDefault ? { kind: 'icon', icon: 'minimal', size: 24 } : { kind: 'text', text: t };
    default:
      // image, template, video
      if (image) return { kind: 'image', src: image, size: CLOSE_IMAGE_SIZE };
      return { kind: 'text', text: t };
  }
}

/**
 * The opening plan (spec section 4 and the plugin's script): with action_button_type both or
 * pageLoaded it opens at load when delay and scroll_top are both 0, otherwise after `delay` ms
 * and/or once the page is scrolled `scroll_top` px; the mobile open delay and scroll distance
 * replace them on mobile when their flags are 'on'.
 */
export function resolveOpening(popup: PopupConfig, viewportWidth: number): OpeningPlan {
  const o = popup.options;
  const mobile = isMobileWidth(viewportWidth);
  const delay = mobile && o.enableOpenDelayMobile ? o.openDelayMobile : popup.delay;
  const scrollTop = mobile && o.enableScrollTopMobile ? o.scrollTopMobile : popup.scrollTop;
  const onLoad = popup.actionType === 'both' || popup.actionType === 'pageLoaded';
  const clicks = popup.actionType === 'both' || popup.actionType === 'clickSelector';
  return {
    onLoad,
    immediate: onLoad && delay === 0 && scrollTop === 0,
    delay,
    scrollTop,
    clickSelector: clicks ? popup.actionSelector : '',
  };
}
