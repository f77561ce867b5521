import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  ManagedLoginVersion,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolEmail,
  type UserPoolDomain,
} from 'aws-cdk-lib/aws-cognito';
import type { IConfigurationSet } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';

export interface AuthStackProps extends StackProps {
  readonly config: StageConfig;
  /** The ops stack's SES configuration set (suppression list, bounce notices). */
  readonly configurationSet: IConfigurationSet;
}

/**
 * The Cognito user pool and its managed-login domain. The web app's client is NOT here: its callback
 * URLs name the CloudFront domain, so it is created in the web stack next to the distribution (see
 * WebStack for why that breaks the cycle).
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly domain: UserPoolDomain;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    const userPool = new UserPool(this, 'UserPool', {
      userPoolName: `tandem-${config.stage}-users`,
      // Organisation administrators invite users; nobody signs themselves up.
      selfSignUpEnabled: false,
      signInAliases: { email: true, username: false },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      // AdminCreateUser's invitation: the temporary password the managed login asks to change at the
      // first sign-in (Cognito fills in {username} and {####}).
      userInvitation: {
        emailSubject: 'You have been added to Tandem',
        emailBody:
          'You have been added to Tandem. Sign in with your e-mail address {username} and the temporary password {####}. You will then choose your own password. The temporary password works for 3 days.',
      },
      // Cognito's own sender allows about 50 e-mails a day: a stage with a verified SES identity sends
      // invitations and resets through it instead.
      ...(config.cognitoEmailThroughSes
        ? {
            email: UserPoolEmail.withSES({
              fromEmail: config.sesSender.fromAddress,
              fromName: 'Tandem',
              sesVerifiedDomain: config.sesSender.identity.includes('@')
                ? undefined
                : config.sesSender.identity,
              sesRegion: this.region,
              configurationSetName: props.configurationSet.configurationSetName,
            }),
          }
        : {}),
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: config.cognitoPlusTier ? FeaturePlan.PLUS : FeaturePlan.ESSENTIALS,
      ...(config.cognitoPlusTier
        ? { standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION }
        : {}),
      deletionProtection: !config.isDevelopment,
      removalPolicy: config.isDevelopment ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    this.userPool = userPool;

    this.domain = userPool.addDomain('ManagedLogin', {
      cognitoDomain: {
        domainPrefix: config.authDomainPrefixExact
          ? config.authDomainPrefix
          : `${config.authDomainPrefix}-${Aws.ACCOUNT_ID}`,
      },
      managedLoginVersion: ManagedLoginVersion.NEWER_MANAGED_LOGIN,
    });

    Validations.of(userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is optional by product decision: users may enrol TOTP (SMS disabled); organisations are not all ready to require a second factor at launch.',
    });
    if (!config.cognitoPlusTier) {
      Validations.of(userPool).acknowledge({
        id: 'AwsSolutions-COG8',
        reason: `Stage "${config.stage}" runs on the Essentials tier: Plus costs $0.02 per monthly active user with no free tier, half of a small organisation's monthly budget (docs/cost.md); a stage that wants threat protection sets cognitoPlusTier.`,
      });
    }

    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId });
    new CfnOutput(this, 'ManagedLoginUrl', { value: this.domain.baseUrl() });
  }
}
