import { describe, expect, it } from 'vitest';
import { actionStakeholderEmailsQueryOptions } from './get-action-stakeholder-emails';
import { actionKeys } from './keys';
import { listActionTagsQueryOptions } from './list-action-tags';

describe('action query keys written out in the bulk dialogs’ fetchers', () => {
  const project = { organisationId: 'o', projectId: 'p' };
  it('match actionKeys, so a reload of the project’s actions reaches them', () => {
    expect(listActionTagsQueryOptions(project).queryKey).toEqual(actionKeys.tags('o', 'p'));
    expect(actionStakeholderEmailsQueryOptions(project, ['a']).queryKey).toEqual([
      ...actionKeys.all('o', 'p'),
      'stakeholder-emails',
      ['a'],
    ]);
  });
});
