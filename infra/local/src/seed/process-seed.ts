import { ProgressStatus as P } from '@tandem/shared/core/progress-status';
import { RagStatus as R } from '@tandem/shared/core/rag';
import { demoOrganisations, demoProjects } from './demo-data';
import { seedKitItems, seededId } from './kit-seed';

/** [identifier, levels, in scope, scope items, RAG] — the organisation's processes the project touches. */
type ProcessRow = [string, string[], boolean, string, number];
/** [current job role, future process role, process ref, what changes, progress]. */
type MappingRow = [string, string, number | null, string, number];

const plans: Record<string, { processes: ProcessRow[]; mappings: MappingRow[] }> = {
  'Online Booking': {
    processes: [
      [
        'P-100',
        ['Patient administration', 'Outpatients', 'Book appointment'],
        true,
        'Online slots, confirmation email',
        R.AMBER,
      ],
      [
        'P-110',
        ['Patient administration', 'Outpatients', 'Reschedule appointment'],
        true,
        'Self-service rebooking',
        R.GREEN,
      ],
      [
        'P-120',
        ['Patient administration', 'Outpatients', 'Cancel appointment'],
        true,
        'Cancellation reasons',
        R.GREEN,
      ],
      [
        'P-130',
        ['Patient administration', 'Outpatients', 'Send reminder', 'Text message'],
        false,
        '',
        R.UNKNOWN,
      ],
      [
        'P-200',
        ['Patient administration', 'Inpatients', 'Admit patient', 'Allocate bed'],
        false,
        '',
        R.UNKNOWN,
      ],
      [
        'P-140',
        ['Patient administration', 'Outpatients', 'Manage clinic templates'],
        true,
        'Template publishing',
        R.RED,
      ],
    ],
    mappings: [
      [
        'Receptionist',
        'Booking support officer',
        1,
        'Handles online booking queries instead of phone bookings',
        P.IN_PROGRESS,
      ],
      [
        'Booking clerk',
        'Clinic template administrator',
        6,
        'Maintains clinic templates that drive online slots',
        P.NOT_STARTED,
      ],
      [
        'Medical secretary',
        'Patient correspondence officer',
        2,
        'Rebooking moves to patients; letters only on exception',
        P.NOT_STARTED,
      ],
    ],
  },
  'Ticketing App': {
    processes: [
      ['R-30', ['Customer', 'Ticketing', 'Refund ticket'], true, 'In-app refunds', R.GREEN],
      ['R-31', ['Customer', 'Ticketing', 'Sell ticket', 'Mobile ticket'], true, 'Barcode tickets', R.AMBER],
      ['R-32', ['Customer', 'Ticketing', 'Inspect ticket'], true, 'Scanner checks on trains', R.RED],
      ['R-10', ['Operations', 'Timetabling', 'Publish timetable'], false, '', R.UNKNOWN],
    ],
    mappings: [
      [
        'Ticket office clerk',
        'Customer help point host',
        1,
        'Fewer counter sales, more app support',
        P.IN_PROGRESS,
      ],
      ['Guard', 'Revenue protection officer', 3, 'Scans mobile tickets on board', P.NOT_STARTED],
    ],
  },
};

/** A realistic process model and role mapping in two demo projects (Online Booking, Ticketing App). */
export async function seedProcesses(createdBy = 'system:seed') {
  const { projectProcessEntity, roleMappingEntity } =
    await import('@tandem/functions/data/entities/processes');
  const { projectLinkEntity } = await import('@tandem/functions/data/entities/project-link');
  for (const [projectName, plan] of Object.entries(plans)) {
    const project = demoProjects.find((candidate) => candidate.name === projectName)!;
    const organisation = project.organisation as keyof typeof demoOrganisations;
    const scope = {
      organisationId: demoOrganisations[organisation].organisationId,
      projectId: project.projectId,
    };
    const processes = plan.processes.map(([uniqueIdentifier, levels, isInScope, scopeItems, ragStatus]) => ({
      name: levels[levels.length - 1],
      uniqueIdentifier,
      ...Object.fromEntries(levels.map((level, index) => [`level${index + 1}`, level])),
      isInScope,
      ...(scopeItems ? { scopeItems } : {}),
      ragStatus,
    }));
    const mappings = plan.mappings.map(
      ([currentJobRole, futureProcessRole, ref, changeSummary, progressStatus]) => ({
        currentJobRole,
        futureProcessRole,
        ...(ref ? { projectProcessId: seededId('projectProcess', project.projectId, ref) } : {}),
        changeSummary,
        progressStatus,
      }),
    );
    await seedKitItems(projectProcessEntity, 'projectProcess', scope, processes, createdBy);
    await seedKitItems(roleMappingEntity, 'roleMapping', scope, mappings, createdBy);
    // Impact ↔ process links, both directions as the link endpoints write them, so the process
    // report's "by impact" has something to show (impact-seed.ts seeds the impacts of every project).
    const links = impactProcessLinks.flatMap(([impactRef, processRef]) => {
      const impact = { type: 'IMPACT', id: seededId('impact', project.projectId, impactRef) };
      const process = {
        type: 'PROJECTPROCESS',
        id: seededId('projectProcess', project.projectId, processRef),
      };
      return [
        {
          ...scope,
          fromType: impact.type,
          fromId: impact.id,
          toType: process.type,
          toId: process.id,
          createdBy,
        },
        {
          ...scope,
          fromType: process.type,
          fromId: process.id,
          toType: impact.type,
          toId: impact.id,
          createdBy,
        },
      ];
    });
    await projectLinkEntity.put(links).go();
  }
}

/** [impact ref, process ref] pairs linked in each project above. */
const impactProcessLinks: [number, number][] = [
  [1, 1],
  [1, 2],
  [2, 1],
  [3, 3],
];
