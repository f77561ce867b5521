import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  ManagedLoginVersion,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  type UserPoolDomain,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';

export interface AuthStackProps extends StackProps {
  readonly config: StageConfig;
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
      cognitoDomain: { domainPrefix: config.authDomainPrefix },
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
        reason: `Stage "${config.stage}" is a development stage on the Essentials tier to avoid the Plus per-user cost; production runs the Plus tier with threat protection in full-function mode.`,
      });
    }

    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId });
    new CfnOutput(this, 'ManagedLoginUrl', { value: this.domain.baseUrl() });
  }
}
