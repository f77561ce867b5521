import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgets, within, type Status } from './budgets';

/**
 * JS a browser downloads per route of the built web app (web/dist), gzip level 9 per file as a CDN
 * would serve it. The shell is the entry with everything it imports statically; a lazy route is its
 * chunk plus its static imports that the shell has not already loaded.
 */
export type RouteKind = 'shell' | 'grid' | 'chart' | 'lazy';

export interface WebRoute {
  route: string;
  kind: RouteKind;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  budgetBytes: number | null;
  status: Status | null;
}

export interface WebBundles {
  /** Where the chunk graph came from: Vite's manifest, or index.html plus the chunks' own imports. */
  source: 'manifest' | 'index.html';
  routes: WebRoute[];
}

interface ChunkGraph {
  /** Files (relative to dist) the shell loads before first paint. */
  entries: string[];
  /** Lazily loaded chunks, each with a display name. */
  dynamicEntries: { name: string; file: string }[];
  staticImportsOf: (file: string) => string[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const routeName = (src: string | undefined, file: string) =>
  (src ?? file)
    .replace(/^.*\/(routes|features)\//, '')
    .replace(/(-[A-Za-z0-9_-]{8})?\.(js|jsx|ts|tsx)$/, '')
    .replace(/^assets\//, '');

function graphFromManifest(manifestPath: string): ChunkGraph {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const chunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
  return {
    entries: chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file),
    dynamicEntries: chunks
      .filter((chunk) => chunk.isDynamicEntry)
      .map((chunk) => ({ name: routeName(chunk.src, chunk.file), file: chunk.file })),
    staticImportsOf: (file) =>
      (byFile.get(file)?.imports ?? [])
        .map((key) => manifest[key]?.file)
        .filter((f): f is string => !!f && f.endsWith('.js')),
  };
}

/** Without a manifest: index.html names the entry and its preloads; chunks name their own imports. */
function graphFromHtml(distDir: string): ChunkGraph {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const toDistFile = (href: string) => {
    // Strip the base path (`/`, `/app/`, ...): the first suffix of the href that exists in dist.
    const segments = href.split('?')[0]!.split('/').filter(Boolean);
    for (let i = 0; i < segments.length; i++) {
      const candidate = segments.slice(i).join('/');
      if (existsSync(join(distDir, candidate))) return candidate;
    }
    throw new Error(`index.html references ${href}, which is not in ${distDir}`);
  };
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) =>
    toDistFile(m[1]!),
  );
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) =>
    toDistFile(m[1]!),
  );
  const code = (file: string) => readFileSync(join(distDir, file), 'utf8');
  const resolveFrom = (file: string, specifier: string) =>
    relative(distDir, resolve(distDir, dirname(file), specifier));
  // Minified chunks quote specifiers with ", ' or ` (rolldown uses template literals for dynamic imports).
  const staticImportsOf = (file: string) =>
    [...code(file).matchAll(/\b(?:from|import)\s*["'`]([^"'`]+\.js)["'`]/g)].map((m) =>
      resolveFrom(file, m[1]!),
    );
  const dynamicImportsOf = (file: string) =>
    [...code(file).matchAll(/\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) =>
      resolveFrom(file, m[1]!),
    );

  // Every chunk reachable from the entry, through static and dynamic imports; the dynamic targets are the lazy routes.
  const dynamicTargets = new Set<string>();
  const seen = new Set<string>();
  const queue = [...scripts, ...preloads];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImportsOf(file));
    for (const target of dynamicImportsOf(file)) {
      dynamicTargets.add(target);
      queue.push(target);
    }
  }
  return {
    entries: [...new Set([...scripts, ...preloads])],
    dynamicEntries: [...dynamicTargets].map((file) => ({ name: routeName(undefined, basename(file)), file })),
    staticImportsOf,
  };
}

function closure(roots: string[], staticImportsOf: (file: string) => string[]) {
  const files = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    files.add(file);
    queue.push(...staticImportsOf(file));
  }
  return files;
}

/** Grid and chart routes have their own §11 budgets; they are recognised by the libraries they load. */
function kindOf(code: string): RouteKind {
  if (/plotly/i.test(code)) return 'chart';
  if (/ag-grid|agGrid/.test(code)) return 'grid';
  return 'lazy';
}

const budgetOf: Record<RouteKind, number | null> = {
  shell: budgets.shellJsGzipBytes,
  grid: budgets.gridRouteExtraJsGzipBytes,
  chart: budgets.chartRouteExtraJsGzipBytes,
  lazy: null,
};

export function measureWebBundles(distDir: string): WebBundles {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `${distDir}/index.html is missing: build the web app first (\`npm run bench\` runs \`npm run build\`).`,
    );
  }
  const manifestPath = join(distDir, '.vite/manifest.json');
  const source = existsSync(manifestPath) ? 'manifest' : 'index.html';
  const graph = source === 'manifest' ? graphFromManifest(manifestPath) : graphFromHtml(distDir);

  const sizes = new Map<string, { raw: number; gzip: number; code: string }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const buffer = readFileSync(join(distDir, file));
      size = {
        raw: buffer.length,
        gzip: gzipSync(buffer, { level: 9 }).length,
        code: buffer.toString('utf8'),
      };
      sizes.set(file, size);
    }
    return size;
  };
  const route = (name: string, kindIfLazy: RouteKind | undefined, files: string[]): WebRoute => {
    const kind = kindIfLazy ?? kindOf(files.map((file) => sizeOf(file).code).join('\n'));
    const gzipBytes = files.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
    const budgetBytes = budgetOf[kind];
    return {
      route: name,
      kind,
      files: files.sort(),
      rawBytes: files.reduce((sum, file) => sum + sizeOf(file).raw, 0),
      gzipBytes,
      budgetBytes,
      status: budgetBytes === null ? null : within(gzipBytes, budgetBytes),
    };
  };

  const shell = closure(graph.entries, graph.staticImportsOf);
  const routes = [route('shell', 'shell', [...shell])];
  for (const lazy of graph.dynamicEntries) {
    const extra = [...closure([lazy.file], graph.staticImportsOf)].filter((file) => !shell.has(file));
    routes.push(route(lazy.name, undefined, extra));
  }
  return { source, routes };
}
