import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useValidateCurrentPassword } from '../api/validate-current-password';
import {
  fieldError,
  notifySaved,
  notifySaveError,
  validateFields,
  type FieldErrors,
} from '@/lib/form-support';
import { PASSWORD_MAX_LENGTH, passwordStrengthError } from './password-rules';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const empty: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * `users/password`: current, new and confirmation. The new one must pass the strength rule, differ
 * from the current one and match its confirmation; the server then checks the current password
 * (validateCurrentPassword) before changing it.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const validate = useValidateCurrentPassword();
  const change = useChangePassword();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const set = (field: Field, value: string) => setValues((previous) => ({ ...previous, [field]: value }));
  const wrongCurrent = () => {
    setErrors({ currentPassword: 'profile.password.currentWrong' });
    notifySaveError(new Error(t('profile.password.currentWrong')), t);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateFields<Field>(
      {
        currentPassword: () =>
          values.currentPassword === ''
            ? 'forms.required'
            : values.currentPassword.length > PASSWORD_MAX_LENGTH
              ? 'forms.tooLong'
              : null,
        newPassword: () =>
          passwordStrengthError(values.newPassword) ??
          (values.newPassword === values.currentPassword ? 'profile.password.sameAsCurrent' : null),
        confirmPassword: () =>
          values.confirmPassword !== values.newPassword ? 'profile.password.mismatch' : null,
      },
      t,
    );
    setErrors(result.errors);
    if (!result.valid) return;
    try {
      const { valid } = await validate.mutateAsync({ currentPassword: values.currentPassword });
      if (!valid) return wrongCurrent();
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(empty);
      notifySaved(t, t('profile.password.changed'));
    } catch (error) {
      // The server refuses a wrong current password too (it may have changed between the calls).
      if (
        isApiError(error) &&
        (error.status === 400 || error.status === 403) &&
        /current/i.test(error.message)
      )
        return wrongCurrent();
      notifySaveError(error, t);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('profile.password.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('profile.password.rule')}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('profile.password.title')}>
        <Stack gap="md" maw={480}>
          <PasswordInput
            label={t('profile.password.current')}
            required
            autoComplete="current-password"
            value={values.currentPassword}
            error={fieldError(t, errors.currentPassword, PASSWORD_MAX_LENGTH)}
            onChange={(event) => set('currentPassword', event.currentTarget.value)}
          />
          <PasswordInput
            label={t('profile.password.new')}
            required
            autoComplete="new-password"
            value={values.newPassword}
            error={fieldError(t, errors.newPassword, PASSWORD_MAX_LENGTH)}
            onChange={(event) => set('newPassword', event.currentTarget.value)}
          />
          <PasswordInput
            label={t('profile.password.confirm')}
            required
            autoComplete="new-password"
            value={values.confirmPassword}
            error={fieldError(t, errors.confirmPassword)}
            onChange={(event) => set('confirmPassword', event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={validate.isPending || change.isPending}>
              {t('profile.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
