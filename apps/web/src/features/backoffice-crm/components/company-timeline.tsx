import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TimelineItem } from '@sportello/contracts/backoffice/crm.contract';
import type { ActivityKind } from '@sportello/contracts/backoffice/crm.values';
import { IconNote, IconPhone } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { crmOwnersQuery, type TimelineSelection, timelineQuery } from '../api/crm-calls';
import { isActivityKind } from '../hooks/activity-form';
import { useActivityChanges } from '../hooks/use-activity-changes';
import { ActivityFormModal } from './activity-form-modal';
import { type ActivityHandlers, mayCompleteFor } from './item-actions';
import { OpenActions } from './open-actions';
import { TimelineEntry } from './timeline-entry';
import { TimelineFilters } from './timeline-filters';

/** The activity in the form: a recorded one to change, or a new one of a kind. */
type Editing = { activity: TimelineItem | null; kind: ActivityKind };

/**
 * A company's CRM timeline, on its page in the back office: its open next actions first, then what
 * happened with it, newest first, a page at a time, by kind and operator. Whoever may record
 * activities (`crm` create) logs calls, mails, visits and notes; each recorded activity the server
 * lets the user change is edited, done or deleted in place. Nothing shows without the `crm` grant.
 */
export function CompanyTimeline({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation('backoffice');
  const titleId = useId();
  const { can } = usePermissions();
  const readable = can('crm', 'list');
  const [selection, setSelection] = useState<TimelineSelection>({ Kinds: [] });
  const timeline = useInfiniteQuery({ ...timelineQuery(companyId, selection), enabled: readable });
  const owners = useQuery({ ...crmOwnersQuery, enabled: readable });
  const changes = useActivityChanges();
  const [editing, setEditing] = useState<Editing>();
  if (!readable) return null;

  const handlers: ActivityHandlers = {
    edit: (item) => isActivityKind(item.Kind) && setEditing({ activity: item, kind: item.Kind }),
    complete: changes.complete,
    remove: changes.remove,
    mayComplete: mayCompleteFor(owners.data?.find((o) => o.Me)?.Id, can('crm', 'create')),
  };
  const pages = timeline.data?.pages ?? [];
  const items = pages.flatMap((page) => page.Items);
  const filtered = Boolean(selection.Kinds?.length || selection.OwnerId);

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={2} size="h3" id={titleId}>
          {t('backoffice.crm.title')}
        </Title>
        {can('crm', 'create') && (
          // Until the owners are known the form could not give the next action to the user by default.
          <Group gap="xs" wrap="wrap">
            <Button
              loading={owners.isPending}
              leftSection={<IconPhone size={16} aria-hidden />}
              onClick={() => setEditing({ activity: null, kind: 'call' })}
            >
              {t('backoffice.crm.logCall')}
            </Button>
            <Button
              variant="light"
              loading={owners.isPending}
              leftSection={<IconNote size={16} aria-hidden />}
              onClick={() => setEditing({ activity: null, kind: 'note' })}
            >
              {t('backoffice.crm.addNote')}
            </Button>
          </Group>
        )}
      </Group>
      <OpenActions items={pages[0]?.Open ?? []} handlers={handlers} />
      <TimelineFilters selection={selection} owners={owners.data ?? []} onChange={setSelection} />
      {timeline.isPending ? (
        <Loader role="status" size="sm" aria-label={t('backoffice.crm.title')} />
      ) : timeline.isError ? (
        <Alert color="red" role="alert">
          {apiErrorText(errorCatalogueOf(i18n), timeline.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t(filtered ? 'backoffice.crm.emptyFiltered' : 'backoffice.crm.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
          {items.map((item) => (
            <TimelineEntry key={item.Key} item={item} handlers={handlers} />
          ))}
        </Stack>
      )}
      {timeline.hasNextPage && (
        <Button
          variant="default"
          style={{ alignSelf: 'center' }}
          loading={timeline.isFetchingNextPage}
          onClick={() => void timeline.fetchNextPage()}
        >
          {t('backoffice.crm.loadMore')}
        </Button>
      )}
      {editing && (
        <ActivityFormModal
          key={editing.activity?.Key ?? editing.kind}
          companyId={companyId}
          activity={editing.activity}
          kind={editing.kind}
          owners={owners.data ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={async () => {
            setEditing(undefined);
            notifications.show({ color: 'green', message: t('backoffice.crm.saved') });
            await changes.refresh();
          }}
        />
      )}
    </Stack>
  );
}
