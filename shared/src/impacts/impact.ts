import * as z from 'zod';
import { defineProjectEntity } from '../entity-kit/define-project-entity';
import type {
  EntityCreateBodyOf,
  EntityItemOf,
  EntityUpdateBodyOf,
  ReviewFields,
} from '../entity-kit/item-types';
import {
  choicesField,
  coreDataIdsField,
  dateField,
  memberField,
  numberField,
  progressField,
  richTextField,
  scoreField,
  textField,
} from '../entity-kit/field-kinds';
import {
  IMPACT_LEVEL_MAX,
  IMPACT_LEVEL_MIN,
  IMPACT_LEVEL_SCALE_KEY,
  ImpactLevel,
  impactLevelToLongForm,
} from './impact-level';
import { impactTypeLabel } from './impact-type';
import { NO_MITIGATION_CONFIDENCE } from './mitigation-confidence';
import { TagAssociationKind } from '../tags/tag-association-kind';
import { standardEndpoints } from '../entity-kit/standard-endpoints';

/** Mitigation confidence is scored like the level's slider, 0-10 (spec §4 bands: 0-4 low ... >7 high). */
export const MITIGATION_CONFIDENCE_MAX = 10;

/** What bulk-update takes for the level: a short level, saved in its long form (spec §3: 1 / 5 / 10). */
const shortImpactLevel = z.union([
  z.literal(ImpactLevel.UNKNOWN),
  z.literal(ImpactLevel.LOW),
  z.literal(ImpactLevel.MEDIUM),
  z.literal(ImpactLevel.HIGH),
]);

/**
 * An impact: what a change does to people, processes and technology (spec §3 Impact; change area
 * `impacts` and `impacts/{impactId}`, spec §2; calls under `/projects/{projectId}/impacts`, spec §7).
 * Its own Lambda (`impacts` group); rights: the impact area of the project (spec §6).
 */
export const impacts = defineProjectEntity({
  name: 'impact',
  singular: 'Impact',
  plural: 'Impacts',
  segment: 'impacts',
  listPath: '',
  idParam: 'impactId',
  group: 'impacts',
  area: 'impact',
  label: 'impact',
  nameField: 'name',
  // The organisation dashboard's impacts summary (issue 16) and the visualisations (issue 17) read it.
  organisationIndex: true,
  tagAssociation: TagAssociationKind.IMPACT,
  refIndex: true,
  collectionPaths: {
    duplicate: 'duplicate-impacts',
    bulkUpdate: 'bulk-update-impacts',
    addTags: 'add-bulk-tags-to-impacts',
  },
  fields: {
    name: textField({ label: 'Impact', max: 200, required: true }),
    description: richTextField({ label: 'Description', max: 20_000, gridEditable: false }),
    impactLevel: scoreField({
      label: 'Impact level',
      min: IMPACT_LEVEL_MIN,
      max: IMPACT_LEVEL_MAX,
      none: -1,
      bulkInput: {
        input: shortImpactLevel,
        toStored: (level) => impactLevelToLongForm(level as ImpactLevel),
        scaleKey: IMPACT_LEVEL_SCALE_KEY,
      },
    }),
    mitigationConfidence: scoreField({
      label: 'Mitigation confidence',
      min: 0,
      max: MITIGATION_CONFIDENCE_MAX,
      none: NO_MITIGATION_CONFIDENCE,
    }),
    impactTypes: choicesField({ label: 'Impact types', options: impactTypeLabel, gridEditable: true }),
    // Indexed: My Dashboard's own impacts are one Query across the organisation (issue 16).
    owner: memberField({ label: 'Impact owner', indexed: true, notify: 'assignedOwner' }),
    progressStatus: progressField({ label: 'Progress' }),
    startDate: dateField({ label: 'Start date' }),
    endDate: dateField({ label: 'End date' }),
    /** Shown only when 0 or more (spec §5); negative means not given. */
    totalPeopleImpacted: numberField({ label: 'Number of individuals impacted', min: -1, max: 10_000_000 }),
    /** Where the impact lands (spec §3 impact detail panel); the heatmap's rows (issue 17). */
    businessAreas: coreDataIdsField({ label: 'Business areas', target: 'businessArea', gridEditable: true }),
    locations: coreDataIdsField({ label: 'Locations', target: 'location', gridEditable: true }),
  },
  limits: { bulk: 100, upload: 500, comment: 4_000 },
  endpoints: standardEndpoints({
    createFromUpload: true,
    reviewRange: true,
    shiftDates: true,
    tags: true,
    customFields: true,
  }),
});

type ImpactFields = typeof impacts.declaration.fields;
/** An impact as the API answers it (type-only for the web app: no zod in the browser). */
export type Impact = EntityItemOf<ImpactFields> & ReviewFields;
export type ImpactCreateBody = EntityCreateBodyOf<ImpactFields>;
export type ImpactUpdateBody = EntityUpdateBodyOf<ImpactFields>;
