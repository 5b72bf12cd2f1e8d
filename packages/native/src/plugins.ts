/**
 * The Capacitor plugins as the small adapters this package needs. Each plugin module is imported
 * on first use only, and only on a native platform (see `context.ts`), so the web bundle never
 * pays for them; tests inject fakes of these adapters instead.
 */

/** What a plugin's `addListener` resolves to. */
export interface ListenerHandle {
  remove(): Promise<void>;
}

export type StatusBarStyle = 'light' | 'dark';
export type HapticStrength = 'light' | 'medium' | 'heavy';
export type ConnectionType = 'wifi' | 'cellular' | 'none' | 'unknown';

export interface NetworkStatus {
  connected: boolean;
  connectionType: ConnectionType;
}

export interface DeviceInfo {
  platform: 'ios' | 'android' | 'web';
  operatingSystem: string;
  osVersion: string;
  model: string;
  manufacturer: string;
}

export interface PositionRequest {
  enableHighAccuracy: boolean;
  timeout: number;
  maximumAge: number;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
  /** Metres. */
  accuracy: number;
}

export interface SharePayload {
  title?: string;
  text?: string;
  url: string;
}

export interface NativePlugins {
  app(): Promise<{
    exitApp(): Promise<void>;
    onBackButton(listener: (event: { canGoBack: boolean }) => void): Promise<ListenerHandle>;
    onResume(listener: () => void): Promise<ListenerHandle>;
  }>;
  statusBar(): Promise<{
    /** `dark` means a dark bar with light text. */
    setStyle(style: StatusBarStyle): Promise<void>;
    setBackgroundColor(color: string): Promise<void>;
  }>;
  splashScreen(): Promise<{ hide(): Promise<void> }>;
  keyboard(): Promise<{
    onShow(listener: (height: number) => void): Promise<ListenerHandle>;
    onHide(listener: () => void): Promise<ListenerHandle>;
  }>;
  haptics(): Promise<{ impact(strength: HapticStrength): Promise<void> }>;
  share(): Promise<{ share(payload: SharePayload): Promise<void> }>;
  device(): Promise<{ getInfo(): Promise<DeviceInfo> }>;
  network(): Promise<{
    getStatus(): Promise<NetworkStatus>;
    onChange(listener: (status: NetworkStatus) => void): Promise<ListenerHandle>;
  }>;
  geolocation(): Promise<{ getCurrentPosition(request: PositionRequest): Promise<Coordinates> }>;
  preferences(): Promise<{
    get(key: string): Promise<string | null>;
    set(key: string, value: string): Promise<void>;
    clear(): Promise<void>;
  }>;
  /** The in-app browser (travel.md §4 checkout on native). */
  browser(): Promise<{ open(url: string): Promise<void> }>;
}

/** The real plugins, each loaded lazily. */
export const capacitorPlugins: NativePlugins = {
  async app() {
    const { App } = await import('@capacitor/app');
    return {
      exitApp: () => App.exitApp(),
      onBackButton: (listener) => App.addListener('backButton', listener),
      onResume: (listener) => App.addListener('resume', listener),
    };
  },
  async statusBar() {
    const { StatusBar, Style } = await import('@capacitor/status-bar');
    return {
      setStyle: (style) =>
        StatusBar.setStyle({ style: style === 'dark' ? Style.Dark : Style.Light }),
      setBackgroundColor: (color) => StatusBar.setBackgroundColor({ color }),
    };
  },
  async splashScreen() {
    const { SplashScreen } = await import('@capacitor/splash-screen');
    return { hide: () => SplashScreen.hide() };
  },
  async keyboard() {
    const { Keyboard } = await import('@capacitor/keyboard');
    return {
      onShow: (listener) =>
        Keyboard.addListener('keyboardWillShow', (info) => listener(info.keyboardHeight)),
      onHide: (listener) => Keyboard.addListener('keyboardWillHide', listener),
    };
  },
  async haptics() {
    const { Haptics, ImpactStyle } = await import('@capacitor/haptics');
    const styles = {
      light: ImpactStyle.Light,
      medium: ImpactStyle.Medium,
      heavy: ImpactStyle.Heavy,
    };
    return { impact: (strength) => Haptics.impact({ style: styles[strength] }) };
  },
  async share() {
    const { Share } = await import('@capacitor/share');
    return {
      share: async (payload) => {
        await Share.share(payload);
      },
    };
  },
  async device() {
    const { Device } = await import('@capacitor/device');
    return {
      getInfo: async () => {
        const info = await Device.getInfo();
        return {
          platform: info.platform,
          operatingSystem: info.operatingSystem,
          osVersion: info.osVersion,
          model: info.model,
          manufacturer: info.manufacturer,
        };
      },
    };
  },
  async network() {
    const { Network } = await import('@capacitor/network');
    return {
      getStatus: () => Network.getStatus(),
      onChange: (listener) => Network.addListener('networkStatusChange', listener),
    };
  },
  async geolocation() {
    const { Geolocation } = await import('@capacitor/geolocation');
    return {
      getCurrentPosition: async (request) => {
        const { coords } = await Geolocation.getCurrentPosition(request);
        return {
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
        };
      },
    };
  },
  async browser() {
    const { Browser } = await import('@capacitor/browser');
    return { open: (url) => Browser.open({ url }) };
  },
  async preferences() {
    const { Preferences } = await import('@capacitor/preferences');
    return {
      get: async (key) => (await Preferences.get({ key })).value,
      set: (key, value) => Preferences.set({ key, value }),
      clear: () => Preferences.clear(),
    };
  },
};
