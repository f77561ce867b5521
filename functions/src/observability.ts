import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * The single logger, metrics and tracer of every function. Service name, namespace and sampling come
 * from the POWERTOOLS_* environment that infra sets; the local stack turns tracing and metrics off.
 */
const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'tandem';

export const logger = new Logger({ serviceName });
export const metrics = new Metrics({
  serviceName,
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Tandem',
});
export const tracer = new Tracer({ serviceName });
