// The PNG files of docs/screenshots/, for the gallery page.
import { readdirSync } from 'node:fs';

export default readdirSync(new URL('../screenshots/', import.meta.url)).filter((f) => f.endsWith('.png')).sort();
