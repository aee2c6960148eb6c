/** Page object for the pricing demo (demo/gform-pricing.html, form 4): reads like the order a visitor places. */
import type { Locator } from '@playwright/test';
import { FormModel } from './form';

export class PricingFormModel extends FormModel {
  readonly validations: import('@playwright/test').Request[] = [];

  constructor(page: import('@playwright/test').Page) {
    super(page);
    page.on('request', (r) => {
      if (r.method() === 'POST' && (r.postData() ?? '').includes('gform_validate_config')) this.validations.push(r);
    });
  }

  override async goto(url = '/gform-pricing.html'): Promise<void> {
    await super.goto(url);
  }

  /** The total as shown (the `total` part). */
  total(): Locator {
    return this.part('total');
  }

  /** A control by its accessible name, exactly. */
  control(role: 'textbox' | 'spinbutton' | 'checkbox' | 'radio' | 'combobox', name: string | RegExp): Locator {
    return this.host.getByRole(role, { name, exact: typeof name === 'string' });
  }

  async orderApplePies(n: number): Promise<void> {
    await this.control('spinbutton', 'Aantal Appeltaart').fill(String(n));
  }

  async choose(label: string, option: string): Promise<void> {
    await this.control('combobox', label).selectOption({ value: option });
  }
}
