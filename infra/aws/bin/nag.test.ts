import { describe, expect, it } from 'vitest';
import { synthStage, testApp, unacknowledgedNagFindings } from '../test/synth';
import { buildApp } from './build-app';

/**
 * cdk-nag (v3) runs as a CDK validation plugin, so `cdk synth` already fails on an unacknowledged
 * error. Here every stack of both known stages is checked for errors AND warnings, each deliberate
 * exception being a `Validations.of(construct).acknowledge({ id, reason })` next to the resource.
 */
describe.each(['dev', 'prod'])('cdk-nag AwsSolutions, stage %s', (stage) => {
  const { stacks } = synthStage(stage);
  it.each(stacks.all.map((stack) => [stack.stackName, stack] as const))(
    '%s has no unacknowledged finding',
    (_, stack) => {
      expect(unacknowledgedNagFindings(stack)).toEqual([]);
    },
  );

  it('acknowledges every exception with a specific reason', () => {
    const reasons = stacks.all.flatMap((stack) =>
      stack.node
        .findAll()
        .flatMap((construct) => construct.node.metadata)
        .filter((entry) => entry.type === 'aws:cdk:acknowledged-rules')
        .flatMap((entry) => Object.values(entry.data as Record<string, unknown>)),
    );
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(JSON.stringify(reason).length).toBeGreaterThan(60);
  });
});

// `cdk synth` knows the account and region (the CLI's defaults), so cross-stack references are written
// with literal regions; the acknowledgements must name them as written there too. A synthesis runs
// cdk-nag as a validation plugin and fails on any unacknowledged error, as `npm run synth` does.
describe.each(['dev', 'prod'])('cdk-nag AwsSolutions, stage %s with a known account and region', (stage) => {
  it('synthesises without an unacknowledged finding', () => {
    const app = testApp();
    buildApp(app, stage, { env: { account: '123456789012', region: 'eu-west-2' } });
    expect(() => app.synth()).not.toThrow();
  });
});
