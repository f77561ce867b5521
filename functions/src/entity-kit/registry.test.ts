import { describe, expect, it } from 'vitest';
import { actions } from '@tandem/shared/actions/action';
import { benefits } from '@tandem/shared/benefits/benefit';
import { kitActionEntity } from '../actions/kit-action-entity';
import { actionEntity } from '../data/entities/action';
import { benefitEntity } from '../data/entities/benefit';
import { storedLayoutOf } from '../data/entities/project-entity';
import { kitModelOf } from './registry';

describe('kitModelOf: the kit model of a declaration, with its stored layout', () => {
  it('is the kit model the data Service registers, never the hand-written entity of the same name', () => {
    expect(kitModelOf(actions.declaration)).toBe(kitActionEntity);
    expect(kitModelOf(actions.declaration)).not.toBe(actionEntity);
    expect(storedLayoutOf(kitModelOf(actions.declaration)).activeCounterKind).toBe('activeActions');
    expect(kitModelOf(benefits.declaration)).toBe(benefitEntity);
  });
});
