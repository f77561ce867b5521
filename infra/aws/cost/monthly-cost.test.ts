import { describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp } from '../bin/build-app';
import { synthStage, testApp } from '../test/synth';
import { fiftyPersonOrganisation, idle, monthlyCost, scaled, stageFacts } from './monthly-cost';

const prod = stageFacts(Object.values(synthStage('prod').templates));

describe('the monthly bill of a production stage', () => {
  it('reads what is deployed from the templates', () => {
    expect(prod).toMatchObject({
      alarmMetrics: 10,
      dashboards: 1,
      cognitoPlus: false,
      pointInTimeRecovery: true,
      backupDays: 35,
      webAcls: 0,
    });
  });

  it('costs at most $2 a month for the 50-person organisation, and at most $0.10 idle', () => {
    expect(monthlyCost(prod, fiftyPersonOrganisation).total).toBeLessThanOrEqual(2);
    expect(monthlyCost(prod, idle).total).toBeLessThanOrEqual(0.1);
  });

  it('would break the budget with per-user Cognito Plus at scale, or with alarms beyond the free ten', () => {
    expect(monthlyCost({ ...prod, cognitoPlus: true }, scaled(10)).total).toBeGreaterThan(
      monthlyCost(prod, scaled(10)).total + 3,
    );
    expect(monthlyCost({ ...prod, alarmMetrics: 40 }, idle).total).toBeGreaterThan(2);
  });

  it('counts a WAF web ACL and its rule, which alone exceed the budget (so it is a stage setting, off by default)', () => {
    const withWaf = stageFacts(
      buildApp(testApp(), 'prod', { overrides: { waf: { requestsPerIpPer5Minutes: 3000 } } }).all.map(
        (stack) => Template.fromStack(stack),
      ),
    );
    expect(withWaf).toMatchObject({ webAcls: 1, webAclRules: 1 });
    expect(monthlyCost(withWaf, idle).total).toBeGreaterThanOrEqual(6);
    expect(monthlyCost(withWaf, fiftyPersonOrganisation).total).toBeGreaterThan(2);
  });

  it('grows with use', () => {
    const figures = [fiftyPersonOrganisation, scaled(10), scaled(100)].map(
      (usage) => monthlyCost(prod, usage).total,
    );
    expect(figures[1]).toBeGreaterThan(figures[0]!);
    expect(figures[2]).toBeGreaterThan(figures[1]!);
  });
});
