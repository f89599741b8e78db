import type { IspUser } from '@sportello/contracts/auth/sso.contract';
import { useTranslation } from 'react-i18next';
import { CompanyChoiceModal } from '../../../components/company-choice-modal';

export interface IspUserChoiceModalProps {
  opened: boolean;
  /** The local users linked to the identity, in the server's order (by company name); kept as given. */
  users: readonly IspUser[];
  /** The user being signed in, if any. */
  choosing: string | undefined;
  onChoose: (user: IspUser) => void;
  /** Close button, Escape or Cancel: the single sign-on is abandoned. */
  onCancel: () => void;
}

/** Spec §2/§4: an identity linked to users of several companies picks the one to sign in with. */
export function IspUserChoiceModal({ opened, users, choosing, onChoose, onCancel }: IspUserChoiceModalProps) {
  const { t } = useTranslation('login');
  return (
    <CompanyChoiceModal
      opened={opened}
      title={t('login.sso.userChoice.title')}
      text={t('login.sso.userChoice.text')}
      choices={users.map((u) => ({
        key: u.UserId,
        name: u.Company.Name,
        detail: `${t('login.vatCode', { vat: u.Company.Code })} · ${t('login.sso.userChoice.userName', { userName: u.UserName })}`,
      }))}
      choosing={choosing}
      onChoose={(key) => {
        const user = users.find((u) => u.UserId === key);
        if (user) onChoose(user);
      }}
      onCancel={onCancel}
    />
  );
}
