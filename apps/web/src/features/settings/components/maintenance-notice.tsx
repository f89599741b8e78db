import { Alert } from '@mantine/core';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { IconTool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portalSettingsQuery } from '../../../lib/portal-settings-query';

/** A window's start or end, to the minute: the back office sets them so, the seconds say nothing. */
const toTheMinute = (instant: string) => formatDateTime(instant).slice(0, 16);

/**
 * The signed-in users' notice of maintenance (decision 058): a window due within a week, or one under
 * way (the back office's admins work through it), with the times in the user's own clock and the
 * back office's message. Closed, it stays closed until the next page load.
 */
export function MaintenanceNotice() {
  const { t } = useTranslation('shell');
  const notice = useQuery(portalSettingsQuery).data?.MaintenanceNotice;
  const [closed, setClosed] = useState(false);
  if (!notice || closed) return null;
  const underWay = !notice.From || Date.parse(notice.From) <= Date.now();
  const when = notice.To
    ? t('shell.maintenance.until', { to: toTheMinute(notice.To) })
    : t('shell.maintenance.untilFurtherNotice');
  return (
    <Alert
      color={underWay ? 'red' : 'yellow'}
      icon={<IconTool size={18} aria-hidden />}
      title={
        underWay
          ? t('shell.maintenance.underWay')
          : t('shell.maintenance.scheduled', { from: toTheMinute(notice.From!) })
      }
      withCloseButton
      closeButtonLabel={t('shell.maintenance.close')}
      onClose={() => setClosed(true)}
      mb="md"
    >
      {when}
      {notice.Message && ` ${notice.Message}`}
    </Alert>
  );
}
