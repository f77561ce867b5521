import type { ModelProcess } from '@tandem/shared/processes/process-tree';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ProcessModelTree } from './process-model-tree';

const model: ModelProcess[] = [
  { id: 'a', name: 'Book', uniqueIdentifier: 'P-1', level1: 'Admin', level2: 'Outpatients' },
  { id: 'b', name: 'Cancel', uniqueIdentifier: 'P-2', level1: 'Admin', level2: 'Outpatients' },
  { id: 'c', name: 'Order', uniqueIdentifier: 'P-3', level1: 'Clinical' },
];

describe('ProcessModelTree', () => {
  it('says the model is empty when there are no processes', () => {
    renderWithProviders(<ProcessModelTree processes={[]} label="Process model" />);
    expect(screen.getByTestId('process-model-empty')).toHaveTextContent('No processes yet');
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it('opens a level with the right arrow and closes it with the left', () => {
    renderWithProviders(<ProcessModelTree processes={model} label="Process model" />);
    const admin = screen.getByRole('treeitem', { name: /^Admin/ });
    expect(admin).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(admin, { key: 'ArrowRight', code: 'ArrowRight' });
    expect(admin).toHaveAttribute('aria-expanded', 'true');
    expect(within(admin).getByRole('treeitem', { name: /^Outpatients/ })).toBeInTheDocument();
    fireEvent.keyDown(admin, { key: 'ArrowLeft', code: 'ArrowLeft' });
    expect(admin).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks every open process under a branch, leaving taken ones alone', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ProcessModelTree
        processes={model}
        label="Process model"
        picking={{ checked: new Set(), taken: new Set(['a']), onChange }}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Every process under Admin' }));
    expect([...(onChange.mock.calls[0]![0] as Set<string>)]).toEqual(['b']);
  });
});
