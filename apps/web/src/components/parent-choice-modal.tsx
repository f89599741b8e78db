import type { CompanyRef } from '@sportello/contracts/auth/login.contract';
import { useTexts } from '../lib/translator';
import { CompanyChoiceModal } from './company-choice-modal';

export interface ParentChoiceModalProps {
  opened: boolean;
  /** In the server's order (sorted by name); kept as given. */
  parents: readonly CompanyRef[];
  /** The parent being confirmed with the server, if any. */
  choosing: string | undefined;
  onChoose: (vatCode: string) => void;
  /** Close button, Escape or Cancel: the pending sign-in is abandoned. */
  onCancel: () => void;
}

/** Spec §2/§4: a user whose company has several parent companies picks the one to work for. */
export function ParentChoiceModal({ opened, parents, choosing, onChoose, onCancel }: ParentChoiceModalProps) {
  const { t } = useTexts('login');
  return (
    <CompanyChoiceModal
      opened={opened}
      title={t('login.parentChoice.title')}
      text={t('login.parentChoice.text')}
      choices={parents.map((p) => ({
        key: p.VatCode,
        name: p.Name,
        detail: t('login.vatCode', { vat: p.VatCode }),
      }))}
      choosing={choosing}
      onChoose={onChoose}
      onCancel={onCancel}
    />
  );
}
