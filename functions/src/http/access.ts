import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Endpoint } from '@tandem/shared/contract/define-endpoint';
import type { Caller } from './caller';
import { unauthorized } from './http-error';

/**
 * Proves who is calling. Public endpoints need nothing; every other endpoint needs a verified bearer
 * token. Token verification (aws-jwt-verify) plugs in here with the Identity feature; until then no
 * non-public endpoint can be reached, which fails closed.
 */
export async function authenticate(
  endpoint: Endpoint,
  _event: APIGatewayProxyEventV2,
): Promise<Caller | undefined> {
  if (endpoint.permission.kind === 'public') return undefined;
  throw unauthorized();
}

/**
 * Checks the endpoint's declared permission for this caller before the handler runs. Organisation,
 * programme and project rules plug in here with the Organisations feature; until then only public
 * endpoints pass, which fails closed.
 */
export async function authorise(
  endpoint: Endpoint,
  caller: Caller | undefined,
  _params: unknown,
): Promise<void> {
  if (endpoint.permission.kind === 'public') return;
  if (!caller) throw unauthorized();
  throw unauthorized();
}
