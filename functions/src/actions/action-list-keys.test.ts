import { describe, expect, it } from 'vitest';
import { actions } from '@tandem/shared/actions/action';
import { actionListing } from './kit-action-listing';

/**
 * The action list's keys on both sides of the contract, so they cannot drift apart: the keys the
 * server's listing reads its own way (`actionListing.keys`) and the keys the generated list and export
 * queries take (`actions.schemas`, with `apiShape.listKeys`). The first switch of the contract lost
 * `ownerOrAssignedTo` there while the listing still read it (docs/decisions.md).
 */
const taken = new Set([...actions.schemas.sortKeys, ...actions.schemas.filterKeys]);
const ownWay = Object.keys(actionListing.keys ?? {});
/** What the kit's list reads for any entity besides its fields (`entity-kit/list.ts`, `accessorsOf`). */
const kitKeys = ['refNumber', 'lifecycleStatus', 'createdAt', 'updatedAt', 'tags'];

describe('the action list keys: the listing and the contract agree', () => {
  it('takes in the contract every key the listing reads its own way', () => {
    expect(ownWay.length).toBeGreaterThan(0);
    expect(ownWay.filter((key) => !taken.has(key))).toEqual([]);
    expect(actions.schemas.filterKeys).toContain('ownerOrAssignedTo');
  });

  it('reads every key the contract takes: a kit key, a declared field, or a key of its own', () => {
    const read = new Set([...kitKeys, ...Object.keys(actions.declaration.fields), ...ownWay]);
    expect([...taken].filter((key) => !read.has(key))).toEqual([]);
  });
});
