import { NavLink, Tooltip } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type IconType = ComponentType<{ size?: number; 'aria-hidden'?: boolean; stroke?: number }>;

type ItemProps = {
  label: string;
  icon: IconType;
  /** No link: the item is shown disabled (spec §2: Programme without a programme, ...). */
  to?: string;
  collapsed: boolean;
  active?: boolean;
  disabledReason?: string;
  children?: ReactNode;
  defaultOpened?: boolean;
};

export function SidebarItem({
  label,
  icon: Icon,
  to,
  collapsed,
  active,
  disabledReason,
  children,
  defaultOpened,
}: ItemProps) {
  const disabled = to === undefined && !children;
  const icon = <Icon size={20} aria-hidden stroke={1.6} />;
  const common = {
    label: collapsed ? undefined : label,
    leftSection: icon,
    active,
    'aria-label': collapsed ? label : undefined,
    title: disabled && disabledReason ? disabledReason : undefined,
  };
  const item = children ? (
    <NavLink
      {...common}
      component="button"
      type="button"
      defaultOpened={defaultOpened}
      childrenOffset={collapsed ? 0 : 28}
    >
      {children}
    </NavLink>
  ) : to === undefined ? (
    <NavLink {...common} component="button" disabled aria-disabled="true" />
  ) : (
    <NavLink {...common} component={Link} to={to} aria-current={active ? 'page' : undefined} />
  );
  return collapsed ? (
    <Tooltip label={label} position="right" withArrow>
      <div>{item}</div>
    </Tooltip>
  ) : (
    item
  );
}
