/**
 * jsdom at a phone's width: every `max-width` media query matches (useIsMobile and the like). Returns the spy;
 * `.mockRestore()` it after the test.
 */
export function atPhoneWidth(): jest.SpyInstance {
  return jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}
