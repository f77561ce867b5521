import { describe, expect, it } from 'vitest';
import { actions } from '../actions/action';
import { benefits } from '../benefits/benefit';
import { endpointEntries } from '../contract/endpoints';
import { declaredEndpointId, defineProjectEntity } from './define-project-entity';
import { dateField, memberField, numberField, progressField, ragField, textField } from './field-kinds';

const widget = defineProjectEntity({
  name: 'widget',
  singular: 'Widget',
  plural: 'Widgets',
  segment: 'widgets',
  listPath: '',
  idParam: 'widgetId',
  group: 'projects',
  area: 'impact',
  label: 'widget',
  nameField: 'title',
  fields: {
    title: textField({ label: 'Title', max: 50, required: true }),
    size: numberField({ label: 'Size', min: 0, max: 10, sortable: false }),
    due: dateField({ label: 'Due', exported: false }),
    lead: memberField({ label: 'Lead', filterable: false }),
    rag: ragField({ label: 'RAG' }),
  },
  limits: { bulk: 3, upload: 2, comment: 10 },
  endpoints: { list: true, get: true, updateField: true, comments: true },
});

describe('defineProjectEntity', () => {
  it('generates only the opted-in endpoints, named like the actions family', () => {
    expect(Object.keys(widget.endpoints).sort()).toEqual(
      ['addWidgetComment', 'getWidget', 'listWidgetComments', 'listWidgets', 'updateWidgetField'].sort(),
    );
    expect(widget.endpoints.listWidgets.path).toBe(
      '/api/v1/organisations/{organisationId}/projects/{projectId}/widgets',
    );
    expect(widget.endpoints.updateWidgetField.path).toMatch(/\/widgets\/\{widgetId\}\/\{fieldName\}$/);
  });

  it('names the item with the article its label reads with (the OpenAPI summaries)', () => {
    expect(actions.endpoints.createAction.summary).toBe(
      'Create an action (ref number from the project counter)',
    );
    expect(actions.endpoints.addActionTag.summary).toBe(
      "Add one organisation tag to an action; answers the action's tags",
    );
    // Actions have no full history call: their short one answers every change unless limited.
    expect(actions.endpoints.getActionHistory.summary).toBe(
      'The latest changes of one action (?limit=, every change unless given)',
    );
    expect(benefits.endpoints.createBenefit.summary).toBe(
      'Create a benefit (ref number from the project counter)',
    );
  });

  it('takes the permission area for every endpoint: view to read, edit to write', () => {
    expect(widget.endpoints.getWidget.permission).toEqual({
      kind: 'project',
      area: 'impact',
      access: 'view',
    });
    expect(widget.endpoints.addWidgetComment.permission).toEqual({
      kind: 'project',
      area: 'impact',
      access: 'edit',
    });
  });

  it('derives the create body from the fields: required ones required, unknown fields refused', () => {
    const body = widget.schemas.createBody;
    expect(body.safeParse({ title: 'A' }).success).toBe(true);
    expect(body.safeParse({}).success).toBe(false);
    expect(body.safeParse({ title: '   ' }).success).toBe(false);
    expect(body.safeParse({ title: 'A', size: 11 }).success).toBe(false);
    expect(body.safeParse({ title: 'A', due: '2026-13-01' }).success).toBe(false);
    expect(body.safeParse({ title: 'A', rag: 7 }).success).toBe(false);
    expect(body.safeParse({ title: 'A', size: null, due: null }).success).toBe(true);
    expect(body.safeParse({ title: 'A', colour: 'red' }).success).toBe(false);
  });

  it('requires the version on the whole-form update and caps the bulk ids', () => {
    expect(widget.schemas.updateBody.safeParse({ size: 3 }).success).toBe(false);
    expect(widget.schemas.updateBody.safeParse({ size: 3, version: 1 }).success).toBe(true);
    expect(widget.schemas.idsBody.safeParse({ widgetIds: ['a', 'b', 'c', 'd'] }).success).toBe(false);
    expect(widget.schemas.addMultipleBody.safeParse({ widgets: [{ title: 'x' }] }).success).toBe(true);
  });

  it('derives sort, filter and export keys from the field flags', () => {
    expect(widget.schemas.sortKeys).toEqual([
      'refNumber',
      'title',
      'due',
      'lead',
      'rag',
      'createdAt',
      'updatedAt',
    ]);
    expect(widget.schemas.filterKeys).not.toContain('lead');
    expect(widget.schemas.filterKeys).toContain('lifecycleStatus');
    expect(Object.keys(widget.schemas.exportColumns)).not.toContain('due');
    expect(widget.schemas.listQuery.safeParse({ sorts: 'size' }).success).toBe(false);
    expect(widget.schemas.listQuery.safeParse({ sorts: '-title' }).success).toBe(true);
  });

  it('lists the grid-editable and clearable fields (a required field is never clearable)', () => {
    expect(widget.schemas.editableFields).toEqual(['title', 'size', 'due', 'lead', 'rag']);
    expect(widget.schemas.clearableFields).toEqual(['size', 'due', 'lead']);
  });

  it('derives the bulk-update body from the grid-editable fields and the upload body from all fields', () => {
    const bulk = widget.schemas.bulkUpdateBody;
    expect(bulk.safeParse({ widgetIds: ['a'], size: 2, due: null }).success).toBe(true);
    expect(bulk.safeParse({ widgetIds: ['a'], title: null }).success).toBe(false);
    const upload = widget.schemas.uploadBody;
    // Issue 28 item 2 added `dryRun` on purpose: the import preview runs the server's own rules, writing nothing.
    expect(Object.keys(upload.shape)).toEqual(['newWidgets', 'widgetsToReplace', 'dryRun']);
    // Rows are loose on the wire (the service applies the create rules to report every row problem)…
    expect(upload.safeParse({ newWidgets: [{ title: '', size: 'big' }], widgetsToReplace: [] }).success).toBe(
      true,
    );
    // …but never carry an unknown column or a replacement without its id.
    expect(upload.safeParse({ newWidgets: [{ colour: 'red' }], widgetsToReplace: [] }).success).toBe(false);
    expect(upload.safeParse({ newWidgets: [], widgetsToReplace: [{ title: 'x' }] }).success).toBe(false);
  });

  it('refuses a summary for an entity without a RAG and a progress field', () => {
    expect(() => defineProjectEntity({ ...widget.declaration, endpoints: { summary: true } })).toThrow(
      /summary needs a rag and a progress field/,
    );
  });

  it('serves a verb under the declaration’s own id and collection path when it names them', () => {
    const renamed = defineProjectEntity({
      ...widget.declaration,
      fields: { ...widget.declaration.fields, progress: progressField({ label: 'Progress' }) },
      collectionPaths: { summary: 'widgets-summary' },
      endpointIds: { shortHistory: 'getWidgetHistory', summary: 'getWidgetCounts' },
      endpoints: { shortHistory: true, summary: true, get: true },
    });
    expect(Object.keys(renamed.endpoints).sort()).toEqual([
      'getWidget',
      'getWidgetCounts',
      'getWidgetHistory',
    ]);
    expect(renamed.endpoints.getWidgetHistory.path).toMatch(/\/widgets\/\{widgetId\}\/short-history$/);
    expect(renamed.endpoints.getWidgetCounts.path).toMatch(/\/widgets\/widgets-summary$/);
    expect(declaredEndpointId(renamed.declaration, 'shortHistory')).toBe('getWidgetHistory');
    expect(declaredEndpointId(renamed.declaration, 'get')).toBe('getWidget');
  });

  it('answers member fields with the member’s name beside the id', () => {
    const shape = widget.schemas.item.shape as Record<string, unknown>;
    expect(shape).toHaveProperty('lead');
    expect(shape).toHaveProperty('leadName');
  });
});

describe('benefits on the kit', () => {
  it('has the spec §3 fields and every path under the project, with no route clash in the contract', () => {
    expect(Object.keys(benefits.declaration.fields)).toEqual([
      'name',
      'description',
      'owner',
      'type',
      'value',
      'progressStatus',
      'measurmentDate',
      'endDate',
      'ragStatus',
      'notes',
    ]);
    const routes = endpointEntries.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(benefits.endpoints.getBenefitsGridData.path).toBe(
      '/api/v1/organisations/{organisationId}/projects/{projectId}/benefits/grid-data',
    );
  });
});
