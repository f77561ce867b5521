import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { DownloadFile, Endpoint } from '@tandem/shared/contract/define-endpoint';
import type { Envelope } from '@tandem/shared/contract/envelope';
import type { HttpError } from './http-error';

type Result = Exclude<APIGatewayProxyResultV2, string>;

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export const json = (statusCode: number, body: unknown): Result => ({
  statusCode,
  headers: { ...jsonHeaders },
  body: JSON.stringify(body),
});

export function success(endpoint: Endpoint, payload: unknown): Result {
  if (endpoint.successStatus === 204) return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
  if (endpoint.download) {
    const file = payload as DownloadFile;
    return {
      statusCode: 200,
      headers: {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
        'cache-control': 'no-store',
      },
      body: Buffer.from(file.content).toString('base64'),
      isBase64Encoded: true,
    };
  }
  if (endpoint.raw) return json(endpoint.successStatus, payload);
  const envelope: Envelope<unknown> = { payload, isError: false };
  return json(endpoint.successStatus, envelope);
}

export function failure(error: HttpError): Result {
  const envelope: Envelope<unknown> = {
    payload: error.details ?? null,
    isError: true,
    message: error.message,
    code: error.code,
  };
  return json(error.statusCode, envelope);
}
