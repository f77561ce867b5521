import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import type { Endpoint } from '@tandem/shared/contract/define-endpoint';
import { badRequest, HttpError } from './http-error';
import { ClientErrorCode as ErrorCode } from '@tandem/shared/core/error-codes';
import { MAX_REQUEST_BODY_BYTES } from '@tandem/shared/core/limits';

/** Larger bodies are refused before parsing; uploads go in batches below this (shared with the web). */
export const maxBodyBytes = MAX_REQUEST_BODY_BYTES;

export interface ParsedRequest {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * Validates path parameters, query string and JSON body against the endpoint's contract schemas.
 * The first failing field is named in the message and in `payload.field` (`body.name`, `query.page`).
 */
export function parseRequest(endpoint: Endpoint, event: APIGatewayProxyEventV2): ParsedRequest {
  return {
    params: validate('params', endpoint.params, decodePathParameters(event.pathParameters ?? {})),
    query: validate('query', endpoint.query, queryToObject(event.rawQueryString ?? '')),
    body: endpoint.body ? validate('body', endpoint.body, readJsonBody(event)) : refuseBody(event),
  };
}

function validate(part: 'params' | 'query' | 'body', schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // An unknown field is the most telling mistake, so it is named before any other.
  const issue =
    result.error.issues.find((candidate) => candidate.code === 'unrecognized_keys') ??
    result.error.issues[0]!;
  // Unknown keys are reported on the parent with their names in `keys`; name the key itself.
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
  const field = [part, ...path.map(String)].join('.');
  const message =
    issue.code === 'unrecognized_keys' ? `${field} is not a known field.` : `${field}: ${issue.message}`;
  throw badRequest(field, message, { issues: result.error.issues.length });
}

function decodePathParameters(raw: Record<string, string | undefined>) {
  const decoded: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    try {
      decoded[name] = decodeURIComponent(value);
    } catch {
      throw badRequest(`params.${name}`, `params.${name} is not a valid URL segment.`);
    }
  }
  return decoded;
}

/** Repeated keys (`?businessAreaIds=1&businessAreaIds=2`) become arrays; single keys stay strings. */
export function queryToObject(rawQueryString: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    const existing = query[key];
    query[key] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
}

function rawBody(event: APIGatewayProxyEventV2) {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  const text = rawBody(event);
  if (text === undefined) return undefined;
  if (Buffer.byteLength(text) > maxBodyBytes) {
    throw new HttpError(
      413,
      `body is larger than ${maxBodyBytes} bytes.`,
      ErrorCode.FIELD_VALIDATION_FAILED,
      {
        field: 'body',
      },
    );
  }
  const contentType = headerValue(event, 'content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw badRequest('body', 'body must be sent as JSON (Content-Type: application/json).');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('body', 'body is not valid JSON.');
  }
}

function refuseBody(event: APIGatewayProxyEventV2) {
  if (rawBody(event) !== undefined) throw badRequest('body', 'body is not accepted by this endpoint.');
  return undefined;
}

export const headerValue = (event: APIGatewayProxyEventV2, name: string) => {
  const headers = event.headers ?? {};
  const key = Object.keys(headers).find((header) => header.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
};
