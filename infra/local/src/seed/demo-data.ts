import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { allProjectFlags, ProjectFlag, viewProjectFlags } from '@tandem/shared/permissions/project-flags';

/**
 * The demo world that `npm start` seeds into an empty table. Ids are fixed so tests, the README and
 * bookmarks can name them. Two organisations: A is rich (17 projects, enough for the mega-menu and a
 * programme of more than 9 projects), B is small and belongs to the outsider.
 */
export const demoPassword = 'Demo-Password-1';

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const demoOrganisations = {
  a: { organisationId: id('0a000000', 1), name: 'Northwind Health' },
  b: { organisationId: id('0b000000', 2), name: 'Contoso Rail' },
};

export interface DemoUser {
  key: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  eulaSigned: boolean;
  memberships: { organisation: OrganisationKey; scope: OrgScope }[];
  role: string;
}

type OrganisationKey = keyof typeof demoOrganisations;
const demoUserSeeds: Omit<DemoUser, 'userId' | 'email'>[] = [
  {
    key: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    eulaSigned: true,
    role: 'ADMIN (300) in Northwind Health',
    memberships: [{ organisation: 'a', scope: OrgScope.ADMIN }],
  },
  {
    key: 'owner',
    firstName: 'Olu',
    lastName: 'Owner',
    eulaSigned: true,
    role: 'OWNER (280) in Northwind Health',
    memberships: [{ organisation: 'a', scope: OrgScope.OWNER }],
  },
  {
    key: 'contributor',
    firstName: 'Cara',
    lastName: 'Contributor',
    eulaSigned: true,
    role: 'CONTRIBUTOR (200) in Northwind Health, rights on some projects',
    memberships: [{ organisation: 'a', scope: OrgScope.CONTRIBUTOR }],
  },
  {
    key: 'reader',
    firstName: 'Reza',
    lastName: 'Reader',
    eulaSigned: true,
    role: 'READER (100) in Northwind Health',
    memberships: [{ organisation: 'a', scope: OrgScope.READER }],
  },
  {
    key: 'outsider',
    firstName: 'Oona',
    lastName: 'Outsider',
    eulaSigned: true,
    role: 'ADMIN in Contoso Rail only',
    memberships: [{ organisation: 'b', scope: OrgScope.ADMIN }],
  },
  {
    key: 'newcomer',
    firstName: 'Nia',
    lastName: 'Newcomer',
    eulaSigned: false,
    role: 'CONTRIBUTOR in Northwind Health, licence not yet accepted',
    memberships: [{ organisation: 'a', scope: OrgScope.CONTRIBUTOR }],
  },
  {
    key: 'multi',
    firstName: 'Max',
    lastName: 'Multi',
    eulaSigned: true,
    role: 'member of both organisations',
    memberships: [
      { organisation: 'a', scope: OrgScope.CONTRIBUTOR },
      { organisation: 'b', scope: OrgScope.READER },
    ],
  },
];
export const demoUsers: DemoUser[] = demoUserSeeds.map((user, index) => ({
  ...user,
  userId: id('0c000000', index + 1),
  email: `${user.key}@demo.test`,
}));

interface DemoProgramme {
  organisation: OrganisationKey;
  programmeId: string;
  name: string;
  projects: string[];
}

const demoProgrammeSeeds: Omit<DemoProgramme, 'programmeId'>[] = [
  {
    organisation: 'a',
    name: 'Digital Front Door',
    projects: [
      'Online Booking',
      'Patient Portal',
      'E-Prescribing',
      'Virtual Wards',
      'Self Check-in Kiosks',
      'Referral Management',
      'Patient Messaging',
      'Digital Letters',
      'Remote Monitoring',
      'Accessibility Uplift',
    ],
  },
  {
    organisation: 'a',
    name: 'Workforce Transformation',
    projects: ['Rostering', 'New Ways of Working', 'Leadership Academy', 'Payroll Harmonisation'],
  },
  { organisation: 'a', name: 'Estates Consolidation', projects: ['North Site Closure'] },
  {
    organisation: 'b',
    name: 'Timetable Modernisation',
    projects: ['Timetable Planning System', 'Crew Scheduling'],
  },
  { organisation: 'b', name: 'Customer Experience', projects: ['Ticketing App'] },
];
export const demoProgrammes: DemoProgramme[] = demoProgrammeSeeds.map((programme, index) => ({
  ...programme,
  programmeId: id('0d000000', index + 1),
}));

export const demoStandaloneProjects: { organisation: OrganisationKey; name: string }[] = [
  { organisation: 'a', name: 'Finance System Upgrade' },
  { organisation: 'a', name: 'Clinical Coding Review' },
  { organisation: 'b', name: 'Depot Safety Programme' },
  { organisation: 'b', name: 'Station Wi-Fi' },
];

export const demoLicenceAgreements = [
  {
    version: 1,
    title: 'Tandem end-user licence agreement',
    content: '<p>The first version of the agreement.</p>',
    createdAt: '2025-01-06T09:00:00.000Z',
  },
  {
    version: 2,
    title: 'Tandem end-user licence agreement',
    content:
      '<p>By using Tandem you agree to use it only for your organisation’s change work, to keep your sign-in details private, and to respect the privacy of the people whose data you record.</p><ul><li>Your organisation owns its data.</li><li>We process it only to provide the service.</li></ul>',
    createdAt: '2026-06-01T09:00:00.000Z',
  },
];

let projectCounter = 0;
/** Every demo project with its fixed id and parent (programme id or standalone). */
export const demoProjects = [
  ...demoProgrammes.flatMap((programme) =>
    programme.projects.map((name) => ({
      organisation: programme.organisation,
      name,
      parentId: programme.programmeId,
    })),
  ),
  ...demoStandaloneProjects.map((project) => ({ ...project, parentId: 'standalone' })),
].map((project) => ({ ...project, projectId: id('0e000000', ++projectCounter) }));

/**
 * contributor@ has rights on a few projects only (spec §6: areas need the project flag too):
 * full edit on the first, view-only on the second, actions only on a standalone project.
 */
export const demoProjectGrants: { userKey: string; projectName: string; flags: number }[] = [
  {
    userKey: 'contributor',
    projectName: 'Online Booking',
    flags: allProjectFlags & ~ProjectFlag.MANAGE_PERMISSIONS,
  },
  { userKey: 'contributor', projectName: 'Patient Portal', flags: viewProjectFlags },
  {
    userKey: 'contributor',
    projectName: 'Finance System Upgrade',
    flags: ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW | ProjectFlag.ACTION_EDIT,
  },
  { userKey: 'multi', projectName: 'Rostering', flags: viewProjectFlags },
  { userKey: 'newcomer', projectName: 'Online Booking', flags: viewProjectFlags },
];
