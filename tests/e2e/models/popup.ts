/** Page object for demo/ays-popup.html: one welcome pop-up (id 1, auto-open) and a gallery of every template. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Element ids on the demo page (popup-<id>, opened by #open-<id>), in gallery order. */
export const GALLERY = ['lil', 'image', 'template', 'video', 'minimal', 'image-type-img-theme', 'facebook', 'notification', 'win98', 'cmd', 'mac', 'ubuntu', 'winxp'] as const;

export class PopupDemo {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/ays-popup.html');
  }

  /** The <ays-popup> element (its box is in its shadow root; Playwright's CSS locators pierce it). */
  host(id: string): Locator {
    return this.page.locator(`ays-popup#popup-${id}`);
  }

  dialog(id: string): Locator {
    return this.host(id).locator('[part="popup"]');
  }

  closeButton(id: string): Locator {
    return this.host(id).locator('[part="close-button"]');
  }

  overlay(id: string): Locator {
    return this.host(id).locator('[part="overlay"]');
  }

  soundToggle(id: string): Locator {
    return this.host(id).locator('[part="sound-toggle"]');
  }

  /** The call-to-action inside a pop-up's own content. */
  cta(id: string): Locator {
    return this.host(id).locator('.asypb-cta');
  }

  dismiss(id: string): Locator {
    return this.host(id).locator('.ays_pb_dismiss_ad');
  }

  openButton(id: string): Locator {
    return this.page.locator(`#open-${id}`);
  }

  async expectOpen(id: string): Promise<void> {
    await expect(this.host(id)).toHaveAttribute('data-state', 'open');
    await expect(this.dialog(id)).toBeVisible();
  }

  async expectClosed(id: string): Promise<void> {
    await expect(this.host(id)).toHaveAttribute('data-state', 'closed');
    await expect(this.dialog(id)).toHaveCount(0);
  }

  /**
   * True when keyboard focus is inside the pop-up: on its shadow parts (document.activeElement is
   * then retargeted to the host) or on its own light-DOM content.
   */
  async focusInside(id: string): Promise<boolean> {
    return this.page.evaluate((target) => document.activeElement?.closest('ays-popup')?.id === target, `popup-${id}`);
  }

  /** Closes the welcome pop-up that opens at load, so the gallery buttons can be reached. */
  async closeWelcome(): Promise<void> {
    await this.expectOpen('default');
    await this.closeButton('default').click();
    await this.expectClosed('default');
  }
}
