// Types of scripts/page-budgets.mjs (a plain .mjs the tests import).
export declare const BUDGET_SLACK_BYTES: number;
export declare const MEASURES: readonly ['jsFirst', 'cssFirst', 'js', 'css'];
export interface PageMeasures {
  jsFirst: number;
  cssFirst: number;
  js: number;
  css: number;
  files: Record<string, number>;
}
export declare function fileKey(url: string): string;
export declare function measure(files: { url: string; type: 'js' | 'css'; bytes: number; first: boolean }[]): PageMeasures;
export declare function check(page: string, budget: PageMeasures, now: PageMeasures, slack?: number): string[];
