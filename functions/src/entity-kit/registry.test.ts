import { describe, expect, it } from 'vitest';
import { actions } from '@tandem/shared/actions/action';
import { benefits } from '@tandem/shared/benefits/benefit';
import { actionEntity } from '../data/entities/action';
import { benefitEntity } from '../data/entities/benefit';
import { storedLayoutOf } from '../data/entities/project-entity';
import { kitModelOf } from './registry';

describe('kitModelOf: the kit model of a declaration, with its stored layout', () => {
  it('is the one model the data Service registers, with its stored layout', () => {
    expect(kitModelOf(actions.declaration)).toBe(actionEntity);
    expect(storedLayoutOf(kitModelOf(actions.declaration)).activeCounterKind).toBe('activeActions');
    expect(kitModelOf(benefits.declaration)).toBe(benefitEntity);
  });
});
