import './styles/first-styles';
import 'virtual:theme-variables.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { initI18n } from '@/lib/i18n';

initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The home page's static shell (decision 021) is already painted, so this render is not what
// the user waits for: in a transition it yields to the browser instead of one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
