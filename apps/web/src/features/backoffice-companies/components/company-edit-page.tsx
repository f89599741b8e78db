import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  Fieldset,
  Group,
  Loader,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { MAX_PARENTS } from '@sportello/contracts/backoffice/companies.values';
import { routePath } from '@sportello/contracts/common/route';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { companyQuery } from '../../../lib/backoffice/company-lookup-query';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { useCompanyTypeLabel, useCompanyTypeOptions, useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { revealUserCodeCall, rotateUserCodeCall, saveCompanyCall } from '../api/companies-calls';
import { type CompanyForm, EMPTY_FORM, formOf, inputOf } from '../hooks/company-form';
import { CompanyMigrationField } from './company-migration-field';
import { CompanyTagsField } from './company-tags-field';

type Field = keyof CompanyForm;

const WIRE_FIELDS: Partial<Record<string, Field>> = {
  VatCode: 'VatCode',
  VatCodeType: 'VatCodeType',
  FiscalCode: 'FiscalCode',
  Name: 'Name',
  CompanyType: 'CompanyType',
  Products: 'Products',
  GroupCodes: 'GroupCodes',
  ParentVatCodes: 'ParentVatCodes',
  ...Object.fromEntries(
    Array.from({ length: MAX_PARENTS }, (_, i) => [`ParentVatCodes.${i}`, 'ParentVatCodes']),
  ),
  ...Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`GroupCodes.${i}`, 'GroupCodes'])),
};
const KEY_FIELDS: Partial<Record<string, Field>> = {
  ERROR_COMPANY_PARENT_CYCLE: 'ParentVatCodes',
  ERROR_COMPANY_VAT_EXISTS: 'VatCode',
};

/** The user code: masked, shown in clear on request (the server records it), or replaced. */
function UserCodeField({ id, masked, mayChange }: { id: number; masked: string | null; mayChange: boolean }) {
  const { t, i18n } = useTranslation('backoffice');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [clear, setClear] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () => revealUserCodeCall(id),
    onSuccess: (r) => setClear(r.UserCode),
  });
  const rotate = useMutation({
    mutationFn: () => rotateUserCodeCall(id),
    onSuccess: async (r) => {
      setClear(r.UserCode);
      notifications.show({
        color: 'green',
        message: t('backoffice.companies.rotated', { code: r.UserCode }),
      });
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'company', id] });
    },
  });
  const error = reveal.error ?? rotate.error;
  const shown = clear ?? masked;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('backoffice.companies.userCode')}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Code data-testid="user-code" fz="md">
          {shown ?? t('backoffice.companies.userCodeNone')}
        </Code>
        {mayChange && masked && clear === null && (
          <Button size="xs" variant="default" onClick={() => reveal.mutate()} loading={reveal.isPending}>
            {t('backoffice.companies.reveal')}
          </Button>
        )}
        {clear !== null && (
          <Button size="xs" variant="default" onClick={() => setClear(null)}>
            {t('backoffice.companies.hide')}
          </Button>
        )}
        {mayChange && (
          <Button
            size="xs"
            variant="light"
            loading={rotate.isPending}
            onClick={async () => {
              if (await dialogs.confirm({ message: t('backoffice.companies.confirmRotate') }))
                rotate.mutate();
            }}
          >
            {t('backoffice.companies.rotate')}
          </Button>
        )}
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {apiErrorText(errorCatalogueOf(i18n), error)}
        </Text>
      )}
    </Stack>
  );
}

export interface CompanyEditPageProps {
  /**
   * The company's activities (the CRM's timeline), under its details: another area's, which the app
   * puts in (features never import each other).
   */
  activities?: (companyId: number) => ReactNode;
}

/** Create (`/backoffice/companies/new`) or edit one company; read-only without the permission. */
export function CompanyEditPage({ activities }: CompanyEditPageProps) {
  const { t, i18n } = useTranslation('backoffice');
  const { id: idParam } = useParams();
  const id = idParam === 'new' ? 0 : Number(idParam);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const existing = useQuery({ ...companyQuery(id), enabled: id > 0 });
  const form = usePortalForm<CompanyForm>({ initialValues: EMPTY_FORM, validate: () => ({}) });
  const productLabel = useProductLabel();
  const companyTypeLabel = useCompanyTypeLabel();
  const companyTypeOptions = useCompanyTypeOptions();
  const title =
    id > 0
      ? t('backoffice.companies.editTitle', { name: existing.data?.Name ?? '' })
      : t('backoffice.companies.newTitle');
  useDocumentTitle(`${title} · ${t('backoffice.title')}`);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's setter is new at every render; the values follow the loaded company (and its saved version) only.
  useEffect(() => {
    if (existing.data) form.setValues(formOf(existing.data));
  }, [existing.data]);

  const save = useMutation({
    mutationFn: (f: CompanyForm) => saveCompanyCall(inputOf(id, f)),
    onSuccess: async (saved) => {
      notifications.show({ color: 'green', message: t('backoffice.companies.saved') });
      queryClient.setQueryData(companyQuery(saved.Id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'companies'] });
      if (id < 1) navigate(routePath(paths.backoffice.company, { id: saved.Id }), { replace: true });
    },
  });

  if (!Number.isInteger(id) || id < 0) return <Alert color="red">{t('backoffice.error.load')}</Alert>;
  if (id > 0 && existing.isPending) return <Loader role="status" aria-label={t('backoffice.title')} />;
  if (id > 0 && existing.isError)
    return <Alert color="red">{apiErrorText(errorCatalogueOf(i18n), existing.error)}</Alert>;

  const editable = can('companies', id > 0 ? 'update' : 'create');
  const catalogue = errorCatalogueOf(i18n);
  const formError = form.failure ? apiErrorText(catalogue, form.failure) : undefined;
  const input = (key: Field) => ({ ...form.getInputProps(key), disabled: !editable });
  // A type saved without a name (imported, say) stays shown and chosen as it is.
  const companyTypes = companyTypeOptions.some((o) => o.value === form.values.CompanyType)
    ? companyTypeOptions
    : [
        ...companyTypeOptions,
        { value: form.values.CompanyType, label: companyTypeLabel(form.values.CompanyType) },
      ];
  const checkbox = (key: 'AccessLocal' | 'ForceTsid' | 'Enabled') => ({
    ...form.getInputProps(key, { type: 'checkbox' }),
    disabled: !editable,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });

  return (
    <Stack gap="md" maw={900}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={1} size="h2">
              {title}
            </Title>
            <Group gap="xs">
              {existing.data && can('users', 'list') && (
                <Button
                  variant="light"
                  component={Link}
                  to={`${paths.backoffice.users}?company=${existing.data.Id}`}
                >
                  {t('backoffice.companies.usersOf', { users: existing.data.Users })}
                </Button>
              )}
              <Button variant="subtle" component={Link} to={paths.backoffice.companies}>
                {t('backoffice.edit.back')}
              </Button>
            </Group>
          </Group>
          {!editable && <Alert color="yellow">{t('backoffice.companies.readOnly')}</Alert>}
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Fieldset legend={t('backoffice.companies.registry')}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('backoffice.companies.vatCodeType')}
                  {...input('VatCodeType')}
                  allowDeselect={false}
                  data={[
                    { value: '1', label: t('backoffice.companies.vatCodeType.1') },
                    { value: '2', label: t('backoffice.companies.vatCodeType.2') },
                  ]}
                />
                <TextInput
                  label={t('backoffice.companies.vatCode')}
                  required
                  maxLength={16}
                  {...input('VatCode')}
                />
                <TextInput
                  label={t('backoffice.companies.fiscalCode')}
                  // Not required: an Italian company's is its VAT code when left empty (decision 071).
                  description={
                    form.values.VatCodeType === '1' ? t('backoffice.companies.fiscalCodeHint') : undefined
                  }
                  maxLength={16}
                  {...input('FiscalCode')}
                />
                <Select
                  label={t('backoffice.companies.companyType')}
                  data={companyTypes}
                  allowDeselect={false}
                  {...input('CompanyType')}
                />
              </SimpleGrid>
              <TextInput label={t('backoffice.companies.name')} required maxLength={200} {...input('Name')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <MultiSelect
                  label={t('backoffice.companies.products')}
                  data={PRODUCTS.map((code) => ({ value: code, label: productLabel(code) }))}
                  {...input('Products')}
                />
                <TagsInput label={t('backoffice.companies.groupCodes')} {...input('GroupCodes')} />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Fieldset legend={t('backoffice.companies.parents')}>
            <TagsInput
              label={t('backoffice.companies.parentVatCodes')}
              description={t('backoffice.companies.parentsHint')}
              maxTags={MAX_PARENTS}
              {...input('ParentVatCodes')}
            />
            {existing.data && existing.data.Parents.length > 0 && (
              <Stack gap={2} mt="xs">
                {existing.data.Parents.map((p) => (
                  <Text size="sm" key={p.Id}>
                    <Link to={routePath(paths.backoffice.company, { id: p.Id })}>{p.Name}</Link> · {p.VatCode}
                  </Text>
                ))}
              </Stack>
            )}
          </Fieldset>
          {existing.data && (
            <Fieldset legend={t('backoffice.companies.tags')}>
              <CompanyTagsField id={id} tags={existing.data.Tags} mayChange={can('tags', 'update')} />
            </Fieldset>
          )}
          <Fieldset legend={t('backoffice.companies.signIn')}>
            <Stack gap="xs">
              <Checkbox label={t('backoffice.companies.accessLocal')} {...checkbox('AccessLocal')} />
              <Checkbox label={t('backoffice.companies.forceTsid')} {...checkbox('ForceTsid')} />
              <Checkbox label={t('backoffice.companies.enabled')} {...checkbox('Enabled')} />
              {existing.data && (
                <UserCodeField
                  id={id}
                  masked={existing.data.UserCodeMasked}
                  mayChange={can('companies', 'update')}
                />
              )}
            </Stack>
          </Fieldset>
          {editable && (
            <Group>
              <Button type="submit" loading={form.submitting}>
                {t('backoffice.edit.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {/* An action of its own, outside the company's form: its dialog's submit must not save the form. */}
      {existing.data && (
        <Fieldset legend={t('backoffice.companies.migration')}>
          <CompanyMigrationField
            key={existing.data.Id}
            company={existing.data}
            mayChange={can('companies', 'update')}
          />
        </Fieldset>
      )}
      {existing.data && activities?.(existing.data.Id)}
    </Stack>
  );
}
