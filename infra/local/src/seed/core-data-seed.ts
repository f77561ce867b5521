import { createHash } from 'node:crypto';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { displayNameOf, uniqueValueOf, type CoreDataKind } from '@tandem/shared/core-data/kinds';
import { demoOrganisations } from './demo-data';

type OrganisationKey = keyof typeof demoOrganisations;
type Values = Record<string, unknown>;

/** A fixed id per (organisation, kind, name), so re-seeding and tests can name demo items. */
export const demoCoreDataId = (organisation: OrganisationKey, kind: CoreDataKind, name: string) => {
  const hex = createHash('sha256').update(`${organisation}:${kind}:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const described = (names: string[]) => names.map((name) => ({ name }));

/** Real UK places with their coordinates (WGS84), grouped by region. */
const ukLocations = (placeGroup: (name: string) => string) =>
  [
    ['Leeds General Infirmary', 'Great George Street', 'Leeds', 53.8017, -1.5518, 'North'],
    ['Manchester Royal Infirmary', 'Oxford Road', 'Manchester', 53.4627, -2.2257, 'North'],
    ['Royal Victoria Infirmary', 'Queen Victoria Road', 'Newcastle upon Tyne', 54.9799, -1.6201, 'North'],
    ['Sheffield Northern General', 'Herries Road', 'Sheffield', 53.4094, -1.4576, 'North'],
    ['Queen Elizabeth Hospital', 'Mindelsohn Way', 'Birmingham', 52.4531, -1.9418, 'Midlands'],
    ['Nottingham City Hospital', 'Hucknall Road', 'Nottingham', 52.9881, -1.1571, 'Midlands'],
    ['Leicester Royal Infirmary', 'Infirmary Square', 'Leicester', 52.6266, -1.1358, 'Midlands'],
    ["St Thomas' Hospital", 'Westminster Bridge Road', 'London', 51.4989, -0.1186, 'London'],
    ['Royal London Hospital', 'Whitechapel Road', 'London', 51.5186, -0.0594, 'London'],
    ['Bristol Royal Infirmary', 'Upper Maudlin Street', 'Bristol', 51.4585, -2.5966, 'South'],
    ['Southampton General Hospital', 'Tremona Road', 'Southampton', 50.9333, -1.4345, 'South'],
    ['Royal Cornwall Hospital', 'Treliske', 'Truro', 50.2668, -5.0941, 'South'],
  ].map(([name, streetAddress, city, latitude, longitude, group]) => ({
    name,
    streetAddress,
    city,
    country: 'United Kingdom',
    latitude,
    longitude,
    placeGroupId: placeGroup(group as string),
  }));

const railLocations = (placeGroup: (name: string) => string) =>
  [
    ['London King’s Cross', 'Euston Road', 'London', 51.5308, -0.1238, 'South'],
    ['York Station', 'Station Road', 'York', 53.958, -1.0933, 'North'],
    ['Edinburgh Waverley', 'Waverley Bridge', 'Edinburgh', 55.952, -3.1895, 'Scotland'],
    ['Glasgow Central', 'Gordon Street', 'Glasgow', 55.8589, -4.2577, 'Scotland'],
    ['Doncaster Depot', 'Hexthorpe Road', 'Doncaster', 53.5197, -1.1424, 'North'],
    ['Peterborough Station', 'Station Road', 'Peterborough', 52.5748, -0.2502, 'South'],
  ].map(([name, streetAddress, city, latitude, longitude, group]) => ({
    name,
    streetAddress,
    city,
    country: 'United Kingdom',
    latitude,
    longitude,
    placeGroupId: placeGroup(group as string),
  }));

const process = (
  uniqueIdentifier: string,
  levels: string[],
  isInScope = true,
  scopeItems?: string,
): Values => ({
  name: levels[levels.length - 1],
  uniqueIdentifier,
  ...Object.fromEntries(levels.map((level, index) => [`level${index + 1}`, level])),
  isInScope,
  ...(scopeItems ? { scopeItems } : {}),
});

/** The demo core data of one organisation, kind by kind (values as the API's create body takes them). */
function demoCoreData(organisation: OrganisationKey): Partial<Record<CoreDataKind, Values[]>> {
  const ref = (kind: CoreDataKind) => (name: string) => demoCoreDataId(organisation, kind, name);
  const common = {
    trainingProgress: [
      { name: 'Not started', trainingProgressStatus: ProgressStatus.NOT_STARTED },
      { name: 'Booked', trainingProgressStatus: ProgressStatus.IN_PROGRESS },
      { name: 'Attended', trainingProgressStatus: ProgressStatus.COMPLETED },
      { name: 'Deferred', trainingProgressStatus: ProgressStatus.ONHOLD },
    ],
    actionType: described(['Communication', 'Training', 'Workshop', 'Process change', 'Coaching']),
    impactType: described(['Ways of working', 'Systems and tools', 'Roles and structure', 'Location']),
    label: [
      { name: 'Quick win', colour: '#2F9E44' },
      { name: 'High risk', colour: '#E03131' },
      { name: 'Needs sponsor', colour: '#F08C00' },
    ],
    trainingType: described([
      'Classroom',
      'E-learning',
      'Webinar',
      'On the job',
      // The demo training plans' other types (training-seed.ts names them).
      'Programme',
      'Workshop',
      'Demonstration',
      'Hands-on',
      'Video',
      'Handout',
      'Briefing',
    ]),
  };
  if (organisation === 'a') {
    return {
      ...common,
      businessArea: described(['Clinical Services', 'Nursing', 'Estates', 'Finance', 'Digital', 'HR']),
      placeGroup: described(['North', 'Midlands', 'London', 'South']),
      location: ukLocations(ref('placeGroup')),
      process: [
        process('P-100', ['Patient administration', 'Outpatients', 'Book appointment']),
        process('P-110', ['Patient administration', 'Outpatients', 'Reschedule appointment']),
        process('P-200', ['Patient administration', 'Inpatients', 'Admit patient', 'Allocate bed']),
        process(
          'P-210',
          ['Patient administration', 'Inpatients', 'Discharge patient'],
          true,
          'Discharge letter',
        ),
        process('P-300', ['Clinical', 'Diagnostics', 'Order test', 'Pathology', 'Blood test']),
        process('P-400', ['Finance', 'Procure to pay', 'Raise purchase order'], false),
        // The rest of a realistic model (the demo projects' processes come from it).
        process('P-120', ['Patient administration', 'Outpatients', 'Cancel appointment']),
        process('P-130', ['Patient administration', 'Outpatients', 'Send reminder', 'Text message']),
        process('P-131', ['Patient administration', 'Outpatients', 'Send reminder', 'Letter']),
        process('P-140', ['Patient administration', 'Outpatients', 'Manage clinic templates']),
        process('P-150', ['Patient administration', 'Outpatients', 'Check in patient']),
        process('P-160', ['Patient administration', 'Outpatients', 'Record clinic outcome']),
        process('P-220', ['Patient administration', 'Inpatients', 'Transfer patient']),
        process('P-310', ['Clinical', 'Diagnostics', 'Order test', 'Radiology', 'X-ray']),
        process('P-320', ['Clinical', 'Diagnostics', 'Report result']),
        process('P-330', ['Clinical', 'Medicines', 'Prescribe medicine']),
        process('P-340', ['Clinical', 'Medicines', 'Administer medicine']),
        process('P-350', ['Clinical', 'Medicines', 'Reconcile medicines on admission']),
        process('P-410', ['Finance', 'Procure to pay', 'Approve invoice'], false),
        process('P-420', ['Finance', 'Procure to pay', 'Pay supplier'], false),
        process('P-500', ['Workforce', 'Rostering', 'Publish roster'], false),
        process('P-510', ['Workforce', 'Rostering', 'Request leave'], false),
      ],
      role: described(['Ward Manager', 'Staff Nurse', 'Consultant', 'Receptionist', 'Porter']),
      stakeholder: [
        ['Amelia', 'Hart', 'Director of Nursing', 'Nursing'],
        ['Rahul', 'Mehta', 'Chief Clinical Information Officer', 'Digital'],
        ['Grace', 'Okafor', 'Estates Manager', 'Estates'],
        ['Tom', 'Lindqvist', 'Finance Business Partner', 'Finance'],
        ['Nia', 'Evans', 'HR Business Partner', 'HR'],
      ].map(([firstName, lastName, role, area]) => ({
        firstName,
        lastName,
        email: `${firstName!.toLowerCase()}.${lastName!.toLowerCase()}@northwind.example`,
        role,
        businessAreaId: ref('businessArea')(area!),
      })),
    };
  }
  return {
    ...common,
    businessArea: described(['Operations', 'Engineering', 'Customer Service', 'Safety']),
    placeGroup: described(['North', 'South', 'Scotland']),
    location: railLocations(ref('placeGroup')),
    process: [
      process('R-10', ['Operations', 'Timetabling', 'Publish timetable']),
      process('R-20', ['Operations', 'Rolling stock', 'Depot maintenance', 'Daily inspection']),
      process('R-30', ['Customer', 'Ticketing', 'Refund ticket']),
      process('R-31', ['Customer', 'Ticketing', 'Sell ticket', 'Mobile ticket']),
      process('R-32', ['Customer', 'Ticketing', 'Inspect ticket']),
      process('R-33', ['Customer', 'Assistance', 'Book passenger assistance']),
      process('R-21', ['Operations', 'Rolling stock', 'Depot maintenance', 'Wheel lathe']),
      process('R-40', ['Safety', 'Incidents', 'Report incident']),
    ],
    role: described(['Driver', 'Conductor', 'Station Manager', 'Engineer']),
    stakeholder: [
      ['Oliver', 'Grant', 'Head of Operations', 'Operations'],
      ['Sofia', 'Rossi', 'Safety Lead', 'Safety'],
      ['Kwame', 'Mensah', 'Customer Service Manager', 'Customer Service'],
    ].map(([firstName, lastName, role, area]) => ({
      firstName,
      lastName,
      email: `${firstName!.toLowerCase()}.${lastName!.toLowerCase()}@contoso-rail.example`,
      role,
      businessAreaId: ref('businessArea')(area!),
    })),
  };
}

/**
 * Seeds core data for both demo organisations through the API's own entities (items and their
 * uniqueness guards). Imported lazily, after TABLE_NAME and DYNAMODB_ENDPOINT are set.
 */
export async function seedCoreData(createdBy = 'system:seed') {
  const { coreDataItemEntity, coreDataUniqueEntity } =
    await import('@tandem/functions/data/entities/core-data-item');
  const items: Parameters<typeof coreDataItemEntity.put>[0] & unknown[] = [];
  const guards: Parameters<typeof coreDataUniqueEntity.put>[0] & unknown[] = [];
  for (const organisation of Object.keys(demoOrganisations) as OrganisationKey[]) {
    const { organisationId } = demoOrganisations[organisation];
    for (const [kind, rows] of Object.entries(demoCoreData(organisation)) as [CoreDataKind, Values[]][]) {
      for (const values of rows) {
        const name = displayNameOf(kind, values);
        const itemId = demoCoreDataId(organisation, kind, name);
        const { name: _name, ...fields } = values;
        items.push({ organisationId, kind, itemId, name, fields, createdBy });
        guards.push({ organisationId, kind, value: uniqueValueOf(kind, values), itemId });
      }
    }
  }
  await coreDataItemEntity.put(items).go();
  await coreDataUniqueEntity.put(guards).go();
  return { coreDataItems: items.length };
}

/** The id of the first seeded item of a kind in a demo organisation (tests read, never modify it). */
export function firstDemoItemId(organisation: OrganisationKey, kind: CoreDataKind) {
  const first = demoCoreData(organisation)[kind]?.[0];
  if (!first) throw new Error(`No demo ${kind} in organisation ${organisation}`);
  return demoCoreDataId(organisation, kind, displayNameOf(kind, first));
}

/** Every seeded item of a kind in a demo organisation, with its id and display name (stakeholder seeds). */
export function demoItemsOf(organisation: OrganisationKey, kind: CoreDataKind) {
  return (demoCoreData(organisation)[kind] ?? []).map((values) => {
    const name = displayNameOf(kind, values);
    return { id: demoCoreDataId(organisation, kind, name), name, values };
  });
}
