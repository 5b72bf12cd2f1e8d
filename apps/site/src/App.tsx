import { createBrowserRouter, RouterProvider } from 'react-router';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/HomePage';
import { siteRouteObjects } from './routes/siteRouter';

// Every route comes from the route table (routes/siteRoutes.ts); home ships in the entry chunk,
// other pages load on first visit.
const router = createBrowserRouter([{ element: <Layout />, children: siteRouteObjects(HomePage) }]);

export function App() {
  return <RouterProvider router={router} />;
}
