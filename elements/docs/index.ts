/** Docs of every tag, by tag name. */
import { docs as gdprConsent } from './gdpr-consent';
import { docs as gdprCookieList } from './gdpr-cookie-list';
import { docs as gdprCookieBlock } from './gdpr-cookie-block';
import { docs as aysPopup } from './ays-popup';
import { docs as gformForm } from './gform-form';
import { docs as seoaicLeadForm } from './seoaic-lead-form';
import { docs as interactiveArticle } from './interactive-article';
import { docs as ebPopup } from './eb-popup';
import { docs as headerMenu } from './header-menu';
import { docs as ebLoopGrid } from './eb-loop-grid';
import { docs as ebSticky } from './eb-sticky';
import { docs as ebCarousel } from './eb-carousel';
import { docs as ebSearch } from './eb-search';
import { docs as ebPosts } from './eb-posts';
import { docs as ebForm } from './eb-form';
import { docs as wcCart } from './wc-cart';
import { docs as wcMiniCart } from './wc-mini-cart';
import { docs as wcMyAccount } from './wc-my-account';
import { docs as wcCheckout } from './wc-checkout';
import type { ElementDocs } from './types';

export const DOCS: Record<string, ElementDocs> = {
  'gdpr-consent': gdprConsent,
  'gdpr-cookie-list': gdprCookieList,
  'gdpr-cookie-block': gdprCookieBlock,
  'ays-popup': aysPopup,
  'gform-form': gformForm,
  'seoaic-lead-form': seoaicLeadForm,
  'interactive-article': interactiveArticle,
  'eb-popup': ebPopup,
  'header-menu': headerMenu,
  'eb-loop-grid': ebLoopGrid,
  'eb-sticky': ebSticky,
  'eb-carousel': ebCarousel,
  'eb-search': ebSearch,
  'eb-posts': ebPosts,
  'eb-form': ebForm,
  'wc-cart': wcCart,
  'wc-mini-cart': wcMiniCart,
  'wc-my-account': wcMyAccount,
  'wc-checkout': wcCheckout,
};
