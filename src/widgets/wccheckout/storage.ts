/**
 * <wc-checkout>'s sessionStorage through the project's safe wrapper (src/platform/storage.ts):
 * blocked or full storage keeps the value in memory for the page.
 */
import { session } from '../../platform/storage';

export const load = (key: string): unknown => session.getJson<unknown>(key, undefined);
export const save = (key: string, value: unknown): void => (value === undefined ? session.remove(key) : session.setJson(key, value));
