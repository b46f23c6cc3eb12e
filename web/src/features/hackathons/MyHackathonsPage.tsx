import { Button, Tabs } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { CreateHackathonButton } from './CreateHackathonButton';
import { HackathonList } from './HackathonList';

/** /hackathon/mine: the hackathons the user organizes, and those they take part in. */
export function MyHackathonsPage() {
  return (
    <>
      <PageHeader
        title="My hackathons"
        actions={
          <>
            <Button component={Link} to="/hackathon/manage" variant="default">
              Manage
            </Button>
            <CreateHackathonButton />
          </>
        }
      />
      <Tabs defaultValue="organizing" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="organizing">Organizing</Tabs.Tab>
          <Tabs.Tab value="participating">Participating</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="organizing">
          <HackathonList filter="ORGANIZING" emptyText="You do not organize any hackathon yet." />
        </Tabs.Panel>
        <Tabs.Panel value="participating">
          <HackathonList filter="PARTICIPATING" emptyText="You do not take part in any hackathon yet. Find one under Discover." />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
