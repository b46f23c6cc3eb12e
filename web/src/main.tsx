import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startErrorReporting } from './lib/errorReporting';
import { adoptHashRoute } from './lib/hashRoute';

void startErrorReporting();
adoptHashRoute();

// The first render as a transition: React yields to the browser every few
// milliseconds while it draws the page, rather than holding the main thread
// for the whole tree (the long task Lighthouse counted as blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
