import { App } from 'aws-cdk-lib';
import { buildApp } from './build-app';

/**
 * `npx cdk synth|deploy -c stage=dev` (cdk.json runs this file). One stage per invocation; every
 * stack name begins with `tandem-<stage>-`.
 */
const app = new App();
buildApp(app, app.node.tryGetContext('stage'), {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
app.synth();
