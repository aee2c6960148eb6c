/** Every element event goes through here: a CustomEvent that bubbles and is composed (CONTRACT section 2). */
export function emit<T>(target: EventTarget, name: string, detail: T, opts: { cancelable?: boolean } = {}): CustomEvent<T> {
  const event = new CustomEvent<T>(name, { detail, bubbles: true, composed: true, cancelable: opts.cancelable ?? false });
  target.dispatchEvent(event);
  return event;
}
