import { loginCompletePath } from '@tandem/shared/platform/runtime-config';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/**
 * Per-environment settings of the AWS deployment. `cdk ... -c stage=NAME` picks one; `dev` and
 * `prod` are known, any other valid name (a personal or feature stage such as `alice` or `pr-42`)
 * gets dev-like defaults so it can be created and thrown away freely.
 */

/** A stage name: lower-case letters, digits and hyphens, 2–20 characters (it prefixes every stack and resource name). */
export const stageNamePattern = /^[a-z0-9][a-z0-9-]{0,18}[a-z0-9]$/;

/** The web app is always served under this sub-path of the distribution (Vite `base`, router basename). */
export const webBasePath = '/app/';
/** S3 key prefix of the web app (`app/`): the sub-path without its leading slash. */
export const webKeyPrefix = webBasePath.replace(/^\//, '');
/** Where the identity provider sends the browser back after login, relative to the origin. */
export const authCallbackPath = `${webBasePath}${loginCompletePath}`;
/** The local stack's callback (`npm start`), allowed only in development stages. */
export const localCallbackUrl = `http://localhost:3000/${loginCompletePath}`;
export const localLogoutUrl = 'http://localhost:3000/';

export interface CustomDomainConfig {
  /** e.g. `tandem.example.com`; DNS (an alias to the distribution) is managed outside this app. */
  readonly domainName: string;
  /** ACM certificate in us-east-1 covering `domainName` (CloudFront only reads certificates from there). */
  readonly certificateArn: string;
}

/**
 * Optional third-party chat support. Left empty on purpose: the guide (§9) allows no third-party host at
 * run time. When a provider is approved, its origins must be added here; the CSP and the runtime config
 * pick them up, nothing else changes.
 */
export interface ChatSupportConfig {
  readonly provider: string;
  readonly appId: string;
  /** Origins the widget loads scripts from and talks to, e.g. `https://widget.example.com`. */
  readonly origins: readonly string[];
}

export interface SesSenderConfig {
  /** The verified SES identity (a domain or an address) the jobs Lambda may send as. */
  readonly identity: string;
  /** The From address of report e-mails; must belong to `identity`. */
  readonly fromAddress: string;
}

export interface StageConfig {
  readonly stage: string;
  /** Development-like: resources are destroyed with the stack, localhost callbacks allowed. */
  readonly isDevelopment: boolean;
  readonly customDomain?: CustomDomainConfig;
  readonly chatSupport?: ChatSupportConfig;
  readonly sesSender: SesSenderConfig;
  /** Retention of Lambda, API access and other CloudWatch log groups. */
  readonly logRetention: RetentionDays;
  /** The help centre the help menu links to. */
  readonly helpCentreUrl: string;
  /**
   * Cognito managed-login domain prefix (`<prefix>.auth.<region>.amazoncognito.com`). It must be unique
   * in the region across all accounts, so unless a stage sets `authDomainPrefixExact` the stack appends
   * the account id (`tandem-dev-123456789012`).
   */
  readonly authDomainPrefix: string;
  /** The prefix is used as given (a stage that has reserved its own name). */
  readonly authDomainPrefixExact?: boolean;
  /**
   * Cognito Plus tier (threat protection enforced). It costs $0.02 per monthly active user with no free
   * tier, about half of the 50-person organisation's monthly budget (docs/cost.md), so no stage has it
   * by default; a stage that wants threat protection sets it.
   */
  readonly cognitoPlusTier: boolean;
  /** Where alarms are e-mailed (an SNS e-mail subscription, confirmed by its recipient); none: topic only. */
  readonly alarmEmail?: string;
  /**
   * Cognito sends its e-mails (invitations, password resets) through SES as `sesSender` once the
   * identity is verified in the account; until then Cognito's own sender (about 50 a day).
   */
  readonly cognitoEmailThroughSes: boolean;
  /** Daily AWS Backup of the table, kept 35 days; optionally copied to a vault in another region. */
  readonly backup?: { readonly copyToVaultArn?: string };
  /** SES's maximum send rate of the account (messages per second), shared by the report workers. */
  readonly sesMaxSendRate: number;
  /**
   * AWS WAF in front of CloudFront with one per-IP rate rule: an IP that sends more than
   * `requestsPerIpPer5Minutes` requests in five minutes is blocked until it slows down. Off by default:
   * a web ACL costs $6 a month with its rule, three times the 50-person budget (docs/cost.md). A
   * CloudFront web ACL lives in us-east-1, so a stage that turns it on deploys there. People behind one
   * office NAT share an address: set the limit for the whole office, not one person.
   */
  readonly waf?: { readonly requestsPerIpPer5Minutes: number };
  /** Default throttling of the HTTP API stage. */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  /** Daily report schedule (EventBridge Scheduler cron, in `scheduleTimeZone`). */
  readonly reportSchedule: { readonly hour: number; readonly minute: number };
  readonly scheduleTimeZone: string;
}

type StageSettings = Omit<StageConfig, 'stage' | 'authDomainPrefix'> & { readonly authDomainPrefix?: string };

const devLike = (): StageSettings => ({
  isDevelopment: true,
  sesSender: { identity: 'dev.tandem.example.com', fromAddress: 'no-reply@dev.tandem.example.com' },
  logRetention: RetentionDays.TWO_WEEKS,
  cognitoPlusTier: false,
  cognitoEmailThroughSes: false,
  sesMaxSendRate: 1,
  apiThrottle: { rateLimit: 50, burstLimit: 100 },
  reportSchedule: { hour: 6, minute: 0 },
  scheduleTimeZone: 'Europe/London',
  helpCentreUrl: 'https://help.tandem.example.com/',
});

const knownStages: Record<string, StageSettings> = {
  dev: devLike(),
  prod: {
    isDevelopment: false,
    // customDomain: { domainName: 'tandem.example.com', certificateArn: 'arn:aws:acm:us-east-1:...' },
    sesSender: { identity: 'tandem.example.com', fromAddress: 'no-reply@tandem.example.com' },
    logRetention: RetentionDays.ONE_YEAR,
    cognitoPlusTier: false,
    cognitoEmailThroughSes: true,
    backup: {},
    sesMaxSendRate: 14,
    apiThrottle: { rateLimit: 500, burstLimit: 1000 },
    reportSchedule: { hour: 6, minute: 0 },
    scheduleTimeZone: 'Europe/London',
    helpCentreUrl: 'https://help.tandem.example.com/',
  },
};

/** Throws a message naming the rule when the stage is missing or malformed. */
export function validateStageName(stage: unknown): string {
  if (stage === undefined || stage === null || stage === '') {
    throw new Error('Missing stage: run cdk with `-c stage=NAME` (e.g. `-c stage=dev` or `-c stage=prod`).');
  }
  if (typeof stage !== 'string' || !stageNamePattern.test(stage)) {
    throw new Error(
      `Invalid stage ${JSON.stringify(stage)}: use 2-20 lower-case letters, digits or hyphens, starting and ending with a letter or digit (e.g. dev, prod, pr-42).`,
    );
  }
  return stage;
}

/** Settings a caller may lay over a stage's (tests that build a variant of a stage, e.g. with WAF on). */
export type StageOverrides = Partial<StageSettings>;

export function getStageConfig(stageName: unknown, overrides: StageOverrides = {}): StageConfig {
  const stage = validateStageName(stageName);
  const settings = knownStages[stage] ?? devLike();
  return { stage, authDomainPrefix: `tandem-${stage}`, ...settings, ...overrides };
}

/** `tandem-dev-data` style: every stack name begins with the stage. */
export const stackName = (stage: string, part: string) => `tandem-${stage}-${part}`;
