import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import { HELPDESK_ROUTES } from '@sportello/contracts/backoffice/helpdesk.routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { readAgain, useEventStream } from '../../../lib/use-event-stream';
import { countsQuery, HELPDESK_KEY } from '../api/helpdesk-calls';

/** What needs an operator: the tickets nobody handles and their own. */
const waiting = (counts: { Unassigned: number; Mine: number } | undefined) =>
  counts ? counts.Unassigned + counts.Mine : 0;

/** A count before the page's own title: "(3) Segnalazioni · Sportello". */
const COUNTED = /^\(\d+\) /;

/**
 * The helpdesk kept live for the whole back office (#41): the helpdesk's event stream makes every
 * open queue, ticket and count read again as soon as a ticket changes, on whichever server process;
 * the tab's title starts with the count of tickets waiting for the operator. Rendered once by the
 * back office's frame while the user may see the queue.
 */
export function HelpdeskLive() {
  const queryClient = useQueryClient();
  const counts = useQuery(countsQuery);
  useEventStream(HELPDESK_ROUTES.followHelpdesk.path, {
    onChange: () => void readAgain(queryClient, HELPDESK_KEY),
  });
  const count = waiting(counts.data);
  useEffect(() => {
    // The count stays before whatever title a page sets (a page sets its own when it opens).
    const apply = () => {
      const title = document.title.replace(COUNTED, '');
      const counted = count > 0 ? `(${count}) ${title}` : title;
      if (document.title !== counted) document.title = counted;
    };
    apply();
    const element = document.querySelector('title');
    const observer = element ? new MutationObserver(apply) : undefined;
    if (element) observer?.observe(element, { childList: true, characterData: true, subtree: true });
    return () => {
      observer?.disconnect();
      document.title = document.title.replace(COUNTED, '');
    };
  }, [count]);
  return null;
}

/** The helpdesk's entry's count in the menu: tickets waiting for the operator, said in words to screen readers. */
export function HelpdeskMenuCount() {
  const { t } = useTranslation('backoffice');
  const counts = useQuery(countsQuery);
  const count = waiting(counts.data);
  if (!counts.data || count === 0) return null;
  return (
    <Badge
      size="sm"
      circle={count < 10}
      color={counts.data.Breached > 0 ? 'red' : 'blue'}
      aria-label={t('backoffice.helpdesk.menuCount', {
        unassigned: counts.data.Unassigned,
        mine: counts.data.Mine,
      })}
    >
      {count}
    </Badge>
  );
}
