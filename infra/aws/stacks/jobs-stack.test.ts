import { describe, expect, it } from 'vitest';
import { synthStage } from '../test/synth';
import { dailyReportsInput } from './jobs-stack';

const jobs = synthStage('dev').templates.jobs;
type Resource = { Properties: Record<string, unknown> };
const functions = Object.entries(jobs.findResources('AWS::Lambda::Function')) as [string, Resource][];

describe('jobs stack', () => {
  it('has the jobs Lambda: arm64, Node 22, tracing, table and sender configured', () => {
    expect(functions).toHaveLength(1);
    const [, fn] = functions[0]!;
    expect(fn.Properties).toMatchObject({
      FunctionName: 'tandem-dev-jobs',
      Architectures: ['arm64'],
      Runtime: 'nodejs22.x',
      TracingConfig: { Mode: 'Active' },
    });
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'STAGE', 'SES_FROM_ADDRESS']),
    );
  });

  it('runs a daily schedule that invokes the jobs Lambda with the report jobs', () => {
    const [functionId] = functions[0]!;
    jobs.resourceCountIs('AWS::Scheduler::Schedule', 1);
    const schedule = (Object.values(jobs.findResources('AWS::Scheduler::Schedule')) as Resource[])[0]!
      .Properties;
    expect(schedule.ScheduleExpression).toBe('cron(0 6 * * ? *)');
    expect(schedule.ScheduleExpressionTimezone).toBe('Europe/London');
    expect(schedule.State).toBe('ENABLED');
    const target = schedule.Target as { Arn: unknown; RoleArn: unknown; Input: string };
    expect(target.Arn).toEqual({ 'Fn::GetAtt': [functionId, 'Arn'] });
    expect(JSON.parse(target.Input)).toEqual(dailyReportsInput);
  });

  it('lets the jobs Lambda send e-mail only as the stage sender, and write the table', () => {
    const statements = (Object.values(jobs.findResources('AWS::IAM::Policy')) as Resource[]).flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
    );
    const ses = statements.find((statement) => JSON.stringify(statement.Action).includes('ses:'))!;
    expect(ses.Action).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    expect(JSON.stringify(ses.Resource)).toContain(':identity/dev.tandem.example.com');
    expect(ses.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@dev.tandem.example.com' } });
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query', 'lambda:InvokeFunction']),
    );
  });
});
