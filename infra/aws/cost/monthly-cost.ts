import type { Template } from 'aws-cdk-lib/assertions';

/**
 * The monthly bill of one stage, from its synthesised templates (what is deployed) and a usage model
 * (how much it is used). Prices are AWS's on-demand list prices in us-east-1 (November 2026); the
 * "always free" tiers (not the 12-month ones) are applied in `total`, and left out in `list`.
 * docs/cost.md explains the model and the figures.
 */
export const prices = {
  httpApiPerMillion: 1.0,
  lambdaRequestsPerMillion: 0.2,
  lambdaArmPerGbSecond: 0.0000133334,
  dynamoReadsPerMillion: 0.125,
  dynamoWritesPerMillion: 0.625,
  dynamoStoragePerGb: 0.25,
  pitrPerGb: 0.2,
  backupPerGb: 0.1,
  logsIngestPerGb: 0.5,
  alarmMetric: 0.1,
  dashboard: 3.0,
  xrayTracesPerMillion: 5.0,
  cognitoPlusPerMau: 0.02,
  cognitoEssentialsPerMau: 0.015,
  sesPerThousand: 0.1,
  cloudFrontPerGb: 0.085,
  cloudFrontRequestsPer10k: 0.01,
  wafWebAcl: 5.0,
  wafRule: 1.0,
  wafRequestsPerMillion: 0.6,
} as const;

/** Always-free allowances per account and month. */
export const freeTiers = {
  lambdaRequests: 1_000_000,
  lambdaGbSeconds: 400_000,
  alarmMetrics: 10,
  dashboards: 3,
  xrayTraces: 100_000,
  cognitoEssentialsMau: 10_000,
  dynamoStorageGb: 25,
  logsGb: 5,
  cloudFrontGb: 1_000,
  cloudFrontRequests: 10_000_000,
} as const;

export interface UsageModel {
  readonly name: string;
  /** People who sign in on a working day. */
  readonly dailyUsers: number;
  readonly pageViewsPerUserPerDay: number;
  readonly workingDays: number;
  /** API calls per page view (the first page's boot call included), from the bench's first-page part. */
  readonly apiCallsPerPageView: number;
  /** Background calls per signed-in hour (the unread count at most every 5 minutes). */
  readonly backgroundCallsPerHour: number;
  readonly hoursSignedInPerDay: number;
  readonly tableGb: number;
  /** Share of API calls that write. */
  readonly writeShare: number;
  /** Digest and invitation e-mails a month. */
  readonly emails: number;
}

/** The 50-person organisation of issue 31: 20 daily users × 30 page views × 22 days. */
export const fiftyPersonOrganisation: UsageModel = {
  name: '50-person organisation',
  dailyUsers: 20,
  pageViewsPerUserPerDay: 30,
  workingDays: 22,
  apiCallsPerPageView: 6,
  backgroundCallsPerHour: 12,
  hoursSignedInPerDay: 4,
  tableGb: 0.05,
  writeShare: 0.1,
  emails: 20 * 22 * 2 + 10,
};

export const idle: UsageModel = {
  ...fiftyPersonOrganisation,
  name: 'idle (deployed, nobody signs in)',
  dailyUsers: 0,
  tableGb: 0,
  emails: 0,
};

export const scaled = (factor: number): UsageModel => ({
  ...fiftyPersonOrganisation,
  name: `${factor}× the 50-person organisation`,
  dailyUsers: fiftyPersonOrganisation.dailyUsers * factor,
  tableGb: fiftyPersonOrganisation.tableGb * factor,
  emails: fiftyPersonOrganisation.emails * factor,
});

/** What the bill depends on in a stage's templates. */
export interface StageFacts {
  readonly alarmMetrics: number;
  readonly dashboards: number;
  readonly apiFunctionMemoryMb: number;
  readonly tracing: boolean;
  readonly cognitoPlus: boolean;
  readonly pointInTimeRecovery: boolean;
  /** Days a daily backup is kept (0: no backup plan). */
  readonly backupDays: number;
  /** AWS WAF web ACLs and their rules (stage setting `waf`). */
  readonly webAcls: number;
  readonly webAclRules: number;
}

type Resource = { Properties: Record<string, unknown> };
const resources = (templates: readonly Template[], type: string) =>
  templates.flatMap((template) => Object.values(template.findResources(type)) as Resource[]);

export function stageFacts(templates: readonly Template[]): StageFacts {
  const alarmMetrics = resources(templates, 'AWS::CloudWatch::Alarm').reduce(
    (sum, alarm) =>
      sum +
      (alarm.Properties.MetricName
        ? 1
        : (alarm.Properties.Metrics as { MetricStat?: unknown }[]).filter((metric) => metric.MetricStat)
            .length),
    0,
  );
  const functions = resources(templates, 'AWS::Lambda::Function');
  const memory = functions.map((fn) => Number(fn.Properties.MemorySize ?? 128));
  const plans = resources(templates, 'AWS::Backup::BackupPlan');
  const backupDays = Math.max(
    0,
    ...plans.flatMap((plan) =>
      (
        plan.Properties.BackupPlan as { BackupPlanRule: { Lifecycle?: { DeleteAfterDays?: number } }[] }
      ).BackupPlanRule.map((rule) => rule.Lifecycle?.DeleteAfterDays ?? 0),
    ),
  );
  const webAcls = resources(templates, 'AWS::WAFv2::WebACL');
  return {
    webAcls: webAcls.length,
    webAclRules: webAcls.reduce((sum, acl) => sum + ((acl.Properties.Rules as unknown[]) ?? []).length, 0),
    alarmMetrics,
    dashboards: resources(templates, 'AWS::CloudWatch::Dashboard').length,
    apiFunctionMemoryMb: Math.max(...memory),
    tracing: functions.some(
      (fn) => (fn.Properties.TracingConfig as { Mode?: string } | undefined)?.Mode === 'Active',
    ),
    cognitoPlus: resources(templates, 'AWS::Cognito::UserPool').some(
      (pool) => pool.Properties.UserPoolTier === 'PLUS',
    ),
    pointInTimeRecovery: resources(templates, 'AWS::DynamoDB::Table').some(
      (table) =>
        (
          table.Properties.PointInTimeRecoverySpecification as
            { PointInTimeRecoveryEnabled?: boolean } | undefined
        )?.PointInTimeRecoveryEnabled,
    ),
    backupDays,
  };
}

export interface MonthlyCost {
  readonly usage: string;
  readonly lines: Record<string, { list: number; billed: number }>;
  readonly list: number;
  readonly total: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function monthlyCost(facts: StageFacts, usage: UsageModel): MonthlyCost {
  const pageViews = usage.dailyUsers * usage.pageViewsPerUserPerDay * usage.workingDays;
  const background =
    usage.dailyUsers * usage.hoursSignedInPerDay * usage.backgroundCallsPerHour * usage.workingDays;
  const requests = pageViews * usage.apiCallsPerPageView + background;
  // 60 ms a request at the functions' memory (the bench's warm p50 is under 20 ms; cold starts on top).
  const gbSeconds = requests * 0.06 * (facts.apiFunctionMemoryMb / 1024);
  const logsGb = (requests * 1.5) / 1_000_000;
  // Lambda's X-Ray sampling: the first request each second, then 5 % (over an 8-hour working day).
  const reservoir = usage.workingDays * 8 * 3600;
  const traces = facts.tracing ? Math.min(requests, reservoir + 0.05 * Math.max(0, requests - reservoir)) : 0;
  const cdnGb = (pageViews * 0.2) / 1000;
  const cdnRequests = pageViews * 5 + requests;
  const free = (amount: number, allowance: number) => Math.max(0, amount - allowance);
  const line = (list: number, billed: number) => ({ list: round(list), billed: round(billed) });
  const lines: MonthlyCost['lines'] = {
    'API Gateway (HTTP API)': line(
      (requests / 1e6) * prices.httpApiPerMillion,
      (requests / 1e6) * prices.httpApiPerMillion,
    ),
    Lambda: line(
      (requests / 1e6) * prices.lambdaRequestsPerMillion + gbSeconds * prices.lambdaArmPerGbSecond,
      (free(requests, freeTiers.lambdaRequests) / 1e6) * prices.lambdaRequestsPerMillion +
        free(gbSeconds, freeTiers.lambdaGbSeconds) * prices.lambdaArmPerGbSecond,
    ),
    DynamoDB: (() => {
      const reads = requests * 3 * (1 - usage.writeShare);
      const writes = requests * usage.writeShare * 4;
      const io =
        (reads / 1e6) * prices.dynamoReadsPerMillion + (writes / 1e6) * prices.dynamoWritesPerMillion;
      const pitr = facts.pointInTimeRecovery ? usage.tableGb * prices.pitrPerGb : 0;
      const backups = facts.backupDays * usage.tableGb * prices.backupPerGb;
      return line(
        io + usage.tableGb * prices.dynamoStoragePerGb + pitr + backups,
        io + free(usage.tableGb, freeTiers.dynamoStorageGb) * prices.dynamoStoragePerGb + pitr + backups,
      );
    })(),
    'CloudWatch logs': line(
      logsGb * prices.logsIngestPerGb,
      free(logsGb, freeTiers.logsGb) * prices.logsIngestPerGb,
    ),
    'CloudWatch alarms and dashboard': line(
      facts.alarmMetrics * prices.alarmMetric + facts.dashboards * prices.dashboard,
      free(facts.alarmMetrics, freeTiers.alarmMetrics) * prices.alarmMetric +
        free(facts.dashboards, freeTiers.dashboards) * prices.dashboard,
    ),
    'X-Ray': line(
      (traces / 1e6) * prices.xrayTracesPerMillion,
      (free(traces, freeTiers.xrayTraces) / 1e6) * prices.xrayTracesPerMillion,
    ),
    Cognito: facts.cognitoPlus
      ? line(usage.dailyUsers * prices.cognitoPlusPerMau, usage.dailyUsers * prices.cognitoPlusPerMau)
      : line(
          usage.dailyUsers * prices.cognitoEssentialsPerMau,
          free(usage.dailyUsers, freeTiers.cognitoEssentialsMau) * prices.cognitoEssentialsPerMau,
        ),
    SES: line((usage.emails / 1000) * prices.sesPerThousand, (usage.emails / 1000) * prices.sesPerThousand),
    CloudFront: line(
      cdnGb * prices.cloudFrontPerGb + (cdnRequests / 10_000) * prices.cloudFrontRequestsPer10k,
      free(cdnGb, freeTiers.cloudFrontGb) * prices.cloudFrontPerGb +
        (free(cdnRequests, freeTiers.cloudFrontRequests) / 10_000) * prices.cloudFrontRequestsPer10k,
    ),
    // No free tier: every request CloudFront answers is inspected.
    'AWS WAF': (() => {
      const waf =
        facts.webAcls > 0
          ? facts.webAcls * prices.wafWebAcl +
            facts.webAclRules * prices.wafRule +
            (cdnRequests / 1e6) * prices.wafRequestsPerMillion
          : 0;
      return line(waf, waf);
    })(),
  };
  const sum = (key: 'list' | 'billed') =>
    round(Object.values(lines).reduce((total, entry) => total + entry[key], 0));
  return { usage: usage.name, lines, list: sum('list'), total: sum('billed') };
}
