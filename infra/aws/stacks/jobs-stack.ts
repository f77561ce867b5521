import { Duration, Stack, TimeZone, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Construct } from 'constructs';
import { jobsHandlerEntry } from '../config/paths';
import type { StageConfig } from '../config/stages';
import { GroupFunction } from '../constructs/group-function';

export interface JobsStackProps extends StackProps {
  readonly config: StageConfig;
  readonly table: ITable;
}

/** What the schedule sends the jobs Lambda: which reports to run. */
export const dailyReportsInput = {
  source: 'tandem.scheduler',
  jobs: ['overdue-actions', 'upcoming-actions'],
} as const;

/**
 * Scheduled work: an EventBridge Scheduler schedule runs the jobs Lambda every morning for the
 * overdue and upcoming action reports, which it e-mails through SES as the stage's sender identity.
 */
export class JobsStack extends Stack {
  readonly jobsFunction: GroupFunction;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.jobsFunction = new GroupFunction(this, 'Jobs', {
      name: 'jobs',
      entry: jobsHandlerEntry,
      description: `Tandem ${config.stage}: scheduled reports`,
      stage: config.stage,
      logRetention: config.logRetention,
      destroyLogsOnDelete: config.isDevelopment,
      timeout: Duration.minutes(5),
      environment: {
        SES_FROM_ADDRESS: config.sesSender.fromAddress,
      },
    }).bindTable(props.table, 'RW');

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
      }),
    });
  }
}
