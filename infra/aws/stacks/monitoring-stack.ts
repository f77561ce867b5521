import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';

export interface MonitoringStackProps extends StackProps {
  readonly config: StageConfig;
  readonly alarmTopic: ITopic;
  readonly table: ITable;
  readonly httpApi: IHttpApi;
  /** Every function of the stage (the API groups and the jobs), for the dashboard's per-function view. */
  readonly functions: readonly IFunction[];
  readonly deadLetterQueues: readonly IQueue[];
}

const fiveMinutes = Duration.minutes(5);

/**
 * The stage's alarms and its dashboard, deployed last. Alarms cost $0.10 per metric a month beyond the
 * account's free ten, so the set is ten metrics in all with the two SES alarms of the ops stack
 * (docs/cost.md): Lambda errors and throttles over all functions (the dashboard names the function),
 * API 5xx, the table's read and write throttles, its failed transactions, and the two dead-letter
 * queues. Each alarm says what it means and where the runbook is (docs/operations.md).
 */
export class MonitoringStack extends Stack {
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { config, table, httpApi } = props;
    const action = new SnsAction(props.alarmTopic);
    const alarm = (name: string, metric: IMetric, threshold: number, meaning: string) => {
      const created = new Alarm(this, name, {
        alarmDescription: `${meaning} See docs/operations.md, "${name}".`,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      this.alarms.push(created);
    };
    const lambda = (metricName: string) =>
      new Metric({ namespace: 'AWS/Lambda', metricName, statistic: 'Sum', period: fiveMinutes });
    const api = (metricName: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: httpApi.apiId, Stage: '$default' },
        statistic: 'Sum',
        period: fiveMinutes,
      });
    const tableMetric = (metricName: string, operation?: string) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: table.tableName, ...(operation ? { Operation: operation } : {}) },
        statistic: 'Sum',
        period: fiveMinutes,
      });

    alarm('FunctionErrors', lambda('Errors'), 1, 'A Lambda crashed or timed out (an API group or the jobs).');
    alarm('FunctionThrottles', lambda('Throttles'), 1, 'A Lambda was refused for concurrency.');
    alarm('Api5xx', api('5xx'), 3, 'The API answered 5xx three or more times in five minutes.');
    alarm(
      'TableThrottles',
      new MathExpression({
        expression: 'reads + writes',
        usingMetrics: {
          reads: tableMetric('ReadThrottleEvents'),
          writes: tableMetric('WriteThrottleEvents'),
        },
        period: fiveMinutes,
      }),
      1,
      'DynamoDB throttled reads or writes of the table.',
    );
    alarm(
      'TableSystemErrors',
      tableMetric('SystemErrors', 'TransactWriteItems'),
      1,
      'DynamoDB failed writes of the table on its side.',
    );
    props.deadLetterQueues.forEach((queue, index) =>
      alarm(
        index === 0 ? 'ReportDeadLetters' : 'ScheduleDeadLetters',
        queue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
        1,
        index === 0
          ? "An organisation's daily report failed five times and waits in the dead-letter queue."
          : 'The scheduler could not start the daily reports, or their dispatch failed three times.',
      ),
    );

    const perFunction = (metricName: string) =>
      props.functions.map(
        (fn) =>
          new Metric({
            namespace: 'AWS/Lambda',
            metricName,
            dimensionsMap: { FunctionName: fn.functionName },
            statistic: metricName === 'Duration' ? 'p90' : 'Sum',
            period: fiveMinutes,
          }),
      );
    new Dashboard(this, 'Dashboard', {
      dashboardName: `tandem-${config.stage}`,
      widgets: [
        [
          new TextWidget({
            markdown: `# Tandem ${config.stage}\nAlarms go to the stage's topic; what each means: docs/operations.md.`,
            width: 24,
            height: 2,
          }),
        ],
        [
          new GraphWidget({ title: 'Errors by function', left: perFunction('Errors'), width: 12 }),
          new GraphWidget({ title: 'Duration p90 by function', left: perFunction('Duration'), width: 12 }),
        ],
        [
          new GraphWidget({
            title: 'API requests',
            left: [api('Count')],
            right: [api('4xx'), api('5xx')],
            width: 12,
          }),
          new GraphWidget({
            title: 'Table',
            left: [tableMetric('ConsumedReadCapacityUnits'), tableMetric('ConsumedWriteCapacityUnits')],
            right: [tableMetric('ReadThrottleEvents'), tableMetric('WriteThrottleEvents')],
            width: 12,
          }),
        ],
        [
          new GraphWidget({
            title: 'Dead letters',
            left: props.deadLetterQueues.map((queue) => queue.metricApproximateNumberOfMessagesVisible()),
            width: 12,
          }),
          new GraphWidget({
            title: 'SES reputation',
            left: ['Reputation.BounceRate', 'Reputation.ComplaintRate'].map(
              (metricName) => new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum' }),
            ),
            width: 12,
          }),
        ],
      ],
    });
  }
}
