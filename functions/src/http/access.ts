import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Endpoint } from '@tandem/shared/contract/define-endpoint';
import { licenceExempt } from '@tandem/shared/contract/permission';
import { can, type PermissionTarget } from '@tandem/shared/permissions/can';
import { refusalMessage } from '@tandem/shared/permissions/refusal-message';
import { loadCallerContext } from '../auth/caller-context';
import { verifyAccessToken } from '../auth/token-verifier';
import type { Caller } from './caller';
import { forbidden, notFound, unauthorized } from './http-error';
import { headerValue } from './parse-request';
import { isMissingTarget } from './target-exists';

const whatIsMissing = (permission: Endpoint['permission']) =>
  permission.kind === 'programme' ? 'The programme (params.programmeId)' : 'The project (params.projectId)';

const bearer = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i;

/**
 * Proves who is calling: a bearer token verified with aws-jwt-verify, then the caller's claims
 * (memberships, programme and project rights, licence status) loaded from our own data.
 */
export async function authenticate(
  endpoint: Endpoint,
  event: APIGatewayProxyEventV2,
): Promise<Caller | undefined> {
  if (endpoint.permission.kind === 'public') return undefined;
  const match = bearer.exec(headerValue(event, 'authorization') ?? '');
  if (!match?.[1]) throw unauthorized('Sign in to continue: the request has no access token.');
  const verified = await verifyAccessToken(match[1]);
  if (!verified)
    throw unauthorized('Your session has expired or the access token is not valid. Sign in again.');
  return loadCallerContext(verified.sub);
}

/**
 * Checks the endpoint's declared permission before the handler runs, with the same `can` rule the
 * web app uses. Organisations the caller does not belong to answer 404, so ids never leak.
 */
export async function authorise(
  endpoint: Endpoint,
  caller: Caller | undefined,
  input: unknown,
): Promise<void> {
  const { permission } = endpoint;
  if (permission.kind === 'public') return;
  if (!caller) throw unauthorized();
  if (!licenceExempt(permission) && !caller.eulaSigned) {
    throw forbidden('Accept the latest licence agreement to continue.');
  }
  // Ids may arrive in the path, the query (`users/me/projects?organisationId=`) or the body; all are checked.
  const target = (input ?? {}) as PermissionTarget;
  if (target.organisationId !== undefined && !caller.permissions[target.organisationId]) {
    throw notFound('The organisation');
  }
  if (!can(caller.permissions, permission, target)) {
    if (await isMissingTarget(permission, target)) throw notFound(whatIsMissing(permission));
    throw forbidden(refusalMessage(permission));
  }
}
