import { Box, Image } from '@mantine/core';
import type { HackathonOverviewFragment } from '../../gql/graphql';
import { apiUrl } from '../../lib/apiHost';

type Props = Pick<HackathonOverviewFragment, 'cover' | 'logo'>;

/** The top of a hackathon's page: its cover as a 5 : 2 banner, its logo over the banner's corner. */
export function HackathonBanner({ cover, logo }: Props) {
  if (!cover && !logo) return null;
  const logoImage = logo && (
    <Image
      src={apiUrl(logo.url)}
      alt={logo.alt}
      w={{ base: 72, sm: 104 }}
      h={{ base: 72, sm: 104 }}
      fit="contain"
      radius="md"
      bg="var(--mantine-color-body)"
      p={6}
      style={{ border: '1px solid var(--mantine-color-default-border)' }}
    />
  );
  if (!cover) return logoImage;
  return (
    <Box pos="relative" mb={logo ? 'xl' : undefined}>
      <Image
        src={apiUrl(cover.url)}
        alt={cover.alt}
        radius="md"
        fit="cover"
        width={1600}
        height={640}
        style={{ aspectRatio: '5 / 2', height: 'auto', maxHeight: 360 }}
        fetchPriority="high"
      />
      {logoImage && (
        <Box pos="absolute" left={16} bottom={-28}>
          {logoImage}
        </Box>
      )}
    </Box>
  );
}
