import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { Invitation } from '@sportello/contracts/companies/invitations.contract';
import { useTranslation } from 'react-i18next';
import { useProductLabel } from '../../../lib/code-labels';
import { roleLabelKey } from '../hooks/role-labels';

/** Wizard step 1 (company): where the invitee is going, with which role, products and topics. */
export function InvitationSummary({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation(['invitations', 'support']);
  const productLabel = useProductLabel();
  const vendor = invitation.RoleTs !== null;
  const list = (codes: { Code: string }[], label: (code: string) => string) =>
    codes.length === 0 ? (
      <Text size="sm" c="dimmed">
        {t('invitations.none')}
      </Text>
    ) : (
      <Group gap={6}>
        {codes.map((c) => (
          <Badge key={c.Code} variant="light">
            {label(c.Code)}
          </Badge>
        ))}
      </Group>
    );
  const rows: [string, React.ReactNode][] = [
    [t('invitations.company.name'), invitation.Company.Name],
    [t('invitations.company.vatCode'), invitation.Company.VatCode],
    [t('invitations.company.fiscalCode'), invitation.Company.FiscalCode],
    [t('invitations.role'), t(roleLabelKey(invitation.Role.Id, vendor))],
    ...(invitation.RoleTs
      ? ([
          [
            t('invitations.roleTs'),
            t(`invitations.roleTs.${invitation.RoleTs.Id}` as 'invitations.roleTs.1'),
          ],
        ] as [string, React.ReactNode][])
      : []),
    [t('invitations.excludedProducts'), list(invitation.ExcludedProducts, productLabel)],
    [
      t('invitations.topics'),
      list(invitation.Topics, (code) => t(`invitations.topic.${code}` as 'invitations.topic.fiscal')),
    ],
  ];
  return (
    <Stack gap="sm" mt="md">
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={200}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {invitation.CanModifyExcludedProducts || invitation.CanModifyTopics
          ? t('invitations.canModify.yes')
          : t('invitations.canModify.no')}
      </Text>
    </Stack>
  );
}
