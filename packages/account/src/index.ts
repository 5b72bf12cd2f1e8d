export * from './checkout';
export * from './fingerprint';
export * from './subscriptionLoader';
export * from './subscriptionRules';
export * from './usageRules';
