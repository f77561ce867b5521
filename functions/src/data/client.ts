import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { lambdaCredentials } from '../aws-credentials';
import { config } from '../config';

/**
 * One document client per process. In Lambda the credentials come from the environment; DynamoDB
 * Local accepts any static credentials, so the local stack sets only DYNAMODB_ENDPOINT.
 */
const local = config.dynamoDbEndpoint !== undefined;

export const dynamoDb = new DynamoDBClient({
  region: config.region,
  // A stalled connection is abandoned and retried by the SDK instead of hanging the request.
  requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 },
  ...(local
    ? { endpoint: config.dynamoDbEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
    : lambdaCredentials()),
});

export const documentClient = DynamoDBDocumentClient.from(dynamoDb, {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});
