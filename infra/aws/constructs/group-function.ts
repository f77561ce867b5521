import { AssetHashType, DockerImage, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import {
  Architecture,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { tableDefinition } from '@tandem/functions/data/table-definition';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { buildSync } from 'esbuild';
import { repoRoot } from '../config/paths';
import { lambdaBuildOptions, lambdaSourceMapDir, runtimeSourceMaps } from './lambda-bundling';

/** RO: reads only (every endpoint of the group is a GET). RW: reads and item writes. */
export type TableAccess = 'RO' | 'RW';

/** Item-level reads. Transactions need no action of their own: TransactGetItems is authorised as GetItem. */
export const tableReadActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
] as const;

/** Item-level writes (TransactWriteItems is authorised as the Put/Update/Delete it contains). No Scan, no table admin. */
export const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

export interface GroupFunctionProps {
  /** Absolute path of the handler module (exports `handler`). */
  readonly entry: string;
  /** Short name, used for the function name and the Powertools service name (`platform`, `jobs`). */
  readonly name: string;
  readonly stage: string;
  readonly logRetention: RetentionDays;
  /** Destroy the log group with the stack (development stages). */
  readonly destroyLogsOnDelete: boolean;
  readonly environment?: Record<string, string>;
  readonly description?: string;
  readonly timeout?: Duration;
  readonly memorySize?: number;
}

/**
 * One Lambda of the app: Node 22 on ARM64, bundled by esbuild (minified, source maps, the AWS SDK v3
 * bundled in rather than taken from the runtime: guide §11; what only some endpoints need split into
 * lazily loaded chunks: lambda-bundling.ts), X-Ray active tracing, Powertools configured, its
 * own log group with a retention, and its own role that starts with nothing but writing to that log
 * group. Table access is added explicitly with `bindTable`.
 */
export class GroupFunction extends Construct {
  readonly function: LambdaFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: GroupFunctionProps) {
    super(scope, id);
    const functionName = `tandem-${props.stage}-${props.name}`;

    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: props.logRetention,
      removalPolicy: props.destroyLogsOnDelete ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });

    // An own role instead of AWSLambdaBasicExecutionRole: it may write to its own log group only.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${functionName}`,
    });
    this.role.addToPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.logGroup.logGroupArn],
      }),
    );

    this.function = new LambdaFunction(this, 'Function', {
      functionName,
      description: props.description,
      code: bundledCode(props.entry, lambdaSourceMapDir(functionName)),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      tracing: Tracing.ACTIVE,
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      environment: {
        STAGE: props.stage,
        POWERTOOLS_SERVICE_NAME: `tandem-${props.name}`,
        POWERTOOLS_METRICS_NAMESPACE: 'Tandem',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        POWERTOOLS_DEV: 'false',
        ...(runtimeSourceMaps ? { NODE_OPTIONS: '--enable-source-maps' } : {}),
        ...props.environment,
      },
    });

    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions, so CDK grants them on "*".',
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the architecture guide (§8) fixes for every Lambda and the one the local stack and benchmarks measure; moving to a newer runtime is a deliberate, tested change.',
    });
  }

  /**
   * Grants the table's item actions on the table and on each of its indexes, listed by name from
   * `tableDefinition` (no `index/*` wildcard). Reads only for 'RO'.
   */
  bindTable(table: ITable, access: TableAccess): this {
    const indexArns = tableDefinition.globalSecondaryIndexes.map(
      (index) => `${table.tableArn}/index/${index.indexName}`,
    );
    const actions: string[] =
      access === 'RW' ? [...tableReadActions, ...tableWriteActions] : [...tableReadActions];
    this.role.addToPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions, resources: [table.tableArn, ...indexArns] }),
    );
    this.function.addEnvironment('TABLE_NAME', table.tableName);
    return this;
  }
}

/**
 * The handler bundled by the locally installed esbuild with the options the bench measures
 * (lambda-bundling.ts): index.mjs plus lazily loaded chunks. NodejsFunction cannot do this (it always
 * writes a single --outfile), so the asset is bundled here; the hash is of the output, as NodejsFunction's.
 * The source maps leave the asset for `sourceMapDir` before it is hashed and zipped.
 */
function bundledCode(entry: string, sourceMapDir: string) {
  return Code.fromAsset(repoRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never run: local bundling always succeeds or throws (esbuild is a dev dependency of the repo).
      image: DockerImage.fromRegistry('dummy'),
      // CDK caches bundled assets by source path and these options (not by the local bundler), so
      // the entry must appear here, or every function would get the first function's bundle.
      command: ['esbuild', relative(repoRoot, entry)],
      local: {
        tryBundle(outputDir) {
          buildSync(lambdaBuildOptions(entry, outputDir, repoRoot));
          moveSourceMaps(outputDir, sourceMapDir);
          return true;
        },
      },
    },
  });
}

/** Moves every `.map` under `from` to the same relative path under `to` (emptied first: one build's maps). */
export function moveSourceMaps(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  const maps = readdirSync(from, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.map'),
  );
  for (const file of maps) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    renameSync(join(from, file), join(to, file));
  }
}
