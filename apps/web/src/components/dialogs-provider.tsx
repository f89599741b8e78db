import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertOptions, ConfirmOptions, ConfirmWithNoteOptions, Dialogs } from './dialogs-context';
import { DialogsContext } from './dialogs-context';

// Loaded with the first dialog: the sign-in page, which asks nothing, does not download it (decision 022).
const ConfirmModal = lazy(() => import('./confirm-modal').then((m) => ({ default: m.ConfirmModal })));

type Request =
  | { id: number; kind: 'alert'; options: AlertOptions; resolve: () => void }
  | { id: number; kind: 'confirm'; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | {
      id: number;
      kind: 'note';
      options: ConfirmWithNoteOptions;
      resolve: (result: { note: string } | false) => void;
    };

/**
 * Shows alerts and confirms one at a time: a second request waits until the first is answered,
 * so that no answer is lost when two parts of a page ask at once.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<Request[]>([]);
  // The last dialog stays rendered while it closes, so the exit animation shows its text, not a blank box.
  const [closing, setClosing] = useState<Request | undefined>(undefined);
  const nextId = useRef(1);

  const enqueue = useCallback((request: Omit<Request, 'id'>) => {
    const id = nextId.current++;
    setQueue((current) => [...current, { ...request, id } as Request]);
  }, []);

  const dialogs = useMemo<Dialogs>(() => {
    function confirm(options: ConfirmWithNoteOptions): Promise<{ note: string } | false>;
    function confirm(options: ConfirmOptions): Promise<boolean>;
    function confirm(options: ConfirmOptions | ConfirmWithNoteOptions): Promise<boolean | { note: string }> {
      return new Promise((resolve) => {
        if (options.withNote) enqueue({ kind: 'note', options, resolve });
        else enqueue({ kind: 'confirm', options, resolve });
      });
    }
    return {
      alert: (options) => new Promise<void>((resolve) => enqueue({ kind: 'alert', options, resolve })),
      confirm,
    };
  }, [enqueue]);

  const current = queue[0];
  const shown = current ?? closing;

  const settle = (answer: { confirmed: boolean; note: string }) => {
    if (!current) return;
    setClosing(current);
    setQueue((rest) => rest.filter((request) => request.id !== current.id));
    if (current.kind === 'alert') current.resolve();
    else if (current.kind === 'confirm') current.resolve(answer.confirmed);
    else current.resolve(answer.confirmed ? { note: answer.note } : false);
  };

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ConfirmModal
            key={shown.id}
            opened={current !== undefined}
            kind={shown.kind === 'alert' ? 'alert' : 'confirm'}
            title={
              shown.options.title ??
              (shown.kind === 'alert' ? t('shell.alertTitle') : t('shell.confirmTitle'))
            }
            message={shown.options.message}
            withNote={shown.kind === 'note'}
            noteLabel={shown.kind === 'note' ? shown.options.noteLabel : undefined}
            okLabel={shown.kind === 'alert' ? shown.options.okLabel : undefined}
            confirmLabel={shown.kind === 'alert' ? undefined : shown.options.confirmLabel}
            confirmColor={shown.kind === 'confirm' ? shown.options.confirmColor : undefined}
            cancelLabel={shown.kind === 'alert' ? undefined : shown.options.cancelLabel}
            onConfirm={(note) => settle({ confirmed: true, note })}
            onCancel={() => settle({ confirmed: false, note: '' })}
          />
        </Suspense>
      )}
    </DialogsContext.Provider>
  );
}
