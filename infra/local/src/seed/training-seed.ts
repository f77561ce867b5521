import { ProgressStatus as P } from '@tandem/shared/core/progress-status';
import { RagStatus as R } from '@tandem/shared/core/rag';
import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import { demoCoreDataId } from './core-data-seed';
import { demoOrganisations, demoProjects, demoUsers } from './demo-data';
import { dayFromToday, seedKitItems, seededId } from './kit-seed';

/** [name, code, progress, RAG, start day, end day, hours, type, job roles] — days from the seed's day. */
type Row = [string, string, number, number, number, number, number, string, string];
type Module = { row: Row; components: Row[] };
type Course = { row: Row; modules: Module[] };
type Plan = { row: Row; courses: Course[] }[];

const onlineBooking: Plan = [
  {
    row: ['Online booking go-live', 'OB', P.IN_PROGRESS, R.AMBER, -40, 60, 0, 'Programme', ''],
    courses: [
      {
        row: ['Booking for reception teams', 'OB-101', P.IN_PROGRESS, R.GREEN, -30, 20, 6, 'Classroom', ''],
        modules: [
          {
            row: [
              'Finding and booking a slot',
              'OB-101-1',
              P.COMPLETED,
              R.GREEN,
              -30,
              -20,
              2,
              'Classroom',
              'Receptionist, Booking clerk',
            ],
            components: [
              [
                'Demo of the booking screen',
                'OB-101-1a',
                P.COMPLETED,
                R.GREEN,
                -30,
                -30,
                1,
                'Demonstration',
                'Receptionist',
              ],
              [
                'Practice bookings in training system',
                'OB-101-1b',
                P.COMPLETED,
                R.GREEN,
                -29,
                -25,
                1,
                'Hands-on',
                'Receptionist',
              ],
            ],
          },
          {
            row: [
              'Rescheduling and cancellations',
              'OB-101-2',
              P.IN_PROGRESS,
              R.AMBER,
              -10,
              -2,
              2,
              'Classroom',
              'Receptionist, Booking clerk',
            ],
            components: [
              [
                'Cancellation rules handout',
                'OB-101-2a',
                P.COMPLETED,
                R.GREEN,
                -10,
                -8,
                0.5,
                'Handout',
                'Receptionist',
              ],
            ],
          },
          {
            row: [
              'Handling booking queries by phone',
              'OB-101-3',
              P.NOT_STARTED,
              R.UNKNOWN,
              7,
              21,
              2,
              'E-learning',
              'Booking clerk',
            ],
            components: [],
          },
        ],
      },
      {
        row: ['Clinic schedule management', 'OB-201', P.NOT_STARTED, R.UNKNOWN, 10, 50, 4, 'Workshop', ''],
        modules: [
          {
            row: [
              'Publishing clinic templates',
              'OB-201-1',
              P.NOT_STARTED,
              R.UNKNOWN,
              10,
              25,
              2,
              'Workshop',
              'Clinic manager',
            ],
            components: [
              [
                'Template builder walkthrough',
                'OB-201-1a',
                P.NOT_STARTED,
                R.UNKNOWN,
                10,
                10,
                1,
                'Demonstration',
                'Clinic manager',
              ],
            ],
          },
          {
            row: [
              'Capacity reports',
              'OB-201-2',
              P.NOT_STARTED,
              R.UNKNOWN,
              60,
              70,
              2,
              'E-learning',
              'Clinic manager, Service manager',
            ],
            components: [],
          },
        ],
      },
    ],
  },
  {
    row: ['Patient self-service support', 'PS', P.NOT_STARTED, R.UNKNOWN, 0, 90, 0, 'Programme', ''],
    courses: [
      {
        row: [
          'Helping patients book online',
          'PS-101',
          P.NOT_STARTED,
          R.UNKNOWN,
          14,
          45,
          3,
          'E-learning',
          '',
        ],
        modules: [
          {
            row: [
              'The patient journey online',
              'PS-101-1',
              P.NOT_STARTED,
              R.UNKNOWN,
              14,
              30,
              1.5,
              'E-learning',
              'Receptionist, Patient advice officer',
            ],
            components: [
              [
                'Patient journey video',
                'PS-101-1a',
                P.NOT_STARTED,
                R.UNKNOWN,
                14,
                14,
                0.5,
                'Video',
                'Patient advice officer',
              ],
            ],
          },
        ],
      },
    ],
  },
];

const ticketingApp: Plan = [
  {
    row: ['Ticketing app launch', 'TA', P.IN_PROGRESS, R.GREEN, -20, 45, 0, 'Programme', ''],
    courses: [
      {
        row: ['Selling tickets on the app', 'TA-101', P.IN_PROGRESS, R.GREEN, -20, 15, 3, 'Classroom', ''],
        modules: [
          {
            row: [
              'Refunds and exchanges',
              'TA-101-1',
              P.COMPLETED,
              R.GREEN,
              -20,
              -10,
              1.5,
              'Classroom',
              'Ticket office clerk',
            ],
            components: [
              [
                'Refund policy briefing',
                'TA-101-1a',
                P.COMPLETED,
                R.GREEN,
                -20,
                -20,
                0.5,
                'Briefing',
                'Ticket office clerk',
              ],
            ],
          },
          {
            row: [
              'Checking mobile tickets',
              'TA-101-2',
              P.IN_PROGRESS,
              R.RED,
              -5,
              -1,
              1.5,
              'On the job',
              'Revenue protection officer, Guard',
            ],
            components: [
              [
                'Scanner practice on platform',
                'TA-101-2a',
                P.NOT_STARTED,
                R.AMBER,
                3,
                5,
                1,
                'On the job',
                'Guard',
              ],
            ],
          },
        ],
      },
    ],
  },
];

type OrganisationKey = keyof typeof demoOrganisations;

/** The organisation's training progress a seeded item names (core-data-seed.ts), by its own progress. */
const progressNames: Partial<Record<number, string>> = {
  [P.COMPLETED]: 'Attended',
  [P.IN_PROGRESS]: 'Booked',
};

const fieldsOf = (
  organisation: OrganisationKey,
  [name, code, progressStatus, ragStatus, start, end, duration, trainingType, jobRoles]: Row,
) => ({
  name,
  code,
  progressStatus,
  ragStatus,
  startDate: dayFromToday(start),
  endDate: dayFromToday(end),
  ...(duration > 0 ? { duration } : {}),
  ...reference(organisation, 'trainingType', trainingType),
  ...reference(organisation, 'trainingProgress', progressNames[progressStatus] ?? ''),
  jobRoles,
  isSignedOff: progressStatus === P.COMPLETED,
});

/** A core data reference as the kit stores it: the id and the name kept beside. */
const reference = (organisation: OrganisationKey, kind: CoreDataKind, name: string) =>
  name ? { [kind]: demoCoreDataId(organisation, kind, name), [`${kind}Name`]: name } : {};

/** A realistic training plan in two demo projects (Online Booking, Ticketing App). */
export async function seedTraining(createdBy = 'system:seed') {
  const entities = await import('@tandem/functions/data/entities/training');
  for (const [projectName, plan] of [
    ['Online Booking', onlineBooking],
    ['Ticketing App', ticketingApp],
  ] as const) {
    const project = demoProjects.find((candidate) => candidate.name === projectName)!;
    const organisation = project.organisation as keyof typeof demoOrganisations;
    const scope = {
      organisationId: demoOrganisations[organisation].organisationId,
      projectId: project.projectId,
    };
    const owner = demoUsers.find((user) => user.memberships.some((m) => m.organisation === organisation))!;
    const owned = { owner: owner.userId, ownerName: `${owner.firstName} ${owner.lastName}` };
    const parent = (name: string, ref: number) => seededId(name, project.projectId, ref);
    const groups = plan.map((group) => ({ ...fieldsOf(organisation, group.row), ...owned }));
    const courses = plan.flatMap((group, index) =>
      group.courses.map((course) => ({
        ...fieldsOf(organisation, course.row),
        ...owned,
        courseGroupId: parent('courseGroup', index + 1),
      })),
    );
    const allCourses = plan.flatMap((group) => group.courses);
    const modules = allCourses.flatMap((course, index) =>
      course.modules.map((module) => ({
        ...fieldsOf(organisation, module.row),
        ...owned,
        courseId: parent('course', index + 1),
      })),
    );
    const allModules = allCourses.flatMap((course) => course.modules);
    const components = allModules.flatMap((module, index) =>
      module.components.map((row) => ({
        ...fieldsOf(organisation, row),
        ...owned,
        moduleId: parent('trainingModule', index + 1),
      })),
    );
    await seedKitItems(entities.courseGroupEntity, 'courseGroup', scope, groups, createdBy);
    await seedKitItems(entities.courseEntity, 'course', scope, courses, createdBy);
    await seedKitItems(entities.trainingModuleEntity, 'trainingModule', scope, modules, createdBy);
    await seedKitItems(entities.trainingComponentEntity, 'trainingComponent', scope, components, createdBy);
  }
}
