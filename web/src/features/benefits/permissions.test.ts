import { endpoints } from '@tandem/shared/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { benefitPermissions } from './permissions';

describe('benefits permissions used to hide controls', () => {
  it.each(Object.entries(benefitPermissions))(
    '%s is the contract’s declared permission',
    (id, permission) => {
      expect(endpoints[id as keyof typeof endpoints].permission).toEqual(permission);
    },
  );
});
