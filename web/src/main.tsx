import { StrictMode } from 'react';
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

createRoot(root).render(
  <StrictMode>
    <App>
      <AppRoutes />
    </App>
  </StrictMode>,
);
