import { BRANDS, resolveBrandId, type BrandDefinition } from './brands';

export interface Brand extends BrandDefinition {
  id: string;
  logos: {
    standard: string;
    landscape: string;
    white: string;
    accent: string | null;
  };
}

export function brandFor(id: string | undefined, baseUrl: string): Brand {
  const brandId = resolveBrandId(id);
  const definition: BrandDefinition = BRANDS[brandId];
  const dir = `${baseUrl}brands/${brandId}`;
  return {
    ...definition,
    id: brandId,
    logos: {
      standard: `${dir}/logo.svg`,
      landscape: `${dir}/logo-landscape.svg`,
      white: `${dir}/logo-white.svg`,
      accent: definition.hasAccentLogo ? `${dir}/logo-accent.svg` : null,
    },
  };
}

/** The brand this build was made for. */
export const brand: Brand = brandFor(import.meta.env.VITE_BRAND, import.meta.env.BASE_URL);
