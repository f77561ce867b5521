import { addPhrases } from './add-phrases';

/**
 * Phrases every project-entity page shares (namespace `entityKit`). What names the entity (titles,
 * 'New benefit', 'The benefit was saved.') is in the entity's own phrase file, so each reads as
 * proper English ('a benefit', 'an impact').
 */
export const entityKitPhrases = {
  notSet: 'Not set',
  search: 'Search by name',
  loading: 'Loading…',
  lifecycleStatus: 'Lifecycle status',
  lifecycle: { active: 'Active', archived: 'Archived', deleted: 'Deleted' },
  refNumber: 'Reference number',
  createdAt: 'Created',
  updatedAt: 'Last updated',
  viewDetails: 'View details',
  export: 'Export',
  exported: 'The export was downloaded.',
  edit: 'Edit',
  backToList: 'Back to the list',
  backToDetail: 'Back to the details',
  notFound: 'This item does not exist, or you may not see it.',
  loadFailed: 'This item could not be loaded. Please try again.',
  sections: { details: 'Details', comments: 'Comments', history: 'History' },
  comments: {
    field: 'Add a comment',
    add: 'Add comment',
    added: 'Your comment was added.',
    empty: 'No comments yet.',
    loadFailed: 'The comments could not be loaded. Please try again.',
    required: 'Write a comment before adding it.',
    tooLong: 'Use at most {{max}} characters.',
    showMore_one: 'Show {{count}} more comment',
    showMore_other: 'Show {{count}} more comments',
    showLess: 'Show fewer comments',
  },
  history: {
    empty: 'No changes have been recorded yet.',
    loadFailed: 'The history could not be loaded. Please try again.',
    created: 'created it',
    deleted: 'deleted it',
    from: 'changed from',
    to: 'to',
    emptyValue: '(empty)',
    someone: 'A team member',
    system: 'Tandem',
    showMore_one: 'Show {{count}} more change',
    showMore_other: 'Show {{count}} more changes',
    showLess: 'Show fewer changes',
  },
  form: {
    save: 'Save changes',
    cancel: 'Cancel',
    nothingChanged: 'Nothing was changed.',
    noPerson: 'Nobody',
    peopleLoading: 'Loading people…',
    richTextHelp: 'Each line becomes a paragraph.',
    required: 'This field is required.',
    tooLong: 'Use at most {{max}} characters.',
    notANumber: 'Enter a number.',
    outOfRange: 'Enter a number from {{min}} to {{max}}.',
    notADate: 'Enter a date.',
  },
} as const;

addPhrases('entityKit', entityKitPhrases);
