import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/paths';
import { lambdaBuildOptions, lambdaEntryFile } from './lambda-bundling';

const entryDir = mkdtempSync(join(import.meta.dirname, '.bundling-test-'));
const outRoot = mkdtempSync(join(tmpdir(), 'tandem-bundling-test-'));
afterAll(() => {
  rmSync(entryDir, { recursive: true, force: true });
  rmSync(outRoot, { recursive: true, force: true });
});

async function bundle(name: string, entry: string) {
  const outdir = join(outRoot, name);
  const { metafile } = await build(lambdaBuildOptions(entry, outdir, repoRoot));
  const entryOutput = relative(repoRoot, join(outdir, lambdaEntryFile));
  const inputsOf = (output: string) => Object.keys(metafile.outputs[output]!.inputs);
  const staticallyLoaded = new Set<string>();
  const visit = (output: string) => {
    if (staticallyLoaded.has(output)) return;
    staticallyLoaded.add(output);
    for (const imported of metafile.outputs[output]!.imports)
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entryOutput);
  const outputs = Object.keys(metafile.outputs).filter((output) => output.endsWith('.mjs'));
  return {
    file: join(outdir, lambdaEntryFile),
    initInputs: [...staticallyLoaded].flatMap(inputsOf),
    lazyInputs: outputs.filter((output) => !staticallyLoaded.has(output)).flatMap(inputsOf),
  };
}

describe('Lambda bundling', () => {
  it('replaces jsonschema, and ElectroDB still tells entities from models when the Service registers them', async () => {
    const entry = join(entryDir, 'service.ts');
    writeFileSync(entry, "export { data } from '@tandem/functions/data/service';\n");
    const bundled = await bundle('service', entry);
    expect(bundled.initInputs.some((input) => input.includes('node_modules/jsonschema/'))).toBe(false);
    expect(bundled.initInputs).toContain('functions/src/bundling/jsonschema-model-check.ts');

    const { data: bundledData } = (await import(pathToFileURL(bundled.file).href)) as {
      data: { entities: Record<string, { schema: { attributes: object } }> };
    };
    const { data: sourceData } = await import('@tandem/functions/data/service');
    expect(Object.keys(bundledData.entities).sort()).toEqual(Object.keys(sourceData.entities).sort());
    // The entities are the registered Entity instances, not models re-wrapped as new entities.
    for (const [name, entity] of Object.entries(sourceData.entities))
      expect(Object.keys(bundledData.entities[name]!.schema.attributes).sort()).toEqual(
        Object.keys(entity.schema.attributes).sort(),
      );
  });

  it('loads the S3 client in its own chunk on first use, not at init', async () => {
    const bundled = await bundle('image-store', join(repoRoot, 'functions/src/storage/image-store.ts'));
    const isS3 = (input: string) => input.includes('node_modules/@aws-sdk/client-s3/');
    expect(bundled.initInputs.some(isS3)).toBe(false);
    expect(bundled.lazyInputs.some(isS3)).toBe(true);
  });
});
