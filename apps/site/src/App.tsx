import { SITE_PATHS } from '@voyagent/contracts/names';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/HomePage';

// Home ships in the entry chunk; other pages load on first visit.
const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: SITE_PATHS.auth,
        lazy: async () => ({ Component: (await import('./pages/AuthPage')).AuthPage }),
      },
      {
        path: SITE_PATHS.emailVerify,
        lazy: async () => ({
          Component: (await import('./pages/EmailVerifyPage')).EmailVerifyPage,
        }),
      },
      {
        path: '/flights',
        lazy: async () => ({ Component: (await import('./pages/FlightsPage')).FlightsPage }),
      },
      {
        path: '/accommodation-search',
        lazy: async () => ({
          Component: (await import('./pages/AccommodationSearchPage')).AccommodationSearchPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
