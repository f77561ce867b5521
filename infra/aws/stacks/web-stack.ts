import type { RuntimeConfig } from '@tandem/shared/platform/runtime-config';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  Aws,
  CfnOutput,
  CfnRule,
  DefaultStackSynthesizer,
  Fn,
  Duration,
  RemovalPolicy,
  Stack,
  Token,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { UserPool, UserPoolDomain } from 'aws-cdk-lib/aws-cognito';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { originHeader } from '@tandem/functions/http/origin-check';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type CfnBucket,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { webAssetDir } from '../config/paths';
import {
  authCallbackPath,
  localCallbackUrl,
  localLogoutUrl,
  webBasePath,
  webKeyPrefix,
  type StageConfig,
} from '../config/stages';
import { SecurityHeaders } from '../constructs/security-headers';
import { ViewerFunctions } from '../constructs/viewer-functions';
import { WebAppClient } from '../constructs/web-app-client';

/** `/app/config.json`: what the web app reads at start-up, so one build serves every stage. */
/** Files the site never publishes. */
export const sourceMapFiles = ['*.map', '**/*.map'];

export interface WebStackProps extends StackProps {
  readonly config: StageConfig;
  readonly userPool: UserPool;
  readonly userPoolDomain: UserPoolDomain;
}

/**
 * The public front door, one origin for everything: CloudFront serves the web app from a private S3
 * bucket under `/app/` and routes `/api/*` to the HTTP API.
 *
 * Why the HTTP API endpoint and the Cognito app client live here (the dependency cycle):
 * the app client's callback URLs contain the distribution's domain; the distribution's `/api/*`
 * origin contains the HTTP API's id; the API's Lambdas need the app client's id to verify tokens.
 * client → distribution → API → client is a cycle whichever stack holds what, unless one link is cut.
 * We cut it at the API id: the bare `HttpApi` resource (no stage, no routes) is created here, before
 * the distribution, and the app client is created after it in the same stack. The api stack, deployed
 * after this one, receives both by props and adds the stage, the routes, the integrations and the
 * group Lambdas (with USER_POOL_ID and USER_POOL_CLIENT_ID). Stacks deploy in a straight line —
 * data → auth → web → api → jobs — with no custom resource patching the client after the fact (that
 * would drift whenever the auth stack is updated) and no dependence on a custom domain, which stays
 * optional: when a stage configures one, the URLs simply use it.
 */
export class WebStack extends Stack {
  readonly httpApi: HttpApi;
  readonly webClient: WebAppClient;
  readonly distribution: Distribution;
  /** `https://<custom domain or CloudFront domain>` */
  readonly siteUrl: string;
  /** The content of `/app/config.json` (with deploy-time tokens). */
  readonly runtimeConfig: RuntimeConfig;
  /**
   * The value CloudFront sends the API in `x-tandem-origin` and the group Lambdas require
   * (`ORIGIN_SECRET`): drawn once, at the stack's creation, by Secrets Manager's random generator.
   */
  readonly originSecret: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;
    const prefix = `tandem-${config.stage}`;
    const development = config.isDevelopment;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${prefix}-api`,
      description: `Tandem API (${config.stage}); stage, routes and Lambdas are added by the api stack`,
      createDefaultStage: false,
    });

    // S3 server access logs and CloudFront standard logs. CloudFront's log delivery writes with ACLs,
    // hence BUCKET_OWNER_PREFERRED on this bucket only; the site bucket has ACLs disabled.
    const logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(development ? 30 : 365) }],
      removalPolicy: development ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      autoDeleteObjects: development,
    });

    const siteBucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: !development,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 's3/',
      removalPolicy: development ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      autoDeleteObjects: development,
    });

    const cognitoLoginUrl = props.userPoolDomain.baseUrl();
    const cognitoIdpOrigin = `https://cognito-idp.${Stack.of(props.userPool).region}.${Stack.of(props.userPool).urlSuffix}`;
    const chatOrigins = config.chatSupport?.origins ?? [];

    const headers = new SecurityHeaders(this, 'SecurityHeaders', {
      policyName: `${prefix}-security-headers`,
      // The token endpoint is on the managed-login domain; discovery and JWKS on the issuer host.
      connectOrigins: [cognitoLoginUrl, cognitoIdpOrigin, ...chatOrigins],
      formActionOrigins: [cognitoLoginUrl],
      scriptOrigins: chatOrigins,
    });
    const viewerFunctions = new ViewerFunctions(this, 'ViewerFunctions', {
      basePath: webBasePath,
      namePrefix: prefix,
    });

    this.originSecret = this.generateOriginSecret();
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(siteBucket);
    const apiOrigin = new HttpOrigin(`${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      // The API answers only requests that carry it (functions/src/http/origin-check.ts).
      customHeaders: { [originHeader]: this.originSecret },
    });
    const siteBehaviour: BehaviorOptions = {
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers.policy,
      compress: true,
    };

    const customDomain = config.customDomain;
    const webAcl = config.waf
      ? this.rateLimitingWebAcl(prefix, config.waf.requestsPerIpPer5Minutes)
      : undefined;
    this.distribution = new Distribution(this, 'Distribution', {
      webAclId: webAcl?.attrArn,
      comment: `Tandem ${config.stage}`,
      defaultBehavior: {
        ...siteBehaviour,
        functionAssociations: [
          { function: viewerFunctions.rootRedirect, eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header (Authorization included) but Host, which must be the API's own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers.policy,
          compress: true,
        },
        [`${webBasePath}*`]: {
          ...siteBehaviour,
          functionAssociations: [
            { function: viewerFunctions.spaFallback, eventType: FunctionEventType.VIEWER_REQUEST },
          ],
        },
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
      ...(customDomain
        ? {
            domainNames: [customDomain.domainName],
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            certificate: Certificate.fromCertificateArn(this, 'Certificate', customDomain.certificateArn),
          }
        : {}),
    });

    const host = customDomain?.domainName ?? this.distribution.distributionDomainName;
    this.siteUrl = `https://${host}`;
    const callbackUrl = `${this.siteUrl}${authCallbackPath}`;
    const logoutUrl = `${this.siteUrl}${webBasePath}`;

    this.webClient = new WebAppClient(this, 'WebAppClient', {
      userPool: props.userPool,
      clientName: `${prefix}-web`,
      callbackUrls: [callbackUrl, ...(development ? [localCallbackUrl] : [])],
      logoutUrls: [logoutUrl, ...(development ? [localLogoutUrl] : [])],
    });

    // What the web app reads at run time (`/app/config.json`), so one build serves every stage.
    const runtimeConfig: RuntimeConfig = {
      stage: config.stage,
      basePath: webBasePath,
      apiBaseUrl: '',
      oidc: {
        authority: props.userPool.userPoolProviderUrl,
        clientId: this.webClient.client.userPoolClientId,
        redirectUri: callbackUrl,
        postLogoutRedirectUri: logoutUrl,
        scope: 'openid email profile',
        // Cognito's discovery document has no end_session_endpoint; logout goes here.
        logoutEndpoint: `${cognitoLoginUrl}/logout`,
        // Nor a revocation_endpoint; sign-out revokes the refresh token here (the client enables it).
        revocationEndpoint: `${cognitoLoginUrl}/oauth2/revoke`,
      },
      chatSupport: config.chatSupport
        ? { provider: config.chatSupport.provider, appId: config.chatSupport.appId }
        : null,
      helpCentreUrl: config.helpCentreUrl,
    };
    this.runtimeConfig = runtimeConfig;

    // Vite's content-hashed files never change: cache them for a year. Everything else (index.html,
    // config.json, public files) is revalidated on every load and invalidated on deploy. Neither
    // deployment prunes, so tabs still running the previous build can load its chunks.
    const assetDir = webAssetDir();
    const hashedAssets = existsSync(join(assetDir, 'assets'))
      ? new BucketDeployment(this, 'DeployHashedAssets', {
          // Source maps stay build artefacts (web/dist): the public site serves none.
          sources: [Source.asset(join(assetDir, 'assets'), { exclude: sourceMapFiles })],
          destinationBucket: siteBucket,
          destinationKeyPrefix: `${webKeyPrefix}assets/`,
          cacheControl: [
            CacheControl.setPublic(),
            CacheControl.maxAge(Duration.days(365)),
            CacheControl.immutable(),
          ],
          prune: false,
          memoryLimit: 512,
        })
      : undefined;
    const entry = new BucketDeployment(this, 'DeployWebApp', {
      sources: [
        Source.asset(assetDir, { exclude: ['assets', ...sourceMapFiles] }),
        Source.jsonData('config.json', runtimeConfig),
      ],
      destinationBucket: siteBucket,
      destinationKeyPrefix: webKeyPrefix,
      cacheControl: [CacheControl.noCache()],
      prune: false,
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: [`${webBasePath}*`],
    });
    if (hashedAssets) entry.node.addDependency(hashedAssets);

    this.addNagSuppressions(
      logBucket,
      siteBucket.node.defaultChild as CfnBucket,
      customDomain === undefined,
      webAcl !== undefined,
    );

    new CfnOutput(this, 'SiteUrl', { value: logoutUrl });
    new CfnOutput(this, 'WebClientId', { value: this.webClient.client.userPoolClientId });
  }

  /**
   * A random value that no commit or template holds: Secrets Manager's GetRandomPassword, called by a
   * CDK custom resource when the stack is created (no secret is stored: a stored secret would cost
   * $0.40 a month, four times an idle stage's budget, docs/cost.md). The same call on update keeps the
   * attribute present if CDK ever changes the resource's definition; that draws a new value, which
   * CloudFront and the functions then take up together in one deploy (docs/operations.md).
   */
  private generateOriginSecret(): string {
    const draw = {
      service: 'SecretsManager',
      action: 'getRandomPassword',
      parameters: { PasswordLength: 48, ExcludePunctuation: true },
      physicalResourceId: PhysicalResourceId.of('origin-secret'),
      outputPaths: ['RandomPassword'],
    };
    const generator = new AwsCustomResource(this, 'OriginSecret', {
      onCreate: draw,
      onUpdate: draw,
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: AwsCustomResourcePolicy.ANY_RESOURCE }),
      installLatestAwsSdk: false,
    });
    const why = "CDK's AwsCustomResource that draws the origin value once (secretsmanager:GetRandomPassword)";
    Validations.of(generator).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: `${why}: GetRandomPassword acts on no resource, so IAM only accepts "*" for it; it is the role's only action.`,
    });
    // The provider Lambda CDK adds once per stack, named after its fixed UUID.
    const provider = this.node.findChild(`AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);
    Validations.of(provider).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: `${why}; the managed policy only lets it write its own CloudWatch logs.`,
    });
    Validations.of(provider).acknowledge({
      id: 'AwsSolutions-L1',
      reason: `${why}; its runtime is chosen and upgraded by aws-cdk-lib, not by this app.`,
    });
    return generator.getResponseField('RandomPassword');
  }

  /**
   * A CloudFront web ACL whose one rule blocks an IP above `limit` requests in five minutes (WAF
   * counts per IP over a sliding five-minute window). CloudFront takes web ACLs from us-east-1 only:
   * a stage elsewhere is refused at synth when its region is known, and by the template's rule otherwise.
   */
  private rateLimitingWebAcl(prefix: string, limit: number): CfnWebACL {
    if (!Token.isUnresolved(this.region) && this.region !== 'us-east-1') {
      throw new Error(
        `Stage setting "waf" needs the stage in us-east-1 (CloudFront reads web ACLs only from there); this stage deploys to ${this.region}.`,
      );
    }
    new CfnRule(this, 'WafInUsEast1', {
      assertions: [
        {
          assert: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
          assertDescription: 'Stage setting "waf": CloudFront reads web ACLs only from us-east-1.',
        },
      ],
    });
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });
    return new CfnWebACL(this, 'WebAcl', {
      name: `${prefix}-edge`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${prefix}-edge`),
      rules: [
        {
          name: 'per-ip-rate',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: { limit, aggregateKeyType: 'IP', evaluationWindowSec: 300 },
          },
          visibilityConfig: visibility(`${prefix}-per-ip-rate`),
        },
      ],
    });
  }

  private addNagSuppressions(
    logBucket: Bucket,
    siteBucketResource: CfnBucket,
    defaultCertificate: boolean,
    waf: boolean,
  ) {
    const ack = (scope: Construct, id: string, reason: string) =>
      Validations.of(scope).acknowledge({ id, reason });
    ack(
      logBucket,
      'AwsSolutions-S1',
      'This is the access-log bucket itself (S3 server access logs and CloudFront logs land here); logging it into itself would loop.',
    );
    ack(
      this.distribution,
      'AwsSolutions-CFR1',
      'Tandem is sold to organisations worldwide; no country must be withheld from the service, so no geo restriction.',
    );
    if (!waf) {
      ack(
        this.distribution,
        'AwsSolutions-CFR2',
        'WAF is off in this stage (stage setting "waf"): a web ACL costs $6 a month, three times the 50-person budget (docs/cost.md); the API is throttled per stage, reachable only through CloudFront, and every request is authenticated in the Lambdas.',
      );
    }
    // The custom resource CDK adds for BucketDeployment (one per stack and memory size). cdk-nag names
    // the CDK asset bucket as it appears in the template: literal where the stack's environment is known.
    const literal = (value: string, pseudo: string) =>
      Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value;
    const qualifier =
      (this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ??
      DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    for (const provider of this.node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    )) {
      const why =
        'CDK-provided BucketDeployment custom resource, which copies the built web app into the site bucket and invalidates the distribution';
      ack(
        provider,
        'AwsSolutions-L1',
        `${why}; its runtime is chosen and upgraded by aws-cdk-lib, not by this app.`,
      );
      ack(
        provider,
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        `${why}; the managed policy only lets it write its own CloudWatch logs.`,
      );
      for (const finding of [
        'Action::s3:GetBucket*',
        'Action::s3:GetObject*',
        'Action::s3:List*',
        'Action::s3:Abort*',
        'Action::s3:DeleteObject*',
        `Resource::arn:${literal(this.partition, 'Partition')}:s3:::cdk-${qualifier}-assets-${literal(this.account, 'AccountId')}-${literal(this.region, 'Region')}/*`,
        `Resource::<${this.getLogicalId(siteBucketResource)}.Arn>/*`,
        'Resource::*',
      ]) {
        ack(
          provider,
          `AwsSolutions-IAM5[${finding}]`,
          `${why}: CDK's grant reads every object of the CDK asset bucket and writes/deletes objects of the site bucket (object-level wildcards), and cloudfront:CreateInvalidation supports no narrower resource.`,
        );
      }
    }
    if (defaultCertificate) {
      ack(
        this.distribution,
        'AwsSolutions-CFR4',
        'This stage has no custom domain, so it uses the default *.cloudfront.net certificate, for which CloudFront fixes the TLS policy; stages with a custom domain use TLSv1.2_2021.',
      );
    }
  }
}
