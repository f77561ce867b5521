import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded route arrives. */
export function PageLoader() {
  return (
    <Center h="60vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
