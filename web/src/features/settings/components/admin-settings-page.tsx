import { Alert, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { ErrorMessage } from '@tandem/shared/core/error-messages';
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
import { toastSaved, toastSaveFailed } from '@/ui/data-list/save-toasts';
import { NoViewAccess } from '@/ui/no-view-access';
import { PageLoader } from '@/ui/page-loader';
import { useIndustries } from '../api/get-industries';
import {
  useOrganisationAdminSettings,
  type OrganisationAdminSettings,
} from '../api/get-organisation-admin-settings';
import { useUpdateOrganisationAdminSettings } from '../api/update-organisation-admin-settings';
import { SettingsHeader } from './settings-tabs';
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
      {
        onSuccess: () => toastSaved(t, t('orgSettings.adminSaved')),
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
    <Stack gap="lg">
      <SettingsHeader organisationId={organisationId} />
      <Text>{t('orgSettings.adminIntro')}</Text>
      {settings.isPending && <PageLoader />}
      {settings.isError && (
        <Alert color="red" variant="light" role="alert">
          {t(ErrorMessage.LOAD_DATA_FAILED)}
        </Alert>
      )}
      {settings.data && (
        <Card withBorder maw={640}>
          <AdminSettingsForm
            key={settings.data.version}
            organisationId={organisationId}
            settings={settings.data}
            onConflict={() => void settings.refetch()}
          />
        </Card>
      )}
    </Stack>
  );
}
