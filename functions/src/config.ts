/** Runtime configuration, read once from the environment that infra (AWS) or infra/local sets. */
export const config = {
  stage: process.env.STAGE ?? 'local',
  version: process.env.APP_VERSION ?? '0.0.0',
  tableName: process.env.TABLE_NAME ?? 'tandem',
  /** Set only for DynamoDB Local; in AWS the SDK's default endpoint is used. */
  dynamoDbEndpoint: process.env.DYNAMODB_ENDPOINT,
  region: process.env.AWS_REGION ?? 'eu-west-2',
};
