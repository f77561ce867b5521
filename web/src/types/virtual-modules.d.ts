// The modules `contractModules` in vite.config.ts derives from the shared contract at build time.

declare module 'virtual:tandem/endpoint-routes' {
  import type { EndpointId } from '@tandem/shared/contract/endpoints';
  import type { EndpointRoute } from '@/lib/endpoint-route';

  /** Method, path and envelope flags of every endpoint of the contract. */
  export const endpointRoutes: Record<EndpointId, EndpointRoute>;
}

declare module 'virtual:tandem/endpoint-permissions' {
  import type { EndpointId } from '@tandem/shared/contract/endpoints';
  import type { Permission } from '@tandem/shared/contract/permission';

  /** The declared permission of every endpoint of the contract. */
  export const endpointPermissions: Record<EndpointId, Permission>;
}

declare module 'virtual:tandem/contract-constants' {
  import type * as organisations from '@tandem/shared/organisations/schemas';
  import type * as projects from '@tandem/shared/projects/schemas';

  // Each is the shared export of the same name (listed in `contractConstants`).
  export const NAME_MAX_LENGTH: typeof organisations.NAME_MAX_LENGTH;
  export const DESCRIPTION_MAX_LENGTH: typeof organisations.DESCRIPTION_MAX_LENGTH;
  export const EMAIL_MAX_LENGTH: typeof organisations.EMAIL_MAX_LENGTH;
  export const organisationUserExportColumns: typeof organisations.organisationUserExportColumns;
  export const SETTINGS_LIST_MAX_ITEMS: typeof projects.SETTINGS_LIST_MAX_ITEMS;
}

declare module 'virtual:tandem/entity-views' {
  import type { EntityViewData } from '@tandem/shared/entity-kit/entity-view-data';

  /** Every project-entity declaration as plain data, by entity name (`entityViewData`). */
  export const entityViews: Record<string, EntityViewData>;
}
