import '@mantine/core/styles/SegmentedControl.layer.css';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { CapabilityRule } from '@sportello/contracts/capabilities/capabilities.contract';
import {
  CAPABILITY_TARGET_FIELD,
  CAPABILITY_TARGET_KINDS,
  type CapabilityTargetKind,
  CUSTOMER_AREAS,
  CUSTOMER_ROLES,
  type CustomerArea,
} from '@sportello/contracts/capabilities/capabilities.values';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../../components/backoffice/company-picker';
import { useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { planOptionsQuery, saveCapabilityRuleCall } from '../api/capabilities-calls';

type RuleForm = {
  Area: string;
  Kind: string;
  CompanyId: string;
  PlanId: string;
  Product: string;
  Role: string;
  Granted: string;
};

const WIRE_FIELDS = {
  Area: 'Area',
  Kind: 'Kind',
  CompanyId: 'CompanyId',
  PlanId: 'PlanId',
  Product: 'Product',
  Role: 'Role',
} as const;

const text = (value: number | string | null) => (value === null ? '' : String(value));

/**
 * Creates a capability rule (`rule` null) or changes one: the area, what it is aimed at (a company,
 * a plan, a product or a role: one field, the kind's), and whether it grants or denies. The
 * server's refusals (a second rule for one target, a target gone) go next to their field.
 */
export function CapabilityRuleModal({
  rule,
  onClose,
  onSaved,
}: {
  rule: CapabilityRule | null;
  onClose: () => void;
  onSaved: (saved: CapabilityRule) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const productLabel = useProductLabel();
  const catalogue = errorCatalogueOf(i18n);
  const form = usePortalForm<RuleForm>({
    initialValues: {
      Area: rule?.Area ?? 'support',
      Kind: rule?.Kind ?? 'company',
      CompanyId: text(rule?.CompanyId ?? null),
      PlanId: text(rule?.PlanId ?? null),
      Product: rule?.Product ?? '',
      Role: rule?.Role ?? '',
      Granted: rule && !rule.Granted ? '0' : '1',
    },
    validate: (v) => {
      const field = CAPABILITY_TARGET_FIELD[v.Kind as CapabilityTargetKind];
      return v[field] === '' ? { [field]: t('backoffice.capabilities.targetRequired') } : {};
    },
  });
  const kind = form.values.Kind as CapabilityTargetKind;
  const plans = useQuery({ ...planOptionsQuery, enabled: kind === 'plan' });
  const submit = form.onSubmit(async (values) => {
    try {
      onSaved(
        await saveCapabilityRuleCall({
          Id: rule?.Id ?? 0,
          Area: values.Area as CustomerArea,
          Kind: kind,
          CompanyId: kind === 'company' ? Number(values.CompanyId) : null,
          PlanId: kind === 'plan' ? Number(values.PlanId) : null,
          Product: kind === 'product' ? (values.Product as (typeof PRODUCTS)[number]) : null,
          Role: kind === 'role' ? (values.Role as (typeof CUSTOMER_ROLES)[number]) : null,
          Granted: values.Granted === '1',
        }),
      );
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={rule ? t('backoffice.capabilities.editTitle') : t('backoffice.capabilities.new')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <Select
            label={t('backoffice.capabilities.area')}
            required
            allowDeselect={false}
            data-autofocus
            data={CUSTOMER_AREAS.map((area) => ({
              value: area,
              label: t(`backoffice.capabilities.areaName.${area}`),
            }))}
            {...form.getInputProps('Area')}
          />
          <Select
            label={t('backoffice.capabilities.kind')}
            required
            allowDeselect={false}
            data={CAPABILITY_TARGET_KINDS.map((k) => ({
              value: k,
              label: t(`backoffice.capabilities.kindName.${k}`),
            }))}
            {...form.getInputProps('Kind')}
          />
          {kind === 'company' && (
            <CompanyPicker
              label={t('backoffice.capabilities.company')}
              required
              chosen={
                rule?.CompanyId ? { Id: rule.CompanyId, Name: rule.TargetName, VatCode: '' } : undefined
              }
              {...form.getInputProps('CompanyId')}
            />
          )}
          {kind === 'plan' && (
            <Select
              label={t('backoffice.capabilities.plan')}
              required
              data={(plans.data ?? []).map((plan) => ({ value: String(plan.Id), label: plan.Name }))}
              {...form.getInputProps('PlanId')}
            />
          )}
          {kind === 'product' && (
            <Select
              label={t('backoffice.capabilities.product')}
              required
              data={PRODUCTS.map((p) => ({ value: p, label: productLabel(p) }))}
              {...form.getInputProps('Product')}
            />
          )}
          {kind === 'role' && (
            <Select
              label={t('backoffice.capabilities.role')}
              required
              data={CUSTOMER_ROLES.map((r) => ({
                value: r,
                label: t(`backoffice.capabilities.roleName.${r}`),
              }))}
              {...form.getInputProps('Role')}
            />
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="capability-granted">
              {t('backoffice.capabilities.granted')}
            </Text>
            <SegmentedControl
              aria-labelledby="capability-granted"
              data={[
                { value: '1', label: t('backoffice.capabilities.grant') },
                { value: '0', label: t('backoffice.capabilities.deny') },
              ]}
              {...form.getInputProps('Granted')}
            />
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.capabilities.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('backoffice.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
