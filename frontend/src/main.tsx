import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './app/i18n';
import { AppProvider } from './app/provider';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

startI18n();

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <App />
    </AppProvider>
  </StrictMode>,
);
