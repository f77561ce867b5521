import { describe, expect, it } from 'vitest';
import type { ProjectProcess } from '@tandem/shared/processes/project-process';
import type { RoleMapping } from '@tandem/shared/processes/role-mapping';
import { NO_PROCESS, processesByImpact, roleChanges, roleChangesByProcess } from './process-report-model';

const process = (id: string, name: string) => ({ id, name }) as ProjectProcess;
const mapping = (from: string, to: string, processId: string | null) =>
  ({ currentJobRole: from, futureProcessRole: to, projectProcessId: processId }) as RoleMapping;

const processes = [process('p1', 'Triage'), process('p2', 'Booking'), process('p3', 'Unmapped')];
const mappings = [
  mapping('Clerk', 'Coordinator', 'p1'),
  mapping('Clerk', 'Coordinator', 'p2'),
  mapping('Nurse', '', 'p1'),
  mapping('Porter', 'Runner', null),
];

describe('process report model', () => {
  it('lists each role change once with the processes carrying it', () => {
    expect(roleChanges(mappings, processes)).toEqual([
      { from: 'Clerk', to: 'Coordinator', processes: ['Triage', 'Booking'] },
      { from: 'Nurse', to: '', processes: ['Triage'] },
      { from: 'Porter', to: 'Runner', processes: [] },
    ]);
  });

  it('counts changed and unchanged roles per process, mappings without a process last, empty processes left out', () => {
    expect(roleChangesByProcess(mappings, processes)).toEqual([
      { id: 'p1', label: 'Triage', changed: 1, unchanged: 1 },
      { id: 'p2', label: 'Booking', changed: 1, unchanged: 0 },
      { id: NO_PROCESS, label: '', changed: 1, unchanged: 0 },
    ]);
  });
});

describe('processes by impact', () => {
  it('lists every process with its impacts, most impacted first, then by name', () => {
    const rows = processesByImpact(processes, [
      { processId: 'p2', impacts: [{ id: 'i1', name: 'New portal' }] },
      { processId: 'p1', impacts: [] },
    ]);
    expect(rows.map((row) => [row.label, row.impacts.length])).toEqual([
      ['Booking', 1],
      ['Triage', 0],
      ['Unmapped', 0],
    ]);
  });
});
