import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { isValidEmail } from '@tandem/shared/core/email';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddOrganisationUser } from '../api/add-organisation-user';
import { useSearchUserByEmail } from '../api/search-user-by-email';
import {
  EMAIL_MAX_LENGTH,
  fieldError,
  type FieldErrors,
  NAME_MAX_LENGTH,
  notifySaved,
  notifySaveError,
  requiredText,
  validateFields,
} from '@/lib/form-support';
import { roleOptions } from './roles';

type Field = 'email' | 'firstName' | 'lastName' | 'permissionScope';
type Values = Record<Field, string>;

/**
 * Add a person by email with a role. Leaving the email field looks the person up: a known person's
 * names are filled in, and a member already in the organisation is flagged.
 */
/** A new person's temporary password (local directory only), for the admin to hand over once. */
export type HandOver = { name: string; password: string };

function AddMemberForm({
  organisationId,
  callerScope,
  onDone,
  onTemporaryPassword,
}: {
  organisationId: string;
  callerScope: number;
  onDone: () => void;
  onTemporaryPassword: (handOver: HandOver) => void;
}) {
  const { t } = useTranslation();
  const add = useAddOrganisationUser();
  const search = useSearchUserByEmail();
  const [values, setValues] = useState<Values>({
    email: '',
    firstName: '',
    lastName: '',
    permissionScope: String(OrgScope.READER),
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [lookup, setLookup] = useState<'known' | 'member' | 'new' | null>(null);
  const set = (field: Field, value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const emailRule = (email: string) =>
    email.trim() === ''
      ? 'forms.required'
      : email.length > EMAIL_MAX_LENGTH || !isValidEmail(email.trim())
        ? 'forms.email'
        : null;

  const lookUp = () => {
    const email = values.email.trim();
    if (emailRule(email)) return;
    search.mutate(
      { organisationId, email },
      {
        onSuccess: ({ user, isMember }) => {
          if (!user) return setLookup('new');
          setLookup(isMember ? 'member' : 'known');
          setValues((previous) => ({ ...previous, firstName: user.firstName, lastName: user.lastName }));
        },
        onError: () => setLookup(null),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateFields<Field>(
      {
        email: () => emailRule(values.email),
        firstName: () => requiredText(values.firstName, NAME_MAX_LENGTH),
        lastName: () => requiredText(values.lastName, NAME_MAX_LENGTH),
        permissionScope: () => (values.permissionScope ? null : 'forms.required'),
      },
      t,
    );
    setErrors(result.errors);
    if (!result.valid) return;
    add.mutate(
      {
        organisationId,
        body: {
          email: values.email.trim(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          permissionScope: Number(values.permissionScope) as OrgScope,
        },
      },
      {
        onSuccess: (member) => {
          const name = `${member.firstName} ${member.lastName}`;
          notifySaved(t, t('people.added', { name }));
          onDone();
          if (member.temporaryPassword) onTemporaryPassword({ name, password: member.temporaryPassword });
        },
        onError: (error) => notifySaveError(error, t),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('people.email')}
          type="email"
          required
          value={values.email}
          error={fieldError(t, errors.email)}
          onChange={(event) => {
            set('email', event.currentTarget.value);
            setLookup(null);
          }}
          onBlur={lookUp}
        />
        {lookup && (
          <Text size="sm" c={lookup === 'member' ? 'orange.9' : 'gray.7'} role="status">
            {t(`people.lookup.${lookup}`)}
          </Text>
        )}
        <TextInput
          label={t('people.firstName')}
          required
          value={values.firstName}
          error={fieldError(t, errors.firstName, NAME_MAX_LENGTH)}
          onChange={(event) => set('firstName', event.currentTarget.value)}
        />
        <TextInput
          label={t('people.lastName')}
          required
          value={values.lastName}
          error={fieldError(t, errors.lastName, NAME_MAX_LENGTH)}
          onChange={(event) => set('lastName', event.currentTarget.value)}
        />
        <NativeSelect
          label={t('people.role')}
          required
          value={values.permissionScope}
          error={fieldError(t, errors.permissionScope)}
          data={roleOptions(callerScope)}
          onChange={(event) => set('permissionScope', event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('forms.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('people.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AddMemberModal({
  opened,
  onClose,
  organisationId,
  callerScope,
  onTemporaryPassword,
}: {
  opened: boolean;
  onClose: () => void;
  organisationId: string;
  callerScope: number;
  onTemporaryPassword: (handOver: HandOver) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('forms.close') }}
      opened={opened}
      onClose={onClose}
      title={t('people.add')}
    >
      {opened && (
        <AddMemberForm
          organisationId={organisationId}
          callerScope={callerScope}
          onDone={onClose}
          onTemporaryPassword={onTemporaryPassword}
        />
      )}
    </Modal>
  );
}
