import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { SessionInfo } from '@sportello/contracts/auth/login.contract';
import { type Icon, IconBuildingCommunity, IconBuildingSkyscraper, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Full name for greetings and menus; the user name when the profile has no name. */
export function displayName(session: SessionInfo): string {
  return `${session.User.FirstName} ${session.User.LastName}`.trim() || session.User.UserName;
}

/** The active company parent of the session, if one is chosen. */
export function activeParent(session: SessionInfo) {
  return session.Company.CompanyParents.find((parent) => parent.VatCode === session.ParentCode);
}

/** The home page's title: a greeting by name. */
export function SessionGreeting({ session }: { session: SessionInfo }) {
  const { t } = useTranslation('login');
  return (
    <Title order={1} size="h2">
      {t('login.home.greeting', { name: displayName(session) })}
    </Title>
  );
}

/**
 * The home page's "who and for whom": the signed-in user, their company and the active parent
 * company, the three things that decide what the portal shows and on whose behalf requests are made.
 * The vendor's own staff work for no parent company, so their page has no such card.
 */
export function SessionSummary({ session }: { session: SessionInfo }) {
  const { t } = useTranslation('login');
  const parent = activeParent(session);
  return (
    <Stack gap="sm">
      <Text c="dimmed">{t('login.home.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <SummaryCard icon={IconUser} title={t('login.home.user')}>
          <Text fw={600}>{displayName(session)}</Text>
          <Text size="sm" c="dimmed">
            {t('login.home.userName', { userName: session.User.UserName })}
          </Text>
        </SummaryCard>
        <SummaryCard icon={IconBuildingSkyscraper} title={t('login.home.company')}>
          <Text fw={600}>{session.Company.Name}</Text>
          <Text size="sm" c="dimmed">
            {t('login.vatCode', { vat: session.Company.VatCode })}
          </Text>
        </SummaryCard>
        {session.Company.CompanyParents.length > 0 && (
          <SummaryCard icon={IconBuildingCommunity} title={t('login.home.parent')}>
            {parent ? (
              <>
                <Text fw={600}>{parent.Name}</Text>
                <Text size="sm" c="dimmed">
                  {t('login.vatCode', { vat: parent.VatCode })}
                </Text>
              </>
            ) : (
              <Text c="dimmed">{t('login.home.noParent')}</Text>
            )}
          </SummaryCard>
        )}
      </SimpleGrid>
    </Stack>
  );
}

function SummaryCard({
  icon: CardIcon,
  title,
  children,
}: {
  icon: Icon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
          <CardIcon size={22} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Title
            order={2}
            fz="xs"
            c="dimmed"
            tt="uppercase"
            fw={700}
            lh={1.4}
            style={{ letterSpacing: '0.05em' }}
          >
            {title}
          </Title>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}
