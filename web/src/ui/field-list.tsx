import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type FieldItem = {
  key: string;
  label: string;
  value: ReactNode;
};

/**
 * An item's fields as a description list of label and value, in one to three columns by width.
 * Empty values are the caller's to word ('Not set'), so a reader never sees a blank.
 */
export function FieldList({ fields, columns = 3 }: { fields: FieldItem[]; columns?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: Math.min(2, columns), md: columns }} spacing="md" m={0}>
      {fields.map((field) => (
        <Stack key={field.key} gap={2} data-field={field.key}>
          <Text component="dt" size="sm" c="gray.7" fw={600}>
            {field.label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {field.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
