import { Image } from '@mantine/core';
import { brand } from '../lib/brand';

interface BrandLogoProps {
  variant?: 'standard' | 'landscape' | 'white';
  height: number;
}

/** Width over height of each logo's drawing (public/brands/<id>/*.svg), so the page keeps its place before it loads. */
const ASPECT = { standard: 160 / 112, landscape: 280 / 64, white: 280 / 64 } as const;

export function BrandLogo({ variant = 'landscape', height }: BrandLogoProps) {
  return (
    <Image
      src={brand.logos[variant]}
      alt={brand.name}
      width={Math.round(height * ASPECT[variant])}
      height={height}
      h={height}
      w="auto"
      maw="100%"
      fit="contain"
    />
  );
}

/**
 * The brand's accent mark (SPEC 1: only the banking brand has one), where a
 * brand accent belongs: beside the footer's name. Nothing for other brands.
 */
export function BrandAccent({ logo = brand.logos.accent, height }: { logo?: string | null; height: number }) {
  if (!logo) return null;
  return <Image src={logo} alt="" h={height} w="auto" fit="contain" data-testid="brand-accent" />;
}
