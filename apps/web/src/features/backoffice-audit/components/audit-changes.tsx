import '@mantine/core/styles/Table.layer.css';
import { Table, Text } from '@mantine/core';
import type { AuditEntry } from '@sportello/contracts/backoffice/audit.contract';
import { useTranslation } from 'react-i18next';
import { auditWords, changesInWords } from '../hooks/audit-values';

const WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * An entry's "before and after": a line per changed field, its label and its values in words. A
 * creation (or a shown secret) has only an after, a deletion only a before.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('backoffice');
  const changes = changesInWords(auditWords(t, i18n), entry);
  if (changes.length === 0) return <Text c="dimmed">{t('backoffice.audit.noChanges')}</Text>;
  const before = entry.Action === 'update' || entry.Action === 'delete';
  const after = entry.Action !== 'delete';
  return (
    <Table layout="fixed" verticalSpacing="xs" striped aria-label={t('backoffice.audit.changes')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="30%">{t('backoffice.audit.field')}</Table.Th>
          {before && (
            <Table.Th>{after ? t('backoffice.audit.before') : t('backoffice.audit.value')}</Table.Th>
          )}
          {after && <Table.Th>{before ? t('backoffice.audit.after') : t('backoffice.audit.value')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((c) => (
          <Table.Tr key={c.field}>
            <Table.Th scope="row" fw={600} style={WRAP}>
              {c.label}
            </Table.Th>
            {before && <Table.Td style={WRAP}>{c.before}</Table.Td>}
            {after && <Table.Td style={WRAP}>{c.after}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
