import type { EntityFieldView } from '@/lib/entity-kit/entity-view';

/** Field views by kind, as the shared field kinds declare them by default (held equal by each view test). */
const optional = { required: false, clearable: true, sortable: true, filterable: true } as const;

export const textView = (max: number, more: Partial<EntityFieldView> = {}): EntityFieldView => ({
  ...optional,
  kind: 'text',
  editable: 'TextField',
  max,
  ...more,
});
export const richTextView = (max: number): EntityFieldView => ({
  ...optional,
  kind: 'richText',
  sortable: false,
  max,
});
export const scaleView = (scaleLabels: EntityFieldView['scaleLabels'] = 'plain'): EntityFieldView => ({
  ...optional,
  kind: 'scale',
  editable: 'NumericField',
  scaleLabels,
});
/** Yes/no (the kit's boolean kind: the grid edits it as 1 or 0, and lists filter by it). */
export const booleanView: EntityFieldView = {
  ...optional,
  kind: 'boolean',
  editable: 'NumericField',
  clearable: false,
};
export const memberView: EntityFieldView = { ...optional, kind: 'member', editable: 'IdField' };
export const dateView = (more: Partial<EntityFieldView> = {}): EntityFieldView => ({
  ...optional,
  kind: 'date',
  editable: 'DateField',
  ...more,
});
/** A required reference: not clearable, not grid-editable; its choices come from `reference`. */
export const referenceView = (reference: EntityFieldView['reference']): EntityFieldView => ({
  ...optional,
  kind: 'reference',
  required: true,
  clearable: false,
  reference,
});
