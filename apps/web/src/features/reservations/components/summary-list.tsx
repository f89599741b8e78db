import { Stack, Text } from '@mantine/core';

/** What a booking is about, as label and value pairs (a description list, read as such). */
export function SummaryList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Stack gap={6} component="dl" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
