import { Box, Group, Stack, Text } from '@mantine/core';
import type { UpcomingActivity } from '@sportello/contracts/backoffice/crm.contract';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HomeCard, HomeCardBody, HomeCardLink, HomeCardLinks } from '../../../components/home-card';
import { portalDateTime } from '../../../lib/portal-time';
import { upcomingActivitiesQuery } from '../api/crm-calls';
import { KindIcon } from './kind-icon';

/** How many of the upcoming activities the card lists. */
const SHOWN = 5;

function ActivitySummary({ activity }: { activity: UpcomingActivity }) {
  const { t } = useTranslation('crm');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <KindIcon kind={activity.Type} label={t(`crm.kind.${activity.Type}`)} size={28} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {activity.Title}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {[activity.Company, portalDateTime(activity.Start)].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * The staff's home-page card of their upcoming activities (the spec's `getactivities`): their
 * appointments and due next actions, soonest first as the server lists them, each leading to where it
 * is handled; times in Europe/Rome.
 */
export function ActivitiesHomeCard() {
  const { t } = useTranslation('crm');
  const query = useQuery(upcomingActivitiesQuery);
  return (
    <HomeCard title={t('crm.home.title')} icon={IconCalendarEvent}>
      <HomeCardBody query={query}>
        {(data) =>
          data.Activities.length === 0 ? (
            <Text c="dimmed">{t('crm.home.empty')}</Text>
          ) : (
            <HomeCardLinks label={t('crm.home.title')}>
              {data.Activities.slice(0, SHOWN).map((activity) =>
                activity.Link ? (
                  <HomeCardLink key={activity.Id} to={activity.Link}>
                    <ActivitySummary activity={activity} />
                  </HomeCardLink>
                ) : (
                  // Nowhere to lead (its area gives it no page): listed all the same.
                  <Box key={activity.Id} component="li" p="xs">
                    <ActivitySummary activity={activity} />
                  </Box>
                ),
              )}
            </HomeCardLinks>
          )
        }
      </HomeCardBody>
    </HomeCard>
  );
}
