import { coreDataEndpoints } from '@tandem/shared/core-data/contract';
import { organisationEndpoints } from '@tandem/shared/organisations/contract';
import { createGroupHandler } from '../../http/group-handler';
import { coreDataExports } from './core-data-exports';
import { peopleExports } from './people-exports';

// Exports live in their own Lambda: the .xlsx writer stays out of every other group's bundle.
export const handler = createGroupHandler(
  'exports',
  { ...coreDataEndpoints, ...organisationEndpoints },
  { ...peopleExports, ...coreDataExports },
);
