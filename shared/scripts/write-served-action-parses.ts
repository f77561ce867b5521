/**
 * Writes `shared/src/actions/served-action-parses.json`: what the 21 standard action endpoints' params,
 * query and body schemas answer to a fixed set of good and faulty values (`action-parse-probes.ts`),
 * which `action-contract-parses.test.ts` holds the contract to. First written from the hand-written
 * entries (commit 6b35257), to which the generated ones answered alike; run it again
 * (`npx tsx shared/scripts/write-served-action-parses.ts`) only for a change of the action API that is
 * meant, and say so in the commit.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { actionParseProbes } from '../src/actions/action-parse-probes';
import { actionEndpoints } from '../src/actions/contract';
import type { Endpoint } from '../src/contract/define-endpoint';
import served from '../src/actions/served-action-contract.json';

const probes = actionParseProbes(actionEndpoints as Record<string, Endpoint>, Object.keys(served));
const file = fileURLToPath(new URL('../src/actions/served-action-parses.json', import.meta.url));
const options = { ...(await resolveConfig(file)), filepath: file };
writeFileSync(file, await format(JSON.stringify(probes), options));
console.log(`${Object.keys(probes).length} endpoints probed into ${file}`);
