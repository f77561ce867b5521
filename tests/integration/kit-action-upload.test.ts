import { beforeAll, describe, expect, it } from 'vitest';
import { actions } from '@tandem/shared/actions/action';
import { RagStatus } from '@tandem/shared/core/rag';
import { demoCoreDataId } from '@tandem/infra/local/src/seed/core-data-seed';
import { api } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

const { kitActionEntity } = await import('@tandem/functions/actions/kit-action-entity');
const { actionComputedValues } = await import('@tandem/functions/actions/kit-action-computed');
const { actionListing } = await import('@tandem/functions/actions/kit-action-listing');
const { entityImplementations } = await import('@tandem/functions/entity-kit/implementations');
const handWritten = await import('./served-action-writes');
const handBulk = await import('@tandem/functions/groups/actions/bulk');

// Issue 9 item 6: createActionsFromUpload is NOT switched. The same uploads through the served
// (hand-written) call and the kit's, each difference pinned, so closing one shows here first
// (docs/architecture.md "Actions and the kit", create-from-upload).
const run = `kitup${Date.now().toString(36)}`;
const organisationId = f.organisationId;
const caller = { userId: f.userId('admin'), settings: {} } as never;
const kit = entityImplementations(actions, kitActionEntity, {
  computed: actionComputedValues,
  listing: actionListing,
}) as unknown as Record<string, (request: object) => Promise<unknown>>;
let scope = { organisationId, projectId: '' };

const kitUpload = (body: object) => kit.createActionsFromUpload!({ params: scope, query: {}, body, caller });

/** The answer, or the refusal's status, field and row problems. */
const settled = async (call: () => Promise<unknown>) => {
  try {
    return { ok: JSON.parse(JSON.stringify(await call())) as Record<string, unknown> };
  } catch (error) {
    const { statusCode, message, details } = error as {
      statusCode?: number;
      message: string;
      details?: { field?: string; rows?: unknown[] };
    };
    return { status: statusCode, message, field: details?.field, rows: details?.rows };
  }
};

beforeAll(async () => {
  const project = await api('POST', `/api/v1/organisations/${organisationId}/projects`, {
    headers: await bearer('admin'),
    body: JSON.stringify({ name: `${run} kit action upload` }),
  });
  expect(project.status).toBe(201);
  scope = { organisationId, projectId: (project.json.payload as { id: string }).id };
});

describe('createActionsFromUpload through the kit: not switched, the differences', () => {
  it('creates and replaces alike, but answers `ids` where served answers `actionIds`', async () => {
    const kept = await handWritten.createAction(caller, scope, { name: `${run} kept` } as never);
    const hand = await settled(() =>
      handBulk.createActionsFromUpload(caller, scope, {
        newActions: [{ name: `${run} new`, ragStatus: RagStatus.GREEN }],
        actionsToReplace: [{ id: kept.id, name: `${run} replaced` }],
      }),
    );
    const made = await settled(() =>
      kitUpload({
        newActions: [{ name: `${run} new`, ragStatus: RagStatus.GREEN }],
        actionsToReplace: [{ id: kept.id, name: `${run} replaced` }],
      }),
    );
    expect(Object.keys(hand.ok!)).toEqual(['created', 'replaced', 'actionIds']);
    expect(Object.keys(made.ok!)).toEqual(['created', 'replaced', 'ids']);
    expect([hand.ok!.created, hand.ok!.replaced]).toEqual([1, 1]);
    expect([made.ok!.created, made.ok!.replaced]).toEqual([1, 1]);
    expect((hand.ok!.actionIds as string[])[1]).toBe(kept.id);
    expect((made.ok!.ids as string[])[1]).toBe(kept.id);
  });

  it('reports a bad row under other field names and words', async () => {
    const row = { name: `${run} bad`, ragStatus: 9 };
    const hand = await settled(() =>
      handBulk.createActionsFromUpload(caller, scope, { newActions: [row], actionsToReplace: [] }),
    );
    const made = await settled(() => kitUpload({ newActions: [row], actionsToReplace: [] }));
    expect(hand.status).toBe(400);
    expect(made.status).toBe(400);
    expect(hand.rows).toEqual([
      { list: 'newActions', row: 0, field: 'ragStatus', message: 'Not a RAG status.' },
    ]);
    expect(made.rows).toEqual([
      {
        list: 'newActions',
        row: 0,
        field: 'ragStatus',
        message: 'Invalid input',
      },
    ]);
  });

  it('takes no action type in a kit row: the row check reads the served keys, the row the declaration’s', async () => {
    const type = demoCoreDataId('a', 'actionType', 'Training');
    const hand = await settled(() =>
      handBulk.createActionsFromUpload(caller, scope, {
        newActions: [{ name: `${run} typed`, actionTypeId: type }],
        actionsToReplace: [],
      }),
    );
    const made = await settled(() =>
      kitUpload({ newActions: [{ name: `${run} typed`, actionType: type }], actionsToReplace: [] }),
    );
    expect(hand.ok).toMatchObject({ created: 1 });
    expect(made.rows).toEqual([
      { list: 'newActions', row: 0, field: 'row', message: 'Unrecognized key: "actionType"' },
    ]);
  });

  it('marks an unknown replacement as row -1 in both, in the same words', async () => {
    const body = { newActions: [], actionsToReplace: [{ id: crypto.randomUUID(), name: `${run} ghost` }] };
    const hand = await settled(() => handBulk.createActionsFromUpload(caller, scope, body));
    const made = await settled(() => kitUpload(body));
    expect(hand.rows).toEqual([
      { list: 'actionsToReplace', row: -1, field: 'id', message: 'An action to replace does not exist.' },
    ]);
    // The kit says its label with the article it takes ("An action", "A pulse").
    expect(made.rows).toEqual(hand.rows);
  });
});
