import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type SidePanelProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The panel's accessible name when the title is not plain text. */
  label?: string;
  testId?: string;
};

/**
 * A right-hand slide-in panel over a list (spec §2 detail panels): a dialog with a title and a
 * labelled close button; Escape and a click outside close it too.
 */
export function SidePanel({ opened, onClose, title, children, label, testId }: SidePanelProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={title}
      aria-label={label}
      closeButtonProps={{ 'aria-label': t('forms.close') }}
      data-testid={testId}
    >
      {children}
    </Drawer>
  );
}
