/**
 * <eb-carousel>'s page sheet as text, in a chunk of its own: fetched only when the page did not link
 * dist/eb-carousel.css (which it should, for a first paint without shift).
 */
import css from './carousel-document.css';

export default css;
