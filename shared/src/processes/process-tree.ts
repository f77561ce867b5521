/**
 * The organisation's process model as a tree (spec §3 Process: level1 to level5, uniqueIdentifier).
 * A process sits under the path of its filled levels (gaps skipped: a process with levels 1 and 3
 * only sits under level 1 › level 3); a deepest level that is the process's own name is the process
 * itself, not a branch above it; processes with no level sit at the top. Branches and leaves
 * are in alphabetical order, a branch's value is its path, so one name under two parents is two
 * branches.
 */
export interface ModelProcess {
  id: string;
  name: string;
  uniqueIdentifier: string;
  level1?: string;
  level2?: string;
  level3?: string;
  level4?: string;
  level5?: string;
  scopeItems?: string;
}

export type ProcessTreeNode =
  | { kind: 'level'; value: string; label: string; depth: number; children: ProcessTreeNode[] }
  | { kind: 'process'; value: string; label: string; depth: number; process: ModelProcess };

export const levelsOf = (process: ModelProcess): string[] =>
  [process.level1, process.level2, process.level3, process.level4, process.level5]
    .map((level) => level?.trim() ?? '')
    .filter((level) => level !== '');

const byLabel = (a: ProcessTreeNode, b: ProcessTreeNode) =>
  a.kind === b.kind ? a.label.localeCompare(b.label) : a.kind === 'level' ? -1 : 1;

/** A branch value: the levels joined by a separator no typed text holds. */
const LEVEL_SEPARATOR = '\u001f';

export function processTree(processes: readonly ModelProcess[]): ProcessTreeNode[] {
  const root: ProcessTreeNode[] = [];
  const branches = new Map<string, ProcessTreeNode[]>();
  for (const process of processes) {
    let siblings = root;
    const path: string[] = [];
    const levels = levelsOf(process);
    const own = levels.at(-1)?.toLowerCase() === process.name.trim().toLowerCase();
    for (const level of own ? levels.slice(0, -1) : levels) {
      path.push(level);
      const value = `level:${path.join(LEVEL_SEPARATOR)}`;
      let children = branches.get(value);
      if (!children) {
        children = [];
        branches.set(value, children);
        siblings.push({ kind: 'level', value, label: level, depth: path.length, children });
      }
      siblings = children;
    }
    siblings.push({
      kind: 'process',
      value: process.id,
      label: `${process.uniqueIdentifier} ${process.name}`,
      depth: path.length + 1,
      process,
    });
  }
  const sort = (nodes: ProcessTreeNode[]) => {
    nodes.sort(byLabel);
    for (const node of nodes) if (node.kind === 'level') sort(node.children);
  };
  sort(root);
  return root;
}

/** Every process under a node (the node itself when it is one). */
export function processesUnder(node: ProcessTreeNode): ModelProcess[] {
  return node.kind === 'process' ? [node.process] : node.children.flatMap(processesUnder);
}
