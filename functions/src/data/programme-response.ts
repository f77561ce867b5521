import type { EntityItem } from 'electrodb';
import type { programmeEntity } from './entities/programme';

type StoredProgramme = Pick<
  EntityItem<typeof programmeEntity>,
  'programmeId' | 'name' | 'description' | 'createdAt' | 'createdBy' | 'updatedAt' | 'version'
>;

/** A programme as every call answers it (`listProgrammes`, `getProgramme`, the boot call). */
export const toProgrammeResponse = (programme: StoredProgramme) => ({
  id: programme.programmeId,
  name: programme.name,
  description: programme.description ?? '',
  createdAt: programme.createdAt,
  createdBy: programme.createdBy,
  updatedAt: programme.updatedAt,
  version: programme.version,
});
