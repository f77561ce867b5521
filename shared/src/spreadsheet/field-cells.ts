import { dayNumberOf, isoDateOfDayNumber } from '../core/calendar-date';
import { parseDayMonthYear } from '../core/day-month-year';
import { isProgressStatus, progressStatusLabel } from '../core/progress-status';
import { isRagStatus, ragLabel } from '../core/rag';
import type { CoreDataKind } from '../core-data/kinds';
import type { FieldDeclaration, FieldKind, ReferenceTarget } from '../entity-kit/field-kinds';
import { richTextCellOf, richTextOfCell } from './rich-text-cell';

/**
 * One codec per field kind for the spreadsheet round trip (issue 28 items 1-3): the export writes a
 * value as the person sees it (names, labels, dd/mm/yyyy days, readable rich text, empty for "not
 * given") and the upload reads that same cell back to the stored value, so an untouched export
 * imports back unchanged. The server's export and upload and the web preview all use it.
 */

export type Cell = string | number;

/**
 * What the codec needs of a field, as plain data: the server's declaration (`cellFieldOf`) and the
 * browser's view of it (`EntityFieldData`, no zod) both give it, so both read a cell alike.
 */
export interface CellField {
  kind: FieldKind;
  /** Numbers: the bounds (`number` kind); a score's scale. */
  min?: number;
  maxValue?: number;
  scale?: { min: number; max: number; none: number };
  options?: Readonly<Record<number, string>>;
  choices?: readonly string[];
  target?: ReferenceTarget;
  parent?: string;
}

type Bounds = { minValue?: number | null; maxValue?: number | null };

/** A declared field as the codec reads it (a number's bounds from its schema). */
export function cellFieldOf(field: FieldDeclaration): CellField {
  const bounds = field.input as unknown as Bounds;
  return {
    kind: field.kind,
    ...(field.kind === 'number'
      ? { min: bounds.minValue ?? undefined, maxValue: bounds.maxValue ?? undefined }
      : {}),
    ...(field.scale ? { scale: field.scale } : {}),
    ...(field.options ? { options: field.options } : {}),
    ...(field.choices ? { choices: field.choices } : {}),
    ...(field.target ? { target: field.target } : {}),
    ...(field.parent ? { parent: field.parent } : {}),
  };
}

/** What an exported cell needs besides the value: the names of the ids it holds. */
export interface CellNames {
  /** The name kept beside a member or reference (`ownerName`), when the item keeps one. */
  keptName?: string;
  memberName?: (id: string) => string | undefined;
  coreDataName?: (kind: CoreDataKind, id: string) => string | undefined;
}

/** What reading a cell needs: ids by the names people write (any case). */
export interface CellLookups {
  /** A member's id by full name or e-mail; `undefined` for nobody, `null` for more than one. */
  memberId: (text: string) => string | null | undefined;
  coreDataId: (kind: CoreDataKind, text: string) => string | undefined;
  /** Another kit entity's item in the project by its name (an audience). */
  entityId?: (entity: string, text: string) => string | undefined;
}

export type CellReading = { value: unknown } | { problem: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** yyyy-mm-dd (or a timestamp) as the en-GB day people see, dd/mm/yyyy; empty for none. */
export function dayCellOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** A day written dd/mm/yyyy (spec §9) or yyyy-mm-dd, as yyyy-mm-dd; null for anything else. */
export function dayOfCell(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(value);
  if (!iso) return parseDayMonthYear(value.replace(/[.-]/g, '/'));
  const day = dayNumberOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return day === null ? null : isoDateOfDayNumber(day);
}

/** A timestamp as the day and time people see, dd/mm/yyyy hh:mm (UTC); empty for none. */
export function timeCellOf(value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return '';
  const date = new Date(value);
  return `${dayCellOf(date.toISOString())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** Letters and digits only, lower case: "Not Started", "not-started" and "NOTSTARTED" are one label. */
const labelKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
/** A name as compared: case and runs of spaces do not matter. */
export const nameKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');

/** The parts of a list cell ("People, Technology"). */
const partsOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A number field's "not given" (-1 where it is the least the field takes): an empty cell. */
const notGivenNumber = (field: CellField) => (field.min === -1 ? -1 : undefined);

/** One field's cell for a stored value. */
export function cellOfField(field: CellField, value: unknown, names: CellNames = {}): Cell {
  switch (field.kind) {
    case 'richText':
      return richTextCellOf(typeof value === 'string' ? value : '');
    case 'date':
      return dayCellOf(value);
    case 'rag':
      return ragLabel[value as keyof typeof ragLabel] ?? '';
    case 'progress':
      return progressStatusLabel[value as keyof typeof progressStatusLabel] ?? '';
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'score':
      return typeof value === 'number' && value !== field.scale?.none ? value : '';
    case 'scale':
      return typeof value === 'number' && value > 0 ? value : '';
    case 'number':
      return typeof value === 'number' && value !== notGivenNumber(field) ? value : '';
    case 'choices':
      return ((value as number[] | undefined) ?? [])
        .map((one) => field.options?.[one] ?? String(one))
        .join(', ');
    case 'member':
    case 'parent':
    case 'reference': {
      if (typeof value !== 'string' || value === '') return '';
      const target = field.target && 'coreData' in field.target ? field.target.coreData : undefined;
      return (
        names.keptName ??
        (field.kind === 'member' ? names.memberName?.(value) : undefined) ??
        (target ? names.coreDataName?.(target, value) : undefined) ??
        value
      );
    }
    case 'memberList':
      return (
        names.keptName ??
        ((value as string[] | undefined) ?? []).map((id) => names.memberName?.(id) ?? id).join(', ')
      );
    case 'coreDataIds': {
      const kind = field.target && 'coreData' in field.target ? field.target.coreData : undefined;
      return ((value as string[] | undefined) ?? [])
        .map((id) => (kind ? names.coreDataName?.(kind, id) : undefined) ?? id)
        .join(', ');
    }
    case 'text':
    case 'choice':
      return typeof value === 'string' ? value : '';
  }
}

const quoted = (text: string) => `“${text}”`;

/** A member's id for a cell's name or e-mail, or the problem in plain words. */
function memberOf(lookups: CellLookups, text: string): CellReading {
  const id = lookups.memberId(text);
  if (id === null)
    return { problem: `More than one person is called ${quoted(text)}: use their e-mail address.` };
  return id === undefined
    ? { problem: `No one called ${quoted(text)} is a member of the organisation.` }
    : { value: id };
}

/**
 * One field's stored value for a cell (a number cell may arrive as a number). An empty cell reads
 * `undefined`: the field is left out, so a create takes its default and a replacement keeps it.
 */
export function valueOfCell(field: CellField, cell: unknown, lookups: CellLookups): CellReading {
  const text = typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? cell.trim() : '';
  if (text === '') return { value: undefined };
  switch (field.kind) {
    case 'text':
      return { value: text };
    case 'richText':
      return { value: richTextOfCell(typeof cell === 'string' ? cell : text) };
    case 'date': {
      const day = dayOfCell(text);
      return day ? { value: day } : { problem: `${quoted(text)} is not a date: write it as dd/mm/yyyy.` };
    }
    case 'rag': {
      const number = Number(text);
      const value = Number.isInteger(number)
        ? number
        : Number(Object.entries(ragLabel).find(([, label]) => labelKey(label) === labelKey(text))?.[0]);
      return isRagStatus(value)
        ? { value }
        : { problem: `${quoted(text)} is not a RAG status: use ${Object.values(ragLabel).join(', ')}.` };
    }
    case 'progress': {
      const number = Number(text);
      const value = Number.isInteger(number)
        ? number
        : Number(
            Object.entries(progressStatusLabel).find(([, label]) => labelKey(label) === labelKey(text))?.[0],
          );
      return isProgressStatus(value)
        ? { value }
        : {
            problem: `${quoted(text)} is not a progress status: use ${Object.values(progressStatusLabel).join(', ')}.`,
          };
    }
    case 'boolean': {
      const key = labelKey(text);
      if (['yes', 'y', 'true', '1'].includes(key)) return { value: true };
      if (['no', 'n', 'false', '0'].includes(key)) return { value: false };
      return { problem: `${quoted(text)} is not yes or no.` };
    }
    case 'number':
    case 'score':
    case 'scale': {
      const value = Number(text.replace(/,/g, ''));
      if (!/^-?[\d,]*\.?\d+$/.test(text) || !Number.isFinite(value))
        return { problem: `${quoted(text)} is not a number.` };
      const whole = field.kind !== 'number';
      const range =
        field.kind === 'score'
          ? field.scale
          : field.kind === 'scale'
            ? { min: 1, max: 10, none: -1 }
            : { min: field.min ?? -Infinity, max: field.maxValue ?? Infinity, none: undefined };
      const inRange =
        range &&
        (value === range.none || (value >= range.min && value <= range.max)) &&
        (!whole || Number.isInteger(value));
      if (inRange || !range) return { value };
      if (whole)
        return {
          problem: `${quoted(text)} is out of range: use a whole number from ${range.min} to ${range.max}, or leave it empty.`,
        };
      return {
        problem: `${quoted(text)} is out of range: use a number from ${Math.max(range.min, 0)} to ${range.max}, or leave it empty.`,
      };
    }
    case 'choice': {
      const choice = field.choices?.find((one) => labelKey(one) === labelKey(text));
      return choice
        ? { value: choice }
        : { problem: `${quoted(text)} is not one of ${(field.choices ?? []).join(', ')}.` };
    }
    case 'choices': {
      const values: number[] = [];
      for (const part of partsOf(text)) {
        const found = Object.entries(field.options ?? {}).find(
          ([value, label]) => labelKey(label) === labelKey(part) || value === part,
        );
        if (!found)
          return {
            problem: `${quoted(part)} is not one of ${Object.values(field.options ?? {}).join(', ')}.`,
          };
        if (!values.includes(Number(found[0]))) values.push(Number(found[0]));
      }
      return { value: values };
    }
    case 'member':
      return memberOf(lookups, text);
    case 'memberList': {
      const ids: string[] = [];
      for (const part of partsOf(text)) {
        const one = memberOf(lookups, part);
        if ('problem' in one) return one;
        if (!ids.includes(one.value as string)) ids.push(one.value as string);
      }
      return { value: ids };
    }
    case 'coreDataIds': {
      const kind = (field.target as { coreData: CoreDataKind }).coreData;
      const ids: string[] = [];
      for (const part of partsOf(text)) {
        const id = lookups.coreDataId(kind, part);
        if (!id) return { problem: `${quoted(part)} is not in the organisation’s list.` };
        if (!ids.includes(id)) ids.push(id);
      }
      return { value: ids };
    }
    case 'reference':
    case 'parent': {
      const target = field.target;
      const id =
        target && 'coreData' in target
          ? lookups.coreDataId(target.coreData, text)
          : lookups.entityId?.(target && 'entity' in target ? target.entity : (field.parent ?? ''), text);
      return id ? { value: id } : { problem: `there is none called ${quoted(text)}.` };
    }
  }
}
