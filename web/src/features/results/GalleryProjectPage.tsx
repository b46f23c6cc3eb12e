import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconExternalLink, IconPhoto } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { publicGallery } from '../../lib/paths';
import { NotPublished } from './NotPublished';
import { GalleryProjectQuery } from './operations';
import { usePublicClient } from './usePublicQuery';

interface Field {
  label: string;
  value: string;
}

/** The form's URL answers as outside links, opening in a new tab. */
function LinkList({ title, fields, image }: { title: string; fields: Field[]; image?: boolean }) {
  if (fields.length === 0) return null;
  const Icon = image ? IconPhoto : IconExternalLink;
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      <List spacing={4} listStyleType="none">
        {fields.map((f) => (
          <List.Item key={f.label + f.value}>
            <Anchor href={f.value} target="_blank" rel="noopener noreferrer nofollow">
              <Group gap={6} wrap="nowrap" component="span">
                <Icon size={16} aria-hidden />
                {f.label}
              </Group>
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** /pub/hackathon/{id}/gallery/{submission}: one project's page: its team, title, description, links and images. */
export function GalleryProjectPage() {
  const { hackathon_id: id = '', submission_id: submissionId = '' } = useParams();
  const client = usePublicClient();
  const { data, error } = useQuery(GalleryProjectQuery, { client, variables: { id: submissionId } });
  if (error) return <NotPublished what="projects" />;
  if (!data) return <PageLoader />;
  const p = data.galleryProject;
  return (
    <Stack gap="lg" component="article">
      <Anchor component={Link} to={publicGallery(id)} size="sm">
        All projects
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{p.title}</Title>
        <Group gap="xs">
          <Text c="dimmed">by {p.teamName}</Text>
          <Badge variant="light">{p.categoryName}</Badge>
        </Group>
      </Stack>
      {p.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{p.description}</Text>}
      {p.details.map((d) => (
        <Stack key={d.label} gap={2}>
          <Text fw={600}>{d.label}</Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{d.value}</Text>
        </Stack>
      ))}
      <LinkList title="Links" fields={p.links} />
      <LinkList title="Images" fields={p.images} image />
    </Stack>
  );
}
