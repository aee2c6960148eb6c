/** demo/forms/*.json by form id, baked into the static demo's backend (scripts/build-demo.mjs). */
declare module 'se:demo-forms' {
  const forms: Record<string, unknown>;
  export default forms;
}
