import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DigestFrequencySetting } from './digest-frequency-setting';
import { PageLoader } from '@/ui/page-loader';
import { useMyProfile, type MyProfile } from '../api/get-my-profile';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { ProfileImageEditor } from './profile-image-editor';
import {
  fieldError,
  type FieldErrors,
  NAME_MAX_LENGTH,
  notifySaved,
  notifySaveError,
  requiredText,
  validateFields,
} from '@/lib/form-support';

type Field = 'firstName' | 'lastName';

function NamesForm({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const update = useUpdateMyProfile();
  const [values, setValues] = useState({ firstName: profile.firstName, lastName: profile.lastName });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateFields<Field>(
      {
        firstName: () => requiredText(values.firstName, NAME_MAX_LENGTH),
        lastName: () => requiredText(values.lastName, NAME_MAX_LENGTH),
      },
      t,
    );
    setErrors(result.errors);
    if (!result.valid) return;
    update.mutate(
      { firstName: values.firstName.trim(), lastName: values.lastName.trim(), version: profile.version },
      { onSuccess: () => notifySaved(t), onError: (error) => notifySaveError(error, t) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.names')}>
      <Stack gap="md" maw={480}>
        <TextInput label={t('profile.email')} value={profile.email} readOnly disabled />
        <TextInput
          label={t('profile.firstName')}
          required
          value={values.firstName}
          error={fieldError(t, errors.firstName, NAME_MAX_LENGTH)}
          onChange={(event) => setValues({ ...values, firstName: event.currentTarget.value })}
        />
        <TextInput
          label={t('profile.lastName')}
          required
          value={values.lastName}
          error={fieldError(t, errors.lastName, NAME_MAX_LENGTH)}
          onChange={(event) => setValues({ ...values, lastName: event.currentTarget.value })}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('forms.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `users/settings`: the signed-in user's first and last name (sent with the version seen). */
export function ProfileSettings() {
  const { t } = useTranslation();
  const profile = useMyProfile();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('profile.names')}
      </Title>
      {profile.isPending && <PageLoader />}
      {profile.isError && (
        <Text c="red.8" role="alert">
          {t('errors.loadData')}
        </Text>
      )}
      {/* A new version (after a save or a conflict's reload) starts the form from the stored names. */}
      {profile.isSuccess && <NamesForm key={profile.data.version} profile={profile.data} />}
      {profile.isSuccess && <ProfileImageEditor profile={profile.data} />}
      <DigestFrequencySetting />
    </Stack>
  );
}
