import type { ProjectProcess } from '@tandem/shared/processes/project-process';
import type { RoleMapping } from '@tandem/shared/processes/role-mapping';

/** Role changes: each current → future pair once, with the processes that carry it. */
export function roleChanges(mappings: RoleMapping[], processes: ProjectProcess[]) {
  const names = new Map(processes.map((process) => [process.id, process.name]));
  const pairs = new Map<string, { from: string; to: string; processes: string[] }>();
  for (const mapping of mappings) {
    const key = `${mapping.currentJobRole}\u0000${mapping.futureProcessRole}`;
    const pair = pairs.get(key) ?? {
      from: mapping.currentJobRole,
      to: mapping.futureProcessRole,
      processes: [],
    };
    const name = mapping.projectProcessId ? names.get(mapping.projectProcessId) : undefined;
    if (name && !pair.processes.includes(name)) pair.processes.push(name);
    pairs.set(key, pair);
  }
  return [...pairs.values()];
}

/** The id of the bar of role mappings that name no process. */
export const NO_PROCESS = 'none';

/**
 * Role mappings per process, for a bar each: mapped roles that change (a future role is given) and
 * those that do not; processes in the report's order, mappings without a process last.
 */
export function roleChangesByProcess(mappings: RoleMapping[], processes: ProjectProcess[]) {
  const rows = [
    ...processes.map((process) => ({ id: process.id, label: process.name })),
    { id: NO_PROCESS, label: '' },
  ];
  return rows
    .map((row) => {
      const own = mappings.filter((mapping) => (mapping.projectProcessId ?? NO_PROCESS) === row.id);
      const changed = own.filter((mapping) => mapping.futureProcessRole.trim() !== '').length;
      return { ...row, changed, unchanged: own.length - changed };
    })
    .filter((row) => row.changed + row.unchanged > 0);
}

/** A process's linked impacts as the report reads them (the link's far side list). */
export type ProcessImpacts = { processId: string; impacts: { id: string; name: string }[] };

/** Processes by impact: each process with its impact count, most impacted first, unlinked last by name. */
export function processesByImpact(processes: ProjectProcess[], links: ProcessImpacts[]) {
  const byProcess = new Map(links.map((link) => [link.processId, link.impacts]));
  return processes
    .map((process) => ({
      id: process.id,
      label: process.name,
      impacts: byProcess.get(process.id) ?? [],
    }))
    .sort((a, b) => b.impacts.length - a.impacts.length || a.label.localeCompare(b.label));
}
