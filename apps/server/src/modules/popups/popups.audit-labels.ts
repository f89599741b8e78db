import { type AuditLabelKind, labelsBySerialId, SERIAL_ID, snapshotText } from '../../core/module';
import { popupMessages } from './popups.tables';

/** A pop-up message, named in the log by its title. */
export const POPUP_LABELS: AuditLabelKind = {
  kind: 'popup',
  resources: ['popups'],
  idShape: SERIAL_ID,
  lookup: labelsBySerialId(popupMessages, popupMessages.id, popupMessages.title),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Title),
};
