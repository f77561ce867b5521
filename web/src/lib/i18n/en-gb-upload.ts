import { addPhrases } from './add-phrases';

/** Phrases of the spreadsheet import (namespace `upload`). */
export const uploadPhrases = {
  steps: {
    file: 'File',
    fileDescription: 'Choose a spreadsheet',
    columns: 'Columns',
    columnsDescription: 'Match the fields',
    preview: 'Preview',
    previewDescription: 'Check the rows',
    import: 'Import',
    importDescription: 'Save the good rows',
  },
  stepsLabel: 'Import steps',
  back: 'Back',
  cancel: 'Cancel',
  close: 'Close',
  file: {
    label: 'Spreadsheet file',
    placeholder: 'Choose an .xlsx or .csv file',
    description:
      'An Excel workbook (.xlsx, first sheet) or a .csv file whose first row names the columns; at most {{maxRows}} rows.',
    clear: 'Clear the chosen file',
    reading: 'Reading the file…',
  },
  readErrors: {
    wrongType:
      '“{{name}}” is not an .xlsx or .csv file. Save the sheet as Excel Workbook (.xlsx) or CSV and choose it again.',
    unreadable:
      'The file could not be read. Open it in your spreadsheet program, save it again as .xlsx or .csv and choose it again.',
    empty: 'The file is empty. Choose a file with a header row and at least one row of data.',
    noHeader:
      'The first row does not name the columns. Add a header row (for example Name, Start date) and choose the file again.',
    noRows: 'The file has a header row but no data under it. Add rows and choose the file again.',
    tooManyRows_one:
      'The file has {{count}} row; one import takes at most {{max}}. Split it into smaller files and import each.',
    tooManyRows_other:
      'The file has {{count}} rows; one import takes at most {{max}}. Split it into smaller files and import each.',
    tooManyColumns_one:
      'The file has {{count}} column; at most {{max}} can be read. Delete the columns you do not need.',
    tooManyColumns_other:
      'The file has {{count}} columns; at most {{max}} can be read. Delete the columns you do not need.',
    tooLarge:
      'The file is larger than {{maxMb}} MB. Delete what you do not need or split it into smaller files.',
  },
  mapping: {
    // Counts in words agree with their number (issue 11): `count` picks the form.
    fileSummary: '{{name}}: {{rows}}, {{columns}}.',
    fileRows_one: '{{rows}} row',
    fileRows_other: '{{rows}} rows',
    fileColumns_one: '{{count}} column',
    fileColumns_other: '{{count}} columns',
    intro:
      'Choose the column of your file for each field. Fields marked with * are required; leave a field as “Not imported” to skip it.',
    matched_one: '{{matched}} of {{count}} field was matched by its column name.',
    matched_other: '{{matched}} of {{count}} fields were matched by their column names.',
    notImported: 'Not imported',
    example: 'First row: {{value}}',
    exampleEmpty: 'First row: (empty)',
    missingRequired: 'Choose a column for: {{fields}}.',
    check: 'Check rows',
    checking: 'Checking the rows…',
    checkFailed: 'The rows could not be checked: {{message}} Try again.',
    retry: 'Try again',
  },
  preview: {
    counts_one: '{{count}} row: {{good}} ready to import, {{bad}} with errors.',
    counts_other: '{{count}} rows: {{good}} ready to import, {{bad}} with errors.',
    show: 'Show',
    showAll: 'All rows',
    showErrors: 'Rows with errors',
    downloadBad: 'Download the rows with errors',
    problemsColumn: 'Problems',
    caption: 'The rows of the file as they will be imported',
    row: 'Row',
    status: 'Status',
    ready: 'Ready',
    hasErrors: 'Errors',
    problems: 'What to fix',
    notSaved: 'Nothing has been saved yet.',
    skipped_one:
      '{{count}} row with errors will be skipped. Fix it in the file and import it again, or import the good rows now.',
    skipped_other:
      '{{count}} rows with errors will be skipped. Fix them in the file and import them again, or import the good rows now.',
    noGoodRows: 'No row can be imported. Fix the errors in the file and choose it again.',
    confirm_one: 'Import {{count}} good row',
    confirm_other: 'Import {{count}} good rows',
  },
  submit: {
    progressLabel: 'Import progress',
    progress_one: 'Sent {{sent}} of {{total}} row (batch {{batch}} of {{batches}}).',
    progress_other: 'Sent {{sent}} of {{total}} rows (batch {{batch}} of {{batches}}).',
    stop: 'Stop after this batch',
    stopping: 'Stopping after this batch…',
    finished: 'Import finished',
    finishedWithErrors: 'Import finished with errors',
    imported_one: '{{count}} row was imported: {{created}} created, {{replaced}} updated.',
    imported_other: '{{count}} rows were imported: {{created}} created, {{replaced}} updated.',
    skipped_one: '{{count}} row with errors was skipped.',
    skipped_other: '{{count}} rows with errors were skipped.',
    notSent_one: '{{count}} row was not sent because the import stopped.',
    notSent_other: '{{count}} rows were not sent because the import stopped.',
    batchFailed:
      'Batch {{batch}} (rows {{from}} to {{to}} of the file) was not imported, nothing of it was saved: {{message}}',
    rowProblem: 'Row {{line}}: {{problem}}',
    retry: 'Try the rows that were not imported again',
  },
  /** The actions grid's import (issue 5). */
  actions: {
    title: 'Import actions',
    fields: {
      refNumber: 'Ref',
      name: 'Name',
      description: 'Description',
      ragStatus: 'RAG',
      progressStatus: 'Progress status',
      startDate: 'Start date',
      endDate: 'End date',
      actionType: 'Action type',
      owner: 'Owner',
      assignedTo: 'Assigned to',
    },
    hints: {
      refNumber: 'The ref of an existing action replaces it; leave empty to create a new action.',
      ragStatus: 'Red, Amber, Green or Unknown (or 1, 2, 3, -1).',
      progressStatus: 'Not started, In progress, Completed, … (or 1 to 7).',
      date: 'A date, 2026-03-31 or 31/03/2026.',
      actionType: 'The name of one of the organisation’s action types.',
      person: 'The person’s full name as shown in Tandem, or their email address.',
    },
    problems: {
      refNotNumber: 'The ref must be a whole number, like 12. Leave it empty to create a new action.',
      refUnknown:
        'No action of this project has the ref {{ref}}. Correct the ref, or leave it empty to create a new action.',
      refRepeated: 'The ref {{ref}} is also on row {{line}}; one import can replace an action only once.',
      rag: '“{{value}}” is not a RAG status. Use Red, Amber, Green or Unknown.',
      progress: '“{{value}}” is not a progress status. Use one of: {{choices}}.',
      date: '“{{value}}” is not a date. Use 2026-03-31 or 31/03/2026.',
      actionType: 'No action type is called “{{value}}”. Use one of: {{choices}}.',
      noActionTypes: 'The organisation has no action types yet; leave this column empty.',
      personUnknown:
        'No one called “{{value}}” can see this project. Use the full name as shown in Tandem, or their email address.',
      personAmbiguous: 'More than one person is called “{{value}}”. Use their email address instead.',
      emailUnknown: 'No one who can see this project has the email address {{value}}.',
      datesWithCurrent:
        'With the action’s current dates (start {{start}}, end {{end}}) the end date would not be after the start date. Give both dates in the file.',
    },
    notes: {
      keptWithoutAccess:
        '{{value}} can no longer see this project. The action keeps them; choose someone else to change it.',
    },
  },
} as const;

addPhrases('upload', uploadPhrases);
