/**
 * An SMTP server in the test process (smtp-server) that keeps every message it accepts, parsed
 * (mailparser). `mode` says how it answers a message's DATA: accept, refuse (451, a temporary
 * failure), or hang (never answer: a sender killed mid-send).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  /** The X-Site-Elements-Event header: the outbox's event key. */
  event: string;
  to: string;
  mail: ParsedMail;
  at: number;
}

export interface SmtpSink {
  url: string;
  received: Received[];
  /** Times (ms) a DATA was refused. */
  refused: number[];
  mode: 'accept' | 'refuse' | 'hang';
  /** Refuse this many messages, then accept. */
  refuseNext: number;
  /** Resolves once `n` messages have arrived (or rejects after `ms`). */
  waitFor(n: number, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function smtpSink(port = 0): Promise<SmtpSink> {
  const sink = { received: [] as Received[], refused: [] as number[], mode: 'accept', refuseNext: 0 } as SmtpSink;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (sink.mode === 'hang') return; // never answers
        if (sink.mode === 'refuse' || sink.refuseNext > 0) {
          if (sink.refuseNext > 0) sink.refuseNext--;
          sink.refused.push(Date.now());
          const e = new Error('Try again later') as Error & { responseCode: number };
          e.responseCode = 451;
          return callback(e);
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address ?? '')).join(',');
          sink.received.push({ event: String(mail.headers.get('x-site-elements-event') ?? ''), to, mail, at: Date.now() });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  sink.url = `smtp://127.0.0.1:${actual}`;
  sink.waitFor = async (n, ms = 15_000) => {
    const until = Date.now() + ms;
    while (sink.received.length < n) {
      if (Date.now() > until) throw new Error(`${sink.received.length} of ${n} mails arrived: ${sink.received.map((r) => r.event).join(', ')}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return sink.received;
  };
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
