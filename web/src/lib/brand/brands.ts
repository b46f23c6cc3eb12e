// The six brands a build can carry (SPEC 1). A build uses one, chosen with
// VITE_BRAND at build time. Logos live in public/brands/<id>/.
// This file is plain data so that vite.config.ts can validate VITE_BRAND too.

export type MantineColor = 'indigo' | 'blue' | 'orange' | 'teal' | 'grape' | 'green';

export interface BrandDefinition {
  name: string;
  primaryColor: MantineColor;
  hasAccentLogo: boolean;
  supportEmail: string;
}

export const BRANDS = {
  hackforge: { name: 'Hackforge', primaryColor: 'indigo', hasAccentLogo: false, supportEmail: 'support@hackforge.dev' },
  // The banking customer's brand.
  northbank: { name: 'Northbank', primaryColor: 'blue', hasAccentLogo: true, supportEmail: 'innovation-support@northbank.example' },
  launchpad: { name: 'Launchpad', primaryColor: 'orange', hasAccentLogo: false, supportEmail: 'help@launchpad.example' },
  civichack: { name: 'CivicHack', primaryColor: 'teal', hasAccentLogo: false, supportEmail: 'support@civichack.example' },
  campusjam: { name: 'Campusjam', primaryColor: 'grape', hasAccentLogo: false, supportEmail: 'support@campusjam.example' },
  greenlab: { name: 'Greenlab', primaryColor: 'green', hasAccentLogo: false, supportEmail: 'support@greenlab.example' },
} as const satisfies Record<string, BrandDefinition>;

export type BrandId = keyof typeof BRANDS;

export const DEFAULT_BRAND: BrandId = 'hackforge';

export function resolveBrandId(value: string | undefined): BrandId {
  if (!value) return DEFAULT_BRAND;
  if (value in BRANDS) return value as BrandId;
  throw new Error(`Unknown brand "${value}"; expected one of ${Object.keys(BRANDS).join(', ')}`);
}
