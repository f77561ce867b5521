import { audienceStakeholders } from '@tandem/shared/audiences/audience-stakeholder';
import { audiences } from '@tandem/shared/audiences/audience';
import { pulses } from '@tandem/shared/audiences/pulse';
import { projectEntityOf } from './project-entity';

/**
 * The change area's people on the kit, in their project's partition: `PROJECTSTAKEHOLDER#<id>`,
 * `AUDIENCE#<id>`, `AUDIENCESTAKEHOLDER#<id>`, `PULSE#<id>`. Actions' stakeholder owners are link
 * pairs to `PROJECTSTAKEHOLDER#` items (`functions/src/actions/owner-stakeholders.ts`).
 */
export { projectStakeholderItemEntity } from './project-stakeholder-item';
export const audienceEntity = projectEntityOf(audiences.declaration);
export const audienceStakeholderEntity = projectEntityOf(audienceStakeholders.declaration);
export const pulseEntity = projectEntityOf(pulses.declaration);
