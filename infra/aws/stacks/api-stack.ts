import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnOutput, RemovalPolicy, Stack, Token, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type IHttpApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { endpointGroups, type EndpointGroup } from '@tandem/shared/contract/define-endpoint';
import { apiGatewayRoutes } from '@tandem/shared/contract/api-routes';
import { endpointEntries } from '@tandem/shared/contract/endpoints';
import { groupHandlerEntry } from '../config/paths';
import type { StageConfig } from '../config/stages';
import { GroupFunction, type TableAccess } from '../constructs/group-function';

export interface ApiStackProps extends StackProps {
  readonly config: StageConfig;
  readonly table: ITable;
  /** The data stack's private bucket of profile images. */
  readonly imageBucket: IBucket;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The bare HTTP API created in the web stack (see WebStack for why it lives there). */
  readonly httpApi: IHttpApi;
  /** What CloudFront sends in `x-tandem-origin` (WebStack.originSecret): the functions refuse requests without it. */
  readonly originSecret: string;
}

/** A group whose endpoints only read gets a read-only role; any other method means read-write. */
/**
 * Cognito actions of the identity directory port per group, scoped to the user pool: `auth` reads
 * profiles on first sign-in; `organisations` invites and resets members; `users` checks and changes
 * the caller's own password. Other groups get no Cognito access.
 */
/** Groups that store uploaded images (profile pictures). */
export const imageWriters = new Set<EndpointGroup>(['users']);

export const directoryActions: Partial<Record<EndpointGroup, string[]>> = {
  auth: ['cognito-idp:AdminGetUser'],
  organisations: [
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminResetUserPassword',
  ],
  users: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminInitiateAuth', 'cognito-idp:AdminSetUserPassword'],
};

/**
 * The images bucket's ARN as the api stack reads it from the data stack (a weak cross-stack reference,
 * `Fn::GetStackOutput`, cdk.json): cdk-nag names its finding by it, so the acknowledgement must too.
 * The output name is CDK's, derived from the bucket's construct path in the data stack.
 */
const imageBucketArnReference = (stage: string, region: string) =>
  JSON.stringify({
    'Fn::GetStackOutput': {
      StackName: `tandem-${stage}-data`,
      // Literal where the stack's region is known (`cdk synth` with a default region), as CDK writes it.
      Region: Token.isUnresolved(region) ? { Ref: 'AWS::Region' } : region,
      OutputName: 'PublishOutputFnGetAttImages2D38C313Arn4DB8C532',
    },
  });

export function tableAccessOfGroup(group: EndpointGroup): TableAccess {
  return endpointEntries.every(([, endpoint]) => endpoint.group !== group || endpoint.method === 'GET')
    ? 'RO'
    : 'RW';
}

/**
 * The API: one Lambda per endpoint group and a few greedy routes per group (`apiGatewayRoutes`,
 * derived from the contract in `shared/`, so no endpoint is ever written twice and the route count
 * follows the groups, not the endpoints); each group's router then picks the endpoint. Also the
 * `$default` stage with throttling and access logs.
 */
export class ApiStack extends Stack {
  readonly groupFunctions: ReadonlyMap<EndpointGroup, GroupFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, httpApi } = props;
    const development = config.isDevelopment;

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      logGroupName: `/aws/apigateway/tandem-${config.stage}-api`,
      retention: config.logRetention,
      removalPolicy: development ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: config.apiThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            responseLength: '$context.responseLength',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    const functions = new Map<EndpointGroup, GroupFunction>();
    const integrations = new Map<EndpointGroup, HttpLambdaIntegration>();
    for (const group of endpointGroups) {
      const fn = new GroupFunction(this, `Group-${group}`, {
        name: group,
        entry: groupHandlerEntry(group),
        description: `Tandem ${config.stage}: ${group} endpoints`,
        stage: config.stage,
        logRetention: config.logRetention,
        destroyLogsOnDelete: development,
        environment: {
          AUTH_MODE: 'cognito',
          USER_POOL_ID: props.userPool.userPoolId,
          USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
          ORIGIN_SECRET: props.originSecret,
        },
      }).bindTable(props.table, tableAccessOfGroup(group));
      // The identity directory port (functions/src/auth/identity-directory.ts).
      const cognitoActions = directoryActions[group] ?? [];
      if (cognitoActions.length > 0) {
        fn.role.addToPolicy(
          new PolicyStatement({ actions: cognitoActions, resources: [props.userPool.userPoolArn] }),
        );
      }
      // The image store port (functions/src/storage/image-store.ts): objects only, no listing.
      if (imageWriters.has(group)) {
        fn.function.addEnvironment('IMAGE_BUCKET', props.imageBucket.bucketName);
        fn.role.addToPolicy(
          new PolicyStatement({
            actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
            resources: [props.imageBucket.arnForObjects('profile/*')],
          }),
        );
        Validations.of(fn.role).acknowledge({
          id: `AwsSolutions-IAM5[Resource::${imageBucketArnReference(config.stage, this.region)}/profile/*]`,
          reason:
            'One object per user under profile/; the keys are user ids, so the grant is the profile/ prefix, not the bucket.',
        });
      }
      functions.set(group, fn);
      // One invoke permission per function for the whole API, not one per route.
      integrations.set(
        group,
        new HttpLambdaIntegration(`${group}Integration`, fn.function, { scopePermissionToRoute: false }),
      );
    }
    this.groupFunctions = functions;

    for (const { method, path, group } of apiGatewayRoutes) {
      const integration = integrations.get(group);
      if (!integration) throw new Error(`Route ${method} ${path} names unknown group ${group}`);
      const route = new HttpRoute(this, `Route-${method}-${path}`, {
        httpApi,
        routeKey: HttpRouteKey.with(path, HttpMethod[method]),
        integration,
      });
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: `Authorisation happens in the ${group} Lambda, the same code in AWS and locally (guide §4): it verifies the Cognito token with aws-jwt-verify (USER_POOL_ID/USER_POOL_CLIENT_ID) unless the contract marks the endpoint public, then checks the contract permission, answering in the API envelope.`,
      });
    }

    new CfnOutput(this, 'ApiEndpoint', { value: httpApi.apiEndpoint });
  }
}
