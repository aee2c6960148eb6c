/**
 * The consent calls' POST (src/platform/http): a chunk of its own, so the banner's first paint
 * does not wait for it. consent-calls.ts fetches it with the settings modal (once the banner has
 * been painted and the page is idle, or on the first sign of a click); a give or decline whose
 * POST cannot be loaded is handled as one the server did not answer: the cookie is written here.
 */
export { ajaxPost } from '../../platform/http';
