import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { endpointGroups } from '@tandem/shared/contract/define-endpoint';
import { apiGatewayRoutes } from '@tandem/shared/contract/api-routes';
import { endpointEntries } from '@tandem/shared/contract/endpoints';
import { selectRoute, type GatewayRoute } from '@tandem/shared/contract/route-matching';
import { tableReadActions, tableWriteActions } from '../constructs/group-function';
import { synthStage } from '../test/synth';
import { tableAccessOfGroup } from './api-stack';

const { stacks, templates } = synthStage('dev');
const api = templates.api;

type Resource = { Properties: Record<string, unknown> };
const resources = (type: string) => api.findResources(type) as Record<string, Resource>;
const functions = resources('AWS::Lambda::Function');
const functionIdOfGroup = (group: string) => {
  const id = Object.keys(functions).find(
    (key) => (functions[key]?.Properties.FunctionName as string) === `tandem-dev-${group}`,
  );
  if (!id) throw new Error(`no function for ${group}`);
  return id;
};
const statementsOfRole = (roleId: string) =>
  Object.values(resources('AWS::IAM::Policy'))
    .filter((policy) =>
      (policy.Properties.Roles as unknown[]).some(
        (role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId }),
      ),
    )
    .flatMap(
      (policy) =>
        (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement,
    );
const actionsOf = (statements: { Action: string | string[] }[]) =>
  statements.flatMap((s) => [s.Action].flat());

describe('api stack: group Lambdas', () => {
  it('has one Lambda per endpoint group: arm64, Node 22, X-Ray active, its own log group', () => {
    expect(Object.keys(functions)).toHaveLength(endpointGroups.length);
    for (const group of endpointGroups) {
      const fn = functions[functionIdOfGroup(group)]!.Properties;
      expect(fn).toMatchObject({
        Architectures: ['arm64'],
        Runtime: 'nodejs22.x',
        TracingConfig: { Mode: 'Active' },
        Handler: 'index.handler',
        LoggingConfig: { LogFormat: 'JSON', LogGroup: expect.anything() },
      });
    }
    api.resourceCountIs('AWS::Logs::LogGroup', endpointGroups.length + 1);
    api.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: '/aws/lambda/tandem-dev-platform',
      RetentionInDays: 14,
    });
  });

  it('gives every Lambda the table, stage, user pool and client, and Powertools settings', () => {
    for (const group of endpointGroups) {
      const variables = (
        functions[functionIdOfGroup(group)]!.Properties.Environment as { Variables: Record<string, unknown> }
      ).Variables;
      expect(Object.keys(variables)).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'STAGE',
          'USER_POOL_ID',
          'USER_POOL_CLIENT_ID',
          'POWERTOOLS_SERVICE_NAME',
          'POWERTOOLS_METRICS_NAMESPACE',
        ]),
      );
      expect(variables.STAGE).toBe('dev');
      expect(variables.POWERTOOLS_SERVICE_NAME).toBe(`tandem-${group}`);
    }
  });

  it('exposes each group function by group', () => {
    expect([...stacks.api.groupFunctions.keys()]).toEqual([...endpointGroups]);
  });
});

describe('api stack: routes generated from the contract', () => {
  const routes = Object.values(resources('AWS::ApiGatewayV2::Route')).map((route) => route.Properties);
  const integrations = resources('AWS::ApiGatewayV2::Integration');

  // Issue 10 replaced one route per endpoint (166 routes and 166 permissions) with a few greedy routes
  // per group; these two tests asserted the old shape and now assert the derived one.
  it('has exactly the routes derived from the contract, far fewer than its endpoints', () => {
    const expected = apiGatewayRoutes.map((route) => `${route.method} ${route.path}`).sort();
    expect(routes.map((route) => route.RouteKey).sort()).toEqual(expected);
    expect(routes.length).toBeLessThan(endpointEntries.length / 3);
  });

  it("sends every endpoint to its group's Lambda, as API Gateway selects routes", () => {
    const groupOfIntegration = (route: Record<string, unknown>) => {
      const integrationId = (
        (route.Target as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1][1] as { Ref: string }
      ).Ref;
      const integration = integrations[integrationId]!.Properties;
      expect(integration).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      const uri = JSON.stringify(integration.IntegrationUri);
      return endpointGroups.find((group) => uri.includes(functionIdOfGroup(group)));
    };
    const synthesised = routes.map((route) => {
      const [method, path] = (route.RouteKey as string).split(' ') as [GatewayRoute['method'], string];
      return { method, path, group: groupOfIntegration(route) ?? 'none' };
    });
    for (const [, endpoint] of endpointEntries) {
      const path = endpoint.path.replace(/\{(\w+)\}/g, '~$1');
      expect(selectRoute(synthesised, endpoint.method, path)?.group, path).toBe(endpoint.group);
    }
  });

  it('lets API Gateway invoke each group Lambda with one permission, not one per route', () => {
    const permissions = Object.values(resources('AWS::Lambda::Permission')).map((p) => p.Properties);
    expect(permissions).toHaveLength(endpointGroups.length);
    for (const group of endpointGroups) {
      const own = permissions.filter(
        (permission) =>
          JSON.stringify(permission.FunctionName) ===
          JSON.stringify({ 'Fn::GetAtt': [functionIdOfGroup(group), 'Arn'] }),
      );
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
      });
      // Scoped to this API (any stage, method and path), not to every API of the account.
      expect(JSON.stringify(own[0]!.SourceArn)).toMatch(/execute-api.*\/\*\/\*/);
    }
  });

  it('runs the $default stage with throttling and JSON access logs', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
  });
});

describe('api stack: least privilege on the table', () => {
  it('classifies groups by their methods', () => {
    for (const group of endpointGroups) {
      const methods = endpointEntries
        .filter(([, endpoint]) => endpoint.group === group)
        .map(([, endpoint]) => endpoint.method);
      expect(tableAccessOfGroup(group)).toBe(methods.every((method) => method === 'GET') ? 'RO' : 'RW');
    }
  });

  it('gives read-only groups no write action, and read-write groups item writes but never Scan or table admin', () => {
    for (const group of endpointGroups) {
      const roleId = (
        functions[functionIdOfGroup(group)]!.Properties.Role as { 'Fn::GetAtt': [string, string] }
      )['Fn::GetAtt'][0];
      const actions = actionsOf(statementsOfRole(roleId));
      const dynamoActions = actions.filter((action) => action.startsWith('dynamodb:'));
      expect(dynamoActions).toEqual(expect.arrayContaining([...tableReadActions]));
      if (tableAccessOfGroup(group) === 'RO') {
        expect(
          dynamoActions.filter((action) => !(tableReadActions as readonly string[]).includes(action)),
        ).toEqual([]);
        expect(dynamoActions.some((action) => /Put|Update|Delete|Write|\*/.test(action))).toBe(false);
      } else {
        expect(dynamoActions).toEqual(expect.arrayContaining([...tableWriteActions]));
      }
      expect(dynamoActions.some((action) => /Scan|CreateTable|DeleteTable|\*/.test(action))).toBe(false);
      // No AWS managed policy on the role: it writes only to its own log group.
      const role = resources('AWS::IAM::Role')[roleId]!.Properties;
      expect(role.ManagedPolicyArns).toBeUndefined();
    }
  });
});

describe('api stack: identity directory access', () => {
  const cognitoActionsOf = (group: string) => {
    const roleId = (
      functions[functionIdOfGroup(group)]!.Properties.Role as { 'Fn::GetAtt': [string, string] }
    )['Fn::GetAtt'][0];
    return actionsOf(statementsOfRole(roleId)).filter((action) => action.startsWith('cognito-idp:'));
  };

  it('lets only the groups that use the directory port call Cognito, with just their actions', () => {
    expect(cognitoActionsOf('auth')).toEqual(['cognito-idp:AdminGetUser']);
    expect(cognitoActionsOf('organisations').sort()).toEqual([
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminResetUserPassword',
    ]);
    expect(cognitoActionsOf('users').sort()).toEqual([
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminInitiateAuth',
      'cognito-idp:AdminSetUserPassword',
    ]);
    expect(cognitoActionsOf('projects')).toEqual([]);
    expect(cognitoActionsOf('exports')).toEqual([]);
  });
});

describe('api stack: uploaded images', () => {
  const roleIdOf = (group: string) =>
    (functions[functionIdOfGroup(group)]!.Properties.Role as { 'Fn::GetAtt': [string, string] })[
      'Fn::GetAtt'
    ][0];
  const s3ActionsOf = (group: string) =>
    actionsOf(statementsOfRole(roleIdOf(group))).filter((action) => action.startsWith('s3:'));

  it('lets only the users group read, write and delete image objects, and tells it the bucket', () => {
    expect(s3ActionsOf('users').sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    for (const group of endpointGroups.filter((candidate) => candidate !== 'users')) {
      expect(s3ActionsOf(group)).toEqual([]);
    }
    const environment = functions[functionIdOfGroup('users')]!.Properties.Environment as {
      Variables: Record<string, unknown>;
    };
    expect(environment.Variables.IMAGE_BUCKET).toBeDefined();
  });

  it('keeps the image bucket private, encrypted and TLS-only', () => {
    const data = templates.data;
    data.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.objectLike({}),
    });
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      }),
    });
  });
});
