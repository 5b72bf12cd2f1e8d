import '@voyagent/ui-kit/tokens.css';
import '@voyagent/ui-kit/global.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@voyagent/ui-kit';
import { App } from './App';
import { startSession } from './auth/session';

startSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider>
      <App />
    </ThemeProvider>
  </StrictMode>,
);
