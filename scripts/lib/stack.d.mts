export declare const PROJECT_ID: string;
export declare const PORTS: { auth: number; functions: number; hosting: number; hub: number };
export declare const SITE_URL: string;
export declare const FUNCTIONS_URL: string;
export declare const AUTH_URL: string;
export declare function startStack(options?: {
  dataDir?: string;
  authDataDir?: string;
  echo?: boolean;
  log?: (line: string) => void;
}): Promise<{ databaseUrl: string; emulatorOutput: () => string; stop: () => Promise<void> }>;
