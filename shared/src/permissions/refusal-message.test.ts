import { describe, expect, it } from 'vitest';
import { endpoints } from '../contract/endpoints';
import { OrgScope } from './org-scope';
import { refusalMessage } from './refusal-message';

describe('refusalMessage (issue 28 item 11)', () => {
  it('names the right a write is missing, not the view phrase', () => {
    expect(refusalMessage({ kind: 'project', area: 'action', access: 'edit' })).toBe(
      'You need the right to edit actions in this project to do this.',
    );
    expect(refusalMessage({ kind: 'project', area: 'impact', access: 'view' })).toBe(
      'You need the right to view impacts in this project to do this.',
    );
    expect(refusalMessage({ kind: 'organisation', minimumScope: OrgScope.OWNER })).toBe(
      'You need the Owner role or higher in this organisation to do this.',
    );
  });

  it('every endpoint’s refusal is an en-GB sentence, never a phrase key', () => {
    for (const [id, endpoint] of Object.entries(endpoints)) {
      const message = refusalMessage(endpoint.permission);
      expect(message, id).toMatch(/^[A-Z][^.]* [^.]*\.$/);
      expect(message, id).not.toMatch(/phrases\.|undefined/);
    }
  });
});
