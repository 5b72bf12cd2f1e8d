/**
 * The site's one route table (shell.md §2, travel.md §2): every route with its page, metadata,
 * navigation label, breadcrumb name and guard. The router, the navigation, the breadcrumb, the
 * meta tags, robots.txt and sitemap.xml are all read from it; whether a route is indexed follows
 * from its guard and shell.md §6's noindex prefixes (`seoRules.ts`), never from a second list.
 */

/** Who may open a route: anyone, a signed-in account, or staff at support or admin level. */
export type RouteGuard = 'public' | 'signedIn' | 'support';

/** Where a route is listed in the navigation (the footer's three columns and the tools menu). */
export type RouteGroup =
  'tools' | 'support' | 'company' | 'policies' | 'account' | 'promo' | 'admin';

export interface SiteRoute {
  /** React Router pattern; `:slug`/`:token` are the spec's `{slug}`/`{token}`. */
  path: string;
  /** Which page component renders it; several paths may share one (e.g. the verification screen). */
  page: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** The breadcrumb's name for this path. */
  breadcrumb: string;
  guard: RouteGuard;
  group?: RouteGroup;
  /** A link in the desktop top bar (shell.md §2), in this order. */
  topBarLabel?: string;
  /** Never indexed although public: a page with nothing of its own to index (the redirect). */
  noindex?: true;
}

// The contracts' PRODUCT_NAME too (the blog-page function's titles); a test holds the two equal.
// Not imported from there: vite.config.ts loads this module in Node, which reads no TypeScript
// from a workspace package.
export const PRODUCT_NAME = 'Voyagent';
const slug = PRODUCT_NAME.toLowerCase();

/** The four travel apps the comparison articles are written against (travel.md §2). */
export const COMPARED_APPS = ['TripIt', 'Wanderlog', 'Kayak', 'Google Travel'] as const;

/** travel.md §2's content articles; their prefix is not given, so they sit with the comparisons. */
export const CONTENT_ARTICLES = [
  ['best-ai-travel-apps-2025', 'The best AI travel apps of 2025'],
  ['how-much-does-ai-trip-planning-cost', 'How much does AI trip planning cost?'],
  ['best-free-travel-tools-2025', 'The best free travel tools of 2025'],
  ['how-to-find-cheap-flights-ai', 'How to find cheap flights with AI'],
  ['is-ai-travel-planning-worth-it', 'Is AI travel planning worth it?'],
  ['ai-travel-cost-breakdown', 'AI travel planning: a cost breakdown'],
] as const;

export function comparisonSlug(app: string): string {
  return `${slug}-vs-${app.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

const route = (
  path: string,
  page: string,
  breadcrumb: string,
  title: string,
  description: string,
  keywords: readonly string[],
  extra: Partial<Pick<SiteRoute, 'guard' | 'group' | 'topBarLabel' | 'noindex'>> = {},
): SiteRoute => ({
  path,
  page,
  breadcrumb,
  title,
  description,
  keywords,
  guard: extra.guard ?? 'public',
  ...(extra.group ? { group: extra.group } : {}),
  ...(extra.topBarLabel ? { topBarLabel: extra.topBarLabel } : {}),
  ...(extra.noindex ? { noindex: extra.noindex } : {}),
});

const tools = { group: 'tools' } as const;
const signedIn = { guard: 'signedIn', group: 'account' } as const;
const support = { guard: 'support', group: 'admin' } as const;

export const SITE_ROUTES: readonly SiteRoute[] = [
  route(
    '/',
    'home',
    'Home',
    `${PRODUCT_NAME} — your AI travel companion`,
    'Plan trips with an AI assistant, search hotels and flights, and keep your travel tools in one app.',
    ['AI travel planner', 'trip planner', 'hotel search', 'flight search'],
  ),
  route(
    '/assistant',
    'assistant',
    'AI Assistant',
    `AI Travel Assistant | ${PRODUCT_NAME}`,
    'Ask anything about your trip and get answers grounded in current travel information.',
    ['AI travel assistant', 'travel chatbot', 'trip questions'],
    { ...tools, topBarLabel: 'AI Assistant' },
  ),
  route(
    '/itinerary',
    'itinerary',
    'Smart Itinerary',
    `Smart Itinerary | ${PRODUCT_NAME}`,
    'Turn a destination and dates into a day-by-day travel plan you can edit and save.',
    ['itinerary planner', 'day by day plan', 'AI itinerary'],
    { ...tools, topBarLabel: 'Smart Itinerary' },
  ),
  route(
    '/flights',
    'flights',
    'Flights',
    `Flight Search | ${PRODUCT_NAME}`,
    'Search one-way and round-trip flights and compare fares with our flight partner.',
    ['cheap flights', 'flight search', 'round trip'],
    { ...tools, topBarLabel: 'Flights' },
  ),
  route(
    '/accommodation-search',
    'hotels',
    'Hotels',
    `Hotel Search | ${PRODUCT_NAME}`,
    'Find hotels by city or hotel name for your dates and party, with our booking partner.',
    ['hotel search', 'accommodation', 'hotel deals'],
    { ...tools, topBarLabel: 'Hotels' },
  ),
  route(
    '/car-rental',
    'carRental',
    'Car Rental',
    `Car Rental | ${PRODUCT_NAME}`,
    'Compare rental cars for your pick-up place and dates with our car rental partner.',
    ['car rental', 'rent a car', 'car hire'],
    tools,
  ),
  route(
    '/risk-radar',
    'riskRadar',
    'Risk Radar',
    `Travel Risk Radar | ${PRODUCT_NAME}`,
    'Check safety, health and disruption risks for your destination before you go.',
    ['travel safety', 'travel risk', 'destination safety'],
    tools,
  ),
  route(
    '/gemini-travel-intel',
    'riskRadar',
    'Travel Intel',
    `Travel Intel | ${PRODUCT_NAME}`,
    'Current travel intelligence for a destination: safety, entry rules and local conditions.',
    ['travel intelligence', 'travel advisories'],
    tools,
  ),
  route(
    '/gemini-safety',
    'riskRadar',
    'Safety Check',
    `Safety Check | ${PRODUCT_NAME}`,
    'A quick safety check for the place you are visiting.',
    ['safety check', 'travel safety tips'],
    tools,
  ),
  route(
    '/budget',
    'budget',
    'Budget',
    `Travel Budget Planner | ${PRODUCT_NAME}`,
    'Estimate and track what your trip costs, by category and in your currency.',
    ['travel budget', 'trip cost', 'budget planner'],
    tools,
  ),
  route(
    '/documents',
    'documents',
    'Visa Checker',
    `Visa Checker | ${PRODUCT_NAME}`,
    'See which visa and entry documents your passport needs for your destination.',
    ['visa checker', 'entry requirements', 'travel documents'],
    tools,
  ),
  route(
    '/translate',
    'translate',
    'Translate',
    `Travel Translator | ${PRODUCT_NAME}`,
    'Translate phrases for your trip, with the words travellers need most.',
    ['travel translator', 'phrase translation'],
    tools,
  ),
  route(
    '/offline-maps',
    'offlineMaps',
    'Offline Maps',
    `Offline Maps | ${PRODUCT_NAME}`,
    'Keep maps of your destination on your device for when you have no connection.',
    ['offline maps', 'travel maps'],
    tools,
  ),
  route(
    '/currency-converter',
    'currency',
    'Currency Converter',
    `Currency Converter | ${PRODUCT_NAME}`,
    'Convert between currencies with current exchange rates.',
    ['currency converter', 'exchange rates'],
    tools,
  ),
  route(
    '/travel-calculator',
    'travelCalculator',
    'Travel Calculator',
    `Travel Calculator: Trip Cost Estimator | ${PRODUCT_NAME}`,
    'Add up flights, lodging and daily spending for your party, split by part and shown in your currency.',
    ['travel calculator', 'trip cost calculator', 'travel cost estimate'],
    tools,
  ),
  route(
    '/flight-compensation',
    'compensation',
    'Flight Compensation',
    `Flight Compensation Claim | ${PRODUCT_NAME}`,
    'Check whether a delayed or cancelled flight entitles you to compensation, and claim it.',
    ['flight compensation', 'delayed flight', 'EU261'],
    tools,
  ),
  route(
    '/blog',
    'blog',
    'Blog',
    `Travel Blog | ${PRODUCT_NAME}`,
    'Guides and ideas for planning better trips.',
    ['travel blog', 'travel guides'],
    { group: 'company' },
  ),
  route(
    '/blog/:slug',
    'blogPost',
    'Article',
    `Travel Blog | ${PRODUCT_NAME}`,
    'A travel guide from the Voyagent blog.',
    ['travel guide'],
  ),
  route(
    '/writers',
    'writers',
    'Writers',
    `Our Writers | ${PRODUCT_NAME}`,
    'The people who write the Voyagent blog.',
    ['travel writers'],
  ),
  route(
    '/writers/:slug',
    'writer',
    'Writer',
    `Writer | ${PRODUCT_NAME}`,
    'A Voyagent blog writer and their articles.',
    ['travel writer'],
  ),
  route(
    '/pricing',
    'pricing',
    'Pricing',
    `Plans and Pricing | ${PRODUCT_NAME}`,
    'Compare the free plan with the paid plans and choose what fits your travel.',
    ['pricing', 'plans', 'subscription'],
    { group: 'promo', topBarLabel: 'Pricing' },
  ),
  route(
    '/free-trial',
    'freeTrial',
    'Free Trial',
    `Free Trial | ${PRODUCT_NAME}`,
    'Try every paid feature free for 7 days.',
    ['free trial'],
    { group: 'promo' },
  ),
  route(
    '/claim-discount/:token',
    'claimDiscount',
    'Claim Discount',
    `Claim Your Discount | ${PRODUCT_NAME}`,
    'Claim the discount you were sent.',
    ['discount'],
  ),
  route(
    '/black-friday-2025',
    'blackFriday',
    'Black Friday',
    `Black Friday 2025 | ${PRODUCT_NAME}`,
    'The Black Friday 2025 offer on paid plans.',
    ['Black Friday', 'travel app deal'],
    { group: 'promo' },
  ),
  route(
    '/app-launch',
    'appLaunch',
    'App Launch',
    `App Launch Special | ${PRODUCT_NAME}`,
    'The launch offer for the Voyagent app.',
    ['app launch', 'promo code'],
    { group: 'promo' },
  ),
  route(
    '/download',
    'download',
    'Download',
    `Get the App | ${PRODUCT_NAME}`,
    'Install Voyagent on your phone or computer.',
    ['download', 'install app'],
    { group: 'promo' },
  ),
  route(
    '/dashboard',
    'dashboard',
    'My Dashboard',
    `My Dashboard | ${PRODUCT_NAME}`,
    'Your saved items, usage and subscription.',
    ['dashboard'],
    signedIn,
  ),
  route(
    '/profile',
    'profile',
    'Profile',
    `Profile | ${PRODUCT_NAME}`,
    'Your travel profile.',
    ['profile'],
    // Open to guests, who read "Guest" and "Sign in to sync your data" there (shell.md §6).
    { group: 'account' },
  ),
  route(
    '/trial-setup',
    'profile',
    'Trial Setup',
    `Set Up Your Trial | ${PRODUCT_NAME}`,
    'Tell us about your travel to start your trial.',
    ['trial setup'],
    signedIn,
  ),
  route(
    '/notifications',
    'notifications',
    'Notifications',
    `Notifications | ${PRODUCT_NAME}`,
    'Your notifications.',
    ['notifications'],
    signedIn,
  ),
  route(
    '/settings',
    'settings',
    'Settings',
    `Settings | ${PRODUCT_NAME}`,
    'Account settings, data export and account deletion.',
    ['settings'],
    signedIn,
  ),
  route(
    '/about',
    'about',
    'About',
    `About | ${PRODUCT_NAME}`,
    'Who we are and what Voyagent does.',
    ['about'],
    { group: 'company' },
  ),
  route(
    '/help-center',
    'helpCenter',
    'Help Center',
    `Help Center | ${PRODUCT_NAME}`,
    'Answers to common questions about Voyagent.',
    ['help', 'FAQ'],
    { group: 'support' },
  ),
  route(
    '/support-center',
    'supportCenter',
    'Support',
    `Support | ${PRODUCT_NAME}`,
    'Get help from the Voyagent team.',
    ['support', 'contact'],
    { group: 'support' },
  ),
  route(
    '/chat-with-us',
    'chat',
    'Chat With Us',
    `Chat With Us | ${PRODUCT_NAME}`,
    'Talk to the Voyagent team.',
    ['chat', 'contact'],
    { group: 'support' },
  ),
  route(
    '/auth',
    'auth',
    'Sign In',
    `Sign In | ${PRODUCT_NAME}`,
    'Sign in or create your Voyagent account.',
    ['sign in', 'sign up'],
  ),
  route(
    '/email-verify',
    'emailVerify',
    'Verify E-mail',
    `Verify Your E-mail | ${PRODUCT_NAME}`,
    'Confirm your e-mail address.',
    ['verify e-mail'],
  ),
  route(
    '/auth/v1/verify',
    'emailVerify',
    'Verify E-mail',
    `Verify Your E-mail | ${PRODUCT_NAME}`,
    'Confirm your e-mail address.',
    ['verify e-mail'],
  ),
  route(
    '/terms-and-conditions',
    'policy',
    'Terms and Conditions',
    `Terms and Conditions | ${PRODUCT_NAME}`,
    'The terms for using Voyagent.',
    ['terms'],
    { group: 'policies' },
  ),
  route(
    '/privacy-policy',
    'policy',
    'Privacy Policy',
    `Privacy Policy | ${PRODUCT_NAME}`,
    'How Voyagent collects, uses and protects your data.',
    ['privacy'],
    { group: 'policies' },
  ),
  route(
    '/cookies-policy',
    'policy',
    'Cookies Policy',
    `Cookies Policy | ${PRODUCT_NAME}`,
    'Which cookies Voyagent uses and how to choose.',
    ['cookies'],
    { group: 'policies' },
  ),
  route(
    '/refund-policy',
    'policy',
    'Refund Policy',
    `Refund Policy | ${PRODUCT_NAME}`,
    'When and how paid plans are refunded.',
    ['refunds'],
    { group: 'policies' },
  ),
  route(
    '/instagram',
    'landing',
    'Instagram',
    `${PRODUCT_NAME} on Instagram`,
    'Welcome from Instagram: plan your next trip with Voyagent.',
    ['Instagram'],
  ),
  route(
    '/pwabuilder',
    'download',
    'PWA Builder',
    `Install ${PRODUCT_NAME}`,
    'Install Voyagent as an app.',
    ['PWA', 'install'],
  ),
  route(
    '/redirect',
    'externalRedirect',
    'Redirect',
    `Leaving ${PRODUCT_NAME}`,
    'You are leaving Voyagent for a partner site.',
    ['redirect'],
    { noindex: true },
  ),
  route(
    '/comparisons',
    'comparisons',
    'Comparisons',
    `${PRODUCT_NAME} Compared | ${PRODUCT_NAME}`,
    'How Voyagent compares with other travel apps, and guides to AI travel planning.',
    ['travel app comparison'],
    { group: 'company' },
  ),
  ...COMPARED_APPS.map((app) =>
    route(
      `/comparisons/${comparisonSlug(app)}`,
      'article',
      `${PRODUCT_NAME} vs ${app}`,
      `${PRODUCT_NAME} vs ${app} | ${PRODUCT_NAME}`,
      `How Voyagent and ${app} compare for planning a trip.`,
      [`${PRODUCT_NAME} vs ${app}`, `${app} alternative`],
    ),
  ),
  ...CONTENT_ARTICLES.map(([articleSlug, title]) =>
    route(
      `/comparisons/${articleSlug}`,
      'article',
      title,
      `${title} | ${PRODUCT_NAME}`,
      `${title}: a Voyagent guide.`,
      [title],
    ),
  ),
  route(
    `/what-is-${slug}`,
    'article',
    `What is ${PRODUCT_NAME}?`,
    `What is ${PRODUCT_NAME}? | ${PRODUCT_NAME}`,
    'What Voyagent is and what it does for travellers.',
    [`what is ${PRODUCT_NAME}`],
    { group: 'company' },
  ),
  route(
    `/how-${slug}-works`,
    'article',
    `How ${PRODUCT_NAME} works`,
    `How ${PRODUCT_NAME} Works | ${PRODUCT_NAME}`,
    'How Voyagent plans trips and which sources it uses.',
    [`how ${PRODUCT_NAME} works`],
    { group: 'company' },
  ),
  route(
    '/use-cases',
    'article',
    'Use Cases',
    `Use Cases | ${PRODUCT_NAME}`,
    'The trips and travellers Voyagent helps.',
    ['use cases'],
    { group: 'company' },
  ),
  route(
    '/admin-login',
    'adminLogin',
    'Admin Login',
    `Admin Login | ${PRODUCT_NAME}`,
    'Sign in to the admin area.',
    ['admin'],
  ),
  route(
    '/admin-auth',
    'adminLogin',
    'Admin Login',
    `Admin Login | ${PRODUCT_NAME}`,
    'Sign in to the admin area.',
    ['admin'],
  ),
  route(
    '/admin',
    'adminDashboard',
    'Admin',
    `Admin | ${PRODUCT_NAME}`,
    'The admin dashboard.',
    ['admin'],
    support,
  ),
  route(
    '/dashboard-admin',
    'adminDashboard',
    'Admin Dashboard',
    `Admin Dashboard | ${PRODUCT_NAME}`,
    'The admin dashboard.',
    ['admin'],
    support,
  ),
  route(
    '/admin/blog',
    'adminBlog',
    'Blog Admin',
    `Blog Admin | ${PRODUCT_NAME}`,
    'Write and publish blog posts.',
    ['admin'],
    { guard: 'signedIn', group: 'admin' },
  ),
  route(
    '/seo-analytics',
    'seoAnalytics',
    'SEO Analytics',
    `SEO Analytics | ${PRODUCT_NAME}`,
    'Answer-engine event counts.',
    ['admin'],
    support,
  ),
];

const byPath = new Map(SITE_ROUTES.map((entry) => [entry.path, entry]));

/** The route whose pattern matches a pathname (`/blog/x` → `/blog/:slug`), if any. */
export function findRoute(pathname: string): SiteRoute | undefined {
  const path = normalisePath(pathname);
  const exact = byPath.get(path);
  if (exact) return exact;
  return SITE_ROUTES.find((entry) => {
    if (!entry.path.includes(':')) return false;
    const pattern = entry.path.split('/');
    const parts = path.split('/');
    return (
      pattern.length === parts.length &&
      pattern.every((part, i) => (part.startsWith(':') ? parts[i] !== '' : part === parts[i]))
    );
  });
}

/** The path alone, without query, hash or trailing slash. Paths stay case-sensitive, as the host's are. */
export function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The desktop top bar's links, in table order (shell.md §2). */
export function topBarLinks(): { path: string; label: string }[] {
  return SITE_ROUTES.filter((entry) => entry.topBarLabel).map((entry) => ({
    path: entry.path,
    label: entry.topBarLabel as string,
  }));
}

/** The routes a navigation group lists (the footer's columns, the mobile tools menu). */
export function routesInGroup(group: RouteGroup): SiteRoute[] {
  return SITE_ROUTES.filter((entry) => entry.group === group);
}
