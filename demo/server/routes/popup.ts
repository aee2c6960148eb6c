/** Popup Box by AYS calls (CONTRACT section 3, ays-popup). Filled by the pop-up widget issue. */
import type { RouteModule } from './module';

export const popup: RouteModule = {
  name: 'popup',
  schema: '',
  register() {},
};
