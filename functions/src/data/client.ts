import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { tracer } from '../observability';

/**
 * One document client per process. In AWS the SDK finds region and credentials itself; DynamoDB Local
 * accepts any static credentials, so the local stack sets only DYNAMODB_ENDPOINT.
 */
const local = config.dynamoDbEndpoint !== undefined;

export const dynamoDb = tracer.captureAWSv3Client(
  new DynamoDBClient({
    region: config.region,
    // A stalled connection is abandoned and retried by the SDK instead of hanging the request.
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 },
    ...(local
      ? { endpoint: config.dynamoDbEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  }),
);

export const documentClient = DynamoDBDocumentClient.from(dynamoDb, {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});
