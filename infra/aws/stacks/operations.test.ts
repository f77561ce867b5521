import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { App, AssetStaging, Stack, type CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { Template as Templates } from 'aws-cdk-lib/assertions';
import { buildApp } from '../bin/build-app';
import { synthStage, testApp, unacknowledgedNagFindings } from '../test/synth';
import { sourceMapFiles } from './web-stack';

type Resource = { Properties: Record<string, unknown> };
const dev = synthStage('dev');
const prod = synthStage('prod');
const resourcesOf = (template: Template, type: string) =>
  Object.entries(template.findResources(type)) as [string, Resource][];
const allTemplates = (stage: typeof dev) => Object.values(stage.templates);

describe.each([
  ['dev', dev],
  ['prod', prod],
])('operations, stage %s', (_, stage) => {
  const { ops, monitoring, jobs } = stage.templates;

  it('has an alarm topic, and every alarm tells it', () => {
    const [topicId] = resourcesOf(ops, 'AWS::SNS::Topic')[0]!;
    const alarms = allTemplates(stage).flatMap((template) => resourcesOf(template, 'AWS::CloudWatch::Alarm'));
    for (const [, alarm] of alarms) {
      expect(JSON.stringify(alarm.Properties.AlarmActions)).toMatch(new RegExp(`${topicId}|Alarms`));
    }
  });

  it('alarms on function errors and throttles, API 5xx, table throttles and failures, jobs and SES', () => {
    const metricsOf = (alarm: Resource) =>
      alarm.Properties.MetricName
        ? [`${alarm.Properties.Namespace as string}/${alarm.Properties.MetricName as string}`]
        : (
            alarm.Properties.Metrics as {
              MetricStat?: { Metric: { Namespace: string; MetricName: string } };
            }[]
          )
            .filter((entry) => entry.MetricStat)
            .map((entry) => `${entry.MetricStat!.Metric.Namespace}/${entry.MetricStat!.Metric.MetricName}`);
    const watched = [
      ...resourcesOf(monitoring, 'AWS::CloudWatch::Alarm'),
      ...resourcesOf(ops, 'AWS::CloudWatch::Alarm'),
    ]
      .flatMap(([, alarm]) => metricsOf(alarm))
      .sort();
    expect(watched).toEqual([
      'AWS/ApiGateway/5xx',
      'AWS/DynamoDB/ReadThrottleEvents',
      'AWS/DynamoDB/SystemErrors',
      'AWS/DynamoDB/WriteThrottleEvents',
      'AWS/Lambda/Errors',
      'AWS/Lambda/Throttles',
      'AWS/SES/Reputation.BounceRate',
      'AWS/SES/Reputation.ComplaintRate',
      'AWS/SQS/ApproximateNumberOfMessagesVisible',
      'AWS/SQS/ApproximateNumberOfMessagesVisible',
    ]);
    // The account's free ten alarm metrics cover a stage (docs/cost.md).
    expect(watched.length).toBeLessThanOrEqual(10);
    monitoring.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  it("covers every function's errors and throttles: one alarm each over all functions, the dashboard naming each", () => {
    for (const metricName of ['Errors', 'Throttles']) {
      const [, alarm] = resourcesOf(monitoring, 'AWS::CloudWatch::Alarm').find(
        ([, candidate]) =>
          candidate.Properties.Namespace === 'AWS/Lambda' && candidate.Properties.MetricName === metricName,
      )!;
      // No FunctionName dimension: Lambda's aggregate over every function of the account and region,
      // so a function added later is covered without a new alarm (one stage per account, docs/cost.md).
      expect(alarm.Properties.Dimensions).toBeUndefined();
      expect(alarm.Properties.Threshold).toBe(1);
    }
    const [, dashboard] = resourcesOf(monitoring, 'AWS::CloudWatch::Dashboard')[0]!;
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    const functions = [...stage.stacks.api.groupFunctions.values(), stage.stacks.jobs.jobsFunction];
    expect(functions.length).toBe(resourcesOf(stage.templates.api, 'AWS::Lambda::Function').length + 1);
    for (const fn of functions) {
      const logicalId = fn.function.stack.getLogicalId(fn.function.node.defaultChild as CfnElement);
      expect(body).toContain(logicalId);
    }
  });

  it('puts a dead-letter queue behind every asynchronous path', () => {
    const queues = resourcesOf(jobs, 'AWS::SQS::Queue');
    const reportQueue = queues.find(([, queue]) => queue.Properties.RedrivePolicy)!;
    expect(reportQueue[1].Properties.RedrivePolicy).toMatchObject({ maxReceiveCount: 5 });
    const [, mapping] = resourcesOf(jobs, 'AWS::Lambda::EventSourceMapping')[0]!;
    expect(mapping.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [reportQueue[0], 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 2 },
    });
    const [, schedule] = resourcesOf(jobs, 'AWS::Scheduler::Schedule')[0]!;
    const scheduleDeadLetters = (schedule.Properties.Target as { DeadLetterConfig?: { Arn: unknown } })
      .DeadLetterConfig!.Arn;
    expect(scheduleDeadLetters).toBeDefined();
    // The scheduler invokes the dispatcher asynchronously: a dispatch that keeps failing is kept too.
    const [, invokeConfig] = resourcesOf(jobs, 'AWS::Lambda::EventInvokeConfig')[0]!;
    expect(invokeConfig.Properties).toMatchObject({
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: scheduleDeadLetters } },
    });
  });

  it('names no bucket, so the stage can be deleted and deployed again', () => {
    const buckets = allTemplates(stage).flatMap((template) => resourcesOf(template, 'AWS::S3::Bucket'));
    expect(buckets.length).toBeGreaterThan(0);
    for (const [, bucket] of buckets) expect(bucket.Properties.BucketName).toBeUndefined();
  });

  it('versions the images bucket', () => {
    stage.templates.data.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
    });
  });
});

describe('stage differences', () => {
  it('backs the production table up daily for 35 days, and not a development one', () => {
    const plans = resourcesOf(prod.templates.data, 'AWS::Backup::BackupPlan');
    expect(plans).toHaveLength(1);
    expect(JSON.stringify(plans[0]![1].Properties)).toContain('"DeleteAfterDays":35');
    expect(resourcesOf(dev.templates.data, 'AWS::Backup::BackupPlan')).toHaveLength(0);
  });

  it('retains nothing of a development stage, and keeps production data, sign-ins and logs', () => {
    const retained = (stage: typeof dev) =>
      allTemplates(stage).flatMap((template) =>
        Object.entries(
          template.toJSON().Resources as Record<string, { Type: string; DeletionPolicy?: string }>,
        )
          .filter(
            ([, resource]) => resource.DeletionPolicy === 'Retain' || resource.DeletionPolicy === 'Snapshot',
          )
          .map(([, resource]) => resource.Type),
      );
    expect(retained(dev)).toEqual([]);
    expect(new Set(retained(prod))).toEqual(
      new Set([
        'AWS::DynamoDB::Table',
        'AWS::S3::Bucket',
        'AWS::Cognito::UserPool',
        'AWS::Logs::LogGroup',
        'AWS::Backup::BackupVault',
      ]),
    );
  });

  it("empties and deletes a development image bucket with its stack, and keeps production's", () => {
    dev.templates.data.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Delete' });
    prod.templates.data.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
  });
});

describe('the published web app', () => {
  it('leaves source maps out of the site assets', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tandem-web-'));
    mkdirSync(join(dir, 'assets'));
    for (const file of ['index.html', 'assets/app-1a2b.js', 'assets/app-1a2b.js.map', 'root.js.map']) {
      writeFileSync(join(dir, file), 'x');
    }
    const staging = new AssetStaging(new Stack(new App(), 'S'), 'Web', {
      sourcePath: dir,
      exclude: sourceMapFiles,
    });
    const staged = readdirSync(staging.absoluteStagedPath, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(staging.absoluteStagedPath, join(entry.parentPath, entry.name)))
      .sort();
    expect(staged).toEqual(['assets/app-1a2b.js', 'index.html']);
  });
});

describe.each([
  ['dev', dev],
  ['prod', prod],
])('the API only through CloudFront, stage %s', (_, stage) => {
  const { web, api } = stage.templates;

  it('sends a generated origin value from CloudFront, and gives every group Lambda the same value', () => {
    const [, generator] = resourcesOf(web, 'Custom::AWS')[0]!;
    expect(JSON.stringify(generator.Properties.Create)).toContain('getRandomPassword');
    const [generatorId] = resourcesOf(web, 'Custom::AWS')[0]!;
    const headerValue = { 'Fn::GetAtt': [generatorId, 'RandomPassword'] };
    const [, distribution] = resourcesOf(web, 'AWS::CloudFront::Distribution')[0]!;
    const origins = (distribution.Properties.DistributionConfig as { Origins: Record<string, unknown>[] })
      .Origins;
    const apiOrigin = origins.find((origin) => JSON.stringify(origin.DomainName).includes('execute-api'))!;
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      { HeaderName: 'x-tandem-origin', HeaderValue: headerValue },
    ]);

    const functions = resourcesOf(api, 'AWS::Lambda::Function').filter(([id]) => id.startsWith('Group'));
    expect(functions.length).toBeGreaterThan(5);
    const values = new Set(
      functions.map(([, fn]) =>
        JSON.stringify(
          (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.ORIGIN_SECRET,
        ),
      ),
    );
    // One value, read from the web stack's output of the generator's attribute.
    expect(values.size).toBe(1);
    expect([...values][0]).toContain('GetStackOutput');
    expect([...values][0]).toContain(stage.stacks.web.stackName);
  });
});

describe('WAF, where a stage turns it on', () => {
  it('is off in the known stages (its $6 a month is three times the budget)', () => {
    for (const stage of [dev, prod]) {
      stage.templates.web.resourceCountIs('AWS::WAFv2::WebACL', 0);
    }
  });

  it('puts a per-IP rate rule in front of CloudFront, from the stage setting, and stays nag-clean', () => {
    const stacks = buildApp(testApp(), 'prod', { overrides: { waf: { requestsPerIpPer5Minutes: 3000 } } });
    const web = Templates.fromStack(stacks.web);
    const [aclId, acl] = resourcesOf(web, 'AWS::WAFv2::WebACL')[0]!;
    expect(acl.Properties).toMatchObject({
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        {
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: { Limit: 3000, AggregateKeyType: 'IP', EvaluationWindowSec: 300 },
          },
        },
      ],
    });
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { WebACLId: { 'Fn::GetAtt': [aclId, 'Arn'] } },
    });
    // A stage whose region is not known at synth is stopped by the template's rule instead.
    expect(JSON.stringify(web.toJSON().Rules)).toContain('us-east-1');
    expect(unacknowledgedNagFindings(stacks.web)).toEqual([]);
  });

  it('refuses a stage outside us-east-1, naming the setting', () => {
    expect(() =>
      buildApp(testApp(), 'prod', {
        env: { account: '123456789012', region: 'eu-west-2' },
        overrides: { waf: { requestsPerIpPer5Minutes: 3000 } },
      }),
    ).toThrow(/"waf".*us-east-1/);
  });
});
