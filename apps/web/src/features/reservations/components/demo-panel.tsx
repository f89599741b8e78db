import { Stack } from '@mantine/core';
import { DemoRequestForm } from './demo-request-form';
import { MyTestRequests } from './my-test-requests';

export interface DemoPanelProps {
  sessionKey: string;
  /** A confirmed request's appointment, among the customer's appointments. */
  onShowAppointment: (id: number) => void;
}

/** Asking for a product demonstration (the spec's test appointment), and the requests sent so far. */
export function DemoPanel({ sessionKey, onShowAppointment }: DemoPanelProps) {
  return (
    <Stack gap="xl" maw={760}>
      <DemoRequestForm sessionKey={sessionKey} />
      <MyTestRequests sessionKey={sessionKey} onShowAppointment={onShowAppointment} />
    </Stack>
  );
}
