import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CompanyMember } from '@sportello/contracts/companies/invitations.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/use-dialogs';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { setColleagueAccountRole, setColleagueEnabled, unlockColleagueSignIn } from '../api/invitation-calls';

type ColleagueAction = 'disable' | 'enable' | 'makeAdmin' | 'makeUser' | 'unlock';

const CALLS: Record<ColleagueAction, (userId: string) => Promise<unknown>> = {
  disable: (id) => setColleagueEnabled(id, false),
  enable: (id) => setColleagueEnabled(id, true),
  makeAdmin: (id) => setColleagueAccountRole(id, 'company_admin'),
  makeUser: (id) => setColleagueAccountRole(id, 'user'),
  unlock: (id) => unlockColleagueSignIn(id),
};

/** What a company administrator may do to this colleague now (decision 038). */
function actionsFor(member: CompanyMember): ColleagueAction[] {
  return [
    member.Enabled ? 'disable' : 'enable',
    member.Role === 'company_admin' ? 'makeUser' : 'makeAdmin',
    ...(member.Locked ? (['unlock'] as const) : []),
  ];
}

/**
 * A colleague's row actions on "La mia azienda": each asks first, then tells what was done; the
 * server's refusal is shown in the user's language. `onChanged` reads the people again.
 */
export function ColleagueActions({
  member,
  onChanged,
}: {
  member: CompanyMember;
  onChanged: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('invitations');
  const dialogs = useDialogs();
  const [working, setWorking] = useState<ColleagueAction | undefined>(undefined);
  const name = `${member.FirstName} ${member.LastName}`.trim() || member.UserName;

  const run = async (action: ColleagueAction) => {
    const label = t(`invitations.colleague.${action}`);
    const sure = await dialogs.confirm({
      message: t(`invitations.colleague.${action}.confirm`, { name }),
      confirmLabel: label,
    });
    if (!sure) return;
    setWorking(action);
    try {
      await CALLS[action](member.UserId);
      notifications.show({ color: 'green', message: t(`invitations.colleague.${action}.done`, { name }) });
      await onChanged();
    } catch (error) {
      // A refused action is told as the back office's are, in a toast: a dialog to dismiss for it was
      // a third way of saying the same kind of refusal (#41).
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) });
    } finally {
      setWorking(undefined);
    }
  };

  // The buttons wrap rather than widen the table past its page.
  return (
    <Group gap="xs">
      {actionsFor(member).map((action) => (
        <Button
          key={action}
          size="compact-sm"
          variant={action === 'disable' ? 'subtle' : 'light'}
          color={action === 'disable' ? 'red' : undefined}
          loading={working === action}
          disabled={working !== undefined && working !== action}
          onClick={() => void run(action)}
          aria-label={`${t(`invitations.colleague.${action}`)}: ${name}`}
        >
          {t(`invitations.colleague.${action}`)}
        </Button>
      ))}
    </Group>
  );
}
