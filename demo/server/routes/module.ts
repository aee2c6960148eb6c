import type { Router } from '../router';

/** A slice of the reference backend: its calls. Its tables are a repository in storage/. */
export interface RouteModule {
  name: string;
  register(router: Router): void;
}
