/**
 * A plain static file server for e2e tests of what a site owner hosts without our backend (the
 * installed package, the static demo): files under `root`, `index.html` for a folder, 404
 * otherwise, 405 for anything but GET and HEAD, no CSP unless a `page` answers with its own.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wav': 'audio/wav',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  base: string;
  close(): Promise<void>;
}

/** A generated page instead of a file: its HTML and headers, or undefined to serve files. */
export type PageHandler = (url: URL) => { html: string; headers?: Record<string, string> } | undefined;

/** Serves `root` on a free port of 127.0.0.1. */
export async function serveFolder(root: string, page?: PageHandler): Promise<StaticServer> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
      const generated = page?.(url);
      if (generated) {
        res.writeHead(200, { 'Content-Type': TYPES['.html']!, ...generated.headers });
        return void res.end(generated.html);
      }
      let file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
      if (!file.startsWith(root)) return void res.writeHead(404).end();
      if ((await stat(file).catch(() => undefined))?.isDirectory()) file = path.join(file, 'index.html');
      const body = await readFile(file).catch(() => undefined);
      if (!body) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
