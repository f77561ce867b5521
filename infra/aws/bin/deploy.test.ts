import { describe, expect, it } from 'vitest';
import { deployArguments } from './deploy';

describe('deploy', () => {
  it('asks before broadening changes in production, not in a development stage', () => {
    expect(deployArguments(['-c', 'stage=prod'])).toEqual(
      expect.arrayContaining(['--require-approval', 'broadening']),
    );
    expect(deployArguments(['-c', 'stage=dev'])).toEqual(
      expect.arrayContaining(['--require-approval', 'never']),
    );
    expect(deployArguments(['--context', 'stage=pr-42']).slice(0, 5)).toEqual([
      'cdk',
      'deploy',
      '--all',
      '--require-approval',
      'never',
    ]);
  });

  it('refuses to guess a missing stage', () => {
    expect(() => deployArguments([])).toThrow(/Missing stage/);
  });
});
