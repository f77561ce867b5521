import { lazy, Suspense, useState, type ComponentProps } from 'react';

const FiltersDrawer = lazy(() =>
  import('./filters-drawer').then((module) => ({ default: module.FiltersDrawer })),
);

/**
 * The filter panel, downloaded the first time it opens: its inputs (multi-selects, segmented controls, the
 * drawer) are not needed to draw a list or grid. Once loaded it stays mounted so it can animate closed.
 */
export function LazyFiltersDrawer(props: ComponentProps<typeof FiltersDrawer>) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FiltersDrawer {...props} />
    </Suspense>
  );
}
