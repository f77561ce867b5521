import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldError, validateFields, type FieldErrors } from '@/lib/form-support';
import { RichTextInput } from '@/lib/rich-text/rich-text-input';
import type { ActionType } from '../api/list-action-types';
import type { TeamUser } from '../api/list-team-users';
import { DateField } from '@/ui/date-field';
import { progressOptions, ragOptions } from '@/ui/status-pills';
import {
  ACTION_DESCRIPTION_MAX_LENGTH,
  ACTION_NAME_MAX_LENGTH,
  actionFormRules,
  type ActionFormField,
  type ActionFormValues,
} from './action-form-rules';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionDetailPhrases } from '@/lib/i18n/en-gb-action-detail';

type Person = { id: string; name: string };

type ActionFormProps = {
  initial: ActionFormValues;
  /** The current owner and assignee by name, so they show even before (or without) the team list. */
  currentPeople: Person[];
  teamUsers: TeamUser[] | undefined;
  actionTypes: ActionType[] | undefined;
  /** The current action type by name, for the same reason. */
  currentActionType: { id: string; name: string } | null;
  lookupsFailed: boolean;
  pending: boolean;
  /** The submit button's text; 'Save changes' by default. */
  submitLabel?: string;
  onSubmit: (values: ActionFormValues) => void;
  onCancel: () => void;
};

const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

/** People to choose from: the team, plus whoever holds the role now if they are not in it. */
function personOptions(team: TeamUser[] | undefined, current: Person[]): Person[] {
  const people = (team ?? []).map((user) => ({ id: user.id, name: fullName(user) }));
  for (const person of current)
    if (person.id && !people.some((item) => item.id === person.id)) people.push(person);
  return people.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Every editable field of an action (spec §3, §5). On submit each field's rule runs; with any
 * failing, the 'validations.ensureAllFieldsValid' toast shows, the fields say what to fix, and
 * nothing is sent.
 */
export function ActionForm({
  initial,
  currentPeople,
  teamUsers,
  actionTypes,
  currentActionType,
  lookupsFailed,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
}: ActionFormProps) {
  const { t } = usePhrases('actionDetail', actionDetailPhrases);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<ActionFormField>>({});
  const set = (field: ActionFormField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const result = validateFields(actionFormRules(values), t);
    setErrors(result.errors);
    if (result.valid) onSubmit(values);
  };

  const people = personOptions(teamUsers, currentPeople);
  // "No one" is always offered, so a chosen owner or assignee can be removed again.
  const peopleData = () => [
    {
      value: '',
      label:
        teamUsers || lookupsFailed ? t('actionDetail.form.noPerson') : t('actionDetail.form.peopleLoading'),
    },
    ...people.map((person) => ({ value: person.id, label: person.name })),
  ];
  const types = [...(actionTypes ?? [])];
  if (currentActionType && !types.some((type) => type.id === currentActionType.id))
    types.push({ ...currentActionType } as ActionType);
  const error = (field: ActionFormField, max?: number) => fieldError(t, errors[field], max);

  return (
    <form onSubmit={submit} noValidate aria-label={t('actionDetail.form.label')}>
      <Stack gap="md" maw={820}>
        {lookupsFailed && (
          <Alert color="orange" role="alert">
            {t('actionDetail.form.lookupsFailed')}
          </Alert>
        )}
        <TextInput
          label={t('actionDetail.fields.name')}
          required
          value={values.name}
          error={error('name', ACTION_NAME_MAX_LENGTH)}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        <RichTextInput
          label={t('actionDetail.fields.description')}
          value={values.description}
          error={error('description', ACTION_DESCRIPTION_MAX_LENGTH)}
          onChange={(html) => set('description', html)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('actionDetail.fields.progressStatus')}
            required
            value={values.progressStatus}
            error={error('progressStatus')}
            data={progressOptions.map((option) => ({ value: String(option.value), label: t(option.key) }))}
            onChange={(event) => set('progressStatus', event.currentTarget.value)}
          />
          <NativeSelect
            label={t('actionDetail.fields.ragStatus')}
            required
            value={values.ragStatus}
            error={error('ragStatus')}
            data={ragOptions.map((option) => ({ value: String(option.value), label: t(option.key) }))}
            onChange={(event) => set('ragStatus', event.currentTarget.value)}
          />
          <DateField
            label={t('actionDetail.fields.startDate')}
            description={t('actionDetail.form.dateHelp')}
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            value={values.startDate}
            error={error('startDate')}
            onChange={(day) => set('startDate', day)}
          />
          <DateField
            label={t('actionDetail.fields.endDate')}
            description={t('actionDetail.form.dateHelp')}
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            value={values.endDate}
            error={error('endDate')}
            onChange={(day) => set('endDate', day)}
          />
          <NativeSelect
            label={t('actionDetail.fields.owner')}
            value={values.ownerId}
            error={error('ownerId')}
            disabled={!teamUsers && !lookupsFailed}
            data={peopleData()}
            onChange={(event) => set('ownerId', event.currentTarget.value)}
          />
          <NativeSelect
            label={t('actionDetail.fields.assignedTo')}
            value={values.assignedToId}
            error={error('assignedToId')}
            disabled={!teamUsers && !lookupsFailed}
            data={peopleData()}
            onChange={(event) => set('assignedToId', event.currentTarget.value)}
          />
          <NativeSelect
            label={t('actionDetail.fields.actionType')}
            value={values.actionTypeId}
            error={error('actionTypeId')}
            disabled={!actionTypes && !lookupsFailed}
            data={[
              {
                value: '',
                label:
                  actionTypes || lookupsFailed
                    ? t('actionDetail.form.noActionType')
                    : t('actionDetail.form.typesLoading'),
              },
              ...types.map((type) => ({ value: type.id, label: type.name })),
            ]}
            onChange={(event) => set('actionTypeId', event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel ?? t('actionDetail.form.save')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('actionDetail.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
