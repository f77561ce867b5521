import { passwordRuleBreak } from '@tandem/shared/users/password-rule';
import { describe, expect, it } from 'vitest';
import { demoPassword } from './demo-data';

describe('the demo password', () => {
  it('satisfies the product’s password rule, so a demo user who changes it can set it back', () => {
    expect(passwordRuleBreak(demoPassword)).toBeNull();
  });
});
