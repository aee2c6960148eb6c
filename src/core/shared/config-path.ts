/** Config-path rule of spec section 5 ("Submit flow"): lowercase letters, digits, `_`, `-` and `/`. */
export const CONFIG_PATH_PATTERN = /^[a-z0-9_\-/]+$/;

/** True when `path` is a well-formed config path such as `gform_forms/12`. */
export function isValidConfigPath(path: string): boolean {
  return CONFIG_PATH_PATTERN.test(path);
}

/** The config path for a form: base path plus form id (spec section 7, "Form config load"). */
export function formConfigPath(formId: number | string, basePath = 'gform_forms/'): string {
  return `${basePath}${formId}`;
}

/** Gravity Forms' config path of the signed product meta (its own front end loads it this way; args `{form_ids: [N]}`). */
export const PRODUCT_META_PATH = 'gform_theme_config/common/form/product_meta';
