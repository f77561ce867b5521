import { describe, expect, it } from 'vitest';
import { processesUnder, processTree, type ModelProcess, type ProcessTreeNode } from './process-tree';

const process = (id: string, levels: string[], name = id): ModelProcess => ({
  id,
  name,
  uniqueIdentifier: id.toUpperCase(),
  ...Object.fromEntries(levels.map((level, index) => [`level${index + 1}`, level])),
});
/** The tree as nested labels, to compare shapes at a glance. */
const shape = (nodes: ProcessTreeNode[]): unknown[] =>
  nodes.map((node) => (node.kind === 'level' ? { [node.label]: shape(node.children) } : node.label));

describe('processTree', () => {
  it('nests processes under their levels, branches before leaves, each in alphabetical order', () => {
    const tree = processTree([
      process('p2', ['Pharmacy', 'Dispensing'], 'Dispense'),
      process('p1', ['Clinical', 'Prescribing', 'Inpatient'], 'Prescribe'),
      process('p3', ['Clinical'], 'Review'),
      process('p4', [], 'Orphan'),
      process('p5', ['Clinical', 'Prescribing', 'Inpatient'], 'Amend'),
    ]);
    expect(shape(tree)).toEqual([
      { Clinical: [{ Prescribing: [{ Inpatient: ['P1 Prescribe', 'P5 Amend'] }] }, 'P3 Review'] },
      { Pharmacy: [{ Dispensing: ['P2 Dispense'] }] },
      'P4 Orphan',
    ]);
  });

  it('keeps one name under two parents as two branches, and skips empty levels', () => {
    const tree = processTree([
      process('a', ['Finance', 'Approve']),
      process('b', ['Purchasing', 'Approve']),
      { ...process('c', ['Finance']), level2: '  ', level3: 'Pay' },
    ]);
    expect(shape(tree)).toEqual([
      { Finance: [{ Approve: ['A a'] }, { Pay: ['C c'] }] },
      { Purchasing: [{ Approve: ['B b'] }] },
    ]);
    const values = tree.flatMap((node) => (node.kind === 'level' ? node.children.map((c) => c.value) : []));
    expect(new Set(values).size).toBe(values.length);
  });

  it('takes a deepest level that is the process name as the process itself', () => {
    const tree = processTree([
      process('p1', ['Admin', 'Outpatients', 'Book appointment'], 'Book appointment'),
      process('p2', ['Admin', 'Outpatients', 'Cancel'], 'Cancel appointment'),
    ]);
    expect(shape(tree)).toEqual([
      { Admin: [{ Outpatients: [{ Cancel: ['P2 Cancel appointment'] }, 'P1 Book appointment'] }] },
    ]);
  });

  it('lists every process under a branch', () => {
    const [clinical] = processTree([process('x', ['Clinical', 'A']), process('y', ['Clinical', 'B'])]);
    expect(processesUnder(clinical!).map((item) => item.id)).toEqual(['x', 'y']);
  });

  it('is empty for no processes', () => {
    expect(processTree([])).toEqual([]);
  });
});
