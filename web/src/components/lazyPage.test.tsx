import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, lazyPage } from './lazyPage';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

function renderPage(load: () => Promise<typeof Greeting>) {
  const Page = lazyPage(load);
  render(
    <MantineProvider>
      <Page name="Ann" />
    </MantineProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe('lazyPage', () => {
  it('shows the page, with its props, once its chunk has loaded', async () => {
    renderPage(() => Promise.resolve(Greeting));
    expect(await screen.findByRole('heading', { name: 'Hello Ann' })).toBeInTheDocument();
  });

  it('offers a retry when the chunk fails to load, and loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    renderPage(load);
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello Ann' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk that takes longer than 120 s (SPEC 9)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(() => new Promise(() => {}));
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1_000));
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
  });
});
