import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandFor } from '../lib/brand';
import { BRANDS } from '../lib/brand/brands';
import { BrandAccent } from './BrandLogo';

describe('BrandAccent', () => {
  it('shows the banking brand’s accent logo and nothing for the others', () => {
    const banking = Object.keys(BRANDS).find((id) => brandFor(id, '/').logos.accent);
    const other = Object.keys(BRANDS).find((id) => !brandFor(id, '/').logos.accent);
    const { unmount } = render(
      <MantineProvider>
        <BrandAccent logo={brandFor(banking, '/').logos.accent} height={18} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('brand-accent')).toHaveAttribute('src', `/brands/${banking}/logo-accent.svg`);
    unmount();
    render(
      <MantineProvider>
        <BrandAccent logo={brandFor(other, '/').logos.accent} height={18} />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('brand-accent')).not.toBeInTheDocument();
  });
});
