import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router-dom';

export type SettingsTab = { key: string; label: string; href: string };

/** The sub-pages of a settings area as links; the current one is marked (aria-current). */
export function SettingsTabs({ label, tabs }: { label: string; tabs: SettingsTab[] }) {
  return (
    <nav aria-label={label}>
      <Group gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink to={tab.href} end style={{ textDecoration: 'none' }}>
              {({ isActive }) => (
                <Button component="span" variant={isActive ? 'filled' : 'subtle'} size="sm">
                  {tab.label}
                </Button>
              )}
            </NavLink>
          </li>
        ))}
      </Group>
    </nav>
  );
}
