import { spawnSync } from 'node:child_process';
import { getStageConfig } from '../config/stages';

/**
 * `npm run deploy -- -c stage=NAME`: every stack of the stage. A development stage deploys without
 * questions; any other asks before IAM or security-group changes that broaden access (CDK's
 * `--require-approval broadening`), so nobody widens production's rights by accident.
 */
export function deployArguments(args: readonly string[]): string[] {
  const stage = args
    .flatMap((arg, index) => (arg === '-c' || arg === '--context' ? [args[index + 1] ?? ''] : [arg]))
    .find((arg) => arg.startsWith('stage='))
    ?.slice('stage='.length);
  const approval = getStageConfig(stage).isDevelopment ? 'never' : 'broadening';
  return ['cdk', 'deploy', '--all', '--require-approval', approval, ...args];
}

if (process.argv[1]?.endsWith('deploy.ts')) {
  const result = spawnSync('npx', deployArguments(process.argv.slice(2)), { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
