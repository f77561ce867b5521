import { Button, Group, Select, Stack, Switch, TagsInput, Text } from '@mantine/core';
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
import { NoViewAccess } from '@/ui/no-view-access';
import {
  useOrganisationUserSettings,
  type OrganisationUserSettings,
} from '../api/get-organisation-user-settings';
import { useUpdateOrganisationUserSettings } from '../api/update-organisation-user-settings';
import { SettingsPageFrame } from './settings-page-frame';
import { settingsSaveOutcome } from './settings-save-outcome';
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
      settingsSaveOutcome(t, t('orgSettings.usersSaved'), onConflict),
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
    <SettingsPageFrame
      organisationId={organisationId}
      intro={t('orgSettings.usersIntro')}
      note={
        !mayEdit && (
          <Text size="sm" c="gray.7">
            {t('orgSettings.usersReadOnly')}
          </Text>
        )
      }
      settings={settings}
    >
      {(data) => (
        // Keyed by version: a reload after a conflict starts the form again from the latest values.
        <UserSettingsForm
          key={data.version}
          organisationId={organisationId}
          settings={data}
          mayEdit={mayEdit}
          onConflict={() => void settings.refetch()}
        />
      )}
    </SettingsPageFrame>
  );
}
