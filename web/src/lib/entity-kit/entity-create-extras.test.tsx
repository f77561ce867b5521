import { CustomFieldType } from '@tandem/shared/core/custom-field-types';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CustomField } from '@/lib/tags/custom-fields-api';
import { renderWithProviders } from '@/testing/test-utils';
import {
  createExtrasBody,
  EntityCreateExtras,
  noCreateExtras,
  type CreateExtras,
} from './entity-create-extras';

const savings = {
  id: 'f1',
  name: 'Savings',
  type: CustomFieldType.INT,
  entityKinds: ['impact'],
} as CustomField;
const note = { id: 'f2', name: 'Note', type: CustomFieldType.STRING, entityKinds: ['impact'] } as CustomField;

/** What the form last handed its owner (written in the change handler, not during render). */
const seen: { latest: CreateExtras } = { latest: noCreateExtras };
function Harness({ tagsOn, fields }: { tagsOn: boolean; fields: CustomField[] }) {
  const [value, setValue] = useState<CreateExtras>({ tags: [{ id: 't1', text: 'Quick win' }], custom: {} });
  return (
    <EntityCreateExtras
      organisationId="org-a"
      tagsOn={tagsOn}
      customFields={fields}
      value={value}
      onChange={(next) => {
        seen.latest = next;
        setValue(next);
      }}
    />
  );
}

describe('issue 28 item 20: the create form offers tags and custom fields', () => {
  it('shows the tag input, the chosen tags and an input per custom field, and sends what was given', () => {
    renderWithProviders(<Harness tagsOn fields={[savings, note]} />);
    expect(screen.getAllByLabelText('Add a tag').length).toBeGreaterThan(0);
    expect(screen.getByRole('listitem')).toHaveTextContent('Quick win');
    fireEvent.change(screen.getByRole('textbox', { name: 'Savings' }), { target: { value: '42' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Ward 4' } });
    expect(createExtrasBody(seen.latest, [savings, note])).toEqual({
      tagIds: ['t1'],
      customFields: { f1: 42, f2: 'Ward 4' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the tag Quick win' }));
    expect(createExtrasBody(seen.latest, [savings, note])).toEqual({
      customFields: { f1: 42, f2: 'Ward 4' },
    });
  });

  it('shows nothing while tags and custom fields are off, and sends nothing', () => {
    renderWithProviders(<Harness tagsOn={false} fields={[]} />);
    expect(screen.queryByTestId('entity-create-extras')).not.toBeInTheDocument();
    expect(createExtrasBody(noCreateExtras, [])).toEqual({});
  });
});
