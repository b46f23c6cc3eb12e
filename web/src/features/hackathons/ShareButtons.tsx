import { ActionIcon, Button, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconBrandLinkedin, IconBrandX, IconCheck, IconLink } from '@tabler/icons-react';
import { publicHackathon } from '../../lib/paths';

/** Copy the public page's link, or share it on X or LinkedIn through their intent URLs (no third-party script). */
export function ShareButtons({ id, name }: { id: string; name: string }) {
  const url = `${window.location.origin}${publicHackathon(id)}`;
  const x = `https://x.com/intent/post?${new URLSearchParams({ text: `Join me at ${name}`, url })}`;
  const linkedIn = `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`;
  return (
    <div>
      <Text size="sm" fw={500} mb={6}>
        Share this hackathon
      </Text>
      <Group gap="xs">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" leftSection={copied ? <IconCheck size={14} /> : <IconLink size={14} />} onClick={copy}>
              {copied ? 'Link copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
        <Tooltip label="Share on X">
          <ActionIcon component="a" href={x} target="_blank" rel="noopener noreferrer" variant="default" size="lg" aria-label="Share on X">
            <IconBrandX size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Share on LinkedIn">
          <ActionIcon component="a" href={linkedIn} target="_blank" rel="noopener noreferrer" variant="default" size="lg" aria-label="Share on LinkedIn">
            <IconBrandLinkedin size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </div>
  );
}
