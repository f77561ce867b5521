import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStage } from '../test/synth';

const { templates, stacks } = synthStage('dev');
/** A URL as CloudFormation writes it: literal parts and tokens joined. */
type Joined = { 'Fn::Join': [string, unknown[]] };
const web = templates.web;

type Resource = { Properties: Record<string, unknown> };
const only = (type: string) => {
  const found = Object.entries(web.findResources(type)) as [string, Resource][];
  expect(found).toHaveLength(1);
  return found[0] as [string, Resource];
};
const [distributionId, distribution] = only('AWS::CloudFront::Distribution');
const config = distribution.Properties.DistributionConfig as {
  DefaultCacheBehavior: Record<string, unknown>;
  CacheBehaviors: Record<string, unknown>[];
  Origins: Record<string, unknown>[];
  CustomErrorResponses?: unknown[];
};
const behaviour = (pattern: string) =>
  config.CacheBehaviors.find((candidate) => candidate.PathPattern === pattern)!;
const functions = web.findResources('AWS::CloudFront::Function') as Record<string, Resource>;
const functionCode = (name: string) =>
  Object.values(functions).find((fn) => fn.Properties.Name === `tandem-dev-${name}`)!.Properties
    .FunctionCode as string;
/** Runs a CloudFront Function's code against a viewer request. */
const runViewerFunction = (code: string, uri: string) =>
  new Function(`${code}\nreturn handler;`)()({ request: { uri, querystring: {}, headers: {} } }) as {
    uri?: string;
    statusCode?: number;
    headers?: Record<string, { value: string }>;
  };

describe('web stack: bucket', () => {
  it('keeps the site bucket private, encrypted, TLS-only and logged', () => {
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/' }),
    });
    web.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
          }),
        ]),
      },
    });
  });

  it('deploys the app and a runtime config.json under app/', () => {
    const deployments = Object.values(web.findResources('Custom::CDKBucketDeployment')) as Resource[];
    expect(deployments.length).toBeGreaterThanOrEqual(1);
    expect(
      deployments.every((deployment) =>
        String(deployment.Properties.DestinationBucketKeyPrefix).startsWith('app/'),
      ),
    ).toBe(true);
    // config.json is a jsonData source: its deploy-time values travel as markers of the deployment.
    const withConfig = deployments.find((deployment) =>
      JSON.stringify(deployment.Properties.SourceMarkers ?? null).includes('marker'),
    )!;
    expect(withConfig.Properties.DestinationBucketKeyPrefix).toBe('app/');
    expect(withConfig.Properties.DistributionPaths).toEqual(['/app/*']);

    const resolved = JSON.stringify(stacks.web.resolve(stacks.web.runtimeConfig));
    const runtimeConfig = stacks.web.runtimeConfig;
    expect(runtimeConfig).toMatchObject({
      stage: 'dev',
      basePath: '/app/',
      apiBaseUrl: '',
      chatSupport: null,
      oidc: { scope: 'openid email profile' },
    });
    expect(resolved).toContain('/app/login-complete');
    expect(resolved).toContain('ProviderURL'); // authority: the user pool's issuer URL
    expect(resolved).toContain(
      JSON.stringify({ Ref: Object.keys(web.findResources('AWS::Cognito::UserPoolClient'))[0] }),
    );
    // Issue 36: sign-out revokes the refresh token at the managed-login domain (Cognito's discovery
    // names no revocation endpoint), the same domain as its /logout.
    const oidc = stacks.web.resolve(runtimeConfig.oidc) as Record<
      'logoutEndpoint' | 'revocationEndpoint',
      Joined
    >;
    const [, logoutParts] = oidc.logoutEndpoint['Fn::Join'];
    expect(oidc.revocationEndpoint['Fn::Join']).toEqual([
      '',
      [...logoutParts.slice(0, -1), String(logoutParts.at(-1)).replace(/\/logout$/, '/oauth2/revoke')],
    ]);
    expect(logoutParts.at(-1)).toBe('.amazoncognito.com/logout');
  });
});

describe('web stack: distribution', () => {
  it('reads the bucket through Origin Access Control', () => {
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      }),
    });
    const s3Origin = config.Origins.find((origin) => origin.S3OriginConfig)!;
    expect(s3Origin.OriginAccessControlId).toBeDefined();
  });

  it('routes /api/* to the HTTP API: no caching, all methods, all viewer headers but Host', () => {
    const api = behaviour('/api/*');
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = config.Origins.find((candidate) => candidate.Id === api.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toContain('execute-api');
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    const httpApiId = Object.keys(web.findResources('AWS::ApiGatewayV2::Api'))[0]!;
    expect(JSON.stringify(origin.DomainName)).toContain(httpApiId);
  });

  it('serves /app/* with the SPA fallback and / with the redirect; no distribution-wide error pages', () => {
    const app = behaviour('/app/*');
    expect(JSON.stringify(app.FunctionAssociations)).toContain('viewer-request');
    expect(config.CustomErrorResponses).toBeUndefined();

    const spa = functionCode('spa-fallback');
    expect(runViewerFunction(spa, '/app/').uri).toBe('/app/index.html');
    expect(runViewerFunction(spa, '/app/projects/12/actions').uri).toBe('/app/index.html');
    expect(runViewerFunction(spa, '/app/login-complete').uri).toBe('/app/index.html');
    expect(runViewerFunction(spa, '/app/assets/index-abc123.js').uri).toBe('/app/assets/index-abc123.js');
    expect(runViewerFunction(spa, '/app/config.json').uri).toBe('/app/config.json');

    const redirect = functionCode('root-redirect');
    for (const uri of ['/', '/app']) {
      const response = runViewerFunction(redirect, uri);
      expect(response.statusCode).toBe(302);
      expect(response.headers?.location?.value).toBe('/app/');
    }
    expect(runViewerFunction(redirect, '/robots.txt').uri).toBe('/robots.txt');
    expect(JSON.stringify(config.DefaultCacheBehavior.FunctionAssociations)).toContain('viewer-request');
  });

  it('sends a strict CSP, HSTS with preload, nosniff, a referrer policy and DENY framing on every behaviour', () => {
    const [policyId, policy] = only('AWS::CloudFront::ResponseHeadersPolicy');
    const headers = (
      policy.Properties.ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      }
    ).SecurityHeadersConfig;
    const csp = JSON.stringify(headers.ContentSecurityPolicy!.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/connect-src 'self' https:\/\/.*amazoncognito\.com https:\/\/cognito-idp\./);
    expect(headers.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    for (const cacheBehaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(cacheBehaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('redirects viewers to HTTPS and logs to the log bucket', () => {
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(JSON.stringify(distribution.Properties)).toContain('"Prefix":"cloudfront/"');
    expect(distributionId).toBeTruthy();
  });
});
