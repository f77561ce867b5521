import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { projectEntities } from '@tandem/shared/contract/project-entities';
import { describe, expect, it } from 'vitest';
import { customFieldsPhrases } from '@/lib/i18n/en-gb-tags';
import { customFieldKinds } from './custom-field-kinds';

describe('custom field kinds', () => {
  it('are the kit entities that opted into custom fields, each with its phrase', () => {
    const optedIn = (projectEntities as readonly ProjectEntity[])
      .filter((entity) => entity.declaration.endpoints.customFields === true)
      .map((entity) => entity.declaration.name as string);
    expect([...customFieldKinds].sort()).toEqual(optedIn.sort());
    for (const kind of customFieldKinds) expect(customFieldsPhrases.kindNames).toHaveProperty(kind);
  });
});
