import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <Container size="sm" py={64}>
      <Stack gap="md">
        <Title order={1}>Page not found</Title>
        <Text>There is no page at this address. It may have moved, or the link may be mistyped.</Text>
        <Anchor component={Link} to={paths.home.getHref()}>
          Go to the home page
        </Anchor>
      </Stack>
    </Container>
  );
}
