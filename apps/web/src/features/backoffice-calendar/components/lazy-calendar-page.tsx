import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// Its own chunk, fetched when the page is opened: FullCalendar weighs about as much as the rest of the
// back office, and no other page needs it (bundle-split.test.ts keeps it so).
const CalendarPage = lazy(() => import('./calendar-page').then((m) => ({ default: m.CalendarPage })));

/** The operators' calendar, loaded on first visit; a spinner meanwhile. */
export function LazyCalendarPage() {
  const { t } = useTranslation('backoffice');
  return (
    <Suspense
      fallback={
        <Center mih={200}>
          <Loader role="status" aria-label={t('backoffice.agenda.loading')} />
        </Center>
      }
    >
      <CalendarPage />
    </Suspense>
  );
}
