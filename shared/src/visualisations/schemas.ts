import * as z from 'zod';
import { idSchema } from '../core/id-schema';

/** The years a chart may show: the year drop-down offers this year ±5 (spec §9); the API takes any sane year. */
export const VISUALISATION_YEAR_MIN = 2000;
export const VISUALISATION_YEAR_MAX = 2100;
/** Highest threshold or capacity an owner may set (a load is level × people: 10 × 10,000,000 at most per impact). */
export const LOAD_SETTING_MAX = 1_000_000_000;

/** What every visualisation read narrows to: a year, and a programme or a project (project level). */
export const visualisationQuery = z.strictObject({
  year: z.coerce.number().int().min(VISUALISATION_YEAR_MIN).max(VISUALISATION_YEAR_MAX).optional(),
  programmeId: idSchema.optional(),
  projectId: idSchema.optional(),
});
export type VisualisationQuery = z.infer<typeof visualisationQuery>;
export const scopeQuery = visualisationQuery.omit({ year: true });

/** The sections a heatmap or time report groups by (spec §7 impact reports). */
export const loadSections = ['business-area', 'location', 'stakeholder'] as const;
export type LoadSection = (typeof loadSections)[number];

const loadRow = z.object({
  id: z.string(),
  name: z.string(),
  /** The load of each month, in `months` order. */
  loads: z.array(z.number()),
  /** How many impacts each month counts. */
  counts: z.array(z.number().int()),
});

/** A matrix of rows × months: the heatmap, the capacity chart and the reports over time. */
export const loadMatrixSchema = z.object({
  year: z.number().int(),
  months: z.array(z.string()),
  section: z.enum(loadSections).nullable(),
  rows: z.array(loadRow),
  /** Every counted impact once per month (an impact in two rows counts once here). */
  totals: z.object({ loads: z.array(z.number()), counts: z.array(z.number().int()) }),
  thresholds: z.object({ amberFrom: z.number(), redFrom: z.number(), capacity: z.number() }),
});
export type LoadMatrix = z.infer<typeof loadMatrixSchema>;

/** One impact as the visualisations list it (a heatmap cell, the timeline, places). */
export const visualisedImpactSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  programmeId: z.string().nullable(),
  refNumber: z.number().int(),
  name: z.string(),
  impactLevel: z.number().int(),
  totalPeopleImpacted: z.number().nullable(),
  /** Level × people (the load it adds to each month it is active in). */
  weight: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  businessAreas: z.array(z.string()),
  locations: z.array(z.string()),
});
export type VisualisedImpact = z.infer<typeof visualisedImpactSchema>;

/** The detail of one cell (or one month of every row): the impacts counted in it. */
export const loadDetailSchema = z.object({
  month: z.string(),
  load: z.number(),
  impacts: z.array(visualisedImpactSchema),
});
export type LoadDetail = z.infer<typeof loadDetailSchema>;

/** A sunburst: organisation › programme › project › impact level bands (or action RAG). */
export const sunburstSchema = z.object({
  measure: z.enum(['impacts', 'actions']),
  nodes: z.array(
    z.object({
      id: z.string(),
      parent: z.string(),
      label: z.string(),
      kind: z.enum(['organisation', 'programme', 'project', 'band']),
      /** Impacts (or actions) under the node. */
      value: z.number().int(),
      /** A band node: `high`, `medium`, `low`, `unknown` (impacts) or the RAG key (actions). */
      band: z.string().nullable(),
    }),
  ),
});
export type Sunburst = z.infer<typeof sunburstSchema>;
export const sunburstQuery = scopeQuery.extend({ measure: z.enum(['impacts', 'actions']).optional() });

/** The timeline: projects (spanning their impacts and milestones), milestones and impacts. */
export const timelineSchema = z.object({
  projects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      programmeName: z.string().nullable(),
      start: z.string().nullable(),
      end: z.string().nullable(),
    }),
  ),
  milestones: z.array(
    z.object({
      projectId: z.string(),
      name: z.string(),
      date: z.string(),
      goLive: z.boolean(),
    }),
  ),
  impacts: z.array(visualisedImpactSchema),
});
export type Timeline = z.infer<typeof timelineSchema>;

export const visualisationSettingsSchema = z.object({
  amberFrom: z.number(),
  redFrom: z.number(),
  capacity: z.number(),
  version: z.number().int(),
});
export type VisualisationSettings = z.infer<typeof visualisationSettingsSchema>;
const loadSetting = z.number().int().min(1).max(LOAD_SETTING_MAX);
export const visualisationSettingsBody = z
  .strictObject({
    amberFrom: loadSetting,
    redFrom: loadSetting,
    capacity: loadSetting,
    version: z.number().int().min(0).max(1_000_000_000),
  })
  .refine((body) => body.redFrom > body.amberFrom, {
    path: ['redFrom'],
    message: 'must be above the amber threshold',
  });
