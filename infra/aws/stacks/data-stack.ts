import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { AppTable } from '../constructs/app-table';

export interface DataStackProps extends StackProps {
  readonly config: StageConfig;
}

/**
 * The single DynamoDB table (guide §5): PITR always, deletion protection and RETAIN outside dev, and in
 * a stage that asks for it (prod) a daily AWS Backup kept 35 days; and the private, versioned bucket of
 * uploaded images (profile pictures), read and written only by the API. Nothing has a fixed physical
 * name, so a development stage can be deleted and deployed again (docs/operations.md).
 */
export class DataStack extends Stack {
  readonly table: ITable;
  readonly imageBucket: IBucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.table = new AppTable(this, 'AppTable', { retain: !config.isDevelopment }).table;
    new CfnOutput(this, 'TableName', { value: this.table.tableName });

    const images = new Bucket(this, 'Images', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // A replaced or deleted picture can be restored for 35 days, the table's PITR window.
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(35) }],
      removalPolicy: config.isDevelopment ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      autoDeleteObjects: config.isDevelopment,
    });
    Validations.of(images).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Images are reached only through the API (the users Lambda), whose access logs and history record who uploaded or read what; S3 server access logs would repeat that.',
    });
    this.imageBucket = images;
    if (config.isDevelopment) acknowledgeAutoDelete(this);
    if (config.backup) this.backUp(config);
  }

  /** Daily backups kept 35 days (beyond PITR's window they are the only copy), optionally copied away. */
  private backUp(config: StageConfig) {
    const vault = new BackupVault(this, 'BackupVault', {
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const plan = new BackupPlan(this, 'BackupPlan', { backupVault: vault });
    plan.addRule(
      new BackupPlanRule({
        ruleName: 'Daily35Days',
        scheduleExpression: BackupPlanRule.daily().props.scheduleExpression,
        deleteAfter: Duration.days(35),
        ...(config.backup?.copyToVaultArn
          ? {
              copyActions: [
                {
                  destinationBackupVault: BackupVault.fromBackupVaultArn(
                    this,
                    'CopyVault',
                    config.backup.copyToVaultArn,
                  ),
                  deleteAfter: Duration.days(35),
                },
              ],
            }
          : {}),
      }),
    );
    const selection = plan.addSelection('Table', {
      resources: [BackupResource.fromDynamoDbTable(this.table)],
    });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason:
        "AWS Backup's own service role policy, which AWS keeps in step with the services Backup supports; the selection names only this table.",
    });
  }
}

/** The custom resource CDK adds to empty a development bucket before deleting it. */
function acknowledgeAutoDelete(stack: Stack) {
  const provider = stack.node.tryFindChild('Custom::S3AutoDeleteObjectsCustomResourceProvider');
  if (!provider) return;
  Validations.of(provider).acknowledge({
    id: 'AwsSolutions-IAM4',
    reason:
      "CDK's own provider that empties a development stage's image bucket before it is deleted uses the AWS-managed basic execution policy; it exists only in development stages.",
  });
}
