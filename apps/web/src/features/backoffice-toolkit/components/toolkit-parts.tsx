import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Whether a file (or a version) is offered to customers; white on each reads at 4.5:1 or more. */
export function OfferedBadge({ withdrawn }: { withdrawn: boolean }) {
  const { t } = useTranslation('backoffice');
  return (
    <Badge
      color={withdrawn ? 'gray.7' : 'teal.9'}
      variant={withdrawn ? 'outline' : 'filled'}
      size="sm"
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {t(withdrawn ? 'backoffice.toolkit.withdrawn' : 'backoffice.toolkit.active')}
    </Badge>
  );
}

/** `/backoffice/toolkit/:id`: a positive whole number, or none. */
export const fileIdOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};
