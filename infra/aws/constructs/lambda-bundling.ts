/**
 * How every Lambda is bundled, written once: the CDK function construct passes it to NodejsFunction
 * and `npm run bench` hands the same settings to esbuild, so the bench measures what AWS runs.
 */
export const lambdaBundling = {
  target: 'node22',
  format: 'esm',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner:
    "import { createRequire as __tandemCreateRequire } from 'node:module'; const require = __tandemCreateRequire(import.meta.url);",
} as const;
