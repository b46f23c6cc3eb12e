import { Image } from '@mantine/core';
import type { HackathonSummaryFragment } from '../../gql/graphql';
import { apiUrl } from '../../lib/apiHost';

type Cover = NonNullable<HackathonSummaryFragment['cover']>;

/** A hackathon's cover on its card: the small rendition, cropped to at most 160 px high in a wide card. */
export function CoverThumbnail({ cover }: { cover: Cover }) {
  return (
    <Image
      src={apiUrl(cover.thumbnail)}
      alt={cover.alt}
      width={640}
      height={256}
      loading="lazy"
      fit="cover"
      style={{ aspectRatio: '5 / 2', height: 'auto', maxHeight: 160 }}
    />
  );
}
