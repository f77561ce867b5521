import { Aws, CfnOutput, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { AppTable } from '../constructs/app-table';

/**
 * The image bucket's name, from the stage, account and region: the api stack builds its narrow grant
 * from the same name, with no cross-stack reference.
 */
export const imageBucketName = (stage: string) => `tandem-${stage}-images-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

export interface DataStackProps extends StackProps {
  readonly config: StageConfig;
}

/**
 * The single DynamoDB table (guide §5): PITR always, deletion protection and RETAIN outside dev; and
 * the private bucket of uploaded images (profile pictures), read and written only by the API.
 */
export class DataStack extends Stack {
  readonly table: ITable;
  readonly imageBucket: IBucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.table = new AppTable(this, 'AppTable', { retain: !props.config.isDevelopment }).table;
    new CfnOutput(this, 'TableName', { value: this.table.tableName });

    const images = new Bucket(this, 'Images', {
      bucketName: imageBucketName(props.config.stage),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // People's pictures are kept even when a development stage is torn down by mistake; empty it by hand.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(images).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Images are reached only through the API (the users Lambda), whose access logs and history record who uploaded or read what; S3 server access logs would repeat that.',
    });
    this.imageBucket = images;
  }
}
