import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

export const docs: ElementDocs = {
  summary: "Page-builder pop-up with Elementor's triggers and timing rules (Elementor Pro).",
  description:
    "An Elementor Pro pop-up driven by the pop-up's own data-elementor-settings JSON, pasted unchanged as the config " +
    '(groups as "yes" switches with {group}_{child} keys; [] for an empty group; numbers as strings and {size} sliders accepted). ' +
    'Triggers (page_load, scrolling, scrolling_to, click, inactivity, exit_intent, adblock_detection) are armed together once every ' +
    'timing rule passes (page_views, sessions, url, sources, logged_in, devices, browsers, times, schedule; checked once at load); ' +
    'the first to fire opens the pop-up and disarms the rest. open_selector clicks and #elementor-action:action=popup:open|close links ' +
    "work whatever the timing says. Counts live where Elementor keeps them (localStorage/sessionStorage key \"elementor\", " +
    'popup_{id}_times, popup-{id}-impressions-count, popup_{id}_disable), so an Elementor site\'s visitors keep theirs. ' +
    'Closes by its close button (close_button_delay), background or outside click, Escape, close_automatically, each unless switched off; ' +
    'prevent_scroll locks page scroll keeping the scrollbar gutter; with a11y_navigation (default on) focus moves in 250 ms after opening ' +
    '(or after the entrance animation), Tab wraps, focus returns on close. Methods: show(), hide(). The host carries data-state ' +
    '(closed | open | closing), data-opened-by, data-timing (passed | failed) and data-timing-failed (the failing rules).',
  attributes: {
    ...COMMON_ATTRIBUTE_DOCS,
    config: {
      description: "The pop-up's data-elementor-settings JSON (instead of a child <script type=\"application/json\"> block).",
      type: 'string',
    },
    popupId: {
      description: "Elementor's pop-up id (data-elementor-id), a whole number from 1: names the storage keys, matches action links and goes out with every event. Required.",
      type: 'number',
    },
  },
  events: [
    { name: 'popup-show', description: 'The pop-up opened (bubbling, composed). Then elementor/popup/show is dispatched on window (not bubbling, as Elementor does), after a jQuery elementor/popup/show on document when the page has jQuery.', detail: '{ id: number }' },
    { name: 'popup-hide', description: 'The pop-up started closing (bubbling, composed). Then elementor/popup/hide on window (and through jQuery on document).', detail: '{ id: number }' },
  ],
  parts: [
    { name: 'popup', description: 'The box (role="dialog", aria-modal when a11y_navigation is on, named by the content\'s first heading); data-animation names the running animation.' },
    { name: 'overlay', description: 'The screen shade behind the box; a click on it closes unless prevent_close_on_background_click.' },
    { name: 'close-button', description: 'The close button (hidden for close_button_delay seconds); data-position is inside or outside (top corner of the screen).' },
    { name: 'content', description: 'The scrolling content area holding the slotted light DOM.' },
  ],
  cssProperties: [
    { name: '--se-eb-popup-width', description: 'Box width (never wider than the viewport).', default: '640px' },
    { name: '--se-eb-popup-height', description: 'Box height (never taller than the viewport; the content scrolls).', default: 'auto' },
    { name: '--se-eb-popup-bg', description: 'Box background.', default: '#fff' },
    { name: '--se-eb-popup-color', description: 'Text colour in the box.', default: '#1f2328' },
    { name: '--se-eb-popup-radius', description: 'Box corner radius.', default: '0' },
    { name: '--se-eb-popup-shadow', description: 'Box shadow.', default: '0 20px 60px rgba(0,0,0,.35)' },
    { name: '--se-eb-popup-padding', description: 'Padding around the content.', default: '2.25rem 1.75rem 1.75rem' },
    { name: '--se-eb-popup-overlay', description: 'Screen shade colour.', default: 'rgba(0,0,0,.8)' },
    { name: '--se-eb-popup-align-x', description: 'Horizontal position (flex justify-content: flex-start, center, flex-end).', default: 'center' },
    { name: '--se-eb-popup-align-y', description: 'Vertical position (flex align-items).', default: 'center' },
    { name: '--se-eb-popup-margin', description: 'Space kept between the box and the viewport edge.', default: '16px' },
    { name: '--se-eb-popup-close-color', description: 'Close button colour.', default: 'currentColor (inside), #fff (outside)' },
    { name: '--se-eb-popup-close-size', description: 'Close icon size.', default: '20px' },
    { name: '--se-eb-popup-z-index', description: 'Stacking order of the pop-up layer.', default: '9999' },
  ],
  slots: [{ name: '', description: "The pop-up's content: the site's own markup (forms keep working). Action links inside it (popup:close) close this pop-up." }],
};
