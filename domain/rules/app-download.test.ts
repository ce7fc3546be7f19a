import { appQrCodes, appDownloadUrl, appQrCodePath, phoneStoreOf } from './app-download.ts';

describe('app download', () => {
  it('names a code file per locale and place, the footer’s as before', () => {
    expect(appQrCodePath('uk')).toBe('/qr/app-uk.svg');
    expect(appQrCodePath('es', 'onboarding')).toBe('/qr/app-es-onboarding.svg');
    expect(new Set(appQrCodes().map((code) => code.path)).size).toBe(8);
    expect(appDownloadUrl('https://lingo.example', 'pt', 'onboarding')).toBe('https://lingo.example/pt/get-the-app?source=onboarding-qr');
    expect(appDownloadUrl('https://lingo.example', 'en')).toBe('https://lingo.example/get-the-app?source=footer-qr');
  });

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1', 0, 'app-store'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15', 5, 'app-store'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 5, 'google-play'],
    ['Mozilla/5.0 (Linux; Android 12; HUAWEI P50 Pro) AppleWebKit/537.36 Chrome/99.0 HuaweiBrowser/14.0 Mobile Safari/537.36', 5, 'app-gallery'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15', 0, null],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 0, null],
  ])('shows a phone its store: %s', (userAgent, touchPoints, store) => {
    expect(phoneStoreOf(userAgent, touchPoints)).toBe(store);
  });
});
