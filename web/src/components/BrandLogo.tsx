import { Image } from '@mantine/core';
import { brand } from '../lib/brand';

interface BrandLogoProps {
  variant?: 'standard' | 'landscape' | 'white';
  height: number;
}

export function BrandLogo({ variant = 'landscape', height }: BrandLogoProps) {
  return <Image src={brand.logos[variant]} alt={brand.name} h={height} w="auto" fit="contain" />;
}
