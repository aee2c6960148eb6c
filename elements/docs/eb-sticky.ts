import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

export const docs: ElementDocs = {
  summary: 'Sticky section on chosen device modes (Elementor Pro\'s sticky). A light element: no React.',
  description:
    'Makes its content (a section) stick to the top or bottom of the viewport once its place reaches the offset, only on the chosen device modes ' +
    '(Elementor\'s breakpoints: mobile < 768, tablet < 1025, desktop; page settings breakpoints may change them). The element stays in the flow with the height it had, ' +
    'so nothing moves when the section becomes fixed. Device mode and responsive offsets are re-evaluated 300 ms after resizing stops; the scroll effect ' +
    '(class elementor-sticky--effects, sticky_effects_offset px further) follows motion_fx_devices, re-evaluated 200 ms after resizing stops, and is off under ' +
    'prefers-reduced-motion. "Stay in column" (sticky_parent) stops it at the end of its column. Classes on the element as Elementor\'s: elementor-sticky, ' +
    'elementor-sticky--active, elementor-sticky--effects; attributes data-sticky (active | parent) and data-effects.',
  attributes: {
    ...COMMON_ATTRIBUTE_DOCS,
    devices: { description: 'Device modes to stick on, e.g. "desktop tablet" (wins over sticky_on). Unknown names are a config error.', type: 'string', default: 'desktop tablet mobile' },
    config: {
      description:
        'Elementor\'s section settings as JSON: sticky ("top" | "bottom" | "" = off), sticky_on, sticky_offset (+ _tablet, _mobile, …; 0..500 px), ' +
        'sticky_effects_offset (+ responsive; 0..1000), sticky_parent ("yes"), motion_fx_devices.',
      type: 'string',
    },
  },
  events: [
    { name: 'sticky:stick', description: 'It became fixed (Elementor\'s event name; jQuery .on() hears it too).', detail: '{ to: "top" | "bottom" }' },
    { name: 'sticky:unstick', description: 'It went back into the flow.', detail: '{ to: "top" | "bottom" }' },
  ],
  parts: [{ name: 'sticky', description: 'The box that moves (data-state static | fixed | parent), holding the slotted section.' }],
  cssProperties: [{ name: '--se-sticky-z-index', description: 'Stacking order while stuck.', default: '99' }],
  slots: [{ name: '', description: 'The section to keep in view.' }],
};
