// Addresses that only ever stand in for real ones: the reserved example and test domains (RFC
// 2606), a store's all-zero app id (the App Store's id0000000001, AppGallery's C000000001), Java's `com.example` package, an `example.*` account. A link
// to one on the site is a placeholder a visitor cannot use (issue #42: the app's store buttons
// led to apps.apple.com/app/id0000000001): the build refuses a page that has one.
const PLACEHOLDER = [
  /^https?:\/\/(?:[\w-]+\.)*(?:example|invalid|test|localhost)(?:\.(?:com|org|net))?(?=[/:?#]|$)/i,
  /\/id0{5,}\d*(?:[/?#]|$)/,
  // AppGallery's ids are C and digits: C000000001 is the same stand-in.
  /\/app\/C0{5,}\d*(?:[/?#]|$)/i,
  /[?&]id=com\.example\b/i,
  /[@/]example\.[a-z]+\b/i,
];

export const isPlaceholderHref = (href: string): boolean => PLACEHOLDER.some((pattern) => pattern.test(href));
