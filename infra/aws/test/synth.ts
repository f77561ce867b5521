import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { repoRoot } from '../config/paths';
import { buildApp, type TandemStacks } from '../bin/build-app';

/** The feature flags of the real app (cdk.json), so tests synthesise what `cdk synth` does. */
const cdkJsonContext = (
  JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }
).context;

/**
 * A new App with the real context, but no esbuild bundling (the `aws:cdk:bundling-stacks` context set
 * to none makes NodejsFunction skip it), which keeps a synth of the five stacks well under a second.
 */
export function testApp(): App {
  // CDK's built-in CloudFormation schema validation costs ~4 s per synth; `cdk synth` (CI) still runs it.
  return new App({
    context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
}

export interface SynthesisedStage {
  readonly stacks: TandemStacks;
  readonly templates: {
    readonly ops: Template;
    readonly data: Template;
    readonly auth: Template;
    readonly web: Template;
    readonly api: Template;
    readonly jobs: Template;
    readonly monitoring: Template;
  };
}

/** Builds and synthesises one stage; call once per test file and reuse the templates. */
export function synthStage(stage: string): SynthesisedStage {
  const stacks = buildApp(testApp(), stage);
  const t = (stack: Stack) => Template.fromStack(stack);
  return {
    stacks,
    templates: {
      ops: t(stacks.ops),
      data: t(stacks.data),
      auth: t(stacks.auth),
      web: t(stacks.web),
      api: t(stacks.api),
      jobs: t(stacks.jobs),
      monitoring: t(stacks.monitoring),
    },
  };
}

/** cdk-nag AWS Solutions findings (errors and warnings) that no acknowledgement covers, as `rule @ path`. */
export function unacknowledgedNagFindings(stack: Stack): string[] {
  const report = new AwsSolutionsChecks(undefined, { verbose: false }).validateScope(stack);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map(
      (resource) =>
        `${violation.severity ?? 'error'} ${violation.ruleName} @ ${resource.constructPath ?? resource.resourceLogicalId ?? '?'}`,
    ),
  );
}
