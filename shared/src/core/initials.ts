/** Avatar fallback when there is no picture (spec §9): the first letter of each name, upper-cased. */
export function initialsOf(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const initial = (name: string | null | undefined) =>
    Array.from((name ?? '').trim())[0]?.toLocaleUpperCase() ?? '';
  return initial(firstName) + initial(lastName);
}
