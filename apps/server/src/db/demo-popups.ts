import type { ServiceContext } from '../core/context';
import { countMessages, insertMessages } from '../modules/popups/popups.repository';
import type { popupMessages } from '../modules/popups/popups.tables';

/** The demo pop-up messages: two for everyone, in Italian and English, when there are none yet. */
export async function ensureDemoPopupMessages(ctx: ServiceContext): Promise<void> {
  if ((await countMessages(ctx.tx)) > 0) return;
  const from = new Date('2026-01-01T00:00:00Z');
  const rows: (typeof popupMessages.$inferInsert)[] = [
    {
      languageId: 1,
      sortOrder: 1,
      validFrom: from,
      title: 'Nuovo servizio IVR',
      body: 'Ora puoi consultare i tuoi dati anche per telefono. Imposta il PIN dal tuo profilo, sezione "Credenziali IVR".',
    },
    {
      languageId: 1,
      sortOrder: 2,
      validFrom: from,
      title: 'Manutenzione programmata',
      body: 'Il portale potrebbe non essere disponibile domenica dalle 2:00 alle 4:00 per lavori di manutenzione.',
    },
    {
      languageId: 2,
      sortOrder: 1,
      validFrom: from,
      title: 'New IVR service',
      body: 'You can now check your data by phone as well. Set your PIN in your profile, "IVR credentials" section.',
    },
    {
      languageId: 2,
      sortOrder: 2,
      validFrom: from,
      title: 'Scheduled maintenance',
      body: 'The portal may be unavailable on Sunday from 2:00 to 4:00 for maintenance.',
    },
  ];
  await insertMessages(ctx.tx, rows);
}
