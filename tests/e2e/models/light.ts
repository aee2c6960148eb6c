/** Page objects for the light elements' demo pages: the bakery header menu, the product grid and the order bar. */
import { expect, type Locator, type Page } from '@playwright/test';

export class MenuDemo {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/header-menu.html');
    await expect(this.menu).toHaveAttribute('data-enhanced', '');
  }

  get menu(): Locator {
    return this.page.locator('header-menu#main-menu');
  }

  get toggle(): Locator {
    return this.menu.locator('[part="toggle"]');
  }

  get dropdown(): Locator {
    return this.menu.locator('[part="dropdown"]');
  }

  link(name: string): Locator {
    return this.menu.getByRole('link', { name, exact: true });
  }

  /** The submenu button of the parent item `name`. */
  submenuButton(name: string): Locator {
    return this.menu.getByRole('button', { name: `Submenu ${name}` });
  }

  /** The submenu the button of `name` controls. */
  async submenu(name: string): Promise<Locator> {
    const id = await this.submenuButton(name).getAttribute('aria-controls');
    return this.page.locator(`[id="${id}"]`);
  }

  async expectSubmenu(name: string, open: boolean): Promise<void> {
    await expect(this.submenuButton(name)).toHaveAttribute('aria-expanded', String(open));
    const sub = await this.submenu(name);
    if (open) await expect(sub).toBeVisible();
    else await expect(sub).toBeHidden();
  }
}

export class LoopGridDemo {
  constructor(readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/eb-loop-grid.html${query}`);
    await expect(this.filter('product_cat', '__all')).toBeVisible();
  }

  get grid(): Locator {
    return this.page.locator('eb-loop-grid');
  }

  filter(taxonomy: string, term: string): Locator {
    return this.grid.locator(`[part="filter"][data-taxonomy="${taxonomy}"][data-term="${term}"]`);
  }

  get titles(): Locator {
    return this.grid.locator('.e-loop-item .bakery-card__title');
  }

  get status(): Locator {
    return this.grid.locator('[role="status"]');
  }

  /** Clicks a filter and waits for the refresh it causes. */
  async choose(taxonomy: string, term: string): Promise<void> {
    const answer = this.page.waitForResponse((r) => r.url().endsWith('/wp-json/elementor-pro/v1/refresh-loop'));
    await this.filter(taxonomy, term).click();
    await answer;
    await expect(this.grid).not.toHaveAttribute('data-loading', '');
  }

  async expectTitles(titles: string[]): Promise<void> {
    await expect(this.titles).toHaveText(titles);
  }
}

export class StickyDemo {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/eb-sticky.html');
    await expect(this.bar).toHaveClass(/elementor-sticky/);
  }

  get bar(): Locator {
    return this.page.locator('eb-sticky#order-bar');
  }

  get summary(): Locator {
    return this.page.locator('eb-sticky#summary');
  }

  async scrollTo(y: number): Promise<void> {
    await this.page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  }
}

/** demo/eb-carousel.html: the Slides hero, the product Loop Carousel, the Testimonial Carousel and the slideshow Media Carousel. */
export class CarouselDemo {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/eb-carousel.html');
    await expect(this.products).toHaveAttribute('data-enhanced', '');
  }

  get products(): Locator {
    return this.page.locator('eb-carousel#producten');
  }

  get reviews(): Locator {
    return this.page.locator('eb-carousel#reacties');
  }

  get hero(): Locator {
    return this.page.locator('eb-carousel#hero');
  }

  get showcase(): Locator {
    return this.page.locator('eb-carousel#vitrine');
  }

  /** The slideshow's thumbnails per view now (its strip's computed custom property). */
  thumbsPerView(): Promise<string> {
    return this.showcase.locator('.elementor-thumbnails-swiper .swiper-wrapper').evaluate((w) => getComputedStyle(w).getPropertyValue('--se-pv').trim());
  }

  slide(carousel: Locator, i: number): Locator {
    return carousel.locator('.swiper-wrapper > .swiper-slide').nth(i);
  }

  next(carousel: Locator): Locator {
    return carousel.locator('.elementor-swiper-button-next');
  }

  prev(carousel: Locator): Locator {
    return carousel.locator('.elementor-swiper-button-prev');
  }

  bullets(carousel: Locator): Locator {
    return carousel.locator('.swiper-pagination-bullet');
  }

  pause(carousel: Locator): Locator {
    return carousel.locator('[part~="pause"]');
  }

  /** The slides per view the page shows now (the custom property's computed value). */
  perView(carousel: Locator): Promise<string> {
    return carousel.locator('.swiper-wrapper').evaluate((w) => getComputedStyle(w).getPropertyValue('--se-pv').trim());
  }

  /** Slides not inert (the ones in view). */
  shown(carousel: Locator): Promise<number> {
    return carousel.locator('.swiper-wrapper > .swiper-slide:not([inert])').count();
  }
}

/** The search page: the header's full-screen Search Form and the live-results Search widget. */
export class SearchDemo {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/eb-search.html');
    await expect(this.live).toHaveAttribute('data-enhanced', '');
    await expect(this.header).toHaveAttribute('data-enhanced', '');
  }

  get header(): Locator {
    return this.page.locator('eb-search#header-search');
  }

  get toggle(): Locator {
    return this.header.locator('.elementor-search-form__toggle');
  }

  get dialog(): Locator {
    return this.header.locator('.elementor-search-form__container');
  }

  get live(): Locator {
    return this.page.locator('eb-search#live-search');
  }

  get field(): Locator {
    return this.live.getByRole('combobox');
  }

  get options(): Locator {
    return this.live.getByRole('option');
  }

  get pagination(): Locator {
    return this.live.locator('nav.elementor-pagination');
  }

  /** The option aria-activedescendant names. */
  async activeOption(): Promise<string | null> {
    const id = await this.field.getAttribute('aria-activedescendant');
    return id ? this.live.locator(`[id="${id}"]`).textContent() : null;
  }
}

/** The blog (demo/eb-posts.html at /blog/) and its infinite list (/blog/oneindig/): <eb-posts>. */
export class PostsDemo {
  constructor(readonly page: Page) {}

  get widget(): Locator {
    return this.page.locator('eb-posts');
  }

  get posts(): Locator {
    return this.widget.locator('.elementor-posts-container > article');
  }

  get more(): Locator {
    return this.widget.locator('.elementor-button');
  }

  get retry(): Locator {
    return this.widget.locator('[part~="retry"]');
  }

  get message(): Locator {
    return this.widget.locator('.e-load-more-message');
  }

  /** Clicks "Meer berichten" and waits until `count` posts show. */
  async loadMore(count: number): Promise<void> {
    await this.more.click();
    await expect(this.posts).toHaveCount(count);
    await expect(this.widget).not.toHaveAttribute('data-state', 'loading');
  }

  /** Scrolls to the bottom until the list ends. */
  async scrollToEnd(): Promise<void> {
    await expect(async () => {
      await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(this.widget).toHaveAttribute('data-state', 'end', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  }
}
