/**
 * One screenshot of an element with a little margin around it (8 px on a phone, 24 px on a
 * desktop), clipped to the viewport's width: the form screenshots of the README.
 */
import path from 'node:path';

/** Screenshots `locator`'s box plus a margin into `file` and prints the file's path. */
export async function clipShot(page, locator, file) {
  const box = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
  });
  const vp = page.viewportSize();
  const pad = vp.width < 500 ? 8 : 24;
  const x = Math.max(0, box.x - pad);
  await page.screenshot({ path: file, clip: { x, y: Math.max(0, box.y - pad), width: Math.min(vp.width - x, box.width + 2 * pad), height: box.height + 2 * pad }, fullPage: true });
  console.log(path.relative(process.cwd(), file));
}
