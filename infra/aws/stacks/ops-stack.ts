import { CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import {
  ConfigurationSet,
  ConfigurationSetEventDestination,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';

export interface OpsStackProps extends StackProps {
  readonly config: StageConfig;
}

/**
 * What the other stacks report to and send through, deployed first: the stage's alarm topic (e-mailed
 * to `alarmEmail` when set), and the SES sender: its identity, a configuration set that keeps
 * bouncing and complaining addresses on the account's suppression list and tells the topic, and the
 * alarms on SES's bounce and complaint rates (above them SES pauses the account's sending).
 */
export class OpsStack extends Stack {
  readonly alarmTopic: Topic;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.alarmTopic = new Topic(this, 'Alarms', {
      displayName: `Tandem ${config.stage} alarms`,
      enforceSSL: true,
    });
    Validations.of(this.alarmTopic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'The topic carries alarm state changes and SES bounce notices, no customer content; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer-managed key costs $1 a month, half the budget (docs/cost.md).',
    });
    if (config.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(config.alarmEmail));

    this.configurationSet = new ConfigurationSet(this, 'Mail', {
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    new ConfigurationSetEventDestination(this, 'BouncesAndComplaints', {
      configurationSet: this.configurationSet,
      destination: EventDestination.snsTopic(this.alarmTopic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT, EmailSendingEvent.REJECT],
    });
    const sender = config.sesSender.identity;
    new EmailIdentity(this, 'Sender', {
      identity: sender.includes('@') ? Identity.email(sender) : Identity.domain(sender),
      configurationSet: this.configurationSet,
    });

    const alarmAction = new SnsAction(this.alarmTopic);
    const reputation = (name: string, threshold: number, what: string) => {
      const alarm = new Alarm(this, name.replace('Reputation.', ''), {
        alarmDescription: `${what} (docs/operations.md, "SES bounce or complaint rate").`,
        metric: new Metric({
          namespace: 'AWS/SES',
          metricName: name,
          statistic: 'Maximum',
          period: Duration.hours(1),
        }),
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(alarmAction);
    };
    // Half of the rates at which SES puts an account under review (10 % bounces, 0.5 % complaints).
    reputation('Reputation.BounceRate', 0.05, 'SES bounce rate at 5 % or more');
    reputation('Reputation.ComplaintRate', 0.001, 'SES complaint rate at 0.1 % or more');

    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn });
  }
}
