/**
 * Writes `shared/src/actions/served-action-contract.json`: the route and JSON Schemas of the 21
 * standard action endpoints as served, which `action-family.test.ts` holds the generated contract to.
 * Taken from the hand-written entries before the contract switched to the kit's (issue 9); run it
 * again (`npx tsx shared/scripts/write-served-action-contract.ts`) only for a change of the action
 * API that is meant, and say so in the commit.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { actions } from '../src/actions/action';
import { actionEndpoints } from '../src/actions/contract';
import type { Endpoint } from '../src/contract/define-endpoint';
import { endpointJson } from '../src/contract/endpoint-json';

const served = actionEndpoints as Record<string, Endpoint>;
const standardIds = Object.keys(actions.endpoints).filter((id) => id in served);
const snapshot = Object.fromEntries(standardIds.map((id) => [id, endpointJson(served[id]!)]));
const file = fileURLToPath(new URL('../src/actions/served-action-contract.json', import.meta.url));
const options = { ...(await resolveConfig(file)), filepath: file };
writeFileSync(file, await format(JSON.stringify(snapshot), options));
console.log(`${standardIds.length} endpoints written to ${file}`);
