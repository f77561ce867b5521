/** `2026-07` as the reader's short month: 'Jul 2026'. */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00`).toLocaleDateString('en-GB', { month: 'short', year: 'numeric' });
