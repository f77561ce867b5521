import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { EndpointGroup } from '@tandem/shared/contract/define-endpoint';

type GroupHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

/**
 * The same group handler modules Lambda runs, loaded on first use. A Record over every group: adding a
 * group to the contract without wiring it here fails to compile.
 */
const loaders: Record<EndpointGroup, () => Promise<{ handler: GroupHandler }>> = {
  platform: () => import('@tandem/functions/groups/platform/handler') as Promise<{ handler: GroupHandler }>,
  auth: () => import('@tandem/functions/groups/auth/handler') as Promise<{ handler: GroupHandler }>,
  users: () => import('@tandem/functions/groups/users/handler') as Promise<{ handler: GroupHandler }>,
  organisations: () =>
    import('@tandem/functions/groups/organisations/handler') as Promise<{ handler: GroupHandler }>,
  projects: () => import('@tandem/functions/groups/projects/handler') as Promise<{ handler: GroupHandler }>,
  coreData: () => import('@tandem/functions/groups/core-data/handler') as Promise<{ handler: GroupHandler }>,
  actions: () => import('@tandem/functions/groups/actions/handler') as Promise<{ handler: GroupHandler }>,
  impacts: () => import('@tandem/functions/groups/impacts/handler') as Promise<{ handler: GroupHandler }>,
  exports: () => import('@tandem/functions/groups/exports/handler') as Promise<{ handler: GroupHandler }>,
};

const loaded = new Map<EndpointGroup, Promise<{ handler: GroupHandler }>>();

export function loadGroupHandler(group: EndpointGroup) {
  let module = loaded.get(group);
  if (!module) {
    module = loaders[group]();
    loaded.set(group, module);
  }
  return module.then((m) => m.handler);
}
