import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { brand } from '../lib/brand';
import { BrandAccent } from './BrandLogo';

const LINKS = [
  { to: '/privacy', label: 'Privacy' },
  { to: '/tnc', label: 'Terms' },
  { to: '/acceptable-use', label: 'Acceptable use' },
];

export function SiteFooter() {
  return (
    <Group component="footer" justify="center" gap="lg" py="md">
      <BrandAccent height={18} />
      <Text size="sm" c="dimmed">
        © {brand.name}
      </Text>
      {LINKS.map(({ to, label }) => (
        <Anchor key={to} component={Link} to={to} size="sm" c="dimmed">
          {label}
        </Anchor>
      ))}
      <Anchor href={`mailto:${brand.supportEmail}`} size="sm" c="dimmed">
        Support
      </Anchor>
    </Group>
  );
}
