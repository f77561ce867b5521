import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export interface RawHttpRequest {
  method: string;
  /** Path plus optional query string, as on the request line. */
  url: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  sourceIp?: string;
}

const isTextual = (contentType: string | undefined) =>
  !contentType || /^(text\/|application\/(.+\+)?(json|xml|x-www-form-urlencoded))/i.test(contentType);

/**
 * Builds the API Gateway HTTP API (payload 2.0) event that API Gateway would send for this request.
 * The local stack and the tests use it, so the handlers see exactly the Lambda shape.
 */
export function toApiGatewayEvent(request: RawHttpRequest): APIGatewayProxyEventV2 {
  const [path = '/', rawQueryString = ''] = request.url.split('?', 2);
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const body = request.body === undefined || request.body.length === 0 ? undefined : request.body;
  const binary = body !== undefined && !isTextual(headers['content-type']);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString,
    cookies: headers.cookie?.split(/;\s*/),
    headers,
    queryStringParameters: rawQueryString
      ? Object.fromEntries(new URLSearchParams(rawQueryString))
      : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method.toUpperCase(),
        path,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body === undefined ? undefined : binary ? Buffer.from(body).toString('base64') : body.toString(),
    isBase64Encoded: binary,
  };
}

/** The Lambda context the local stack and tests pass; Powertools reads the request id from it. */
export const lambdaContext = (functionName: string, requestId: string = randomUUID()): Context => ({
  awsRequestId: requestId,
  callbackWaitsForEmptyEventLoop: false,
  functionName,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
  logGroupName: `/aws/lambda/${functionName}`,
  logStreamName: 'local',
  memoryLimitInMB: '1024',
  getRemainingTimeInMillis: () => 30_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});
