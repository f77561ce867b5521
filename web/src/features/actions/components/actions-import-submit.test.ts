import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createActionsFromUpload } from '../api/create-actions-from-upload';
import type { ActionImportRow } from './actions-import-rows';
import { submitActionBatch } from './actions-import-submit';

vi.mock('../api/create-actions-from-upload', () => ({ createActionsFromUpload: vi.fn() }));
const create = vi.mocked(createActionsFromUpload);

const project = { organisationId: 'org', projectId: 'project' };
const rows: ActionImportRow[] = [
  { kind: 'new', row: { name: 'One' } },
  { kind: 'replace', row: { name: 'Two', id: 'action-2' } },
  { kind: 'new', row: { name: 'Three' } },
];
const apiError = (status: number, details?: unknown) =>
  new ApiError({ status, message: `failed ${status}`, details, method: 'POST', url: '/x' });

describe('submitActionBatch', () => {
  // The config's restoreMocks gives every test a fresh mock.

  it('sends new rows and replacements in their own lists', async () => {
    create.mockResolvedValue({ created: 2, replaced: 1, actionIds: [] });
    expect(await submitActionBatch(project, rows)).toEqual({ ok: true, created: 2, replaced: 1 });
    expect(create).toHaveBeenCalledWith({
      ...project,
      body: {
        newActions: [{ name: 'One' }, { name: 'Three' }],
        actionsToReplace: [{ name: 'Two', id: 'action-2' }],
      },
    });
  });

  it('points a 400’s row errors back at the batch rows, with the file’s field names', async () => {
    const error = apiError(400, {
      field: 'body.newActions.1.ownerId',
      rows: [
        { list: 'newActions', row: 1, field: 'ownerId', message: 'Not a member of the organisation.' },
        { list: 'actionsToReplace', row: 0, field: 'name', message: 'The name is required.' },
        { list: 'actionsToReplace', row: -1, field: 'id', message: 'An action to replace does not exist.' },
      ],
    });
    create.mockImplementation(() => Promise.reject(error));
    expect(await submitActionBatch(project, rows)).toEqual({
      ok: false,
      message: 'failed 400',
      fatal: false,
      rowProblems: [
        { index: 2, field: 'owner', message: 'Not a member of the organisation.' },
        { index: 1, field: 'name', message: 'The name is required.' },
        { index: -1, field: 'refNumber', message: 'An action to replace does not exist.' },
      ],
    });
  });

  it('stops the import on failures the next batch would repeat', async () => {
    for (const status of [0, 403, 500]) {
      create.mockRejectedValueOnce(apiError(status));
      expect(await submitActionBatch(project, rows)).toMatchObject({
        ok: false,
        fatal: true,
        rowProblems: [],
      });
    }
  });
});
