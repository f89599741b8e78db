import '@mantine/core/styles/Tabs.layer.css';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarCheck, IconCalendarPlus, IconPresentation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BookPanel } from './book-panel';
import { DemoPanel } from './demo-panel';
import { MyAppointments } from './my-appointments';
import { APPOINTMENT_PARAM, isTab, type ReservationsTab, TAB_PARAM } from './reservations-links';

/**
 * The customer's reservations page: book a service, their appointments, ask for a product demo. The
 * section is in the address (`?tab=`), so that a link, a reload or the back button keeps it; a link
 * to one appointment (`?appointment=<id>`, the mails' and the home card's) opens their appointments
 * with that one in view.
 */
export function ReservationsPage({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation('reservations');
  const [search, setSearch] = useSearchParams();
  const highlighted = Number(search.get(APPOINTMENT_PARAM)) || undefined;
  const asked = search.get(TAB_PARAM);
  const tab: ReservationsTab = isTab(asked) ? asked : highlighted ? 'mine' : 'book';
  const go = (next: ReservationsTab, appointment?: number) => {
    const params = new URLSearchParams();
    if (next !== 'book') params.set(TAB_PARAM, next);
    if (appointment !== undefined) params.set(APPOINTMENT_PARAM, String(appointment));
    setSearch(params);
  };
  return (
    <Stack gap="md" maw={1100} w="100%">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('reservations.title')}
        </Title>
        <Text c="dimmed">{t('reservations.intro')}</Text>
      </Stack>
      {/* Only the open section is mounted: each asks the server for its own list when opened. */}
      <Tabs value={tab} onChange={(value) => isTab(value) && go(value)} keepMounted={false}>
        <Tabs.List aria-label={t('reservations.tabs')}>
          <Tabs.Tab value="book" leftSection={<IconCalendarPlus size={16} aria-hidden />}>
            {t('reservations.tab.book')}
          </Tabs.Tab>
          <Tabs.Tab value="mine" leftSection={<IconCalendarCheck size={16} aria-hidden />}>
            {t('reservations.tab.mine')}
          </Tabs.Tab>
          <Tabs.Tab value="demo" leftSection={<IconPresentation size={16} aria-hidden />}>
            {t('reservations.tab.demo')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="book" pt="md">
          <BookPanel sessionKey={sessionKey} onBooked={(appointment) => go('mine', appointment.Id)} />
        </Tabs.Panel>
        <Tabs.Panel value="mine" pt="md">
          <MyAppointments sessionKey={sessionKey} highlighted={highlighted} onBook={() => go('book')} />
        </Tabs.Panel>
        <Tabs.Panel value="demo" pt="md">
          <DemoPanel sessionKey={sessionKey} onShowAppointment={(id) => go('mine', id)} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
