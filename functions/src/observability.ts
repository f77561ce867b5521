import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';

/**
 * The single logger and metrics of every function. Service name and namespace come from the
 * POWERTOOLS_* environment that infra sets; the local stack turns metrics off.
 *
 * No Powertools Tracer: it bundles the X-Ray SDK (~70 KB minified, cls-hooked, its own semver) into
 * every Lambda and costs cold-start time. Traces come from Lambda's active tracing (the function
 * construct sets `tracing: Active`), which samples at Lambda's fixed rate (the first request each
 * second, then 5 %) without code in the bundle (docs/decisions.md, "Lambda bundle size and cold start";
 * docs/cost.md).
 */
const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'tandem';

export const logger = new Logger({ serviceName });
export const metrics = new Metrics({
  serviceName,
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Tandem',
});
