import '@mantine/core/styles/Badge.layer.css';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { routePath } from '@sportello/contracts/common/route';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useProductLabel } from '../../../lib/code-labels';
import { ticketContextQuery } from '../api/helpdesk-calls';

/**
 * Who is asking, beside the conversation (#41): the requester's account and when they last signed
 * in, the company's products, and the company's other unfinished tickets — what the operator would
 * otherwise open three pages for. Nothing while it loads: the ticket itself comes first.
 */
export function TicketContext({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('backoffice');
  const productLabel = useProductLabel();
  const { data } = useQuery(ticketContextQuery(ticketId));
  if (!data || (!data.Requester && !data.Company)) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ticket-context-title">
      <Title order={2} size="h5" id="ticket-context-title" mb="xs">
        {t('backoffice.helpdesk.context.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('backoffice.helpdesk.context.account')}
          </Text>
          {data.Requester ? (
            <>
              <Group gap="xs">
                <Anchor
                  component={Link}
                  to={routePath(paths.backoffice.user, { id: data.Requester.Id })}
                  size="sm"
                >
                  {data.Requester.Name || data.Requester.UserName}
                </Anchor>
                {!data.Requester.Enabled && (
                  <Badge size="xs" color="gray">
                    {t('backoffice.helpdesk.context.disabled')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {data.Requester.UserName}
              </Text>
              <Text size="sm">
                {data.Requester.LastLoginAt
                  ? t('backoffice.helpdesk.context.lastSignIn', {
                      at: formatDateTime(data.Requester.LastLoginAt),
                    })
                  : t('backoffice.helpdesk.context.neverSignedIn')}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('backoffice.helpdesk.context.noAccount')}
            </Text>
          )}
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('backoffice.helpdesk.context.products')}
          </Text>
          {data.Company && data.Company.Products.length > 0 ? (
            <Group gap={4}>
              {data.Company.Products.map((p) => (
                <Badge key={p} size="sm" variant="light" color="gray">
                  {productLabel(p)}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm">—</Text>
          )}
          {data.Company && !data.Company.Enabled && (
            <Text size="sm" c="red.8">
              {t('backoffice.helpdesk.context.companyDisabled')}
            </Text>
          )}
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('backoffice.helpdesk.context.otherOpen', { count: data.OtherOpen.Total })}
          </Text>
          {data.OtherOpen.Items.map((other) => (
            <Text key={other.Id} size="sm" truncate>
              <Anchor component={Link} to={routePath(paths.backoffice.helpdeskTicket, { id: other.Id })}>
                {other.TicketCode}
              </Anchor>{' '}
              {other.Subject}
            </Text>
          ))}
          {data.OtherOpen.Total > data.OtherOpen.Items.length && data.Company && (
            <Anchor component={Link} to={`${paths.backoffice.helpdesk}?company=${data.Company.Id}`} size="sm">
              {t('backoffice.helpdesk.context.allOpen')}
            </Anchor>
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
