import { Duration, Stack, TimeZone, Validations, type StackProps } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { IConfigurationSet } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { jobsHandlerEntry } from '../config/paths';
import type { StageConfig } from '../config/stages';
import { GroupFunction } from '../constructs/group-function';

export interface JobsStackProps extends StackProps {
  readonly config: StageConfig;
  readonly table: ITable;
  /** The ops stack's SES configuration set: every digest is sent through it. */
  readonly configurationSet: IConfigurationSet;
}

/** What the schedule sends the jobs Lambda: which reports to run. */
export const dailyReportsInput = {
  source: 'tandem.scheduler',
  jobs: ['overdue-actions', 'upcoming-actions'],
} as const;

/** Report workers at once: each keeps to its share of SES's send rate (`SES_MAX_SEND_RATE / REPORT_WORKERS`). */
export const REPORT_WORKERS = 2;

/**
 * Scheduled work: an EventBridge Scheduler schedule runs the jobs Lambda every morning; as dispatcher
 * it enqueues one message per organisation on the report queue (on working days), and the same
 * Lambda, as worker, takes them off the queue at most REPORT_WORKERS at a time and e-mails each
 * organisation's digests through SES as the stage's sender identity. A message that keeps failing
 * goes to the dead-letter queue, and a schedule that cannot invoke the Lambda to its own; both are
 * alarmed (monitoring stack).
 */
export class JobsStack extends Stack {
  readonly jobsFunction: GroupFunction;
  readonly reportQueue: Queue;
  readonly reportDeadLetters: Queue;
  readonly scheduleDeadLetters: Queue;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { config } = props;

    const queueBasics = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true } as const;
    this.reportDeadLetters = new Queue(this, 'ReportDeadLetters', {
      ...queueBasics,
      retentionPeriod: Duration.days(14),
    });
    this.scheduleDeadLetters = new Queue(this, 'ScheduleDeadLetters', {
      ...queueBasics,
      retentionPeriod: Duration.days(14),
    });
    const jobTimeout = Duration.minutes(5);
    this.reportQueue = new Queue(this, 'ReportQueue', {
      ...queueBasics,
      // Six times the function's time-out (AWS's advice for Lambda sources), so a slow batch is not redelivered.
      visibilityTimeout: Duration.minutes(30),
      deadLetterQueue: { queue: this.reportDeadLetters, maxReceiveCount: 5 },
    });
    for (const deadLetters of [this.reportDeadLetters, this.scheduleDeadLetters]) {
      Validations.of(deadLetters).acknowledge({
        id: 'AwsSolutions-SQS3',
        reason:
          'This queue is itself a dead-letter queue: its depth is alarmed and read by the operator (docs/operations.md).',
      });
    }

    this.jobsFunction = new GroupFunction(this, 'Jobs', {
      name: 'jobs',
      entry: jobsHandlerEntry,
      description: `Tandem ${config.stage}: scheduled reports`,
      stage: config.stage,
      logRetention: config.logRetention,
      destroyLogsOnDelete: config.isDevelopment,
      timeout: jobTimeout,
      environment: {
        SES_FROM_ADDRESS: config.sesSender.fromAddress,
        SES_MAX_SEND_RATE: String(config.sesMaxSendRate),
        REPORT_WORKERS: String(REPORT_WORKERS),
        REPORT_QUEUE_URL: this.reportQueue.queueUrl,
        REPORT_TIME_ZONE: config.scheduleTimeZone,
        SES_CONFIGURATION_SET: props.configurationSet.configurationSetName,
      },
    }).bindTable(props.table, 'RW');
    this.reportQueue.grantSendMessages(this.jobsFunction.role);
    this.jobsFunction.function.addEventSource(
      new SqsEventSource(this.reportQueue, {
        batchSize: 5,
        maxConcurrency: REPORT_WORKERS,
        reportBatchItemFailures: true,
      }),
    );

    // Sending only, only as the stage's identity, only from its address.
    this.jobsFunction.role.addToPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          this.formatArn({ service: 'ses', resource: 'identity', resourceName: config.sesSender.identity }),
        ],
        conditions: { StringEquals: { 'ses:FromAddress': config.sesSender.fromAddress } },
      }),
    );

    // The scheduler's own role, only trusted by EventBridge Scheduler of this account.
    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
      description: 'Lets EventBridge Scheduler invoke the jobs Lambda',
    });
    const jobsFunctionLogicalId = this.getLogicalId(
      this.jobsFunction.function.node.defaultChild as CfnFunction,
    );
    Validations.of(schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${jobsFunctionLogicalId}.Arn>:*]`,
      reason:
        "CDK's grantInvoke adds the function's qualified ARNs (`<arn>:*`, its versions and aliases) next to the function ARN; the role can invoke this one function only.",
    });

    // The scheduler invokes asynchronously: its dead-letter queue takes what it could not deliver, and a
    // dispatch that still fails after Lambda's two retries lands in the same queue (one alarm for both).
    this.jobsFunction.function.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(2),
      onFailure: new SqsDestination(this.scheduleDeadLetters),
    });

    new Schedule(this, 'DailyReports', {
      scheduleName: `tandem-${config.stage}-daily-reports`,
      description: 'Overdue and upcoming action reports',
      schedule: ScheduleExpression.cron({
        minute: String(config.reportSchedule.minute),
        hour: String(config.reportSchedule.hour),
        timeZone: TimeZone.of(config.scheduleTimeZone),
      }),
      target: new LambdaInvoke(this.jobsFunction.function, {
        input: ScheduleTargetInput.fromObject(dailyReportsInput),
        role: schedulerRole,
        retryAttempts: 2,
        maxEventAge: Duration.hours(2),
        deadLetterQueue: this.scheduleDeadLetters,
      }),
    });
  }
}
