import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { actionReviewColour, nextReviewDueColour } from '@tandem/shared/core/review';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { usePermissions } from '@/lib/permissions-store';
import { FieldList, type FieldItem } from '@/ui/field-list';
import { NoViewAccess } from '@/ui/no-view-access';
import { PageLoader } from '@/ui/page-loader';
import { useEntity } from '@/lib/entity-kit/entity-api';
import { actionCalls, entityRefOf } from '../api/action-calls';
import type { ActionRef } from '../api/keys';
import type { Action } from '../api/list-actions';
import { canCall } from '@/lib/endpoint-permissions';
import { ActionComments } from './action-comments';
import { ActionHistory, useActionPeople } from './action-history';
import { ImpactsOfAction } from './action-impacts';
import { ProgressPill, RagPill } from '@/ui/status-pills';
import { ActionTimeline } from './action-timeline';
import { dayOf, safeRichText } from './grid-logic';
import { DetailSection } from '@/ui/detail-section';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionDetailPhrases } from '@/lib/i18n/en-gb-action-detail';

/** Review colours as text colours with AA contrast on white. */
const reviewText: Record<string, string> = {
  red: 'red.9',
  amber: 'orange.9',
  green: 'green.9',
  black: 'dark.9',
};

const dayText = (value: string | null | undefined) => {
  const day = dayOf(value);
  return day ? formatDate(`${day}T00:00:00`) : null;
};

/** The description, screened by the shared rule: harmful markup is replaced by a sentence saying so. */
export function ActionDescription({ html }: { html: string }) {
  const { t } = usePhrases('actionDetail', actionDetailPhrases);
  if (!html.trim())
    return (
      <Text size="sm" c="gray.7">
        {t('actionDetail.noDescription')}
      </Text>
    );
  const safe = safeRichText(html);
  if (safe.harmful)
    return (
      <Text size="sm" fs="italic" c="red.9" data-testid="description-harmful">
        {t('actionItems.harmful')}
      </Text>
    );
  // Safe: screened by the shared rule, then DOMPurify with only the allowed tags and no attributes.
  return (
    <div
      className="action-description"
      data-testid="action-description"
      dangerouslySetInnerHTML={{ __html: safe.html }}
    />
  );
}

function ActionFields({
  action,
  personName,
}: {
  action: Action;
  personName: (id: string | null) => string | null;
}) {
  const { t } = usePhrases('actionDetail', actionDetailPhrases);
  const notSet = (
    <Text span size="sm" c="gray.7">
      {t('actionDetail.notSet')}
    </Text>
  );
  const or = (value: ReactNode | null | undefined) =>
    value === null || value === undefined || value === '' ? notSet : value;
  const moment = (at: string, by: string | null) => {
    const date = formatDate(at);
    const name = personName(by);
    return name ? t('actionDetail.byPerson', { date, name }) : date;
  };
  const fields: FieldItem[] = [
    { key: 'refNumber', label: t('actionDetail.fields.refNumber'), value: action.refNumber },
    { key: 'actionType', label: t('actionDetail.fields.actionType'), value: or(action.actionType) },
    {
      key: 'owner',
      label: t('actionDetail.fields.owner'),
      value: or(action.owner && `${action.owner.firstName} ${action.owner.lastName}`.trim()),
    },
    { key: 'assignedTo', label: t('actionDetail.fields.assignedTo'), value: or(action.assignedToName) },
    { key: 'startDate', label: t('actionDetail.fields.startDate'), value: or(dayText(action.startDate)) },
    { key: 'endDate', label: t('actionDetail.fields.endDate'), value: or(dayText(action.endDate)) },
    {
      key: 'initialEndDate',
      label: t('actionDetail.fields.initialEndDate'),
      value: or(dayText(action.initialEndDate)),
    },
    {
      key: 'progressStatus',
      label: t('actionDetail.fields.progressStatus'),
      value: <ProgressPill progressStatus={action.progressStatus} />,
    },
    {
      key: 'ragStatus',
      label: t('actionDetail.fields.ragStatus'),
      value: <RagPill ragStatus={action.ragStatus} progressStatus={action.progressStatus} />,
    },
    {
      key: 'lifecycleStatus',
      label: t('actionDetail.fields.lifecycleStatus'),
      value: t(`actionDetail.lifecycle.${action.lifecycleStatus}`),
    },
    { key: 'project', label: t('actionDetail.fields.project'), value: action.projectName },
    {
      key: 'programme',
      label: t('actionDetail.fields.programme'),
      value: action.programmeName ?? t('actionDetail.standalone'),
    },
    {
      key: 'tags',
      label: t('actionDetail.fields.tags'),
      value: action.tags.length ? (
        <Group gap={4} component="span">
          {action.tags.map((tag) => (
            <Badge key={tag.id} variant="outline" color="dark" size="sm" component="span">
              {tag.text}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text span size="sm" c="gray.7">
          {t('actionDetail.noTags')}
        </Text>
      ),
    },
    { key: 'noteCount', label: t('actionDetail.fields.noteCount'), value: action.noteCount },
    {
      key: 'createdAt',
      label: t('actionDetail.fields.createdAt'),
      value: moment(action.createdAt, action.createdBy),
    },
    {
      key: 'updatedAt',
      label: t('actionDetail.fields.updatedAt'),
      value: moment(action.updatedAt, action.modifiedBy),
    },
  ];
  return <FieldList fields={fields} />;
}

function ReviewInfo({
  action,
  personName,
}: {
  action: Action;
  personName: (id: string | null) => string | null;
}) {
  const { t } = usePhrases('actionDetail', actionDetailPhrases);
  const reviewed = dayText(action.reviewedOn);
  if (!reviewed)
    return (
      <Text size="sm" c="gray.7">
        {t('actionDetail.reviewNotDone')}
      </Text>
    );
  const reviewColour = actionReviewColour(action.reviewedOn) ?? 'black';
  const next = dayText(action.nextReviewDue);
  const nextColour = nextReviewDueColour(action.nextReviewDue, action.progressStatus);
  const reviewer = personName(action.reviewedBy);
  return (
    <FieldList
      fields={[
        {
          key: 'reviewedOn',
          label: t('actionDetail.fields.reviewedOn'),
          value: (
            <Text span size="sm" c={reviewText[reviewColour]} data-review-colour={reviewColour}>
              {reviewer ? t('actionDetail.byPerson', { date: reviewed, name: reviewer }) : reviewed}
            </Text>
          ),
        },
        {
          key: 'nextReviewDue',
          label: t('actionDetail.fields.nextReviewDue'),
          value: next ? (
            <Text
              span
              size="sm"
              c={nextColour ? reviewText[nextColour] : undefined}
              data-review-colour={nextColour ?? ''}
            >
              {next}
            </Text>
          ) : (
            t('actionDetail.notSet')
          ),
        },
      ]}
    />
  );
}

function Loaded({
  actionRef,
  action,
  mayEdit,
  sections,
}: {
  actionRef: ActionRef;
  action: Action;
  mayEdit: boolean;
  sections?: ReactNode;
}) {
  const { t } = usePhrases('actionDetail', actionDetailPhrases);
  const personOf = useActionPeople(actionRef, action, mayEdit);
  const personName = (id: string | null) => (id ? personOf(id) : null);
  return (
    <Stack gap="md" data-testid="action-detail">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Text size="sm" c="gray.7">
            {t('actionDetail.fields.refNumber')} {action.refNumber} · {action.projectName}
          </Text>
          <Title order={1}>{action.name}</Title>
          <Group gap="xs">
            <ProgressPill progressStatus={action.progressStatus} />
            <RagPill ragStatus={action.ragStatus} progressStatus={action.progressStatus} />
          </Group>
        </Stack>
        {mayEdit && (
          <Button
            component={Link}
            to={paths.actionEdit.getHref(actionRef.organisationId, actionRef.projectId, actionRef.actionId)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('actionDetail.edit')}
          </Button>
        )}
      </Group>
      {!mayEdit && (
        <Text size="sm" c="gray.7">
          {t('actionDetail.readOnly')}
        </Text>
      )}
      <DetailSection title={t('actionDetail.sections.timeline')} testId="timeline-section">
        <ActionTimeline action={action} />
      </DetailSection>
      <DetailSection title={t('actionDetail.sections.details')}>
        <ActionFields action={action} personName={personName} />
      </DetailSection>
      <DetailSection title={t('actionDetail.sections.description')}>
        <ActionDescription html={action.description} />
      </DetailSection>
      <DetailSection title={t('actionDetail.sections.review')}>
        <ReviewInfo action={action} personName={personName} />
      </DetailSection>
      <DetailSection title={t('actionDetail.panel.impacts')} testId="impacts-section">
        <ImpactsOfAction actionRef={actionRef} />
      </DetailSection>
      {sections}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DetailSection title={t('actionDetail.sections.comments')} testId="comments-section">
          <ActionComments actionRef={actionRef} mayComment={mayEdit} />
        </DetailSection>
        <DetailSection title={t('actionDetail.sections.history')} testId="history-section">
          <ActionHistory actionRef={actionRef} action={action} mayEdit={mayEdit} />
        </DetailSection>
      </SimpleGrid>
    </Stack>
  );
}

/** 'This action does not exist' (404, or another organisation's: 403) or a load failure with a retry. */
export function ActionLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = usePhrases('actionDetail', actionDetailPhrases);
  if (isApiError(error) && (error.status === 404 || error.status === 403))
    return (
      <Alert color="gray" role="alert" data-testid="action-not-found">
        {t('actionDetail.notFound')}
      </Alert>
    );
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('actionDetail.loadFailed')}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('app.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The action detail page (spec §2): every field of the action, its timeline, review, comments and
 * history; the Edit button only with action edit rights.
 */
export function ActionDetail({
  sections,
  ...actionRef
}: ActionRef & {
  /** Sections of other features after the review (the route adds the stakeholder owners). */
  sections?: ReactNode;
}) {
  const { t } = usePhrases('actionDetail', actionDetailPhrases);
  const permissions = usePermissions();
  const project = { organisationId: actionRef.organisationId, projectId: actionRef.projectId };
  const mayView = canCall(permissions, 'getAction', project);
  const mayEdit = canCall(permissions, 'updateAction', project);
  const action = useEntity(actionCalls, entityRefOf(actionRef), mayView);

  if (!mayView) return <NoViewAccess />;
  return (
    <Stack gap="md">
      <Anchor
        component={Link}
        to={paths.actions.getHref(actionRef.organisationId, actionRef.projectId)}
        size="sm"
        c="blue.9"
        w="fit-content"
      >
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('actionDetail.backToList')}
        </Group>
      </Anchor>
      {action.isPending ? (
        <PageLoader />
      ) : action.isError ? (
        <ActionLoadProblem error={action.error} onRetry={() => void action.refetch()} />
      ) : (
        <Loaded actionRef={actionRef} action={action.data} mayEdit={mayEdit} sections={sections} />
      )}
    </Stack>
  );
}
