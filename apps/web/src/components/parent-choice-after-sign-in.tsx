import type { LoginResult, login } from '@sportello/contracts/auth/login.contract';
import { LOGIN_ROUTES } from '@sportello/contracts/auth/login.routes';
import { type ReactNode, useState } from 'react';
import { apiRequest } from '../lib/api-client';
import { ParentChoiceModal } from './parent-choice-modal';

export interface ParentChoiceAfterSignIn {
  /** Hands over a sign-in's result: done at once, or after the user picks one of several parents. */
  finish: (result: LoginResult) => void;
  /** The parent-choice dialog, to render once in the form. */
  modal: ReactNode;
}

/**
 * Spec §4: a sign-in whose company has several parents completes only once one is chosen. The
 * wizards that end signed in (registration, invitation) finish through this, as the login form does;
 * the choice is the second call of the sign-in (the server keeps the pending session).
 */
export function useParentChoiceAfterSignIn(
  onSignedIn: (result: LoginResult) => void,
  onError: (error: unknown) => void,
): ParentChoiceAfterSignIn {
  const [pending, setPending] = useState<LoginResult | undefined>(undefined);
  const [choosing, setChoosing] = useState<string | undefined>(undefined);

  const finish = (result: LoginResult) => {
    if (result.ParentCode === null && result.Company.CompanyParents.length > 1) setPending(result);
    else onSignedIn(result);
  };

  const choose = async (parentCode: string) => {
    if (!pending) return;
    setChoosing(parentCode);
    try {
      onSignedIn(
        await apiRequest<typeof login>(LOGIN_ROUTES.login, {
          body: { UserName: pending.UserName, ParentCode: parentCode },
        }),
      );
    } catch (error) {
      onError(error);
    } finally {
      setChoosing(undefined);
      setPending(undefined);
    }
  };

  const modal = (
    <ParentChoiceModal
      opened={pending !== undefined}
      parents={pending?.Company.CompanyParents ?? []}
      choosing={choosing}
      onChoose={(vatCode) => void choose(vatCode)}
      onCancel={() => setPending(undefined)}
    />
  );
  return { finish, modal };
}
