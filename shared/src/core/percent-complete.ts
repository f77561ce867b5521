/** completed / total * 100, rounded; 0 when there is nothing to complete (spec §4). */
export function percentComplete(completed: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.round((completed / total) * 100);
}
