import { lambdaBuildOptions, lambdaEntryFile } from '@tandem/infra/aws/constructs/lambda-bundling';
import { statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { endpointGroups } from '@tandem/shared/contract/define-endpoint';
import { groupHandlerEntry, jobsHandlerEntry } from '@tandem/infra/aws/config/paths';
import { budgets, within, type Status } from './budgets';

export const repoRoot = resolve(import.meta.dirname, '../..');

export interface LambdaEntry {
  name: string;
  /** Absolute path of the module that exports `handler`. */
  entry: string;
}

/** Every Lambda AWS runs: one per endpoint group (from the contract) and the scheduled jobs. */
export const lambdaEntries = (): LambdaEntry[] => [
  ...endpointGroups.map((group) => ({
    name: group,
    entry: groupHandlerEntry(group),
  })),
  { name: 'jobs', entry: jobsHandlerEntry },
];

/** What one package (or one workspace folder) adds to the minified bundle. */
export interface BundleContributor {
  module: string;
  bytes: number;
}

export interface LambdaBundle {
  name: string;
  /** The bundle esbuild wrote (index.mjs), in a temporary folder. */
  file: string;
  /** What module init loads: index.mjs and every chunk it imports statically (the budgeted number). */
  bytes: number;
  /** The output files counted in `bytes`. */
  initFiles: number;
  /** Chunks loaded only by `import()` on first use (spreadsheet writer, S3, Cognito, SES, ...). */
  lazyBytes: number;
  lazyFiles: number;
  sourceMapBytes: number;
  budgetBytes: number;
  status: Status;
  /** The largest contributors by bytes in what init loads (esbuild metafile), grouped by package. */
  topContributors: BundleContributor[];
}

const packageOf = (input: string) => {
  const inNodeModules = input.split('node_modules/').pop()!;
  if (inNodeModules !== input) {
    const [scopeOrName, name] = inNodeModules.split('/');
    return scopeOrName!.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName!;
  }
  // Workspace code: `functions/src`, `shared/src`, ...
  return input.split('/').slice(0, 2).join('/');
};

/** The output files `entry` loads before its code runs: itself and its static imports, transitively. */
function initOutputs(metafile: Metafile, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entry);
  return [...seen];
}

function topContributors(metafile: Metafile, outputs: string[], count: number): BundleContributor[] {
  const byModule = new Map<string, number>();
  for (const output of outputs)
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[output]!.inputs)) {
      const module = packageOf(input);
      byModule.set(module, (byModule.get(module) ?? 0) + bytesInOutput);
    }
  return [...byModule.entries()]
    .map(([module, bytes]) => ({ module, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

export async function bundleLambda(lambda: LambdaEntry, outDir: string): Promise<LambdaBundle> {
  const outdir = join(outDir, lambda.name);
  // The same esbuild options as the CDK function construct (AWS SDK bundled, lazy chunks split off).
  const { metafile } = await build(lambdaBuildOptions(lambda.entry, outdir, repoRoot));
  const file = join(outdir, lambdaEntryFile);
  const entry = relative(repoRoot, file);
  if (!metafile.outputs[entry]) throw new Error(`esbuild metafile has no output ${entry}`);
  const code = Object.keys(metafile.outputs).filter((output) => output.endsWith('.mjs'));
  const loadedAtInit = initOutputs(metafile, entry);
  const lazy = code.filter((output) => !loadedAtInit.includes(output));
  const size = (outputs: string[]) =>
    outputs.reduce((sum, output) => sum + statSync(join(repoRoot, output)).size, 0);
  const bytes = size(loadedAtInit);
  return {
    name: lambda.name,
    file,
    bytes,
    initFiles: loadedAtInit.length,
    lazyBytes: size(lazy),
    lazyFiles: lazy.length,
    sourceMapBytes: size(Object.keys(metafile.outputs).filter((output) => output.endsWith('.map'))),
    budgetBytes: budgets.lambdaInitCodeBytes,
    status: within(bytes, budgets.lambdaInitCodeBytes),
    topContributors: topContributors(metafile, loadedAtInit, 8),
  };
}
