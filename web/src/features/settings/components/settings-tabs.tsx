import { Anchor, Group, Title } from '@mantine/core';
import { canCall } from '@/lib/endpoint-permissions';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import { usePermissions } from '@/lib/permissions-store';
import { useFeatureOn } from '@/lib/use-feature-on';

export type SettingsSection = 'features' | 'users' | 'admin' | 'tags' | 'customFields';

/** The page title and links between the organisation settings pages the user may open. */
export function SettingsHeader({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const target = { organisationId };
  const tagsOn = useFeatureOn(organisationId, OrganisationSetting.TAGS_ENABLED);
  const customOn = useFeatureOn(organisationId, OrganisationSetting.CUSTOM_PROPERTIES_ENABLED);
  const sections = [
    {
      key: 'features',
      href: paths.organisationSettings.getHref(organisationId),
      allowed: canCall(permissions, 'getOrganisationSettings', target),
    },
    {
      key: 'users',
      href: paths.organisationUserSettings.getHref(organisationId),
      allowed: canCall(permissions, 'getOrganisationUserSettings', target),
    },
    {
      key: 'admin',
      href: paths.organisationAdminSettings.getHref(organisationId),
      allowed: canCall(permissions, 'getOrganisationAdminSettings', target),
    },
    // Shown only while their switch is on (spec §3 organisation settings).
    {
      key: 'tags',
      href: paths.organisationTagSettings.getHref(organisationId),
      allowed: tagsOn && canCall(permissions, 'renameTag', target),
    },
    {
      key: 'customFields',
      href: paths.organisationCustomFieldSettings.getHref(organisationId),
      allowed: customOn && canCall(permissions, 'createCustomField', target),
    },
  ] as const;
  return (
    <div>
      <Title order={1}>{t('orgSettings.title')}</Title>
      <Group component="nav" aria-label={t('orgSettings.tabs')} gap="lg" mt="xs">
        {sections
          .filter((section) => section.allowed)
          .map((section) => {
            // The page open is marked as a tab is (a bar under it, bold, not a link colour), not only for screen readers.
            const current = pathname.replace(/\/$/, '') === section.href;
            return (
              <Anchor
                key={section.key}
                component={NavLink}
                to={section.href}
                end
                fw={current ? 700 : 500}
                c={current ? 'dark' : undefined}
                underline={current ? 'never' : 'hover'}
                data-current={current || undefined}
                style={{
                  paddingBottom: 4,
                  borderBottom: `2px solid ${current ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
                }}
              >
                {t(`orgSettings.${section.key}`)}
              </Anchor>
            );
          })}
      </Group>
    </div>
  );
}
