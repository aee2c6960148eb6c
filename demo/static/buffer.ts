/** Buffer.from(text) for the static demo (injected by scripts/build-demo.mjs): base64 of ASCII text (the consent level cookie), length and comparison (the product config's hash). */
export interface DemoBuffer {
  readonly length: number;
  toString(encoding?: string): string;
}

export const Buffer = {
  from: (text: string): DemoBuffer => ({ length: text.length, toString: (encoding?: string) => (encoding === 'base64' ? btoa(text) : text) }),
};
