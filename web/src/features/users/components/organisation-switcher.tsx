import { Button, Menu } from '@mantine/core';
import { IconBuilding, IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { saveCurrentOrganisationId } from '@/lib/storage';
import { useMyOrganisations } from '../api/get-my-organisations';

/**
 * Switches the current organisation (spec §1, §2): shown only to members of more than one. The
 * choice is saved locally, so the next visit to / opens it (spec §4).
 */
export function OrganisationSwitcher({
  organisationId,
  requestsReady = true,
}: {
  organisationId: string;
  /** False while the page paints its first data (the shell's look-ups wait for it). */
  requestsReady?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organisations = useMyOrganisations(requestsReady);
  const list = organisations.data ?? [];
  if (list.length <= 1) return null;
  const current = list.find((organisation) => organisation.id === organisationId);

  const switchTo = (id: string) => {
    saveCurrentOrganisationId(id);
    void navigate(paths.organisation.getHref(id));
  };

  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          leftSection={<IconBuilding size={16} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          aria-label={`${t('organisations.switchTo')}: ${current?.name ?? ''}`}
          data-testid="organisation-switcher"
        >
          {current?.name ?? t('organisations.switcher')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('organisations.switchTo')}</Menu.Label>
        {list.map((organisation) => (
          <Menu.Item
            key={organisation.id}
            onClick={() => switchTo(organisation.id)}
            rightSection={organisation.id === organisationId ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={organisation.id === organisationId ? 'true' : undefined}
          >
            {organisation.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
