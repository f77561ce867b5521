import { Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { yearOptions } from '@tandem/shared/core/year-options';
import '@mantine/dates/styles.css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextInput } from '@/lib/rich-text/rich-text-input';

type EditorFrame = {
  title: string;
  onCancel: () => void;
  busy: boolean;
  children: ReactNode;
  onSave: () => void;
  saveDisabled?: boolean;
};

/** The modal every cell editor sits in, with Cancel and Save. */
function EditorModal({ title, onCancel, busy, children, onSave, saveDisabled }: EditorFrame) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('forms.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('forms.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={saveDisabled}>
              {t('forms.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type Common = { title: string; busy: boolean; onCancel: () => void };

export function TextEditModal({
  label,
  initial,
  maxLength,
  onSave,
  ...frame
}: Common & { label: string; initial: string; maxLength: number; onSave: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <EditorModal {...frame} onSave={() => onSave(value)} saveDisabled={value.trim() === ''}>
      <TextInput
        label={label}
        value={value}
        maxLength={maxLength}
        required
        data-autofocus
        onChange={(event) => setValue(event.currentTarget.value)}
      />
    </EditorModal>
  );
}

/** Rich text in the shared editor; what it saves passes the grid's rich-text rule first. */
export function DescriptionEditModal({
  label,
  initial,
  onSave,
  richTextOfInput,
  ...frame
}: Common & {
  label: string;
  initial: string;
  onSave: (html: string) => void;
  /** The grid's rich-text rule (`grid-logic`), passed in so this chunk does not import the grid's. */
  richTextOfInput: (text: string) => string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <EditorModal {...frame} onSave={() => onSave(richTextOfInput(value))}>
      <RichTextInput label={label} value={value} autoFocus onChange={setValue} />
    </EditorModal>
  );
}

const monthNames = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long' }).format(new Date(2000, month, 1)),
);

/** A date picker with month and year selectors; the chosen day is `yyyy-mm-dd`. */
export function DateEditModal({
  initial,
  onSave,
  ...frame
}: Common & { initial: string | null; onSave: (day: string | null) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | null>(initial);
  const [shown, setShown] = useState(
    () => (initial ?? new Date().toISOString().slice(0, 10)).slice(0, 7) + '-01',
  );
  const year = Number(shown.slice(0, 4));
  const month = Number(shown.slice(5, 7));
  const show = (nextYear: number, nextMonth: number) =>
    setShown(`${nextYear}-${String(nextMonth).padStart(2, '0')}-01`);
  const years = yearOptions(new Date().getFullYear(), year).map(String);
  return (
    <EditorModal {...frame} onSave={() => onSave(value)}>
      <Group grow>
        <Select
          label={t('actionItems.month')}
          data={monthNames.map((name, index) => ({ value: String(index + 1), label: name }))}
          value={String(month)}
          allowDeselect={false}
          onChange={(next) => next && show(year, Number(next))}
        />
        <Select
          label={t('actionItems.year')}
          data={years}
          value={String(year)}
          allowDeselect={false}
          onChange={(next) => next && show(Number(next), month)}
        />
      </Group>
      <DatePicker
        aria-label={t('actionItems.chooseDate')}
        date={shown}
        onDateChange={setShown}
        value={value}
        onChange={setValue}
        hideOutsideDates
        // Weekends in the default red fail the contrast check; nothing here depends on weekends.
        weekendDays={[]}
        ariaLabels={{
          previousMonth: t('actionItems.previousMonth'),
          nextMonth: t('actionItems.nextMonth'),
          previousYear: t('actionItems.previousYear'),
          nextYear: t('actionItems.nextYear'),
          previousDecade: t('actionItems.previousDecade'),
          nextDecade: t('actionItems.nextDecade'),
          monthLevelControl: t('actionItems.chooseMonth'),
          yearLevelControl: t('actionItems.chooseYear'),
        }}
        minDate="2010-01-01"
      />
      <Text size="sm" data-testid="chosen-date">
        {value ?? t('actionItems.noDate')}
      </Text>
    </EditorModal>
  );
}

/** A popup select of pills (RAG or progress status). */
export function ChoiceEditModal({
  label,
  initial,
  options,
  onSave,
  ...frame
}: Common & {
  label: string;
  initial: number;
  options: readonly { value: number; label: string; pill: ReactNode }[];
  onSave: (value: number) => void;
}) {
  const [value, setValue] = useState(String(initial));
  return (
    <EditorModal {...frame} onSave={() => onSave(Number(value))}>
      <Radio.Group label={label} value={value} onChange={setValue}>
        <Stack gap="xs" mt="xs">
          {options.map((option) => (
            <Radio
              key={option.value}
              value={String(option.value)}
              aria-label={option.label}
              label={option.pill}
            />
          ))}
        </Stack>
      </Radio.Group>
    </EditorModal>
  );
}

/**
 * A searchable choice of people or types. `allowEmpty` offers "none" (the action type may be
 * cleared); owner and assigned-to may not, as the server ignores an empty value (spec §5).
 */
export function SelectEditModal({
  label,
  initial,
  options,
  allowEmpty = false,
  onSave,
  ...frame
}: Common & {
  label: string;
  initial: string | null;
  options: readonly { value: string; label: string }[];
  allowEmpty?: boolean;
  onSave: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | null>(initial);
  const unchanged = value === initial;
  return (
    <EditorModal
      {...frame}
      onSave={() => onSave(value)}
      saveDisabled={unchanged || (!allowEmpty && value === null)}
    >
      <Select
        label={label}
        data={options as { value: string; label: string }[]}
        value={value}
        onChange={setValue}
        searchable
        clearable={allowEmpty}
        nothingFoundMessage={t('actionItems.nothingFound')}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
    </EditorModal>
  );
}
