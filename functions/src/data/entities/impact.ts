import { impactGroups } from '@tandem/shared/impacts/impact-group';
import { impacts } from '@tandem/shared/impacts/impact';
import { impactChartEntity, impactChartItem, impactChartKey, type ChartedImpact } from './impact-chart';
import { projectEntityOf } from './project-entity';

/**
 * Impacts (spec §3) in their project's partition: `ORG#<org>#PROJECT#<project>` / `IMPACT#<id>`. Every
 * kit write of an impact keeps its chart item (the visualisations' reads) in the same transaction.
 */
export const impactEntity = projectEntityOf(impacts.declaration, {
  projection: {
    entity: impactChartEntity,
    itemOf: (item) => impactChartItem(item as ChartedImpact),
    keyOf: (item) => impactChartKey(item as ChartedImpact),
  },
});
/** Impact groups: `IMPACTGROUP#<id>` in the same partition. */
export const impactGroupEntity = projectEntityOf(impactGroups.declaration);
