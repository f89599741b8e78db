import '@mantine/core/styles/Table.layer.css';
import { Table } from '@mantine/core';
import type { ImportProblem } from '@sportello/contracts/backoffice/imports.contract';
import { useTranslation } from 'react-i18next';

/** The first problems of an imported file: line, field and message in the user's language. */
export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('backoffice.imports.line')}</Table.Th>
          <Table.Th>{t('backoffice.imports.field')}</Table.Th>
          <Table.Th>{t('backoffice.imports.message')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {problems.map((e) => (
          <Table.Tr key={`${e.Line}-${e.Field}-${e.ErrorMessage}`}>
            <Table.Td>{e.Line}</Table.Td>
            <Table.Td>{e.Field}</Table.Td>
            <Table.Td>{e.Message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
