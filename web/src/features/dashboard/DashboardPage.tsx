import { Anchor, Badge, Button, Card, Grid, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DISCOVER, INBOX } from '../../lib/paths';
import { displayName } from '../../lib/session/types';
import { useSession } from '../../lib/session/useSession';
import { CreateHackathonButton, HackathonList } from '../hackathons';
import { UnreadNotificationList, useUnreadNotifications } from '../notifications';

function UnreadSummary() {
  const unread = useUnreadNotifications().data?.myNotifications.unreadCount ?? 0;
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={3}>Notifications</Title>
        {unread > 0 && (
          <Badge color="red" variant="filled">
            {unread} unread
          </Badge>
        )}
      </Group>
      <UnreadNotificationList />
      <Anchor component={Link} to={INBOX} size="sm" mt="md" display="block">
        View all notifications
      </Anchor>
    </Card>
  );
}

/** /dash: the user's hackathons and a summary of unread notifications. */
export function DashboardPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${displayName(user)}.`}
        actions={
          <>
            <Button component={Link} to={DISCOVER} variant="default">
              Discover hackathons
            </Button>
            <CreateHackathonButton />
          </>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Title order={3} mb="sm">
            Your hackathons
          </Title>
          <HackathonList filter="MINE" emptyText="You have no hackathons yet. Discover one to join, or create your own." />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <UnreadSummary />
        </Grid.Col>
      </Grid>
    </>
  );
}
