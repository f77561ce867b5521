import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStage } from '../test/synth';

const dev = synthStage('dev').templates;
const prod = synthStage('prod').templates;

type Client = { Properties: { CallbackURLs: unknown[]; LogoutURLs: unknown[] } & Record<string, unknown> };
const clientOf = (web: typeof dev.web) => {
  const clients = Object.values(web.findResources('AWS::Cognito::UserPoolClient')) as Client[];
  expect(clients).toHaveLength(1);
  return (clients[0] as Client).Properties;
};
/** A URL as CloudFormation writes it (`Fn::Join` of literal parts and tokens), with tokens as `<token>`. */
const flatten = (url: unknown): string => {
  if (typeof url === 'string') return url;
  const join = (url as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  return join
    ? join[1].map((part) => (typeof part === 'string' ? part : '<token>')).join(join[0])
    : '<token>';
};

describe('auth stack: user pool', () => {
  it('invites a new person by e-mail with a temporary password to change at the first sign-in', () => {
    dev.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: Match.objectLike({
        InviteMessageTemplate: {
          EmailSubject: 'You have been added to Tandem',
          EmailMessage: Match.stringLikeRegexp('\\{username\\}.*\\{####\\}.*choose your own password'),
        },
      }),
    });
  });

  it('is invite-only, signs in by e-mail, has a strong password policy and optional TOTP MFA', () => {
    for (const { auth } of [dev, prod]) {
      auth.hasResourceProperties('AWS::Cognito::UserPool', {
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        UsernameAttributes: ['email'],
        MfaConfiguration: 'OPTIONAL',
        EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
        Policies: {
          PasswordPolicy: Match.objectLike({
            MinimumLength: 12,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
          }),
        },
      });
    }
  });

  // Issue 31 changed the tier on purpose: Essentials unless a stage asks for Plus (docs/cost.md).
  it('runs production on the Essentials tier by default, and keeps it', () => {
    prod.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'ESSENTIALS',
      DeletionProtection: 'ACTIVE',
    });
    prod.auth.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
    dev.auth.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Delete' });
  });

  // Issue 31: the prefix must be unique in the region across accounts, so the account id follows the stage.
  it('has a managed-login domain named after the stage and the account', () => {
    for (const [template, stage] of [
      [dev.auth, 'dev'],
      [prod.auth, 'prod'],
    ] as const) {
      template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
        Domain: { 'Fn::Join': ['', [`tandem-${stage}-`, { Ref: 'AWS::AccountId' }]] },
        ManagedLoginVersion: 2,
      });
    }
  });
});

describe('web app client (created in the web stack, after the distribution)', () => {
  it('is a public client for the authorization code flow (PKCE) with openid/email/profile', () => {
    for (const { web } of [dev, prod]) {
      const client = clientOf(web);
      expect(client).toMatchObject({
        GenerateSecret: false,
        AllowedOAuthFlows: ['code'],
        AllowedOAuthFlowsUserPoolClient: true,
        AllowedOAuthScopes: ['openid', 'email', 'profile'],
        SupportedIdentityProviders: ['COGNITO'],
        PreventUserExistenceErrors: 'ENABLED',
        EnableTokenRevocation: true,
        // Issue 36: each refresh hands out a new refresh token; the old one lasts seconds more only.
        RefreshTokenRotation: { Feature: 'ENABLED', RetryGracePeriodSeconds: 10 },
      });
      // No password or refresh-less flows for the browser: only the hosted code flow.
      expect(client.ExplicitAuthFlows ?? []).toEqual(
        expect.not.arrayContaining(['ALLOW_USER_PASSWORD_AUTH']),
      );
    }
  });

  it('calls back to /app/login-complete and logs out to /app/ on the distribution; localhost only in dev', () => {
    const prodClient = clientOf(prod.web);
    expect(prodClient.CallbackURLs.map(flatten)).toEqual(['https://<token>/app/login-complete']);
    expect(prodClient.LogoutURLs.map(flatten)).toEqual(['https://<token>/app/']);

    const devClient = clientOf(dev.web);
    expect(devClient.CallbackURLs.map(flatten)).toEqual([
      'https://<token>/app/login-complete',
      'http://localhost:3000/login-complete',
    ]);
    expect(devClient.LogoutURLs.map(flatten)).toEqual(['https://<token>/app/', 'http://localhost:3000/']);

    // The token in the URLs is the distribution's domain name.
    const [callback] = prodClient.CallbackURLs as [{ 'Fn::Join': [string, unknown[]] }];
    const distributionId = Object.keys(prod.web.findResources('AWS::CloudFront::Distribution'))[0];
    expect(callback['Fn::Join'][1]).toContainEqual({ 'Fn::GetAtt': [distributionId, 'DomainName'] });
  });

  it('has the managed-login branding the newer managed login needs', () => {
    dev.web.resourceCountIs('AWS::Cognito::ManagedLoginBranding', 1);
  });
});
