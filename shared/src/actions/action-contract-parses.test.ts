import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../contract/define-endpoint';
import { actionParseProbes } from './action-parse-probes';
import { actionEndpoints } from './contract';
import served from './served-action-parses.json';

/**
 * What the served action contract answered to good and faulty params, queries and bodies (refinements,
 * their messages, trimming, defaults, coercion: all that the JSON Schemas of
 * `served-action-contract.json` cannot show), held against the entries the contract serves now. Written
 * from the hand-written entries by `shared/scripts/write-served-action-parses.ts`; the generated ones
 * first differed in two places no JSON Schema showed: the list's filter keys (`action-list-keys.test.ts`)
 * and a repeated business area, which the served bodies took (the server keeps it once).
 */
const contract = actionEndpoints as Record<string, Endpoint>;
const probes = served as Record<string, Record<string, Record<string, string>>>;
const id = '00000000-0000-4000-8000-000000000001';

describe('the action contract parses as the served one did', () => {
  it('probes all 21 standard endpoints, every part they take', () => {
    expect(Object.keys(probes)).toHaveLength(21);
    expect(Object.values(probes).flatMap((parts) => Object.values(parts).flatMap(Object.keys)).length).toBe(
      1565,
    );
  });

  for (const endpointId of Object.keys(probes))
    it(`${endpointId}: every probe answers as served`, () => {
      expect(actionParseProbes(contract, [endpointId])[endpointId]).toEqual(probes[endpointId]);
    });

  it('takes a repeated business area in create, add-multiple and update (`repeatsTaken`), as served', () => {
    const businessAreaIds = [id, id];
    expect(contract.createAction!.body!.safeParse({ name: 'A', businessAreaIds }).success).toBe(true);
    expect(
      contract.addMultipleActions!.body!.safeParse({ actions: [{ name: 'A', businessAreaIds }] }).success,
    ).toBe(true);
    expect(contract.updateAction!.body!.safeParse({ businessAreaIds, version: 1 }).success).toBe(true);
  });
});
