import { Button, Menu, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { can } from '@tandem/shared/permissions/can';
import type { CompactPermissions } from '@tandem/shared/permissions/compact-permissions';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ShellRoute } from './use-shell-route';

type SettingsMenuProps = { route: ShellRoute; permissions: CompactPermissions; collapsed: boolean };

/**
 * The Settings popup (spec §2, §6): Organisation settings (owner or more), Core data (contributor or
 * more), Programme settings (programme edit claim), Project settings (project edit). Without any of
 * these rights the button stays focusable but inert, with the tooltip 'no access'.
 */
export function SettingsMenu({ route, permissions, collapsed }: SettingsMenuProps) {
  const { t } = useTranslation();
  const { organisationId, programmeId, projectId } = route;
  const target = { organisationId, programmeId, projectId };
  const items = [
    {
      key: 'organisation',
      label: t('settings.organisationSettings'),
      href: paths.organisationSettings.getHref(organisationId),
      allowed: can(permissions, { kind: 'organisation', minimumScope: OrgScope.OWNER }, target),
    },
    {
      key: 'people',
      label: t('settings.people'),
      href: paths.organisationUsers.getHref(organisationId),
      allowed: can(permissions, { kind: 'organisation', minimumScope: OrgScope.OWNER }, target),
    },
    {
      key: 'core-data',
      label: t('settings.coreData'),
      href: paths.coreData.getHref(organisationId),
      allowed: can(permissions, { kind: 'organisation', minimumScope: OrgScope.CONTRIBUTOR }, target),
    },
    {
      key: 'programme',
      label: t('settings.programmeSettings'),
      href: programmeId ? paths.programmeSettings.getHref(organisationId, programmeId) : undefined,
      allowed: programmeId !== undefined && can(permissions, { kind: 'programme', access: 'edit' }, target),
    },
    {
      key: 'project',
      label: t('settings.projectSettings'),
      href: projectId ? paths.projectSettings.getHref(organisationId, projectId) : undefined,
      allowed:
        projectId !== undefined &&
        can(permissions, { kind: 'project', area: 'project', access: 'edit' }, target),
    },
  ];
  const mayOpen = can(permissions, { kind: 'organisation', minimumScope: OrgScope.CONTRIBUTOR }, target);
  const hasAny = mayOpen && items.some((item) => item.allowed);
  const icon = <IconSettings size={20} aria-hidden stroke={1.6} />;

  if (!hasAny) {
    return (
      <Tooltip label={t('settings.noAccess')} withArrow position="right">
        <Button
          variant="subtle"
          color="gray"
          leftSection={collapsed ? undefined : icon}
          data-disabled
          aria-disabled="true"
          aria-label={collapsed ? `${t('settings.menu')}: ${t('settings.noAccess')}` : undefined}
          aria-describedby={undefined}
          onClick={(event) => event.preventDefault()}
          justify="flex-start"
          fullWidth
          data-testid="settings-button"
        >
          {collapsed ? icon : t('settings.menu')}
        </Button>
      </Tooltip>
    );
  }

  return (
    <Menu position="right-end" shadow="md" withArrow>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          leftSection={collapsed ? undefined : icon}
          aria-label={collapsed ? t('settings.menu') : undefined}
          justify="flex-start"
          fullWidth
          data-testid="settings-button"
        >
          {collapsed ? icon : t('settings.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) =>
          item.allowed && item.href ? (
            <Menu.Item key={item.key} component={Link} to={item.href}>
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={item.key} disabled>
              {item.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
