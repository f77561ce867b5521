import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { EntitySelectionBar } from './entity-selection-bar';
import type { AnyItem, EntityView } from './entity-view';
import { entityViewOf } from './entity-view-of';

const project = { organisationId: 'org-1', projectId: 'p-1' };
const paths = { list: () => '', panel: () => '', detail: () => '', create: () => '', edit: () => '' };
const impactView = entityViewOf<AnyItem>('impact', {
  phrases: 'impacts',
  listColumns: [],
  paths,
}) as EntityView;
const selected = ['i-1', 'i-2', 'i-3'].map((id) => ({ id, name: id }) as unknown as AnyItem);

/** The bar over three selected impacts, with the grid's own action beside the kit's. */
function render(max?: number) {
  const told: boolean[] = [];
  renderWithProviders(
    <EntitySelectionBar
      view={impactView}
      project={project}
      selected={selected}
      onDone={() => {}}
      max={max}
      extra={(tooMany) => {
        told.push(tooMany);
        return <button disabled={tooMany}>E-mails</button>;
      }}
    />,
  );
  return told;
}

describe('the kit’s selection bar: a bulk maximum and the grid’s own actions', () => {
  it('over the maximum, says so and offers nothing that would send, the grid’s own action included', () => {
    const told = render(2);
    expect(screen.getByText('Choose at most 2 at a time.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'E-mails' })).toBeDisabled();
    expect(told.at(-1)).toBe(true);
  });

  it('within it (or with none given), offers every action as before', () => {
    const told = render(3);
    expect(screen.queryByText(/at most/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'E-mails' })).toBeEnabled();
    expect(told.at(-1)).toBe(false);
  });
});
