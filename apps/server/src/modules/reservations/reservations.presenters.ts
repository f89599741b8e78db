import type { CompanyTag } from '@sportello/contracts/backoffice/companies.contract';
import type {
  Absence,
  Appointment,
  ReservableService,
  TestRequest,
} from '@sportello/contracts/backoffice/reservations.contract';
import type {
  BookableService,
  MyAppointment,
  MyTestRequest,
} from '@sportello/contracts/reservations/reservations.contract';
import type { AppointmentView } from './reservations.repository';
import type { AbsenceRow, AppointmentRow, ServiceRow, TestRequestRow } from './reservations.tables';

const HOUR_MS = 3_600_000;

export const toBookableService = (row: ServiceRow): BookableService => ({
  Id: row.id,
  Kind: row.kind,
  Name: row.name,
  Description: row.description,
  DurationMinutes: row.durationMinutes,
  Seats: row.seats,
  Place: row.place,
  PlaceDetail: row.placeDetail,
  LeadHours: row.leadHours,
  CancelHours: row.cancelHours,
  PriceCents: row.priceCents,
});

export const toReservableService = (
  row: ServiceRow,
  operators: { id: string; name: string }[],
  tags: CompanyTag[],
  upcoming: number,
): ReservableService => ({
  ...toBookableService(row),
  BufferMinutes: row.bufferMinutes,
  Operators: operators.map((o) => ({ Id: o.id, Name: o.name })),
  Products: row.products,
  PlanIds: row.planIds,
  TagIds: row.tagIds,
  Tags: tags,
  Enabled: row.enabled,
  Upcoming: upcoming,
  UpdatedAt: row.updatedAt.toISOString(),
});

/** Until when a customer may move or cancel the appointment online. */
export const changeUntil = (view: AppointmentView): Date =>
  new Date(view.appointment.startsAt.getTime() - view.service.cancelHours * HOUR_MS);

export const toMyAppointment = (view: AppointmentView, mayChange: boolean, now: Date): MyAppointment => {
  const { appointment: a } = view;
  const until = changeUntil(view);
  return {
    Id: a.id,
    Service: { Id: view.service.id, Name: view.service.name, Kind: view.service.kind },
    Start: a.startsAt.toISOString(),
    End: a.endsAt.toISOString(),
    Place: view.service.place,
    PlaceDetail: view.service.placeDetail,
    Operator: view.operator ?? '',
    Status: a.status,
    Notes: a.notes,
    BookedBy: a.contactName,
    CanChange: mayChange && a.status === 'confirmed' && now <= until,
    ChangeUntil: until.toISOString(),
  };
};

export const toAppointment = (view: AppointmentView, canChange: boolean): Appointment => {
  const { appointment: a } = view;
  return {
    Id: a.id,
    Uid: a.uid,
    Sequence: a.sequence,
    Service: {
      Id: view.service.id,
      Name: view.service.name,
      Kind: view.service.kind,
      Seats: view.service.seats,
    },
    Company: { Id: view.company.id, VatCode: view.company.vatCode, Name: view.company.name },
    Contact: a.userId ? { Id: a.userId, Name: a.contactName, Email: a.email } : null,
    Operator: { Id: a.operatorId ?? '', Name: view.operator ?? '' },
    Start: a.startsAt.toISOString(),
    End: a.endsAt.toISOString(),
    Place: view.service.place,
    PlaceDetail: view.service.placeDetail,
    Status: a.status,
    Notes: a.notes,
    CanChange: canChange && a.status === 'confirmed',
    CreatedAt: a.createdAt.toISOString(),
    UpdatedAt: a.updatedAt.toISOString(),
  };
};

export const toAbsence = (row: AbsenceRow, operator: string, canChange: boolean): Absence => ({
  Id: row.id,
  Operator: { Id: row.operatorId, Name: operator },
  Start: row.startsAt.toISOString(),
  End: row.endsAt.toISOString(),
  Reason: row.reason,
  CanChange: canChange,
});

export const toMyTestRequest = (row: TestRequestRow): MyTestRequest => ({
  Id: row.id,
  Product: row.product,
  PreferredDate: row.preferredDate,
  PreferredTime: row.preferredTime,
  Status: row.status,
  AppointmentId: row.appointmentId,
  Note: row.note,
  CreatedAt: row.createdAt.toISOString(),
});

export const toTestRequest = (
  row: TestRequestRow,
  company: { id: number; vatCode: string; name: string },
): TestRequest => ({
  Id: row.id,
  Company: { Id: company.id, VatCode: company.vatCode, Name: company.name },
  Contact: row.userId ? { Id: row.userId, Name: row.contactName, Email: row.email } : null,
  Product: row.product,
  PreferredDate: row.preferredDate,
  PreferredTime: row.preferredTime,
  Phone: row.phone,
  Notes: row.notes,
  Status: row.status,
  AppointmentId: row.appointmentId,
  Note: row.note,
  DecidedBy: row.decidedBy,
  DecidedAt: row.decidedAt?.toISOString() ?? null,
  CreatedAt: row.createdAt.toISOString(),
});

/** What the audit log keeps of each. */
export const serviceRecord = (row: ServiceRow, operatorIds: string[]) => ({
  Kind: row.kind,
  Name: row.name,
  DurationMinutes: row.durationMinutes,
  BufferMinutes: row.bufferMinutes,
  Seats: row.seats,
  Place: row.place,
  PlaceDetail: row.placeDetail,
  LeadHours: row.leadHours,
  CancelHours: row.cancelHours,
  PriceCents: row.priceCents,
  OperatorIds: operatorIds,
  Products: row.products,
  PlanIds: row.planIds,
  TagIds: row.tagIds,
  Enabled: row.enabled,
});

export const appointmentRecord = (row: AppointmentRow) => ({
  ServiceId: row.serviceId,
  CompanyId: row.companyId,
  UserId: row.userId,
  OperatorId: row.operatorId,
  Start: row.startsAt.toISOString(),
  End: row.endsAt.toISOString(),
  Status: row.status,
  Sequence: row.sequence,
  Notes: row.notes,
  CancelReason: row.cancelReason,
});

export const absenceRecord = (row: AbsenceRow) => ({
  OperatorId: row.operatorId,
  Start: row.startsAt.toISOString(),
  End: row.endsAt.toISOString(),
  Reason: row.reason,
});

export const requestRecord = (row: TestRequestRow) => ({
  CompanyId: row.companyId,
  UserId: row.userId,
  Product: row.product,
  Status: row.status,
  AppointmentId: row.appointmentId,
  Note: row.note,
});
