import { Alert, Button, Card, Group, Select, Stack, Switch, TagsInput, Text } from '@mantine/core';
import { ErrorMessage } from '@tandem/shared/core/error-messages';
import { SETTING_OFF, SETTING_ON } from '@tandem/shared/organisations/organisation-settings';
import { canCall } from '@/lib/endpoint-permissions';
import { orgScopeLabel } from '@tandem/shared/permissions/org-scope';
import {
  assignableScopes,
  MAX_ALLOWED_EMAIL_DOMAINS,
  organisationUserSettingsUpdateSchema,
} from '@tandem/shared/settings/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseForm } from '@/lib/form-support';
import { usePermissions } from '@/lib/permissions-store';
import { toastSaved, toastSaveFailed } from '@/ui/data-list/save-toasts';
import { NoViewAccess } from '@/ui/no-view-access';
import { PageLoader } from '@/ui/page-loader';
import {
  useOrganisationUserSettings,
  type OrganisationUserSettings,
} from '../api/get-organisation-user-settings';
import { useUpdateOrganisationUserSettings } from '../api/update-organisation-user-settings';
import { SettingsHeader } from './settings-tabs';
import { readableDescription } from '@/ui/data-list/readable-styles';

function UserSettingsForm({
  organisationId,
  settings,
  mayEdit,
  onConflict,
}: {
  organisationId: string;
  settings: OrganisationUserSettings;
  mayEdit: boolean;
  onConflict: () => void;
}) {
  const { t } = useTranslation();
  const [defaultScope, setDefaultScope] = useState(String(settings.defaultScope));
  const [ownersMayAddUsers, setOwnersMayAddUsers] = useState(settings.ownersMayAddUsers === SETTING_ON);
  const [domains, setDomains] = useState<string[]>(settings.allowedEmailDomains);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateOrganisationUserSettings({ organisationId });

  const submit = () => {
    setErrors({});
    const parsed = parseForm(
      organisationUserSettingsUpdateSchema,
      {
        defaultScope: Number(defaultScope),
        ownersMayAddUsers: ownersMayAddUsers ? SETTING_ON : SETTING_OFF,
        allowedEmailDomains: domains,
        version: settings.version,
      },
      t,
    );
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    update.mutate(
      { organisationId, body: parsed.data },
      {
        onSuccess: () => toastSaved(t, t('orgSettings.usersSaved')),
        onError: (error) => {
          if (toastSaveFailed(t, error).conflict) onConflict();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Select
          label={t('orgSettings.defaultScope')}
          data={assignableScopes.map((scope) => ({ value: String(scope), label: orgScopeLabel[scope] }))}
          value={defaultScope}
          onChange={(value) => value && setDefaultScope(value)}
          error={errors.defaultScope}
          disabled={!mayEdit}
          allowDeselect={false}
        />
        <Switch
          label={t('orgSettings.ownersMayAddUsers')}
          checked={ownersMayAddUsers}
          onChange={(event) => setOwnersMayAddUsers(event.currentTarget.checked)}
          disabled={!mayEdit}
        />
        <TagsInput
          label={t('orgSettings.allowedEmailDomains')}
          description={t('orgSettings.allowedEmailDomainsHelp')}
          styles={readableDescription}
          value={domains}
          onChange={setDomains}
          maxTags={MAX_ALLOWED_EMAIL_DOMAINS}
          error={errors.allowedEmailDomains}
          disabled={!mayEdit}
          splitChars={[',', ' ']}
        />
        {mayEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('orgSettings.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** `settings/users` (owner or more to view, admin to change): how people join the organisation. */
export function UserSettingsPage({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const target = { organisationId };
  const mayView = canCall(permissions, 'getOrganisationUserSettings', target);
  const mayEdit = canCall(permissions, 'updateOrganisationUserSettings', target);
  const settings = useOrganisationUserSettings(organisationId, { enabled: mayView });

  if (!mayView) return <NoViewAccess />;
  return (
    <Stack gap="lg">
      <SettingsHeader organisationId={organisationId} />
      <Text>{t('orgSettings.usersIntro')}</Text>
      {!mayEdit && (
        <Text size="sm" c="gray.7">
          {t('orgSettings.usersReadOnly')}
        </Text>
      )}
      {settings.isPending && <PageLoader />}
      {settings.isError && (
        <Alert color="red" variant="light" role="alert">
          {t(ErrorMessage.LOAD_DATA_FAILED)}
        </Alert>
      )}
      {settings.data && (
        <Card withBorder maw={640}>
          {/* Keyed by version: a reload after a conflict starts the form again from the latest values. */}
          <UserSettingsForm
            key={settings.data.version}
            organisationId={organisationId}
            settings={settings.data}
            mayEdit={mayEdit}
            onConflict={() => void settings.refetch()}
          />
        </Card>
      )}
    </Stack>
  );
}
