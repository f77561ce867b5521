import { badRequest } from '../http/http-error';

/** One problem of an upload row (the contract's `uploadRowErrorSchema`). */
export interface UploadProblem {
  list: string;
  row: number;
  field: string;
  message: string;
}

/**
 * An upload is all or nothing: with any problem, one 400 naming the first problem's field
 * (`body.<list>.<row>.<field>`) and carrying every row's problems in `payload.rows`; nothing is saved.
 */
export function refuseUploadProblems(problems: UploadProblem[]) {
  const first = problems[0];
  if (!first) return;
  throw badRequest(
    `body.${first.list}.${first.row}.${first.field}`,
    `${problems.length} problem(s) in the upload; nothing was saved. Row ${first.row + 1}: ${first.message}`,
    { rows: problems },
  );
}
