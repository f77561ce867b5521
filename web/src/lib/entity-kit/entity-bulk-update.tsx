import { Button, Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveFailure } from '@/lib/form-support';
import { bulkUpdateEntities } from './entity-api';
import { toastRangeResult } from './entity-range-toast';
import { choicesOf } from './entity-values';
import type { EntityView, ProjectRef } from './entity-view';

/** The fields a selection may set at once: those whose view offers bulk choices (or its pill choices). */
const bulkFieldsOf = (view: EntityView) =>
  Object.entries(view.fields).filter(([, field]) => field?.bulk && field.editable);

/**
 * The selection bar's update (`bulk-update`): one field, one value, for every selected item; each
 * change is its own versioned write with history on the server. The impact level is chosen as
 * low / medium / high and saved as 1 / 5 / 10 (spec §3).
 */
export function EntityBulkUpdate({
  view,
  project,
  ids,
  onDone,
}: {
  view: EntityView;
  project: ProjectRef;
  ids: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const fields = bulkFieldsOf(view);
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(fields[0]?.[0] ?? '');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  if (fields.length === 0) return null;
  if (!open)
    return (
      <Button variant="default" size="xs" onClick={() => setOpen(true)}>
        {t('entityKit.bulk.button')}
      </Button>
    );
  const field = view.fields[key]!;
  const choices = field.bulk === true ? choicesOf(field) : (field.bulk ?? []);
  const submit = async () => {
    setBusy(true);
    try {
      const result = await bulkUpdateEntities(view, project, {
        [`${view.name}Ids`]: ids,
        [field.bulkKey ?? key]: Number(value),
      });
      // The server's count: an item already holding the value is skipped, not updated.
      toastRangeResult(t, result, 'entityKit.bulk.done', 'entityKit.bulk.skipped');
      setOpen(false);
      setValue('');
      onDone();
    } catch (error) {
      showSaveFailure(error, t, t(`${view.phrases}.conflict`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" align="flex-end">
      <NativeSelect
        size="xs"
        label={t('entityKit.bulk.field')}
        value={key}
        onChange={(event) => {
          setKey(event.currentTarget.value);
          setValue('');
        }}
        data={fields.map(([fieldKey]) => ({
          value: fieldKey,
          label: t(`${view.phrases}.fields.${fieldKey}`),
        }))}
      />
      <NativeSelect
        size="xs"
        label={t('entityKit.bulk.value')}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        data={[
          { value: '', label: t('entityKit.links.pick') },
          ...choices.map((choice) => ({
            value: String(choice.value),
            label: t(choice.key, { value: choice.value }),
          })),
        ]}
      />
      <Button size="xs" disabled={value === ''} loading={busy} onClick={() => void submit()}>
        {t('entityKit.bulk.apply')}
      </Button>
    </Group>
  );
}
