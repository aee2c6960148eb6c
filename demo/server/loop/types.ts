/**
 * The loop content's shapes (the rows of storage/loop.ts's tables as the loop grid reads them).
 * Apart from both loop/catalog.ts (the demo content, which storage/loop.ts seeds) and
 * storage/loop.ts, so that each can use them without importing the other (issue 41: no circle).
 */
export interface LoopWidget {
  widget_id: string;
  page_id: number;
  widget_type: string;
  post_type: string;
  per_page: number;
  template_id: number;
  /** The path of the page the widget is on (the default pagination base). */
  page_path: string;
}

export interface LoopPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  price_cents: number;
  image: string;
  terms: { taxonomy: string; slug: string; name: string }[];
}

export interface LoopPage {
  posts: LoopPost[];
  total: number;
  pages: number;
  page: number;
}
