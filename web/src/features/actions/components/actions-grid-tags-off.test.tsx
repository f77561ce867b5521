import { screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { actionGridColumns } from './actions-grid-columns';
import { BulkActions } from './bulk-actions';

const t = ((key: string) => key) as unknown as TFunction;
const project = { organisationId: 'org-a', projectId: 'proj-1' };
const choices = { ragStatus: [], progressStatus: [] };

const renderBar = (mayTag: boolean) =>
  renderWithProviders(
    <BulkActions
      project={project}
      choices={choices}
      selected={[{ id: 'a-1' } as never]}
      mayEdit
      mayTag={mayTag}
      onDone={() => {}}
    />,
  );

describe('the actions grid with the organisation’s tags switched off', () => {
  it('has no Tags column', () => {
    const colIds = (tags: boolean) => actionGridColumns(t, { tags }).map((column) => column.colId);
    expect(colIds(true)).toContain('tags');
    expect(colIds(false)).not.toContain('tags');
  });

  it('offers no Add tags on the selection', () => {
    renderBar(false);
    expect(screen.queryByRole('button', { name: 'Add tags' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bulk update' })).toBeInTheDocument();
  });

  it('offers Add tags while they are on', () => {
    renderBar(true);
    expect(screen.getByRole('button', { name: 'Add tags' })).toBeInTheDocument();
  });
});
