import { describe, expect, it } from 'vitest';
import { RagStatus } from '@tandem/shared/core/rag';
import { callAction, freshAction } from './action-fixtures';
import { createItem } from './core-data-fixtures';

// Issue 37 item 4: the warning of a refused stale write names the field and the value as a person
// sees them, with an en-GB date and time: never `ragStatus`, "2", an ISO timestamp or a version.

const ukDateTime =
  / on \d{2}\/\d{2}\/\d{4} at \d{2}:\d{2} \(UK time\)\. Reload to see their change, then try again\.$/;

describe('the words of a stale write', () => {
  it('a RAG change reads as the RAG label, and an action type as its name', async () => {
    const action = await freshAction();
    const first = await callAction('updateActionField', {
      params: { actionId: action.id, fieldName: 'ragStatus' },
      body: { number: RagStatus.AMBER, version: action.version },
    });
    expect(first.status).toBe(200);
    const second = await callAction('updateActionField', {
      as: 'contributor',
      params: { actionId: action.id, fieldName: 'ragStatus' },
      body: { number: RagStatus.GREEN, version: action.version },
    });
    expect(second.status).toBe(409);
    const message = second.json.message as string;
    expect(message).toMatch(/^Ada Admin changed the RAG to “Amber”/);
    expect(message).toMatch(ukDateTime);
    expect(message).not.toMatch(/ragStatus|version|\d{4}-\d{2}-\d{2}T/);

    const type = await createItem('actionType');
    const typed = await callAction('updateAction', {
      params: { actionId: action.id },
      body: { actionTypeId: type.id, version: action.version + 1 },
    });
    expect(typed.status).toBe(200);
    const stale = await callAction('updateAction', {
      as: 'contributor',
      params: { actionId: action.id },
      body: { name: 'Too late', version: action.version + 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(new RegExp(`^Ada Admin changed the action type to “${type.name}”`));
  });
});
