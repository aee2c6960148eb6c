// custom-elements.json (written by the build from elements/docs/) as a map tag name -> declaration:
// the API tables of each tag's page come from the same manifest the editors read.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'));
const byTag = {};
for (const mod of manifest.modules ?? []) for (const d of mod.declarations ?? []) if (d.tagName) byTag[d.tagName] = d;
export default byTag;
