import { Card, Image } from '@mantine/core';
import type { HackathonSummaryFragment } from '../../gql/graphql';
import { apiUrl } from '../../lib/apiHost';

/** A hackathon's cover at the top of its card, when it has one. */
export function CoverThumbnail({ cover }: Pick<HackathonSummaryFragment, 'cover'>) {
  if (!cover) return null;
  return (
    <Card.Section mb="md">
      <Image
        src={apiUrl(cover.thumbnail)}
        alt={cover.alt}
        width={640}
        height={256}
        loading="lazy"
        style={{ aspectRatio: '5 / 2' }}
        fit="cover"
      />
    </Card.Section>
  );
}
