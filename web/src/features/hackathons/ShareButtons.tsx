import { ActionIcon, Button, CopyButton, Group, Text } from '@mantine/core';
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
        {/* The browser's own title for the hover text: Mantine's Tooltip would bring its
            floating-position code (15 KB compressed) to the public page for two labels. */}
        <ActionIcon component="a" href={x} target="_blank" rel="noopener noreferrer" variant="default" size="lg" aria-label="Share on X" title="Share on X">
          <IconBrandX size={16} />
        </ActionIcon>
        <ActionIcon
          component="a"
          href={linkedIn}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          size="lg"
          aria-label="Share on LinkedIn"
          title="Share on LinkedIn"
        >
          <IconBrandLinkedin size={16} />
        </ActionIcon>
      </Group>
    </div>
  );
}
