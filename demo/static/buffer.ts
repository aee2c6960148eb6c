/** Buffer.from(text).toString('base64') (the consent level cookie) for the static demo, injected by scripts/build-demo.mjs. ASCII text only. */
export const Buffer = {
  from: (text: string) => ({ toString: () => btoa(text) }),
};
