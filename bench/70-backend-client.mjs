// The load client of bench/70-backend.bench.mjs: HTTP/1.1 POSTs written as plain text on raw
// keep-alive sockets (node:net), one request at a time per connection or a small pipelined
// window, and a parser that reads only what the lost-write check needs (status line,
// Content-Length or chunked framing, the body). Every answer is read and handed to its write's `acked(n, status, json)`,
// which returns the key the write left behind (recorded) or null (counted as an error).
//
// Why not node:http (the first client) or autocannon: the client shares the machine's two cores
// with the server, so every µs it spends is a µs the server does not get; measured side by side,
// this client costs a third to a half of autocannon's CPU per request and about a third of
// http.request's (figures in 70-backend.bench.mjs).
import http from 'node:http';
import net from 'node:net';

const CRLF2 = '\r\n\r\n';

/**
 * Sends `writes[n % writes.length].request(n)` for n = startAt, startAt+1, … over `connections`
 * sockets spread over `servers` in turn, at most `window` requests in flight per socket, for
 * `seconds` or until stop(). `visitor(n)` is the X-Forwarded-For of request n.
 * Returns { done, stop, t0 }; done resolves { acked: Map<name, key[]>, latencies, errors, seconds, next }.
 */
export function rawLoad({ servers, writes, startAt, seconds, connections, window, visitor }) {
  const acked = new Map(writes.map((w) => [w.name, []]));
  const latencies = [];
  const errors = []; // { at: ms since start, why }
  let n = startAt;
  let stopped = false;
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  let open = 0;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));
  const more = () => !stopped && performance.now() < deadline;
  const resolve = () => {
    if (open === 0) finish({ acked, latencies, errors, seconds: (performance.now() - t0) / 1000, next: n });
  };

  const connect = (server) => {
    open++;
    const socket = net.connect(server.base.port, server.base.host);
    socket.setNoDelay(true);
    socket.setEncoding('latin1');
    const host = `${server.base.host}:${server.base.port}`;
    /** Requests written and not yet answered, oldest first: [n, write, started]. */
    const inflight = [];
    let buf = '';
    let closed = false;

    const fill = () => {
      if (closed) return;
      let out = '';
      while (inflight.length < window && more()) {
        const i = n++;
        const w = writes[i % writes.length];
        const r = w.request(i);
        out += `POST ${r.path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${r.type}\r\nContent-Length: ${Buffer.byteLength(r.body)}\r\nX-Forwarded-For: ${visitor(i)}\r\n\r\n${r.body}`;
        inflight.push([i, w, performance.now()]);
      }
      if (out) socket.write(out, 'latin1');
      else if (inflight.length === 0) socket.end();
    };

    /** Parses every complete response at the head of `buf`. */
    const parse = () => {
      for (;;) {
        const headEnd = buf.indexOf(CRLF2);
        if (headEnd < 0) return;
        const head = buf.slice(0, headEnd).toLowerCase();
        const status = Number(head.slice(9, 12));
        let body;
        let next;
        const cl = head.indexOf('\r\ncontent-length:');
        if (cl >= 0) {
          const lineEnd = head.indexOf('\r\n', cl + 2);
          const len = parseInt(head.slice(cl + 17, lineEnd < 0 ? head.length : lineEnd), 10);
          next = headEnd + 4 + len;
          if (buf.length < next) return;
          body = buf.slice(headEnd + 4, next);
        } else if (head.includes('\r\ntransfer-encoding: chunked')) {
          // Chunks: hex size CRLF data CRLF … 0 CRLF CRLF.
          body = '';
          let at = headEnd + 4;
          for (;;) {
            const lineEnd = buf.indexOf('\r\n', at);
            if (lineEnd < 0) return;
            const size = parseInt(buf.slice(at, lineEnd), 16);
            if (size === 0) {
              if (buf.length < lineEnd + 4) return;
              next = lineEnd + 4;
              break;
            }
            if (buf.length < lineEnd + 2 + size + 2) return;
            body += buf.slice(lineEnd + 2, lineEnd + 2 + size);
            at = lineEnd + 2 + size + 2;
          }
        } else {
          body = '';
          next = headEnd + 4;
        }
        buf = buf.slice(next);
        const [i, w, started] = inflight.shift() ?? [];
        if (w === undefined) {
          errors.push({ at: performance.now() - t0, why: `unexpected response ${status}` });
          continue;
        }
        let json;
        try {
          json = JSON.parse(Buffer.from(body, 'latin1').toString('utf8'));
        } catch {
          json = undefined;
        }
        const key = w.acked(i, status, json);
        if (key !== null) {
          acked.get(w.name).push(key);
          latencies.push(performance.now() - started);
        } else errors.push({ at: performance.now() - t0, why: `${status} ${body.slice(0, 120)}` });
      }
    };

    socket.on('data', (chunk) => {
      buf += chunk;
      const before = inflight.length;
      parse();
      if (inflight.length < before) fill();
    });
    socket.on('connect', fill);
    const lost = (why) => {
      if (closed) return;
      closed = true;
      // Requests written and unanswered when the connection goes: failed (never acknowledged).
      for (const _ of inflight) errors.push({ at: performance.now() - t0, why });
      inflight.length = 0;
      // A server that closes a connection (or dies) is asked again on a new one while the load lasts.
      const gone = () => {
        open--;
        resolve();
      };
      if (more())
        setTimeout(() => {
          if (more()) connect(server);
          gone();
        }, 20);
      else gone();
    };
    socket.on('error', (e) => lost(e.code ?? e.message));
    socket.on('close', () => lost('connection closed'));
  };

  for (let c = 0; c < connections; c++) connect(servers[c % servers.length]);
  return { done, stop: () => (stopped = true), t0 };
}

/**
 * The same load through node:http (http.request on a keep-alive Agent, one request at a time per
 * socket): the bench's first client, kept to show what the client costs per request beside rawLoad.
 */
export function httpLoad({ servers, writes, startAt, seconds, connections, visitor }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const acked = new Map(writes.map((w) => [w.name, []]));
  const latencies = [];
  const errors = [];
  let n = startAt;
  let stopped = false;
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  const one = (i) =>
    new Promise((resolve) => {
      const w = writes[i % writes.length];
      const r = w.request(i);
      const server = servers[i % servers.length];
      const started = performance.now();
      const fail = (why) => {
        errors.push({ at: performance.now() - t0, why });
        resolve();
      };
      const req = http.request({ ...server.base, agent, method: 'POST', path: r.path, headers: { 'content-type': r.type, 'content-length': Buffer.byteLength(r.body), 'x-forwarded-for': visitor(i) } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          const key = w.acked(i, res.statusCode, json);
          if (key === null) return fail(`${res.statusCode} ${text.slice(0, 120)}`);
          acked.get(w.name).push(key);
          latencies.push(performance.now() - started);
          resolve();
        });
        res.on('error', () => fail('response aborted'));
      });
      req.on('error', (e) => fail(e.code ?? e.message));
      req.end(r.body);
    });
  const worker = async () => {
    while (!stopped && performance.now() < deadline) await one(n++);
  };
  const done = Promise.all(Array.from({ length: connections }, worker)).then(() => {
    agent.destroy();
    return { acked, latencies, errors, seconds: (performance.now() - t0) / 1000, next: n };
  });
  return { done, stop: () => (stopped = true), t0 };
}
