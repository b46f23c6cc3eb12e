import { Image } from '@mantine/core';
import { brand } from '../lib/brand';

interface BrandLogoProps {
  variant?: 'standard' | 'landscape' | 'white';
  height: number;
}

export function BrandLogo({ variant = 'landscape', height }: BrandLogoProps) {
  return <Image src={brand.logos[variant]} alt={brand.name} h={height} w="auto" maw="100%" fit="contain" />;
}

/**
 * The brand's accent mark (SPEC 1: only the banking brand has one), where a
 * brand accent belongs: beside the footer's name. Nothing for other brands.
 */
export function BrandAccent({ logo = brand.logos.accent, height }: { logo?: string | null; height: number }) {
  if (!logo) return null;
  return <Image src={logo} alt="" h={height} w="auto" fit="contain" data-testid="brand-accent" />;
}
