import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { AppTable } from '../constructs/app-table';

export interface DataStackProps extends StackProps {
  readonly config: StageConfig;
}

/** The single DynamoDB table (guide §5): PITR always, deletion protection and RETAIN outside dev. */
export class DataStack extends Stack {
  readonly table: ITable;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.table = new AppTable(this, 'AppTable', { retain: !props.config.isDevelopment }).table;
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }
}
