import { RemovalPolicy, Tags, Validations, type App, type Environment, type Stack } from 'aws-cdk-lib';
import { CfnLogGroup } from 'aws-cdk-lib/aws-logs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { getStageConfig, stackName, type StageConfig, type StageOverrides } from '../config/stages';
import { ApiStack } from '../stacks/api-stack';
import { AuthStack } from '../stacks/auth-stack';
import { DataStack } from '../stacks/data-stack';
import { JobsStack } from '../stacks/jobs-stack';
import { MonitoringStack } from '../stacks/monitoring-stack';
import { OpsStack } from '../stacks/ops-stack';
import { WebStack } from '../stacks/web-stack';

export interface TandemStacks {
  readonly config: StageConfig;
  readonly ops: OpsStack;
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly web: WebStack;
  readonly api: ApiStack;
  readonly jobs: JobsStack;
  readonly monitoring: MonitoringStack;
  /** In deploy order. */
  readonly all: readonly Stack[];
}

export interface BuildAppOptions {
  /** Account and region; omitted: environment-agnostic (tests) or the CLI's defaults (bin/app.ts). */
  readonly env?: Environment;
  /** Laid over the stage's settings (tests of a stage variant). */
  readonly overrides?: StageOverrides;
}

/**
 * Builds one stage of Tandem into `app`: seven stacks, wired by typed props, deployed in the order
 * ops → data → auth → web → api → jobs → monitoring. Used by `bin/app.ts` and by the tests, so both see the same app.
 * cdk-nag's AWS Solutions pack runs over every stack; each deliberate exception is suppressed with
 * its reason next to the resource it concerns.
 */
export function buildApp(app: App, stage: unknown, options: BuildAppOptions = {}): TandemStacks {
  const config = getStageConfig(stage, options.overrides);
  const base = { env: options.env, terminationProtection: !config.isDevelopment };
  const name = (part: string) => stackName(config.stage, part);

  const ops = new OpsStack(app, name('ops'), {
    ...base,
    stackName: name('ops'),
    config,
    description: `Tandem ${config.stage}: alarm topic and SES sender`,
  });
  const data = new DataStack(app, name('data'), {
    ...base,
    stackName: name('data'),
    config,
    description: `Tandem ${config.stage}: DynamoDB table`,
  });
  const auth = new AuthStack(app, name('auth'), {
    ...base,
    stackName: name('auth'),
    config,
    configurationSet: ops.configurationSet,
    description: `Tandem ${config.stage}: Cognito user pool`,
  });
  const web = new WebStack(app, name('web'), {
    ...base,
    stackName: name('web'),
    description: `Tandem ${config.stage}: CloudFront, web bucket, HTTP API endpoint, web app client`,
    config,
    userPool: auth.userPool,
    userPoolDomain: auth.domain,
  });
  const api = new ApiStack(app, name('api'), {
    ...base,
    stackName: name('api'),
    description: `Tandem ${config.stage}: API routes and group Lambdas`,
    config,
    table: data.table,
    imageBucket: data.imageBucket,
    userPool: auth.userPool,
    userPoolClient: web.webClient.client,
    httpApi: web.httpApi,
    originSecret: web.originSecret,
  });
  const jobs = new JobsStack(app, name('jobs'), {
    ...base,
    stackName: name('jobs'),
    description: `Tandem ${config.stage}: scheduled reports`,
    config,
    table: data.table,
    configurationSet: ops.configurationSet,
  });
  const monitoring = new MonitoringStack(app, name('monitoring'), {
    ...base,
    stackName: name('monitoring'),
    description: `Tandem ${config.stage}: alarms and dashboard`,
    config,
    alarmTopic: ops.alarmTopic,
    table: data.table,
    httpApi: web.httpApi,
    functions: [...[...api.groupFunctions.values()].map((fn) => fn.function), jobs.jobsFunction.function],
    deadLetterQueues: [jobs.reportDeadLetters, jobs.scheduleDeadLetters],
  });

  const all = [ops, data, auth, web, api, jobs, monitoring];
  for (const stack of all) {
    Tags.of(stack).add('app', 'tandem');
    Tags.of(stack).add('stage', config.stage);
    // The log groups CDK adds for its own custom resources (BucketDeployment, AwsCustomResource) are
    // retained by default; a development stage leaves nothing behind when it is destroyed.
    if (config.isDevelopment) {
      for (const logGroup of stack.node.findAll().filter((node) => node instanceof CfnLogGroup)) {
        logGroup.applyRemovalPolicy(RemovalPolicy.DESTROY);
      }
    }
  }
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { config, ops, data, auth, web, api, jobs, monitoring, all };
}
