import { Stack } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconChartDonut,
  IconChartTreemap,
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
import { OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import { can } from '@tandem/shared/permissions/can';
import type { CompactPermissions } from '@tandem/shared/permissions/compact-permissions';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useOrganisationSettings } from '@/lib/permissions-store';
import { featureOn } from '@/lib/use-feature-on';
import { SidebarItem, type IconType } from './sidebar-item';
import type { ShellRoute } from './use-shell-route';

/** A page inside a project: its phrase, icon, link and what switches it on. */
type ProjectEntry = {
  label: string;
  icon: IconType;
  page: { getHref: (organisationId: string, projectId: string) => string };
  /** Linked only when the user may view this project area (else shown disabled with the reason). */
  area?: ProjectArea;
  /** Hidden while this organisation switch is off. */
  feature?: OrganisationSetting;
};

/** A folding section of project pages, opened when the current path matches `openWhen`. */
type ProjectSection = { label: string; icon: IconType; openWhen: RegExp; entries: readonly ProjectEntry[] };

/** The project's sections (spec §2 Shell): Change, Processes and Training. Add a page as one entry. */
const projectSections: readonly ProjectSection[] = [
  {
    label: 'nav.change',
    icon: IconWaveSine,
    openWhen: /\/change\//,
    entries: [
      { label: 'nav.impacts', icon: IconTargetArrow, page: paths.impactPages.list, area: 'impact' },
      { label: 'nav.impactGroups', icon: IconCategory, page: paths.impactGroupPages.list, area: 'impact' },
      { label: 'nav.actions', icon: IconChecklist, page: paths.actions, area: 'action' },
      { label: 'nav.benefits', icon: IconTrophy, page: paths.benefitPages.list, area: 'project' },
      { label: 'nav.stakeholders', icon: IconUser, page: paths.stakeholderPages.list, area: 'stakeholder' },
      { label: 'nav.audiences', icon: IconUsersGroup, page: paths.audiencePages.list, area: 'stakeholder' },
      { label: 'nav.readiness', icon: IconChartDonut, page: paths.readiness, area: 'stakeholder' },
      {
        label: 'nav.projectVisualisations',
        icon: IconChartTreemap,
        page: {
          getHref: (organisationId, projectId) => paths.visualisations.getHref(organisationId, projectId),
        },
        area: 'impact',
        feature: OrganisationSetting.VISUALISATIONS_ENABLED,
      },
    ],
  },
  {
    label: 'nav.processes',
    icon: IconRoute,
    openWhen: /processes|role-mapping/,
    entries: [
      { label: 'nav.processReports', icon: IconRoute, page: paths.processes },
      { label: 'nav.projectProcesses', icon: IconRoute, page: paths.projectProcessPages.list },
      { label: 'nav.roleMapping', icon: IconRoute, page: paths.roleMappingPages.list },
    ],
  },
  {
    label: 'nav.training',
    icon: IconSchool,
    openWhen: /learning-dashboard|course|modules|training-components/,
    entries: [
      { label: 'nav.learningDashboard', icon: IconSchool, page: paths.training },
      { label: 'nav.courseGroups', icon: IconSchool, page: paths.courseGroupPages.list },
      { label: 'nav.courses', icon: IconSchool, page: paths.coursePages.list },
      { label: 'nav.modules', icon: IconSchool, page: paths.trainingModulePages.list },
      { label: 'nav.trainingComponents', icon: IconSchool, page: paths.trainingComponentPages.list },
    ],
  },
];

type SidebarProps = { route: ShellRoute; permissions: CompactPermissions; collapsed: boolean };

/**
 * The left sidebar (spec §2 Shell): My Dashboard, Organisation, Programme and Project, and inside a
 * project the sections of `projectSections`. An entry with an area is active only when the user may
 * view it (`can`); one with a feature is hidden while the organisation switches it off.
 */
export function Sidebar({ route, permissions, collapsed }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const settings = useOrganisationSettings();
  const { organisationId, programmeId, projectId } = route;
  const canView = (area: ProjectArea) => {
    const permission: Permission = { kind: 'project', area, access: 'view' };
    return can(permissions, permission, { organisationId, projectId });
  };

  const topEntries: readonly { label: string; icon: IconType; href: string | undefined }[] = [
    { label: 'nav.myDashboard', icon: IconLayoutDashboard, href: paths.myDashboard.getHref(organisationId) },
    {
      label: 'nav.organisation',
      icon: IconBuildingCommunity,
      href: paths.organisation.getHref(organisationId),
    },
    // The organisation's visualisations (spec §2), hidden while the organisation switches them off.
    ...(featureOn(settings, organisationId, OrganisationSetting.VISUALISATIONS_ENABLED)
      ? [
          {
            label: 'nav.visualisations',
            icon: IconChartTreemap,
            href: paths.visualisations.getHref(organisationId),
          },
        ]
      : []),
    {
      label: 'nav.programme',
      icon: IconHierarchy2,
      href: programmeId ? paths.programme.getHref(organisationId, programmeId) : undefined,
    },
    {
      label: 'nav.project',
      icon: IconFolder,
      href: projectId ? paths.project.getHref(organisationId, projectId) : undefined,
    },
  ];

  return (
    <Stack gap={2} component="nav" aria-label={t('nav.mainNavigation')}>
      {topEntries.map(({ label, icon, href }) => (
        <SidebarItem
          key={label}
          label={t(label)}
          icon={icon}
          to={href}
          active={href !== undefined && pathname === href}
          collapsed={collapsed}
        />
      ))}
      {projectId &&
        projectSections.map((section) => (
          <SidebarItem
            key={section.label}
            label={t(section.label)}
            icon={section.icon}
            collapsed={collapsed}
            defaultOpened={section.openWhen.test(pathname)}
          >
            {section.entries
              .filter((entry) => !entry.feature || featureOn(settings, organisationId, entry.feature))
              .map((entry) => {
                const href = entry.page.getHref(organisationId, projectId);
                return (
                  <SidebarItem
                    key={entry.label}
                    label={t(entry.label)}
                    icon={entry.icon}
                    to={!entry.area || canView(entry.area) ? href : undefined}
                    active={pathname === href}
                    disabledReason={entry.area ? t('nav.noViewRights') : undefined}
                    collapsed={collapsed}
                  />
                );
              })}
          </SidebarItem>
        ))}
    </Stack>
  );
}
