/**
 * The sender loop every server process runs: every MAIL_POLL_MS it claims the outbox's due mails
 * (storage/mail.ts `claim`, a lease per row), hands each to the transport, and marks it sent or
 * failed (retried after a doubling delay; given up after MAIL_MAX_ATTEMPTS, with a log line).
 * Requests only write the outbox, so a mail goes out after the visitor's answer, and a slow or
 * refusing mail server never slows a request.
 */
import { randomBytes } from 'node:crypto';
import type { Store } from '../storage';
import { nowSeconds } from '../storage';
import { backoffSeconds, type MailSettings } from './config';
import type { Transport } from './transport';

/** How long stop() waits for a send in progress. */
const STOP_WAIT_MS = 5000;

export interface Sender {
  /** Stops the loop; resolves when a round in progress has finished, or after STOP_WAIT_MS (its claim then expires and another process sends the mail). */
  stop(): Promise<void>;
}

export function startSender(store: Store, transport: Transport, settings: MailSettings, log: (line: string) => void = console.log): Sender {
  // One claim token per process: a claim another process left behind is not this one's.
  const token = randomBytes(12).toString('hex');
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const round = async () => {
    for (;;) {
      const batch = await store.mailOutbox.claim(token, nowSeconds(), settings.leaseSeconds);
      if (batch.length === 0) return;
      for (const m of batch) {
        if (stopped) return;
        try {
          await transport.send(m);
        } catch (e) {
          const attempts = m.attempts + 1;
          const error = (e as Error)?.message ?? String(e);
          const retryAt = attempts >= settings.maxAttempts ? undefined : nowSeconds() + backoffSeconds(attempts, settings.retrySeconds);
          await store.mailOutbox.markFailed(m.id, token, error, retryAt);
          log(`[mail] ${m.key} to ${m.to}: attempt ${attempts} failed (${error})${retryAt === undefined ? '; given up' : `; next attempt in ${retryAt - nowSeconds()} s`}`);
          continue;
        }
        await store.mailOutbox.markSent(m.id, token, nowSeconds());
      }
    }
  };

  const tick = () => {
    if (stopped || running) return;
    running = round()
      .catch((e: unknown) => console.error('[mail] sender round failed', e))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, settings.pollMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A send hanging on a slow mail server must not hold up a shutdown for its socket timeout.
      await Promise.race([running, new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref())]);
      transport.close();
    },
  };
}
