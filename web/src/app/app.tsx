import { Provider as JotaiProvider } from 'jotai';
import { appStore } from '@/lib/store';
import { AppRouter } from './router';

export function App() {
  return (
    <JotaiProvider store={appStore}>
      <AppRouter />
    </JotaiProvider>
  );
}
