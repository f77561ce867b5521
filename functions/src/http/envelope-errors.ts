import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger, metrics } from '../observability';
import { ClientErrorCode as ErrorCode } from '@tandem/shared/core/error-codes';
import { HttpError } from './http-error';
import { failure, json } from './respond';

/**
 * Turns every thrown error into the envelope. Client errors keep their status and message; anything
 * unexpected is logged with the request id and answered with a generic 500 that reveals nothing.
 */
export const envelopeErrors = (): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  onError: async (request) => {
    const { error } = request;
    // Client errors are counted by API Gateway's free 4xx metric; a custom metric per status would
    // cost $0.30 a month each (docs/cost.md). Only the unexpected 500 gets one, emitted only when it happens.
    if (error instanceof HttpError) {
      request.response = failure(error);
      return;
    }
    const requestId = request.context.awsRequestId;
    // The one custom metric, flushed here: a request that ends well publishes none (docs/cost.md).
    metrics.addMetric('Http500', MetricUnit.Count, 1);
    metrics.publishStoredMetrics();
    logger.error('Unexpected error', { requestId, error: error as Error });
    request.response = json(500, {
      payload: { requestId },
      isError: true,
      message: `Something went wrong on our side. Please try again; if it keeps happening, contact support and quote ${requestId}.`,
      code: ErrorCode.REQUEST_FAILED,
    });
  },
});
