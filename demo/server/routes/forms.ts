/** Gravity Forms calls (CONTRACT section 3, gform-form). Filled by the form widget issue. */
import type { RouteModule } from './module';

export const forms: RouteModule = {
  name: 'forms',
  schema: '',
  register() {},
};
