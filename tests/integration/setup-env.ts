import { inject } from 'vitest';

// Point the functions' data layer at the run's DynamoDB Local before any test imports it.
process.env.DYNAMODB_ENDPOINT = inject('dynamoDbEndpoint');
process.env.TABLE_NAME = inject('tableName');
process.env.AWS_REGION ??= 'eu-west-2';
