import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { AppRoutes } from './app/AppRoutes.tsx';
import './styles/tokens.css';
import './styles/base.css';
import './styles/forms.css';
import './styles/notices.css';
import './styles/chrome.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The first drawing as a transition: React draws it in slices of a few milliseconds and lets the
// browser in between, where a plain render is one long task after the splash is already painted
// (docs/decisions/061-a-screen-is-drawn-in-slices.md).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App>
        <AppRoutes />
      </App>
    </StrictMode>,
  );
});
