/**
 * Brings up the WordPress stacks the suite needs (scripts/wordpress/stack.mjs) and hands their
 * info to the workers through SE_WP_<n> (JSON). SE_WP_STACKS picks the stacks ("1,2" by default).
 * A stack that cannot run here (no plugin folder) is reported once and its projects are skipped.
 * The project's plugin reaches each stack as a site owner installs it: its zip (made here from dist/)
 * uploaded through Plugins → Add New → Upload Plugin, activated and ticked on its settings page, in a
 * browser, as the admin: up() does it (scripts/wordpress/install-plugin.mjs; skipped when the same zip is
 * installed and ticked).
 */
// @ts-expect-error plain ESM module without types
import { up } from '../../scripts/wordpress/stack.mjs';

export default async function globalSetup(): Promise<void> {
  const stacks = (process.env.SE_WP_STACKS ?? '1,2').split(',').map((s) => s.trim()).filter(Boolean);
  for (const n of stacks) {
    const started = Date.now();
    const info = (await up(n)) as Record<string, unknown>;
    if (info.skipped) {
      console.log(`wordpress stack ${n} skipped: ${String(info.skipped)}`);
      process.env[`SE_WP_${n}`] = JSON.stringify({ skipped: info.skipped });
      continue;
    }
    console.log(`wordpress stack ${n}: WordPress ${String(info.wordpress)} at ${String(info.baseUrl)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    process.env[`SE_WP_${n}`] = JSON.stringify(info);
  }
}
