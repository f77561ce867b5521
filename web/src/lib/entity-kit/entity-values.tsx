import { Text } from '@mantine/core';
import DOMPurify from 'dompurify';
import {
  ALLOWED_RICH_TEXT_TAGS,
  HARMFUL_CONTENT_MESSAGE,
  screenRichText,
} from '@tandem/shared/core/rich-text';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { isUnknownSliderValue } from '@tandem/shared/core/checkbox-slider';
import { stakeholderFeeling } from '@tandem/shared/stakeholders/stakeholder-feeling';
import { Pill, progressOptions, ragOptions } from '@/ui/status-pills';
import { ParentName } from './entity-parents';
import { CoreDataNames } from './entity-core-data-ids';
import type { EntityChoice, EntityFieldView } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';

/** RAG and progress choices: the app's shared phrases and colours, in the editor's order. */
export const ragChoices = ragOptions;
export const progressChoices = progressOptions;
/** The values a field offers: RAG and progress are the app's (a page may word progress); a score or choices its own. */
export const choicesOf = (field: Pick<EntityFieldView, 'kind' | 'choices'>): readonly EntityChoice[] =>
  field.kind === 'rag' ? ragChoices : (field.choices ?? (field.kind === 'progress' ? progressChoices : []));

/** Fields drawn as pills (one per value for choices). */
export const isPillField = (field: EntityFieldView) =>
  field.kind === 'rag' || field.kind === 'progress' || field.kind === 'score' || field.kind === 'choices';

/** A 1-10 score as it reads (spec §3): 'Unknown', '7', '8 – Advocate', '6 – Active supporter'. */
export function scaleText(field: Pick<EntityFieldView, 'scaleLabels'>, value: unknown, t: TFunction): string {
  if (typeof value !== 'number' || isUnknownSliderValue(value)) return t('entityKit.scale.unknown');
  if (field.scaleLabels === 'feeling') {
    const feeling = stakeholderFeeling(value);
    return feeling
      ? t('entityKit.scale.scored', { score: value, label: t(`entityKit.scale.feeling.${feeling}`) })
      : String(value);
  }
  if (field.scaleLabels === 'commitment' && Number.isInteger(value) && value >= 1 && value <= 10)
    return t('entityKit.scale.scored', { score: value, label: t(`entityKit.scale.commitment.${value}`) });
  return String(value);
}

/** The choices of a scale editor: unknown (-1), then 1-10 as each reads. */
export const scaleChoices = (field: Pick<EntityFieldView, 'scaleLabels'>, t: TFunction) => [
  { value: -1, label: t('entityKit.scale.unknown') },
  ...Array.from({ length: 10 }, (_, index) => ({ value: index + 1, label: scaleText(field, index + 1, t) })),
];

const dayText = (value: string) => formatDate(`${value.slice(0, 10)}T00:00:00`);
const plainOf = (html: string) =>
  html
    .replace(/<\/(p|li)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A field's value as text (history lines, filters); '' when empty. */
export function valueText(
  field: EntityFieldView,
  value: unknown,
  t: TFunction,
  memberName?: string | null,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (field.shownFrom !== undefined && typeof value === 'number' && value < field.shownFrom) return '';
  switch (field.kind) {
    case 'rag':
    case 'progress':
    case 'score': {
      const choice = choicesOf(field).find((item) => item.value === value);
      return choice ? t(choice.key, { value }) : String(value);
    }
    case 'choices':
      return (Array.isArray(value) ? value : [])
        .map((one) => {
          const choice = choicesOf(field).find((item) => item.value === one);
          return choice ? t(choice.key, { value: one }) : String(one);
        })
        .join(', ');
    case 'date':
      return typeof value === 'string' ? dayText(value) : String(value);
    case 'member':
      return memberName ?? t('entityKit.history.someone');
    case 'memberList':
      return memberName ?? '';
    case 'boolean':
      return t(value === true ? 'entityKit.yes' : 'entityKit.no');
    case 'parent':
      return memberName ?? String(value);
    case 'reference':
      return memberName ?? String(value);
    case 'scale':
      return scaleText(field, value, t);
    case 'coreDataIds':
      return Array.isArray(value) && value.length
        ? t('entityKit.coreDataIds.count', { count: value.length })
        : '';
    case 'choice': {
      const choice = field.choices?.find((item) => String(item.value) === value);
      return choice ? t(choice.key) : String(value);
    }
    case 'richText':
      return plainOf(String(value));
    default:
      return String(value);
  }
}

/** Rich text screened by the shared rule, then DOMPurify with the allowed tags only. */
function RichText({ html }: { html: string }) {
  const { t } = useTranslation();
  const screened = screenRichText(html);
  if (screened === HARMFUL_CONTENT_MESSAGE)
    return (
      <Text span size="sm" fs="italic" c="red.9">
        {t('actionItems.harmful')}
      </Text>
    );
  const clean = DOMPurify.sanitize(screened, { ALLOWED_TAGS: [...ALLOWED_RICH_TEXT_TAGS], ALLOWED_ATTR: [] });
  return <div dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * A pill field's value as pills: one for a RAG, progress or score (none for an unknown value), one
 * per value of several choices; `undefined` when the value is not drawn as pills. No hooks: the
 * grid's cells call it with the grid's `t`.
 */
export function fieldPills(field: EntityFieldView, value: unknown, t: TFunction): ReactNode | undefined {
  if (field.kind === 'rag' || field.kind === 'progress' || field.kind === 'score') {
    const choice = choicesOf(field).find((item) => item.value === value);
    return choice ? <Pill colour={choice.colour ?? 'gray'} label={t(choice.key, { value })} /> : null;
  }
  if (field.kind === 'choices' && Array.isArray(value) && value.length > 0)
    return (
      <>
        {value.map((one: number) => {
          const choice = choicesOf(field).find((item) => item.value === one);
          return choice ? (
            <Pill key={one} colour={choice.colour ?? 'gray'} label={t(choice.key, { value: one })} />
          ) : null;
        })}
      </>
    );
  return undefined;
}

/** A field's value for reading: pills for RAG and progress, dates in the reader's locale, 'Not set' when empty. */
export function FieldValue({
  field,
  value,
  memberName,
  notSet = true,
}: {
  field: EntityFieldView;
  value: unknown;
  memberName?: string | null;
  /** Say 'Not set' for an empty value (detail), or show nothing (list cells). */
  notSet?: boolean;
}) {
  const { t } = useTranslation();
  const pills = fieldPills(field, value, t);
  if (pills !== undefined) return pills;
  if (field.kind === 'richText' && typeof value === 'string' && value.trim())
    return <RichText html={value} />;
  if (field.kind === 'parent' && typeof value === 'string' && value)
    return <ParentName field={field} id={value} />;
  if (field.kind === 'coreDataIds' && Array.isArray(value) && value.length > 0)
    return <CoreDataNames field={field} ids={value as string[]} />;
  const text = valueText(field, value, t, memberName);
  if (text) return <>{text}</>;
  return notSet ? (
    <Text span size="sm" c="gray.7">
      {t('entityKit.notSet')}
    </Text>
  ) : null;
}
