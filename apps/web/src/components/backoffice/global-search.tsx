import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import { Badge, Group, Loader, Modal, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SearchResults } from '@sportello/contracts/backoffice/search.contract';
import { routePath } from '@sportello/contracts/common/route';
import { IconBuilding, IconSearch, IconTicket, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { backofficeSearchQuery } from '../../lib/backoffice/backoffice-search-query';

interface Props {
  opened: boolean;
  onClose: () => void;
}

interface Hit {
  key: string;
  to: string;
  icon: ReactNode;
  label: string;
  description: string;
  badge?: string;
}

/** The results as one list, in the order shown: companies, users, tickets. */
function hitsOf(results: SearchResults | undefined, t: TFunction<'backoffice'>) {
  const sections: { title: string; total: number; hits: Hit[] }[] = [];
  if (results?.Companies?.Items.length)
    sections.push({
      title: t('backoffice.search.companies'),
      total: results.Companies.Total,
      hits: results.Companies.Items.map((c) => ({
        key: `c${c.Id}`,
        to: routePath(paths.backoffice.company, { id: c.Id }),
        icon: <IconBuilding size={18} aria-hidden />,
        label: c.Name,
        description: c.VatCode,
      })),
    });
  if (results?.Users?.Items.length)
    sections.push({
      title: t('backoffice.search.users'),
      total: results.Users.Total,
      hits: results.Users.Items.map((u) => ({
        key: `u${u.Id}`,
        to: routePath(paths.backoffice.user, { id: u.Id }),
        icon: <IconUser size={18} aria-hidden />,
        label: u.Name || u.UserName,
        description: `${u.UserName} · ${u.Email} · ${u.CompanyName}`,
        ...(!u.Enabled && { badge: t('backoffice.search.disabled') }),
      })),
    });
  if (results?.Tickets?.Items.length)
    sections.push({
      title: t('backoffice.search.tickets'),
      total: results.Tickets.Total,
      hits: results.Tickets.Items.map((ticket) => ({
        key: `t${ticket.Id}`,
        to: routePath(paths.backoffice.helpdeskTicket, { id: ticket.Id }),
        icon: <IconTicket size={18} aria-hidden />,
        label: `${ticket.TicketCode} · ${ticket.Subject}`,
        description: ticket.CompanyName,
        badge: t(`backoffice.helpdesk.state.${ticket.State}`),
      })),
    });
  return sections;
}

/**
 * The back office's global search (`Ctrl+K` or `/`, decision 077): companies by VAT code or name,
 * users by name, user name or e-mail, tickets by code or words, as the caller's role may list them.
 * The arrows move among the results, Enter opens the highlighted one.
 */
export function GlobalSearch({ opened, onClose }: Props) {
  const { t } = useTranslation('backoffice');
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [debounced] = useDebouncedValue(text.trim(), 200);
  const search = useQuery(backofficeSearchQuery(debounced));
  const sections = hitsOf(debounced ? search.data : undefined, t);
  const hits = sections.flatMap((s) => s.hits);
  const current = Math.min(active, Math.max(0, hits.length - 1));

  const close = () => {
    setText('');
    setActive(0);
    onClose();
  };
  const open = (hit: Hit | undefined) => {
    if (!hit) return;
    close();
    navigate(hit.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + hits.length) % Math.max(1, hits.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(hits[current]);
    }
  };

  const nothing = debounced !== '' && search.isSuccess && !search.isPlaceholderData && hits.length === 0;
  return (
    <Modal opened={opened} onClose={close} title={t('backoffice.search.title')} size="lg">
      <Stack gap="sm">
        <TextInput
          data-autofocus
          aria-label={t('backoffice.search.title')}
          placeholder={t('backoffice.search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-activedescendant={hits[current] ? `${listId}-${hits[current].key}` : undefined}
          autoComplete="off"
        />
        {nothing && <Text c="dimmed">{t('backoffice.search.nothing', { text: debounced })}</Text>}
        <div id={listId} role="listbox" aria-label={t('backoffice.search.results')}>
          {sections.map((section) => (
            <Stack key={section.title} gap={2} mb="sm">
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" role="presentation">
                {section.total > section.hits.length
                  ? t('backoffice.search.sectionMore', {
                      title: section.title,
                      shown: section.hits.length,
                      total: section.total,
                    })
                  : section.title}
              </Text>
              {section.hits.map((hit) => {
                const index = hits.indexOf(hit);
                return (
                  <NavLink
                    key={hit.key}
                    id={`${listId}-${hit.key}`}
                    role="option"
                    aria-selected={index === current}
                    active={index === current}
                    leftSection={hit.icon}
                    label={
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm" fw={500} truncate>
                          {hit.label}
                        </Text>
                        {hit.badge && (
                          <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                            {hit.badge}
                          </Badge>
                        )}
                      </Group>
                    }
                    description={hit.description}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => open(hit)}
                  />
                );
              })}
            </Stack>
          ))}
        </div>
      </Stack>
    </Modal>
  );
}
