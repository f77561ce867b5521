import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { validateFields } from '@/lib/form-support';
import { RichTextInput } from '@/lib/rich-text/rich-text-input';
import { DateField } from '@/ui/date-field';
import type { TeamMember } from './entity-api';
import { fieldProblem, type FieldProblem, type FormValues } from './entity-form-values';
import { ParentSelect } from './entity-parents';
import { CoreDataMultiSelect } from './entity-core-data-select';
import { useReferenceChoices } from './entity-reference-choices';
import { useTakenReferences } from './entity-taken-references';
import { choicesOf, scaleChoices } from './entity-values';
import { fieldKeys, type EntityFieldView, type EntityView, type ProjectRef } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';

type Person = { id: string; name: string };

type EntityFormProps = {
  view: EntityView;
  /** The project whose items a reference or parent field may name. */
  project: ProjectRef;
  initial: FormValues;
  /** Whoever holds a member field now, by name, so they show before (or without) the team list. */
  currentPeople: Person[];
  team: TeamMember[] | undefined;
  teamFailed: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: (values: FormValues) => void;
  onCancel: () => void;
  /** Inputs beyond the declared fields, above the buttons (a create's tags and custom values). */
  extra?: ReactNode;
};

/**
 * The create and edit form of a project entity, one input per declared field by its kind. On submit
 * each field's rule runs (spec §5); with any failing, the 'ensure all fields valid' toast shows, the
 * fields say what to fix, and nothing is sent.
 */
export function EntityForm({
  view,
  project,
  initial,
  currentPeople,
  team,
  teamFailed,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
  extra,
}: EntityFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const keys = fieldKeys(view);
  const set = (key: string, value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    if (problems[key]) setProblems((previous) => ({ ...previous, [key]: null }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, FieldProblem> = {};
    const rules = Object.fromEntries(
      keys.map((key) => [
        key,
        () => {
          found[key] = fieldProblem(view.fields[key]!, values[key] ?? '');
          return found[key]?.key ?? null;
        },
      ]),
    );
    const result = validateFields(rules, t);
    setProblems(found);
    if (result.valid) onSubmit(values);
  };

  const people = (team ?? []).map((user) => ({
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
  }));
  for (const person of currentPeople)
    if (person.id && !people.some((item) => item.id === person.id)) people.push(person);
  people.sort((a, b) => a.name.localeCompare(b.name));

  const input = (key: string): ReactNode => {
    const field = view.fields[key]!;
    const problem = problems[key];
    const common = {
      label: t(`${view.phrases}.fields.${key}`),
      required: field.required,
      value: values[key] ?? '',
      error: problem ? t(problem.key, problem.values) : undefined,
      name: key,
    };
    const onChange = (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value);
    switch (field.kind) {
      case 'richText':
        return (
          <RichTextInput
            key={key}
            label={common.label}
            value={common.value}
            error={common.error}
            required={common.required}
            onChange={(html) => set(key, html)}
          />
        );
      case 'rag':
      case 'progress':
      case 'score':
        return (
          <NativeSelect
            {...common}
            key={key}
            data={choicesOf(field).map((choice) => ({
              value: String(choice.value),
              label: t(choice.key, { value: choice.value }),
            }))}
            onChange={onChange}
          />
        );
      case 'choices':
        return (
          <Checkbox.Group
            {...common}
            key={key}
            value={common.value ? common.value.split(',') : []}
            onChange={(chosen) =>
              set(
                key,
                chosen
                  .map(Number)
                  .sort((a, b) => a - b)
                  .join(','),
              )
            }
          >
            <Group mt={4}>
              {choicesOf(field).map((choice) => (
                <Checkbox
                  key={choice.value}
                  value={String(choice.value)}
                  label={t(choice.key, { value: choice.value })}
                />
              ))}
            </Group>
          </Checkbox.Group>
        );
      case 'member':
        return (
          <NativeSelect
            {...common}
            key={key}
            disabled={!team && !teamFailed}
            data={[
              {
                value: '',
                label: team || teamFailed ? t('entityKit.form.noPerson') : t('entityKit.form.peopleLoading'),
              },
              ...people.map((person) => ({ value: person.id, label: person.name })),
            ]}
            onChange={onChange}
          />
        );
      case 'scale':
        return (
          <NativeSelect
            {...common}
            key={key}
            data={scaleChoices(field, t).map((choice) => ({
              value: String(choice.value),
              label: choice.label,
            }))}
            onChange={onChange}
          />
        );
      case 'choice':
        return (
          <NativeSelect
            {...common}
            key={key}
            data={[
              { value: '', label: t('entityKit.form.noChoice') },
              ...(field.choices ?? []).map((choice) => ({
                value: String(choice.value),
                label: t(choice.key),
              })),
            ]}
            onChange={onChange}
          />
        );
      case 'boolean':
        return (
          <Checkbox
            key={key}
            name={key}
            label={common.label}
            checked={values[key] === 'true'}
            onChange={(event) => set(key, String(event.currentTarget.checked))}
          />
        );
      case 'parent':
        return <ParentSelect {...common} key={key} field={field} project={project} onChange={onChange} />;
      case 'reference':
        return (
          <ReferenceSelect
            key={key}
            field={field}
            project={project}
            common={common}
            current={currentPeople.find((person) => person.id === values[key])}
            taken={field.unique ? { view, key, own: initial[key] } : undefined}
            onChange={onChange}
          />
        );
      case 'memberList':
        return (
          <MultiSelect
            key={key}
            label={common.label}
            name={common.name}
            error={common.error}
            searchable
            clearable
            maxValues={field.maxCount}
            value={common.value ? common.value.split(',') : []}
            data={people.map((person) => ({ value: person.id, label: person.name }))}
            placeholder={!team && !teamFailed ? t('entityKit.form.peopleLoading') : undefined}
            onChange={(chosen) => set(key, chosen.join(','))}
          />
        );
      case 'coreDataIds':
        return (
          <CoreDataMultiSelect
            key={key}
            field={field}
            organisationId={project.organisationId}
            label={common.label}
            name={common.name}
            value={common.value}
            error={common.error}
            onChange={(value) => set(key, value)}
          />
        );
      case 'date':
        return <DateField {...common} key={key} onChange={(day) => set(key, day)} />;
      case 'number':
        return <TextInput {...common} key={key} inputMode="decimal" onChange={onChange} />;
      default:
        return <TextInput {...common} key={key} onChange={onChange} />;
    }
  };
  const wide = keys.filter((key) => key === view.nameField || view.fields[key]!.kind === 'richText');
  const narrow = keys.filter((key) => !wide.includes(key));

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md" maw={820}>
        {wide.map(input)}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {narrow.map(input)}
        </SimpleGrid>
        {extra}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('entityKit.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A reference field's input: a select of what it may point at (loaded on first show). */
function ReferenceSelect({
  field,
  project,
  common,
  current,
  taken,
  onChange,
}: {
  field: EntityFieldView;
  project: ProjectRef;
  common: { label: string; required: boolean; value: string; error?: string; name: string };
  current: Person | undefined;
  /** A `unique` field: the targets other items hold are not offered. */
  taken: { view: EntityView; key: string; own: string | undefined } | undefined;
  onChange: (event: { currentTarget: { value: string } }) => void;
}) {
  const { t } = useTranslation();
  const choices = useReferenceChoices(field, project, true);
  const held = useTakenReferences(
    taken?.view ?? ({} as EntityView),
    taken?.key ?? '',
    project,
    taken?.own,
    !!taken,
  );
  const people = (choices.data ?? []).filter((person) => !held.data?.has(person.id));
  if (current && !people.some((person) => person.id === current.id)) people.unshift(current);
  const placeholder = choices.isPending
    ? t('entityKit.form.choicesLoading')
    : choices.isError
      ? t('entityKit.form.choicesFailed')
      : t('entityKit.form.noChoice');
  return (
    <NativeSelect
      {...common}
      {...(taken ? { description: t('entityKit.form.uniqueHint') } : {})}
      disabled={(choices.isPending || (!!taken && held.isPending)) && !current}
      data={[
        { value: '', label: placeholder },
        ...people.map((person) => ({ value: person.id, label: person.name })),
      ]}
      onChange={onChange}
    />
  );
}
