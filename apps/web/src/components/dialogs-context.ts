import { createContext, type ReactNode } from 'react';

interface DialogTexts {
  /** Defaults to a generic "Notice" / "Confirm" title, so that the dialog always has a name. */
  title?: ReactNode;
  message: ReactNode;
}

export interface AlertOptions extends DialogTexts {
  okLabel?: string;
}

export interface ConfirmOptions extends DialogTexts {
  confirmLabel?: string;
  /** The confirm button's colour: `red` for what cannot be undone. */
  confirmColor?: string;
  cancelLabel?: string;
  withNote?: false;
}

export interface ConfirmWithNoteOptions extends DialogTexts {
  confirmLabel?: string;
  cancelLabel?: string;
  withNote: true;
  noteLabel?: string;
}

/** Promise-based alerts and confirms: `await dialogs.confirm(...)` reads like the decision it waits for. */
export interface Dialogs {
  /** Resolves when the user closes the alert, by OK, the close button or Escape. */
  alert(options: AlertOptions): Promise<void>;
  /** Resolves with the trimmed note on confirm, false on cancel or close. */
  confirm(options: ConfirmWithNoteOptions): Promise<{ note: string } | false>;
  /** Resolves true on confirm, false on cancel or close. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

export const DialogsContext = createContext<Dialogs | null>(null);
