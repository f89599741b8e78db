import { useContext } from 'react';
import { type Dialogs, DialogsContext } from './dialogs-context';

/** Alerts and confirms of the spec (§2, §4); needs a `DialogsProvider` above. */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() needs a <DialogsProvider> above it');
  return dialogs;
}
