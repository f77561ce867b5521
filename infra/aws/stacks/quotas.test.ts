import { describe, expect, it } from 'vitest';
import { synthStage } from '../test/synth';

/**
 * Headroom below the AWS quotas the product would hit first as endpoints are added: an HTTP API takes
 * 300 routes by default, a CloudFormation stack 500 resources. Routes per group (not per endpoint)
 * keep both far away; these limits leave room for the rest of the spec's endpoints.
 */
const maxApiRoutes = 60;
const maxStackResources = 400;

const { templates } = synthStage('dev');
const resourcesOf = (name: keyof typeof templates) =>
  Object.values((templates[name].toJSON() as { Resources: Record<string, { Type: string }> }).Resources);

describe('AWS quotas', () => {
  it(`keeps the HTTP API at ${maxApiRoutes} routes or fewer`, () => {
    const routes = resourcesOf('api').filter((resource) => resource.Type === 'AWS::ApiGatewayV2::Route');
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.length).toBeLessThanOrEqual(maxApiRoutes);
  });

  it(`keeps every stack at ${maxStackResources} resources or fewer`, () => {
    for (const name of Object.keys(templates) as (keyof typeof templates)[]) {
      expect(resourcesOf(name).length, name).toBeLessThanOrEqual(maxStackResources);
    }
  });
});
