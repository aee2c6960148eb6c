/**
 * The reference backend's blog: the bakery's posts, newest first. Shared by the posts pages
 * (`/blog/`, `/blog/page/N/`, `<eb-posts>`) and live search (`refresh-search`, `<eb-search>`),
 * so a search finds exactly what the blog lists. Images are the demo's own SVGs
 * (`/assets/loop-<image>.svg`). Test and demo data only.
 */
export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date (the site's time zone, Europe/Amsterdam), newest first in BLOG_POSTS. */
  date: string;
  author: string;
  category: 'recepten' | 'nieuws' | 'achter-de-schermen';
  image: 'bread' | 'cake' | 'cookie' | 'croissant' | 'savory';
}

export const BLOG_CATEGORIES: Record<BlogPost['category'], string> = {
  recepten: 'Recepten',
  nieuws: 'Nieuws',
  'achter-de-schermen': 'Achter de schermen',
};

/** The blog page (a singular page, as Elementor's queried id) and its posts per page. */
export const BLOG_PAGE_ID = 60;
export const BLOG_PER_PAGE = 4;

export const BLOG_POSTS: BlogPost[] = [
  { id: 518, slug: 'kerststol-bestellen', title: 'Kerststol bestellen: vanaf 1 december', excerpt: 'Met amandelspijs van eigen makelij en rozijnen die een nacht in rum hebben gelegen. Bestel op tijd, op is op.', date: '2026-11-20', author: 'Anouk', category: 'nieuws', image: 'bread' },
  { id: 517, slug: 'zuurdesem-starter-voeden', title: 'Zo voed je een zuurdesemstarter', excerpt: 'Bloem, water en geduld: onze bakker legt uit hoe vaak je voedt en waarom de temperatuur het verschil maakt.', date: '2026-11-12', author: 'Joris', category: 'recepten', image: 'bread' },
  { id: 516, slug: 'nieuwe-oven', title: 'Een nieuwe steenoven in de bakkerij', excerpt: 'Na twintig jaar trouwe dienst ging de oude oven met pensioen. De nieuwe bakt met minder gas en een betere korst.', date: '2026-11-03', author: 'Anouk', category: 'achter-de-schermen', image: 'croissant' },
  { id: 515, slug: 'appeltaart-recept', title: 'Het appeltaartrecept van oma Zonneveld', excerpt: 'Elstar en Goudreinet, kaneel, citroen en een roosterdeeg dat je een nacht laat rusten.', date: '2026-10-24', author: 'Joris', category: 'recepten', image: 'cake' },
  { id: 514, slug: 'glutenvrij-assortiment', title: 'Ons glutenvrije assortiment groeit', excerpt: 'Naast het maïsbrood en de chocoladetaart bakken we nu ook glutenvrije havermoutkoekjes, in een aparte ruimte.', date: '2026-10-15', author: 'Anouk', category: 'nieuws', image: 'cookie' },
  { id: 513, slug: 'stroopwafels-bakken', title: 'Stroopwafels bakken met kinderen', excerpt: 'Een middag in de bakkerij met groep zeven: deeg draaien, wafels bakken en stroop smeren.', date: '2026-10-02', author: 'Mirthe', category: 'achter-de-schermen', image: 'cookie' },
  { id: 512, slug: 'kaasbroodjes-recept', title: 'Kaasbroodjes met belegen kaas', excerpt: 'Bladerdeeg, een goede belegen kaas en een eierstreek: zo maak je ze thuis net zo knapperig.', date: '2026-09-21', author: 'Joris', category: 'recepten', image: 'savory' },
  { id: 511, slug: 'open-dag', title: 'Open dag: kijk mee om vijf uur ’s ochtends', excerpt: 'Op zaterdag 10 oktober staat de deur open voor vroege vogels. Koffie en een warme croissant staan klaar.', date: '2026-09-10', author: 'Anouk', category: 'nieuws', image: 'croissant' },
  { id: 510, slug: 'spelt-of-tarwe', title: 'Spelt of tarwe: wat is het verschil?', excerpt: 'Spelt is een oergraan met een nootachtige smaak. We vergelijken bakeigenschappen, smaak en voedingswaarde.', date: '2026-08-28', author: 'Mirthe', category: 'recepten', image: 'bread' },
  { id: 509, slug: 'bezorgen-in-utrecht', title: 'We bezorgen nu in heel Utrecht', excerpt: 'Op bestelling voor twaalf uur, dezelfde dag aan de deur. Afhalen in de winkel blijft gratis.', date: '2026-08-14', author: 'Anouk', category: 'nieuws', image: 'cake' },
  { id: 508, slug: 'croissants-lamineren', title: 'Croissants: drie dagen lamineren', excerpt: 'Waarom goede croissants tijd kosten: boter, koude en drie keer vouwen.', date: '2026-07-30', author: 'Joris', category: 'achter-de-schermen', image: 'croissant' },
  { id: 507, slug: 'kwarktaart-zonder-oven', title: 'Kwarktaart zonder oven', excerpt: 'Een frisse zomertaart met citroen en een bodem van speculaas, klaar in een uur en een nacht in de koelkast.', date: '2026-07-12', author: 'Mirthe', category: 'recepten', image: 'cake' },
  { id: 506, slug: 'zomertijden', title: 'Zomertijden van de winkel', excerpt: 'In juli en augustus zijn we op maandag gesloten en op zaterdag tot vier uur open.', date: '2026-06-28', author: 'Anouk', category: 'nieuws', image: 'bread' },
  { id: 505, slug: 'hartige-taart', title: 'Hartige taart met prei en geitenkaas', excerpt: 'Een recept voor een lunch voor zes: prei, geitenkaas, tijm en een krokante bodem.', date: '2026-06-09', author: 'Joris', category: 'recepten', image: 'savory' },
];

/** The page of posts (1-based) or an empty list past the end. */
export function blogPage(page: number, perPage = BLOG_PER_PAGE): BlogPost[] {
  if (!Number.isInteger(page) || page < 1) return [];
  return BLOG_POSTS.slice((page - 1) * perPage, page * perPage);
}

export function blogPageCount(perPage = BLOG_PER_PAGE): number {
  return Math.max(1, Math.ceil(BLOG_POSTS.length / perPage));
}

/** WordPress's search as the site's `?s=` does it: every word in the title or excerpt, case- and accent-blind. */
export function searchPosts(term: string): BlogPost[] {
  const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const words = fold(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return BLOG_POSTS.filter((p) => {
    const hay = fold(`${p.title} ${p.excerpt}`);
    return words.every((w) => hay.includes(w));
  });
}
