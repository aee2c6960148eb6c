import type { Db } from './engine';
import type { Migration } from './migrate';

/** A resource's storage: its migrations and the typed calls routes make (see index.ts). Routes reach it as `ctx.store.<key in REPOSITORIES>`. */
export interface Repository<R> {
  migrations: readonly Migration[];
  make(db: Db): R;
}

/** Declares a repository (an identity function that keeps the calls' types). */
export const repository = <R>(r: Repository<R>): Repository<R> => r;
