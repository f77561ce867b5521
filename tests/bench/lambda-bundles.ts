import { lambdaBundling } from '@tandem/infra/aws/constructs/lambda-bundling';
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
  bytes: number;
  sourceMapBytes: number;
  budgetBytes: number;
  status: Status;
  /** The largest contributors by bytes in the output (esbuild metafile), grouped by package. */
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

function topContributors(metafile: Metafile, outfile: string, count: number): BundleContributor[] {
  const output = metafile.outputs[relative(repoRoot, outfile)];
  if (!output) throw new Error(`esbuild metafile has no output ${outfile}`);
  const byModule = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const module = packageOf(input);
    byModule.set(module, (byModule.get(module) ?? 0) + bytesInOutput);
  }
  return [...byModule.entries()]
    .map(([module, bytes]) => ({ module, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

export async function bundleLambda(lambda: LambdaEntry, outDir: string): Promise<LambdaBundle> {
  const outfile = join(outDir, lambda.name, 'index.mjs');
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: [lambda.entry],
    outfile,
    bundle: true,
    platform: 'node',
    // The same settings as the CDK function construct; AWS SDK bundled (no externals).
    target: lambdaBundling.target,
    format: lambdaBundling.format,
    minify: lambdaBundling.minify,
    sourcemap: lambdaBundling.sourceMap ? 'linked' : false,
    sourcesContent: lambdaBundling.sourcesContent,
    mainFields: [...lambdaBundling.mainFields],
    external: [],
    banner: { js: lambdaBundling.banner },
    metafile: true,
    logLevel: 'error',
  });
  const bytes = statSync(outfile).size;
  return {
    name: lambda.name,
    file: outfile,
    bytes,
    sourceMapBytes: statSync(`${outfile}.map`).size,
    budgetBytes: budgets.lambdaBundleBytes,
    status: within(bytes, budgets.lambdaBundleBytes),
    topContributors: topContributors(result.metafile, outfile, 8),
  };
}
