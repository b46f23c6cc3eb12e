import { createTheme } from '@mantine/core';
import { brand } from '../lib/brand';

export const theme = createTheme({
  primaryColor: brand.primaryColor,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
});
