import { Select, Stack, Text } from '@mantine/core';
import type { SessionInfo } from '@sportello/contracts/auth/login.contract';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths, REDIRECT_URL_PARAM } from '../../../config/paths';

export interface CompanyParentSelectProps {
  session: SessionInfo;
  /** Called after a choice, e.g. to close the mobile menu the select sits in. */
  onChosen?: () => void;
}

/**
 * The company-parent dropdown (spec §2 "Company-parent change"): shown when the company has several
 * parents; picking one goes through the ChangeCompanyParent page, which switches and comes back here.
 */
export function CompanyParentSelect({ session, onChosen }: CompanyParentSelectProps) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const parents = session.Company.CompanyParents;
  if (parents.length < 2) return null;

  return (
    <Select
      aria-label={t('login.companyParent.label')}
      title={t('login.companyParent.label')}
      placeholder={t('login.companyParent.label')}
      data={parents.map((parent) => ({ value: parent.VatCode, label: parent.Name }))}
      value={session.ParentCode}
      onChange={(vatCode) => {
        if (!vatCode || vatCode === session.ParentCode) return;
        const query = new URLSearchParams({ parent: vatCode, [REDIRECT_URL_PARAM]: `${pathname}${search}` });
        onChosen?.();
        navigate(`${paths.changeCompanyParent}?${query.toString()}`);
      }}
      // Two parents may share a name, never a VAT number: the list shows both.
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {t('login.vatCode', { vat: option.value })}
          </Text>
        </Stack>
      )}
      allowDeselect={false}
      leftSection={<IconBuildingCommunity size={16} aria-hidden />}
      comboboxProps={{ withinPortal: true, shadow: 'md' }}
      w={{ base: '100%', sm: 220, lg: 260 }}
    />
  );
}
