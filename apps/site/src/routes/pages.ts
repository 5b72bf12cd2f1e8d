import type { ComponentType } from 'react';
import type { RoutedPage } from './routedPages';

/**
 * The page components by the route table's `page` key, each loaded on first visit (home too: the
 * entry chunk carries only what every page shows). A table route whose page is not in
 * `routedPages.ts` is not routed yet: it shows the not-found screen and no navigation or sitemap
 * lists it, so the site never promises a page it lacks.
 */
export const PAGE_LOADERS: Readonly<Record<RoutedPage, () => Promise<ComponentType>>> = {
  home: async () => (await import('../pages/HomePage')).HomePage,
  auth: async () => (await import('../pages/AuthPage')).AuthPage,
  emailVerify: async () => (await import('../pages/EmailVerifyPage')).EmailVerifyPage,
  flights: async () => (await import('../pages/FlightsPage')).FlightsPage,
  hotels: async () => (await import('../pages/AccommodationSearchPage')).AccommodationSearchPage,
  pricing: async () => (await import('../pages/PricingPage')).PricingPage,
  freeTrial: async () => (await import('../pages/FreeTrialPage')).FreeTrialPage,
  claimDiscount: async () => (await import('../pages/ClaimDiscountPage')).ClaimDiscountPage,
  adminLogin: async () => (await import('../pages/AdminLoginPage')).AdminLoginPage,
  // Guarded inside (RequireSupportLevel): it needs the caller's role flags.
  adminDashboard: async () => (await import('../pages/AdminDashboardPage')).AdminDashboardPage,
  about: async () => (await import('../pages/AboutPage')).AboutPage,
  helpCenter: async () => (await import('../pages/HelpCenterPage')).HelpCenterPage,
  supportCenter: async () => (await import('../pages/SupportCenterPage')).SupportCenterPage,
  chat: async () => (await import('../pages/ChatWithUsPage')).ChatWithUsPage,
  policy: async () => (await import('../pages/PolicyPage')).PolicyPage,
  dashboard: async () => (await import('../pages/DashboardPage')).DashboardPage,
  profile: async () => (await import('../pages/ProfilePage')).ProfilePage,
  settings: async () => (await import('../pages/SettingsPage')).SettingsPage,
  notifications: async () => (await import('../pages/NotificationsPage')).NotificationsPage,
  documents: async () => (await import('../pages/DocumentsPage')).DocumentsPage,
  riskRadar: async () => (await import('../pages/RiskRadarPage')).RiskRadarPage,
  blog: async () => (await import('../pages/BlogPage')).BlogPage,
  blogPost: async () => (await import('../pages/BlogPostPage')).BlogPostPage,
  // Signed-in by the table; support level checked inside, as the server checks it.
  adminBlog: async () => (await import('../pages/AdminBlogPage')).AdminBlogPage,
  writers: async () => (await import('../pages/WritersPage')).WritersPage,
  writer: async () => (await import('../pages/WriterPage')).WriterPage,
  currency: async () => (await import('../pages/CurrencyConverterPage')).CurrencyConverterPage,
  budget: async () => (await import('../pages/BudgetPage')).BudgetPage,
  travelCalculator: async () =>
    (await import('../pages/TravelCalculatorPage')).TravelCalculatorPage,
  compensation: async () =>
    (await import('../pages/FlightCompensationPage')).FlightCompensationPage,
  translate: async () => (await import('../pages/TranslatePage')).TranslatePage,
  article: async () => (await import('../pages/ArticlePage')).ArticlePage,
  comparisons: async () => (await import('../pages/ComparisonsPage')).ComparisonsPage,
  externalRedirect: async () =>
    (await import('../pages/ExternalRedirectPage')).ExternalRedirectPage,
  landing: async () => (await import('../pages/LandingPage')).LandingPage,
  carRental: async () => (await import('../pages/CarRentalPage')).CarRentalPage,
  assistant: async () => (await import('../pages/AssistantPage')).AssistantPage,
  itinerary: async () => (await import('../pages/ItineraryPage')).ItineraryPage,
  appLaunch: async () => (await import('../pages/AppLaunchPage')).AppLaunchPage,
  blackFriday: async () => (await import('../pages/BlackFridayPage')).BlackFridayPage,
  download: async () => (await import('../pages/DownloadPage')).DownloadPage,
  // Guarded inside (RequireSupportLevel), as aeo-stats checks the level on the server.
  seoAnalytics: async () => (await import('../pages/SeoAnalyticsPage')).SeoAnalyticsPage,
  offlineMaps: async () => (await import('../pages/OfflineMapsPage')).OfflineMapsPage,
};
