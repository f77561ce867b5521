import type { IncomingMessage, ServerResponse } from 'node:http';
import { ClientErrorCode } from '@tandem/shared/core/error-codes';
import { API_GATEWAY_MAX_BODY_BYTES } from '@tandem/shared/core/limits';
import { HttpError } from '@tandem/functions/http/http-error';
import { failure } from '@tandem/functions/http/respond';

/** The 413 API Gateway would answer, in our envelope, with the limit named. */
export const bodyTooLarge = () =>
  new HttpError(
    413,
    `The request body is larger than ${API_GATEWAY_MAX_BODY_BYTES / (1024 * 1024)} MB, the most the API accepts. Send less at once (imports go in batches).`,
    ClientErrorCode.FIELD_VALIDATION_FAILED,
    { field: 'body' },
  );

/**
 * Reads a request body up to API Gateway's limit. A larger one is read to its end but not kept, and
 * then refused with 413: stopping mid-upload would drop the connection before the client could read
 * the answer.
 */
export function readRequestBody(request: IncomingMessage) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= API_GATEWAY_MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      size > API_GATEWAY_MAX_BODY_BYTES ? reject(bodyTooLarge()) : resolve(Buffer.concat(chunks)),
    );
    request.on('error', reject);
  });
}

/** Answers a request refused before any handler ran (a body too large) in the standard envelope. */
export function answerRefusal(response: ServerResponse, error: unknown) {
  if (!(error instanceof HttpError) || response.headersSent) return false;
  const refused = failure(error);
  response
    .writeHead(refused.statusCode ?? error.statusCode, refused.headers as Record<string, string>)
    .end(refused.body);
  return true;
}
