import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred loader with a sentence saying what is happening (sign-in redirects, resolving). */
export function FullPageStatus({ text }: { text: string }) {
  return (
    <Center mih="60vh" component="main">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text>{text}</Text>
      </Stack>
    </Center>
  );
}
