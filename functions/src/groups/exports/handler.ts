import { createGroupHandler } from '../../http/group-handler';
import { coreDataExports } from './core-data-exports';
import { peopleExports } from './people-exports';

// Exports live in their own Lambda: the .xlsx writer stays out of every other group's bundle.
export const handler = createGroupHandler('exports', { ...peopleExports, ...coreDataExports });
