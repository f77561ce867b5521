import {
  Button,
  Checkbox,
  Group,
  Stack,
  Text,
  Tree,
  useTree,
  type RenderTreeNodePayload,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import {
  processesUnder,
  processTree,
  type ModelProcess,
  type ProcessTreeNode,
} from '@tandem/shared/processes/process-tree';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/i18n/en-gb-processes';

type TreeData = { label: string; value: string; children?: TreeData[] };
const toTreeData = (nodes: ProcessTreeNode[]): TreeData[] =>
  nodes.map((node) =>
    node.kind === 'level'
      ? { label: node.label, value: node.value, children: toTreeData(node.children) }
      : { label: node.label, value: node.value },
  );

/** Picking processes: which are checked, which are already taken (shown checked, not changeable). */
export type ProcessPicking = {
  checked: ReadonlySet<string>;
  taken: ReadonlySet<string>;
  onChange: (checked: Set<string>) => void;
};

/**
 * The organisation's process model as a tree (spec §3, level 1 to level 5): Mantine's tree gives the
 * WAI-ARIA tree pattern (arrow keys move, right and left expand and collapse, Home and End, Space
 * toggles a branch). With `picking`, every row has a checkbox; a branch's box checks every process
 * under it.
 */
export function ProcessModelTree({
  processes,
  label,
  picking,
}: {
  processes: readonly ModelProcess[];
  label: string;
  picking?: ProcessPicking;
}) {
  const { t } = useTranslation();
  const nodes = useMemo(() => processTree(processes), [processes]);
  const data = useMemo(() => toTreeData(nodes), [nodes]);
  const byValue = useMemo(() => {
    const map = new Map<string, ProcessTreeNode>();
    const walk = (list: ProcessTreeNode[]) =>
      list.forEach((node) => {
        map.set(node.value, node);
        if (node.kind === 'level') walk(node.children);
      });
    walk(nodes);
    return map;
  }, [nodes]);
  const tree = useTree();

  if (processes.length === 0)
    return (
      <Text c="gray.7" data-testid="process-model-empty">
        {t('processModel.empty')}
      </Text>
    );

  const isChecked = (process: ModelProcess) =>
    picking !== undefined && (picking.taken.has(process.id) || picking.checked.has(process.id));
  /** Checks or unchecks every process under a node that is not already taken. */
  const toggle = (value: string) => {
    const modelNode = byValue.get(value);
    if (!picking || !modelNode) return;
    const under = processesUnder(modelNode);
    const all = under.every(isChecked);
    const next = new Set(picking.checked);
    for (const process of under.filter((item) => !picking.taken.has(item.id))) {
      if (all) next.delete(process.id);
      else next.add(process.id);
    }
    picking.onChange(next);
  };

  const renderNode = ({ node, expanded, hasChildren, elementProps }: RenderTreeNodePayload) => {
    const modelNode = byValue.get(node.value);
    const under = modelNode ? processesUnder(modelNode) : [];
    const all = under.length > 0 && under.every(isChecked);
    const some = !all && under.some(isChecked);
    return (
      <Group gap={6} wrap="nowrap" {...elementProps}>
        {hasChildren ? (
          expanded ? (
            <IconChevronDown size={14} aria-hidden />
          ) : (
            <IconChevronRight size={14} aria-hidden />
          )
        ) : (
          <span style={{ width: 14 }} />
        )}
        {picking && (
          <Checkbox
            size="xs"
            aria-label={hasChildren ? t('processModel.pickBranch', { name: node.label }) : String(node.label)}
            checked={all}
            indeterminate={some}
            disabled={under.every((process) => picking.taken.has(process.id))}
            tabIndex={-1}
            onClick={(event) => event.stopPropagation()}
            onChange={() => toggle(node.value)}
          />
        )}
        <Text size="sm" fw={hasChildren ? 600 : 400}>
          {node.label}
        </Text>
        {hasChildren && (
          <Text size="xs" c="gray.7">
            {t('processModel.count', { count: under.length })}
          </Text>
        )}
      </Group>
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => tree.expandAllNodes()}>
          {t('processModel.expandAll')}
        </Button>
        <Button size="xs" variant="default" onClick={() => tree.collapseAllNodes()}>
          {t('processModel.collapseAll')}
        </Button>
      </Group>
      <Tree
        aria-label={label}
        data={data}
        tree={tree}
        levelOffset="md"
        renderNode={renderNode}
        // While picking, Space checks the focused row (a branch: everything under it), as a
        // checkbox would; arrows still open and close branches.
        expandOnSpace={!picking}
        onKeyDown={(event) => {
          if (!picking || event.key !== ' ') return;
          const value = (event.target as HTMLElement)
            .closest('[role="treeitem"]')
            ?.getAttribute('data-value');
          if (!value) return;
          event.preventDefault();
          toggle(value);
        }}
      />
    </Stack>
  );
}
