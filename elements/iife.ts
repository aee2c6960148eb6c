/**
 * dist/site-elements.iife.js: one classic script with every widget, defined at once.
 * Each define is guarded, so loading it twice (or after the module loader) throws nothing.
 */
import * as adsPopup from './ays-popup';
import * as ebCarousel from './eb-carousel';
import * as ebForm from './eb-form';
import * as ebLoopGrid from './eb-loop-grid';
import * as ebPopup from './eb-popup';
import * as ebSearch from './eb-search';
import * as ebPosts from './eb-posts';
import * as ebSticky from './eb-sticky';
import * as gdprConsent from './gdpr-consent';
import * as gdprCookieBlock from './gdpr-cookie-block';
import * as gdprCookieList from './gdpr-cookie-list';
import * as gformForm from './gform-form';
import * as headerMenu from './header-menu';
import * as interactiveArticle from './interactive-article';
import { run as runPageBehaviours } from './page-behaviours';
import * as seoaicLeadForm from './seoaic-lead-form';
import * as wcCart from './wc-cart';
import * as wcCheckout from './wc-checkout';
import * as wcMiniCart from './wc-mini-cart';
import * as wcMyAccount from './wc-my-account';

for (const chunk of [gdprConsent, gdprCookieList, gdprCookieBlock, adsPopup, gformForm, seoaicLeadForm, interactiveArticle, ebPopup, headerMenu, ebLoopGrid, ebSticky, ebCarousel, ebSearch, ebPosts, ebForm, wcCart, wcCheckout, wcMiniCart, wcMyAccount]) {
  chunk.define();
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void runPageBehaviours(document), { once: true });
else void runPageBehaviours(document);
