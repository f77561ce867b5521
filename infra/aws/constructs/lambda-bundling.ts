import type { BuildOptions } from 'esbuild';
import { join } from 'node:path';
import { repoRoot } from '../config/paths';

/**
 * How every Lambda is bundled, written once: the CDK function construct (group-function.ts) runs
 * esbuild with exactly these options, and `npm run bench` does too, so the bench measures what AWS runs.
 *
 * Code splitting: what only some endpoints need (the spreadsheet writer, S3, Cognito, SES, the SDK's
 * fallback credential providers) is imported with `import()` and lands in its own chunk under
 * `chunks/`, loaded on first use instead of at cold start. CDK's NodejsFunction cannot emit chunks
 * (it always passes `--outfile`), hence this shared configuration and `Code.fromAsset` bundling.
 */
export const lambdaBundling = {
  target: 'node22',
  format: 'esm',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  splitting: true,
  mainFields: ['module', 'main'],
  // Some CommonJS dependencies call require(); give each ESM output file one.
  banner:
    "import { createRequire as __tandemCreateRequire } from 'node:module'; const require = __tandemCreateRequire(import.meta.url);",
} as const;

/**
 * Whether Node maps stack traces through the source maps at run time (`--enable-source-maps`). Off:
 * loading and parsing the maps cost every cold start and every logged error, and the maps do not ship
 * at all: the function construct moves them out of the asset into `lambdaSourceMapDir`, so a stack
 * trace from the logs is mapped offline against the build that was deployed.
 */
export const runtimeSourceMaps = false;

/**
 * Where a synth leaves each function's source maps: `dist/lambda-source-maps/<function name>/`, a build
 * artefact beside the CDK output, never in the zip Lambda runs (issue 31: no `.map` in any asset).
 */
export const lambdaSourceMapDir = (functionName: string) =>
  join(repoRoot, 'dist/lambda-source-maps', functionName);

/** The file Lambda loads: `index.mjs` exporting `handler` (the function's handler is `index.handler`). */
export const lambdaEntryFile = 'index.mjs';

/**
 * esbuild options that bundle `entry` into `outdir` (index.mjs, lazy chunks under chunks/, source maps
 * beside them with no `sourceMappingURL` comment, since the deployed code does not carry them).
 */
export const lambdaBuildOptions = (entry: string, outdir: string, absWorkingDir: string) =>
  ({
    absWorkingDir,
    entryPoints: { index: entry },
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    target: lambdaBundling.target,
    format: lambdaBundling.format,
    splitting: lambdaBundling.splitting,
    minify: lambdaBundling.minify,
    sourcemap: lambdaBundling.sourceMap ? 'external' : false,
    sourcesContent: lambdaBundling.sourcesContent,
    mainFields: [...lambdaBundling.mainFields],
    // The AWS SDK v3 is bundled, not taken from the runtime: pinned versions, tree-shaken (guide §11).
    external: [],
    // ElectroDB's model-definition check stays in the tests, not in every cold start (see the module).
    alias: { jsonschema: join(repoRoot, 'functions/src/bundling/jsonschema-model-check.ts') },
    banner: { js: lambdaBundling.banner },
    metafile: true,
    logLevel: 'error',
  }) satisfies BuildOptions;
