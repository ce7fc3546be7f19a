// Strapi 5 content types of the local service (what `populate`, `fields` and filters may name),
// and the schema each seed entry must satisfy.
import type { GenericSchema } from 'valibot';
import { BannerSchema, FooterSchema, HeaderSchema, PopupSchema, RemoteConfigSchema, ReviewSchema, TimerCtaSchema } from '../../site/platform/content/schemas.ts';
import type { Attribute, CollectionModel } from './model.ts';

const s = (type: Attribute['type'] = 'string'): Attribute => ({ type });
const media: Attribute = {
  type: 'media',
  target: { name: s(), alternativeText: s(), caption: s(), url: s(), mime: s(), ext: s(), size: s('integer'), width: s('integer'), height: s('integer') },
};
const color: Attribute = { type: 'component', target: { name: s(), opacity: s('integer') } };
const link: Attribute = {
  type: 'component',
  repeatable: true,
  target: {
    href: s(), label: s(), text: s(), target: s('enumeration'), isExternal: s('boolean'), visible: s('enumeration'),
    rel: s(), locale: s(), eventType: s(), icon: media,
  },
};
const linkGroup: Attribute = { type: 'component', repeatable: true, target: { order: s('integer'), title: s(), isHidden: s('boolean'), links: link } };

const bannerAttributes: Record<string, Attribute> = {
  slug: s(), isDisabled: s('boolean'), urlsToInclude: s('json'), urlsToExclude: s('json'), bannerName: s(), bannerTitle: s(),
  bannerText: s('text'), title: s(), text: s('text'), buttonEventText: s(), buttonEventType: s(), location: s(), runningText: s('text'),
  leftText: s(), mainText: s(), rightText: s(), emailLabel: s(), secondScreenTitle: s(), timerSeconds: s('integer'),
  titlePlacement: s(), displayOn: s(),
  button: { type: 'component', target: { href: s(), label: s(), text: s(), isExternal: s('boolean'), icon: media } },
  link: { type: 'component', target: { href: s(), rel: s(), target: s('enumeration') } },
  timer: { type: 'component', target: { dateStart: s('datetime'), dateEnd: s('datetime'), isDisabled: s('boolean'), timerBgColor: color, timerText: s() } },
  bgColor: color,
  backgroundColor: color,
  image: media,
  media,
  secondScreenMedia: media,
};

export interface Collection {
  model: CollectionModel;
  schema: GenericSchema;
}

export const COLLECTIONS: Record<string, Collection> = {
  footers: {
    schema: FooterSchema,
    model: {
      pluralName: 'footers',
      localized: true,
      attributes: {
        privacySettingsTitle: s(), termsLinkTitle: s(), termsLinkUrl: s(), privacyLinkTitle: s(), privacyLinkUrl: s(),
        cookieLinkTitle: s(), cookieLinkUrl: s(), UAEAddress: s('text'), nonUAEAddress: s('text'), USAddress: s('text'),
        UAAddress: s('text'), mainLinks: linkGroup, otherLinks: linkGroup,
        downloadLinks: { type: 'component', target: { title: s(), links: link } }, socialLinks: link,
      },
    },
  },
  banners: { schema: BannerSchema, model: { pluralName: 'banners', localized: true, attributes: bannerAttributes } },
  popups: {
    schema: PopupSchema,
    model: { pluralName: 'popups', localized: true, attributes: { slug: s(), type: s('enumeration'), config: { type: 'component', target: bannerAttributes } } },
  },
  'timer-ctas': {
    schema: TimerCtaSchema,
    model: {
      pluralName: 'timer-ctas',
      localized: true,
      attributes: { slug: s(), countries: s('text'), isAllPages: s('boolean'), banner: { type: 'relation', target: bannerAttributes } },
    },
  },
  headers: {
    schema: HeaderSchema,
    model: {
      pluralName: 'headers',
      localized: true,
      attributes: {
        type: s('enumeration'), links: link, logo: s('enumeration'), footer: s('boolean'), languageSwitch: s('boolean'),
        position: s('enumeration'), downloadAppButton: { type: 'component', target: { key: s(), value: s(), isDisabled: s('boolean') } },
      },
    },
  },
  'remote-configs': {
    schema: RemoteConfigSchema,
    model: {
      pluralName: 'remote-configs',
      localized: false,
      attributes: { key: s(), variants: s('json'), defaultVariant: s(), description: s('text') },
    },
  },
  reviews: {
    schema: ReviewSchema,
    model: {
      pluralName: 'reviews',
      localized: false,
      attributes: { authorName: s(), rating: s('integer'), body: s('text'), status: s('enumeration'), isBlocked: s('boolean') },
    },
  },
};

/**
 * The collection a URL or seed file names, if it is one. Own keys only: `constructor` or
 * `toString` are properties of every object, not collections (issue #7: they answered 500).
 */
export function collectionNamed(name: string): Collection | undefined {
  return Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined;
}
