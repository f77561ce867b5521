import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { afterAll, describe, expect, it } from 'vitest';
import { GroupFunction } from './group-function';
import { lambdaSourceMapDir } from './lambda-bundling';

/**
 * The one test that really runs esbuild (with the locally installed binary, no Docker): a tiny handler
 * using the DynamoDB client, bundled exactly as the group Lambdas are.
 */
const entryDir = mkdtempSync(join(import.meta.dirname, '.bundle-test-'));
const outdir = mkdtempSync(join(tmpdir(), 'tandem-bundle-test-'));
afterAll(() => {
  rmSync(entryDir, { recursive: true, force: true });
  rmSync(outdir, { recursive: true, force: true });
});

describe('GroupFunction bundling', () => {
  const entry = join(entryDir, 'handler.mjs');
  writeFileSync(
    entry,
    "import { DynamoDBClient, DescribeTableCommand } from '@aws-sdk/client-dynamodb';\n" +
      'const client = new DynamoDBClient({});\n' +
      'export const handler = async () => client.send(new DescribeTableCommand({ TableName: process.env.TABLE_NAME }));\n',
  );
  const app = new App({
    outdir,
    context: { 'aws:cdk:bundling-stacks': ['BundleTest'] },
    builtinCloudFormationValidation: false,
  });
  const stack = new Stack(app, 'BundleTest');
  new GroupFunction(stack, 'Probe', {
    entry,
    name: 'probe',
    stage: 'test',
    logRetention: RetentionDays.ONE_DAY,
    destroyLogsOnDelete: true,
  });
  const template = Template.fromStack(stack);
  const fn = Object.values(template.findResources('AWS::Lambda::Function'))[0] as {
    Properties: { Code: { S3Key: string } };
  };
  const assetDir = join(outdir, `asset.${fn.Properties.Code.S3Key.replace(/\.zip$/, '')}`);
  const code = readFileSync(join(assetDir, 'index.mjs'), 'utf8');

  it('bundles the AWS SDK v3 into the code instead of importing it from the runtime', () => {
    expect(code).toContain('DynamoDB_20120810');
    expect(code).not.toMatch(/from\s*["']@aws-sdk\//);
    // (The SDK keeps optional `require("@aws-sdk/signature-v4-crt")` probes inside try/catch; the client itself is in.)
    expect(code).not.toMatch(
      /(?:from|import|require\()\s*["']@aws-sdk\/(?:client-dynamodb|core|smithy-client)/,
    );
  });

  it('is minified ESM whose source maps are kept outside the deployed asset', () => {
    // Minified: a handful of very long lines (template literals keep their own line breaks).
    expect(code.length / code.split('\n').length).toBeGreaterThan(1000);
    expect(code).toMatch(/export\s*\{/);
    const assetFiles = readdirSync(assetDir, { recursive: true, encoding: 'utf8' });
    expect(assetFiles).toContain('index.mjs');
    expect(assetFiles.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(code).not.toContain('sourceMappingURL');
    const map = JSON.parse(
      readFileSync(join(lambdaSourceMapDir('tandem-test-probe'), 'index.mjs.map'), 'utf8'),
    ) as {
      sources: string[];
    };
    expect(map.sources.some((source) => source.includes('handler.mjs'))).toBe(true);
  });
});

describe('GroupFunction bundling of several functions', () => {
  it('gives each function the bundle of its own entry', () => {
    const entries = ['first', 'second'].map((name) => {
      const entry = join(entryDir, `${name}.mjs`);
      writeFileSync(entry, `export const handler = async () => '${name}-answer';\n`);
      return { name, entry };
    });
    const app = new App({
      outdir,
      context: { 'aws:cdk:bundling-stacks': ['TwoFunctions'] },
      builtinCloudFormationValidation: false,
    });
    const stack = new Stack(app, 'TwoFunctions');
    for (const { name, entry } of entries)
      new GroupFunction(stack, name, {
        entry,
        name,
        stage: 'test',
        logRetention: RetentionDays.ONE_DAY,
        destroyLogsOnDelete: true,
      });
    const functions = Template.fromStack(stack).findResources('AWS::Lambda::Function');
    const codeOf = (id: string) => {
      const key = (functions[id] as { Properties: { Code: { S3Key: string } } }).Properties.Code.S3Key;
      return readFileSync(join(outdir, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs'), 'utf8');
    };
    const ids = Object.keys(functions);
    expect(codeOf(ids.find((id) => id.startsWith('first'))!)).toContain('first-answer');
    expect(codeOf(ids.find((id) => id.startsWith('second'))!)).toContain('second-answer');
  });
});
