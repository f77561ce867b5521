/** Phrases of the action detail, edit and list pages (namespace `actionDetail`). */
export const actionDetailPhrases = {
  title: 'Action',
  editTitle: 'Edit action',
} as const;
