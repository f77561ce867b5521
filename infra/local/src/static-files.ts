import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** The same headers CloudFront's response-headers policy adds in AWS, so problems show up locally. */
export const pageSecurityHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Serves the built web app; any path without a file extension falls back to index.html so deep links
 * work (the SPA router takes over). Hashed assets are cached for a year, index.html never.
 */
export function createStaticHandler(rootDir: string) {
  const root = normalize(rootDir);
  const indexFile = join(root, 'index.html');
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
    const candidate = normalize(join(root, path));
    const inside = candidate === root || candidate.startsWith(root + sep);
    const isFile = inside && existsSync(candidate) && statSync(candidate).isFile();
    if (!isFile && extname(path) !== '') {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...pageSecurityHeaders })
        .end('Not found');
      return;
    }
    if (!existsSync(indexFile)) {
      response
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
        .end('The web app is not built yet: run `npm run build` (npm start does this for you).');
      return;
    }
    const file = isFile ? candidate : indexFile;
    const immutable = file.includes(`${sep}assets${sep}`);
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...pageSecurityHeaders,
    });
    createReadStream(file).pipe(response);
  };
}
