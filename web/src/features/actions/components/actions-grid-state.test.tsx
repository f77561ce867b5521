import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { CellKeyDownEvent, ColDef } from 'ag-grid-community';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { actionView } from '../action-view';
import type { Action } from '../api/list-actions';
import { permissionsStore } from '@/lib/permissions-store';
import { stubFetch } from '@/testing/fake-fetch';
import { createTestQueryClient } from '@/testing/test-utils';
import { useEntityListGridRows } from '@/lib/entity-kit/entity-grid-list-rows';
import { useEntityGridState, type EntityGridParts } from '@/lib/entity-kit/entity-grid-state';

const project = { organisationId: 'org-a', projectId: 'proj-1' };
let version = 0;
const grant = (flags: number) =>
  permissionsStore.offer({
    version: String(++version),
    data: { 'org-a': { s: OrgScope.READER, pe: [], po: [], a: 0, p: { 'proj-1': flags } } },
  });
const row = { id: 'a-1', refNumber: 1, name: 'One', lifecycleStatus: 'active', version: 3 } as Action;
const page = { items: [row], page: 1, pageSize: 100, totalItems: 1, totalPages: 1 };

afterEach(() => permissionsStore.clear());

/** The grid state over the actions' view (the list paged), recording what `clear` is asked. */
function render() {
  const cleared: string[] = [];
  const fetchMock = stubFetch(() => ({ body: { payload: page, isError: false } }));
  const parts: EntityGridParts<Action> = {
    filters: 'name-ct-o',
    keyOf: (column: ColDef<Action>) => column.colId,
    editable: (key) => key === 'name',
    clear: (item, key) => cleared.push(`${item.id} ${key}`),
    enterOpens: false,
    onRefused: () => {},
    sortKeyOf: (colId) => ({ review: 'nextReviewDue', name: 'name' })[colId],
  };
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => useEntityGridState(actionView, project, parts, useEntityListGridRows<Action>),
    { wrapper },
  );
  const press = (colId: string, key: string) =>
    hook.result.current.cellEvents.onCellKeyDown({
      colDef: { colId },
      data: row,
      event: new KeyboardEvent('keydown', { key }),
    } as unknown as CellKeyDownEvent<Action>);
  const listUrls = () =>
    fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/actions?'));
  return { ...hook, cleared, press, listUrls };
}

describe('the kit grid’s state over the actions’ view', () => {
  it('pages the list of a view without grid-data, and sorts it by the columns’ server keys', async () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW);
    const { result, listUrls } = render();
    await waitFor(() => expect(result.current.items.rows).toEqual([row]));
    expect(result.current.items.total).toBe(1);
    expect(listUrls()[0]).toContain('sorts=refNumber');
    expect(listUrls()[0]).toContain('filters=name-ct-o');
    act(() => result.current.onSortModel([{ colId: 'review', sort: 'desc' }]));
    expect(result.current.sorts).toBe('-nextReviewDue');
    await waitFor(() => expect(listUrls().at(-1)).toContain('sorts=-nextReviewDue'));
    // A column the server does not sort by: back to ref order.
    act(() => result.current.onSortModel([{ colId: 'tags', sort: 'asc' }]));
    expect(result.current.sorts).toBe('refNumber');
  });

  it('edits and clears only with the edit right, and only the keys the grid says', async () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW);
    const reader = render();
    expect(reader.result.current.mayEdit).toBe(false);
    reader.press('name', 'Delete');
    expect(reader.cleared).toEqual([]);
    reader.unmount();

    grant(
      ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW | ProjectFlag.PROJECT_EDIT | ProjectFlag.ACTION_EDIT,
    );
    const editor = render();
    expect(editor.result.current.mayEdit).toBe(true);
    editor.press('description', 'Delete');
    editor.press('name', 'Delete');
    expect(editor.cleared).toEqual(['a-1 name']);
  });
});
