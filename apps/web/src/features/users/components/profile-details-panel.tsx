import { Button, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Profile } from '@sportello/contracts/users/profile.contract';
import { localizeMessage } from '@sportello/i18n/translate';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/day-input';
import { ErrorAlert } from '../../../components/error-alert';
import { OptionalLabel } from '../../../components/optional-label';
import { AvailabilityAndLanguage } from '../../../components/person-data-fields';
import { availabilitiesQuery } from '../../../lib/availabilities-query';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { fetchProfile, storeProfile } from '../api/profile-calls';
import {
  EMPTY_PROFILE,
  PROFILE_WIRE_FIELDS,
  type ProfileForm,
  profileErrors,
  profileFormOf,
  profileInputOf,
} from '../hooks/profile-form';

/** The profile's fields behind the shared availability and language selects. */
const PROFILE_SELECTS = { from: 'AvailabilityFrom', to: 'AvailabilityTo', language: 'Language' } as const;

export interface ProfileDetailsPanelProps {
  /** Who is signed in and under which company parent: the details are loaded again when it changes. */
  sessionKey: string;
  /** After a save: the page follows the new language and names (the session, the header). */
  onSaved(profile: Profile): void;
}

/**
 * The signed-in user's own details (decision 043): names, phones, language, contact availability
 * and birth date, under registration's rules, each refusal next to its field in the user's language.
 */
export function ProfileDetailsPanel({ sessionKey, onSaved }: ProfileDetailsPanelProps) {
  const { t, i18n } = useTranslation(['registration', 'recovery']);
  const catalogue = errorCatalogueOf(i18n);
  const queryClient = useQueryClient();
  const queryKey = ['profile', sessionKey];
  const profile = useQuery({ queryKey, queryFn: ({ signal }) => fetchProfile(signal), retry: false });
  const times = useQuery(availabilitiesQuery);
  const form = usePortalForm<ProfileForm>({
    initialValues: EMPTY_PROFILE,
    validate: (values) => profileErrors(catalogue, values),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's setter is new at every render; the values follow the loaded details only.
  useEffect(() => {
    if (profile.data) form.setValues(profileFormOf(profile.data));
  }, [profile.data]);

  if (profile.error) return <ErrorAlert error={profile.error} />;
  if (!profile.data) return <Loader role="status" aria-label={t('registration.profile.loading')} />;

  const busy = form.submitting;
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await storeProfile(profileInputOf(values));
      queryClient.setQueryData(queryKey, saved);
      notifications.show({ color: 'green', message: localizeMessage(catalogue, 'MSG_DATA_UPDATED') });
      onSaved(saved);
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, PROFILE_WIRE_FIELDS);
    }
  });
  const text = (field: keyof ProfileForm) => ({ ...form.getInputProps(field), readOnly: busy });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-details-title">
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <Stack gap="md">
          <Title order={2} size="h3" id="profile-details-title">
            {t('registration.profile.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('registration.profile.intro', { userName: profile.data.UserName })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              {...text('FirstName')}
              label={t('registration.user.firstName')}
              required
              autoComplete="given-name"
            />
            <TextInput
              {...text('LastName')}
              label={t('registration.user.lastName')}
              required
              autoComplete="family-name"
            />
            <TextInput
              {...text('PhoneNumber')}
              label={<OptionalLabel label={t('registration.user.phone')} />}
              type="tel"
              autoComplete="tel"
            />
            <TextInput
              {...text('MobilePhone')}
              label={<OptionalLabel label={t('registration.user.mobile')} />}
              type="tel"
              autoComplete="tel"
            />
            <AvailabilityAndLanguage
              bind={(field) => form.getInputProps(PROFILE_SELECTS[field])}
              from={form.values.AvailabilityFrom}
              onFromChange={(value) => form.setFieldValue('AvailabilityFrom', value)}
              times={times.data ?? []}
              busy={busy}
            />
            <DayInput
              {...form.getInputProps('BirthDate')}
              label={<OptionalLabel label={t('registration.profile.birthDate')} />}
              // No minDate/maxDate: the picker would silently drop a typed date outside them; the form's
              // rule (01/01/1900 to today) says so next to the field instead.
              defaultLevel="decade"
              clearable
              readOnly={busy}
            />
          </SimpleGrid>
          <ErrorAlert error={form.failure} />
          <Button type="submit" loading={busy} w="fit-content">
            {t('registration.profile.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
