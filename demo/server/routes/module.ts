import type { Router } from '../router';

/** A slice of the reference backend: its tables and its calls. */
export interface RouteModule {
  name: string;
  /** `CREATE TABLE IF NOT EXISTS …` statements, run at start. */
  schema: string;
  register(router: Router): void;
}
