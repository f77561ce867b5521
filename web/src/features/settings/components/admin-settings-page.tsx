import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { CompanySize, companySizeLabel } from '@tandem/shared/organisations/company-size';
import { canCall } from '@/lib/endpoint-permissions';
import {
  ORGANISATION_NAME_MAX,
  organisationAdminSettingsUpdateSchema,
} from '@tandem/shared/settings/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseForm } from '@/lib/form-support';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';
import { useIndustries } from '../api/get-industries';
import {
  useOrganisationAdminSettings,
  type OrganisationAdminSettings,
} from '../api/get-organisation-admin-settings';
import { useUpdateOrganisationAdminSettings } from '../api/update-organisation-admin-settings';
import { SettingsPageFrame } from './settings-page-frame';
import { settingsSaveOutcome } from './settings-save-outcome';
import { readableDescription } from '@/ui/data-list/readable-styles';

const companySizes = Object.values(CompanySize).map((size) => ({
  value: String(size),
  label: companySizeLabel[size],
}));

function AdminSettingsForm({
  organisationId,
  settings,
  onConflict,
}: {
  organisationId: string;
  settings: OrganisationAdminSettings;
  onConflict: () => void;
}) {
  const { t } = useTranslation();
  const industries = useIndustries();
  const [name, setName] = useState(settings.name);
  const [industryId, setIndustryId] = useState<string | null>(settings.industryId);
  const [companySize, setCompanySize] = useState<string | null>(
    settings.companySize === null ? null : String(settings.companySize),
  );
  const [profileImageUrl, setProfileImageUrl] = useState(settings.profileImageUrl ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateOrganisationAdminSettings({ organisationId });

  const submit = () => {
    setErrors({});
    const parsed = parseForm(
      organisationAdminSettingsUpdateSchema,
      {
        name,
        industryId,
        companySize: companySize === null ? null : Number(companySize),
        profileImageUrl: profileImageUrl.trim() === '' ? null : profileImageUrl,
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
      settingsSaveOutcome(t, t('orgSettings.adminSaved'), onConflict),
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
        <TextInput
          label={t('orgSettings.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={ORGANISATION_NAME_MAX}
          error={errors.name}
          withAsterisk
        />
        <Select
          label={t('orgSettings.industry')}
          data={(industries.data ?? []).map((industry) => ({ value: industry.id, label: industry.name }))}
          value={industryId}
          onChange={setIndustryId}
          placeholder={t('orgSettings.notSet')}
          error={errors.industryId}
          clearable
          searchable
        />
        <Select
          label={t('orgSettings.companySize')}
          data={companySizes}
          value={companySize}
          onChange={setCompanySize}
          placeholder={t('orgSettings.notSet')}
          error={errors.companySize}
          clearable
        />
        <TextInput
          label={t('orgSettings.profileImageUrl')}
          description={t('orgSettings.profileImageUrlHelp')}
          styles={readableDescription}
          value={profileImageUrl}
          onChange={(event) => setProfileImageUrl(event.currentTarget.value)}
          error={errors.profileImageUrl}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('orgSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `settings/admin` (admin only): the organisation's name, industry, company size and image. */
export function AdminSettingsPage({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const mayView = canCall(permissions, 'getOrganisationAdminSettings', {
    organisationId,
  });
  const settings = useOrganisationAdminSettings(organisationId, { enabled: mayView });

  if (!mayView) return <NoViewAccess />;
  return (
    <SettingsPageFrame
      organisationId={organisationId}
      intro={t('orgSettings.adminIntro')}
      settings={settings}
    >
      {(data) => (
        <AdminSettingsForm
          key={data.version}
          organisationId={organisationId}
          settings={data}
          onConflict={() => void settings.refetch()}
        />
      )}
    </SettingsPageFrame>
  );
}
