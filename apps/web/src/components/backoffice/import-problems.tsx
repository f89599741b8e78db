import '@mantine/core/styles/Table.layer.css';
import { Table } from '@mantine/core';
import type { ImportProblem } from '@sportello/contracts/backoffice/imports.contract';
import { useTranslation } from 'react-i18next';

/**
 * The first problems of an imported file: the line, the column in words ("Prodotti (Products)") and
 * what is wrong with what it allows, in the user's language (decision 071).
 */
export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('backoffice.imports.line')}</Table.Th>
          <Table.Th>{t('backoffice.imports.column')}</Table.Th>
          <Table.Th>{t('backoffice.imports.message')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {problems.map((e) => (
          <Table.Tr key={`${e.Line}-${e.Field}-${e.ErrorMessage}`}>
            <Table.Td>{e.Line}</Table.Td>
            <Table.Td>{e.Column}</Table.Td>
            <Table.Td>{e.Message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
