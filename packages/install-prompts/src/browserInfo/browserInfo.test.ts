import { describe, expect, it } from 'vitest';
import { detectBrowser, type BrowserFeatures, type BrowserInfo } from './browserInfo';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  chromeIOS:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  safariIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
  firefoxIOS:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 EdgA/120.0.2210.115',
  edgeIOS:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/120.2210.126 Mobile/15E148 Safari/605.1.15',
  instagramIOS:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 311.0.2.21.109 (iPhone14,5; iOS 17_1_2; en_US; en; scale=3.00; 1170x2532; 545986883)',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S908B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Instagram 309.1.0.41.113 Android (33/13; 480dpi; 1080x2116; samsung; SM-S908B; b0q; qcom; en_US; 541635863)',
  facebookIOS:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/442.0.0.33.113;FBBV/540163035;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1.2;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/541532236]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.36.110;]',
  twitterIOS:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.3',
  twitterAndroid:
    'Mozilla/5.0 (Linux; Android 12; Pixel 6 Build/SQ3A.220705.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/103.0.5060.129 Mobile Safari/537.36 TwitterAndroid',
  curl: 'curl/8.5.0',
} as const;

const installable: BrowserFeatures = { serviceWorker: true, beforeInstallPrompt: true };
const noPrompt: BrowserFeatures = { serviceWorker: true, beforeInstallPrompt: false };

type Row = [keyof typeof UA, BrowserFeatures, BrowserInfo];
const info = (
  name: BrowserInfo['name'],
  flags: Partial<Omit<BrowserInfo, 'name'>> = {},
): BrowserInfo => ({
  name,
  isSocialBrowser: false,
  isIOS: false,
  isAndroid: false,
  supportsPWA: false,
  ...flags,
});

// IP-023 … IP-031
const rows: Row[] = [
  ['chromeWindows', installable, info('Chrome', { supportsPWA: true })],
  ['chromeAndroid', installable, info('Chrome', { isAndroid: true, supportsPWA: true })],
  ['chromeIOS', noPrompt, info('Chrome', { isIOS: true })],
  ['safariIPhone', noPrompt, info('Safari', { isIOS: true, supportsPWA: true })],
  ['safariMac', { ...noPrompt, maxTouchPoints: 0 }, info('Safari')],
  [
    'safariMac',
    { ...noPrompt, maxTouchPoints: 5 },
    info('Safari', { isIOS: true, supportsPWA: true }),
  ],
  ['firefoxWindows', noPrompt, info('Firefox')],
  ['firefoxAndroid', noPrompt, info('Firefox', { isAndroid: true })],
  ['firefoxIOS', noPrompt, info('Firefox', { isIOS: true })],
  ['edgeWindows', installable, info('Edge', { supportsPWA: true })],
  ['edgeAndroid', installable, info('Edge', { isAndroid: true, supportsPWA: true })],
  ['edgeIOS', noPrompt, info('Edge', { isIOS: true })],
  ['instagramIOS', noPrompt, info('Instagram', { isSocialBrowser: true, isIOS: true })],
  ['instagramAndroid', installable, info('Instagram', { isSocialBrowser: true, isAndroid: true })],
  ['facebookIOS', noPrompt, info('Facebook', { isSocialBrowser: true, isIOS: true })],
  ['facebookAndroid', installable, info('Facebook', { isSocialBrowser: true, isAndroid: true })],
  ['twitterIOS', noPrompt, info('Twitter', { isSocialBrowser: true, isIOS: true })],
  ['twitterAndroid', installable, info('Twitter', { isSocialBrowser: true, isAndroid: true })],
  ['curl', noPrompt, info('Unknown')],
];

describe('detectBrowser (shell.md §3) (IP-024, IP-025, IP-026, IP-027, IP-028, IP-029, IP-030)', () => {
  it.each(rows)('%s (%o)', (agent, features, expected) => {
    expect(detectBrowser(UA[agent], features)).toEqual(expected);
  });

  it('needs a service worker to support installing', () => {
    expect(
      detectBrowser(UA.chromeAndroid, { serviceWorker: false, beforeInstallPrompt: true }),
    ).toMatchObject({ supportsPWA: false });
  });

  it('reads an empty or non-string user agent as Unknown instead of throwing', () => {
    expect(detectBrowser('', installable).name).toBe('Unknown');
    expect(detectBrowser(undefined as unknown as string, installable).name).toBe('Unknown');
  });
});
