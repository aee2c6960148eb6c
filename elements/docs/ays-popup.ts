import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

export const docs: ElementDocs = {
  summary: 'Pop-up box with templates and window styles (Popup Box by AYS).',
  description:
    'A modal pop-up drawn as one of the ten Popup Box by AYS templates (default, lil, image, template, video, minimal, ' +
    'image_type_img_theme, facebook, notification, win98) or four window styles (cmd, mac/macos, ubuntu, winXP/winxp). ' +
    'Options come from the plugin\'s encoded blob in `options` (base64 of JSON {"popupbox": row}, row.options a JSON string) ' +
    'or from the row as a JSON config block. It opens at page load when action_button_type is both or pageLoaded and ' +
    'delay and scroll_top are 0, otherwise after delay ms and/or scroll_top px, on clicks of action_button, or with open(). ' +
    'Below 768 px the enable_*_mobile overrides apply and fullscreen is off, re-evaluated 250 ms after a resize. ' +
    'The first click on a call-to-action (class asypb-cta or data-cta) posts ays_increment_pb_conversions once per page view; ' +
    'a dismiss element (class ays_pb_dismiss_ad or data-dismiss) sets the cookie ays_pb_dismiss_ad_{id} (path /, the ' +
    'configured duration in ms, else one month) and closes; while that cookie exists the pop-up does not open. ' +
    'Methods: open(), close().',
  attributes: {
    ...COMMON_ATTRIBUTE_DOCS,
    config: {
      description: 'The popupbox row as JSON (instead of a child <script type="application/json"> block); also accepts {"popupbox": row}. The options attribute wins when both are given.',
      type: 'string',
    },
    popupId: {
      description: 'The pop-up id: names the dismiss cookie and is sent with conversions. Defaults to the row id.',
      type: 'number',
    },
    options: {
      description: 'The plugin\'s encoded options blob: base64 of UTF-8 JSON {"popupbox": row}, where row.options is itself a JSON string. A broken blob logs one [ays-popup] error, sets data-error and renders nothing.',
      type: 'string',
    },
  },
  events: [
    { name: 'popup-open', description: 'The pop-up opened.', detail: '{ id: number }' },
    { name: 'popup-close', description: 'The pop-up closed (close button, Escape, overlay click when close_popup_overlay is on, dismiss, close()).', detail: '{ id: number }' },
  ],
  parts: [
    { name: 'popup', description: 'The dialog box (role="dialog", aria-modal), present while open; carries data-view-type, data-close, data-mobile, data-fullscreen.' },
    { name: 'overlay', description: 'The screen shade behind the box (absent when row.onoffoverlay is Off).' },
    { name: 'close-button', description: 'The close button; data-position is right-top, left-top, left-bottom or right-bottom; data-kind is icon, image, text or window.' },
    { name: 'sound-toggle', description: 'Sound toggle on pop-ups with audio or video: aria-pressed and data-icon volume-up (volume 1) or mute (volume 0).' },
    { name: 'title', description: 'The title (row.title) when shown.' },
    { name: 'content', description: 'The body: description, slotted content (or the row\'s custom_html) and the dismiss button.' },
    { name: 'dismiss-button', description: 'The plugin\'s own dismiss-ad button, when options.enable_dismiss is on.' },
  ],
  cssProperties: [
    { name: '--se-popup-bg', description: 'Box (or window body) background; wins over row.bgcolor.', default: 'row.bgcolor, else per template' },
    { name: '--se-popup-color', description: 'Text colour; wins over row.textcolor.', default: 'row.textcolor, else per template' },
    { name: '--se-popup-border-color', description: 'Border colour; wins over row.bordercolor.', default: 'row.bordercolor, else white' },
    { name: '--se-popup-radius', description: 'Corner radius; wins over row.border_radius.', default: 'per template' },
    { name: '--se-popup-header-bg', description: 'Head / banner colour of lil, template and facebook; wins over row.header_bgcolor.', default: '#c0392b (lil), #34495e (template), #3b5998 (facebook)' },
    { name: '--se-popup-overlay', description: 'Screen shade colour; wins over options.overlay_color.', default: '#000' },
    { name: '--se-popup-overlay-opacity', description: 'Screen shade opacity.', default: '0.5' },
    { name: '--se-popup-close-color', description: 'Close button colour on templates whose close button sits on the body.', default: 'per template' },
    { name: '--se-popup-z-index', description: 'Stacking order of the pop-up layer.', default: '100000' },
    { name: '--se-font-family', description: 'Font of templates without a font of their own.', default: 'system-ui' },
  ],
  slots: [{ name: '', description: 'The pop-up content (shown in the body). Elements with class asypb-cta or data-cta count a conversion; class ays_pb_dismiss_ad or data-dismiss (its value: a duration in ms) dismisses.' }],
};
