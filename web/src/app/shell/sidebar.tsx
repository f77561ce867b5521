import { NavLink, Stack, Tooltip } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconChartDonut,
  IconChecklist,
  IconFolder,
  IconHierarchy2,
  IconLayoutDashboard,
  IconRoute,
  IconSchool,
  IconTargetArrow,
  IconCategory,
  IconTrophy,
  IconUser,
  IconUsersGroup,
  IconWaveSine,
} from '@tabler/icons-react';
import type { Permission, ProjectArea } from '@tandem/shared/contract/permission';
import { can } from '@tandem/shared/permissions/can';
import type { CompactPermissions } from '@tandem/shared/permissions/compact-permissions';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ShellRoute } from './use-shell-route';

type IconType = ComponentType<{ size?: number; 'aria-hidden'?: boolean; stroke?: number }>;

type ItemProps = {
  label: string;
  icon: IconType;
  /** No link: the item is shown disabled (spec §2: Programme without a programme, ...). */
  to?: string;
  collapsed: boolean;
  active?: boolean;
  disabledReason?: string;
  children?: ReactNode;
  defaultOpened?: boolean;
};

function SidebarItem({
  label,
  icon: Icon,
  to,
  collapsed,
  active,
  disabledReason,
  children,
  defaultOpened,
}: ItemProps) {
  const disabled = to === undefined && !children;
  const icon = <Icon size={20} aria-hidden stroke={1.6} />;
  const common = {
    label: collapsed ? undefined : label,
    leftSection: icon,
    active,
    'aria-label': collapsed ? label : undefined,
    title: disabled && disabledReason ? disabledReason : undefined,
  };
  const item = children ? (
    <NavLink
      {...common}
      component="button"
      type="button"
      defaultOpened={defaultOpened}
      childrenOffset={collapsed ? 0 : 28}
    >
      {children}
    </NavLink>
  ) : to === undefined ? (
    <NavLink {...common} component="button" disabled aria-disabled="true" />
  ) : (
    <NavLink {...common} component={Link} to={to} aria-current={active ? 'page' : undefined} />
  );
  return collapsed ? (
    <Tooltip label={label} position="right" withArrow>
      <div>{item}</div>
    </Tooltip>
  ) : (
    item
  );
}

type SidebarProps = { route: ShellRoute; permissions: CompactPermissions; collapsed: boolean };

/**
 * The left sidebar (spec §2 Shell): My Dashboard, Organisation, Programme and Project, and inside a
 * project Change (Impacts, Actions, Stakeholders, Audiences, Readiness), Processes and Training.
 * Impacts, actions and stakeholders are active only when the user may view them (`can`).
 */
export function Sidebar({ route, permissions, collapsed }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { organisationId, programmeId, projectId } = route;
  const isAt = (href: string) => pathname === href;
  const canView = (area: ProjectArea) => {
    const permission: Permission = { kind: 'project', area, access: 'view' };
    return can(permissions, permission, { organisationId, projectId });
  };
  const areaLink = (area: ProjectArea, href: string) => (canView(area) ? href : undefined);

  const organisationHref = paths.organisation.getHref(organisationId);
  const dashboardHref = paths.myDashboard.getHref(organisationId);
  const programmeHref = programmeId ? paths.programme.getHref(organisationId, programmeId) : undefined;
  const projectHref = projectId ? paths.project.getHref(organisationId, projectId) : undefined;

  return (
    <Stack gap={2} component="nav" aria-label={t('nav.mainNavigation')}>
      <SidebarItem
        label={t('nav.myDashboard')}
        icon={IconLayoutDashboard}
        to={dashboardHref}
        active={isAt(dashboardHref)}
        collapsed={collapsed}
      />
      <SidebarItem
        label={t('nav.organisation')}
        icon={IconBuildingCommunity}
        to={organisationHref}
        active={isAt(organisationHref)}
        collapsed={collapsed}
      />
      <SidebarItem
        label={t('nav.programme')}
        icon={IconHierarchy2}
        to={programmeHref}
        active={programmeHref !== undefined && isAt(programmeHref)}
        collapsed={collapsed}
      />
      <SidebarItem
        label={t('nav.project')}
        icon={IconFolder}
        to={projectHref}
        active={projectHref !== undefined && isAt(projectHref)}
        collapsed={collapsed}
      />
      {projectId && (
        <>
          <SidebarItem
            label={t('nav.change')}
            icon={IconWaveSine}
            collapsed={collapsed}
            defaultOpened={pathname.includes('/change/')}
          >
            <SidebarItem
              label={t('nav.impacts')}
              icon={IconTargetArrow}
              to={areaLink('impact', paths.impacts.getHref(organisationId, projectId))}
              active={isAt(paths.impacts.getHref(organisationId, projectId))}
              disabledReason={t('nav.noViewRights')}
              collapsed={collapsed}
            />
            <SidebarItem
              label={t('nav.impactGroups')}
              icon={IconCategory}
              to={areaLink('impact', paths.impactGroups.getHref(organisationId, projectId))}
              active={isAt(paths.impactGroups.getHref(organisationId, projectId))}
              disabledReason={t('nav.noViewRights')}
              collapsed={collapsed}
            />
            <SidebarItem
              label={t('nav.actions')}
              icon={IconChecklist}
              to={areaLink('action', paths.actions.getHref(organisationId, projectId))}
              active={isAt(paths.actions.getHref(organisationId, projectId))}
              disabledReason={t('nav.noViewRights')}
              collapsed={collapsed}
            />
            <SidebarItem
              label={t('nav.benefits')}
              icon={IconTrophy}
              to={areaLink('project', paths.benefits.getHref(organisationId, projectId))}
              active={isAt(paths.benefits.getHref(organisationId, projectId))}
              disabledReason={t('nav.noViewRights')}
              collapsed={collapsed}
            />
            <SidebarItem
              label={t('nav.stakeholders')}
              icon={IconUser}
              to={areaLink('stakeholder', paths.stakeholders.getHref(organisationId, projectId))}
              active={isAt(paths.stakeholders.getHref(organisationId, projectId))}
              disabledReason={t('nav.noViewRights')}
              collapsed={collapsed}
            />
            <SidebarItem
              label={t('nav.audiences')}
              icon={IconUsersGroup}
              to={areaLink('stakeholder', paths.audiences.getHref(organisationId, projectId))}
              active={isAt(paths.audiences.getHref(organisationId, projectId))}
              disabledReason={t('nav.noViewRights')}
              collapsed={collapsed}
            />
            <SidebarItem
              label={t('nav.readiness')}
              icon={IconChartDonut}
              to={areaLink('stakeholder', paths.readiness.getHref(organisationId, projectId))}
              active={isAt(paths.readiness.getHref(organisationId, projectId))}
              disabledReason={t('nav.noViewRights')}
              collapsed={collapsed}
            />
          </SidebarItem>
          <SidebarItem
            label={t('nav.processes')}
            icon={IconRoute}
            collapsed={collapsed}
            defaultOpened={/processes|role-mapping/.test(pathname)}
          >
            {(
              [
                ['nav.processReports', paths.processes],
                ['nav.projectProcesses', paths.projectProcessPages.list],
                ['nav.roleMapping', paths.roleMappingPages.list],
              ] as const
            ).map(([label, page]) => (
              <SidebarItem
                key={label}
                label={t(label)}
                icon={IconRoute}
                to={page.getHref(organisationId, projectId)}
                active={isAt(page.getHref(organisationId, projectId))}
                collapsed={collapsed}
              />
            ))}
          </SidebarItem>
          <SidebarItem
            label={t('nav.training')}
            icon={IconSchool}
            collapsed={collapsed}
            defaultOpened={/learning-dashboard|course|modules|training-components/.test(pathname)}
          >
            {(
              [
                ['nav.learningDashboard', paths.training],
                ['nav.courseGroups', paths.courseGroupPages.list],
                ['nav.courses', paths.coursePages.list],
                ['nav.modules', paths.trainingModulePages.list],
                ['nav.trainingComponents', paths.trainingComponentPages.list],
              ] as const
            ).map(([label, page]) => (
              <SidebarItem
                key={label}
                label={t(label)}
                icon={IconSchool}
                to={page.getHref(organisationId, projectId)}
                active={isAt(page.getHref(organisationId, projectId))}
                collapsed={collapsed}
              />
            ))}
          </SidebarItem>
        </>
      )}
    </Stack>
  );
}
