import { Banner, Button, Countdown, Link, mediaKind, Ticker } from '../../../../design-system/index.ts';
import { styled } from '../../../../design-system/stitches.config.ts';
import type { Locale } from '../../../../domain/constants.ts';
import { countdownState } from '../../../../domain/rules/index.ts';
import { countdownForms, countdownWords, type PromotionsCopy } from '../../copy.ts';
import { backgroundOf, ctaLabelOf, isDarkBackground, textOf, titleAlignment, titleOf, type BannerFields } from '../banner-fields.ts';
import { offerEndsText } from './offer-ends-text.ts';
import { priceTokensIn, type Priced } from '../../../../domain/pricing/offers.ts';
import { PricedText } from '../../../pricing/Prices.tsx';

const Aligned = styled('span', {
  display: 'block',
  variants: { align: { left: { textAlign: 'start' }, center: { textAlign: 'center' }, right: { textAlign: 'end' } } },
});

const Aside = styled('span', { margin: 0, textPreset: 16, fontWeight: '$bold', textWrap: 'balance' });

// On a phone the timer's own name says it ("Offer ends in"): the strip stays short.
const CountdownLabel = styled(Aside, { '@xs': { display: 'none' } });

export interface PureCmsBannerProps {
  banner: BannerFields;
  /** The time its countdown counts from (epoch ms). */
  now: number;
  locale: Locale;
  copy: PromotionsCopy;
  /** The visitor pressed the call to action. */
  onCtaPress?: (label: string) => void;
  /** Scrolled state: one line (spec §4 scroll-driven banners). */
  compact?: boolean;
  /** A landmark name when the banner has no title. */
  label?: string;
  /** The plans its copy names prices of ({offer:plus}), in every market. */
  pricing?: readonly Priced[];
}

/**
 * Any CMS banner (spec §3): title (placed left, centre or right), text, left/main/right text,
 * a button or a link, an image or media, a palette background at an opacity, a countdown, or
 * running text. A banner with a timer shows only while the countdown allows (spec §4: hidden
 * when disabled, without start or end, or before the start; zeros after the end).
 */
export function PureCmsBanner({ banner, now, locale, copy, onCtaPress, compact = false, label, pricing = [] }: PureCmsBannerProps) {
  const timer = banner.timer ? countdownState(banner.timer, now) : null;
  if (timer?.state === 'hidden') return null;

  const title = titleOf(banner);
  const regionName = title ?? label ?? copy.promotion;
  // A title that names prices has one amount per market: the region takes the words shown.
  const pricedTitle = title !== null && priceTokensIn(title).length > 0;
  if (banner.runningText && !title) {
    return (
      // A region named for what it is; not a <section>, which would promise a heading.
      <div role="region" aria-label={regionName}>
        <Ticker text={banner.runningText} pauseLabel={copy.tickerPause} playLabel={copy.tickerPlay} />
      </div>
    );
  }

  const background = backgroundOf(banner);
  const ctaLabel = ctaLabelOf(banner);
  const align = titleAlignment(banner.titlePlacement);
  const linkHref = !banner.button && banner.link?.href ? banner.link.href : null;
  const image = banner.image ?? banner.media;
  const text = textOf(banner);
  const phoneText = banner.shortTitle || title;
  // The call to action: the full banner's, and the phone strip's smaller one.
  const ctaButton = (size: 'sm' | 'md') =>
    ctaLabel &&
    banner.button && (
      <Button
        href={banner.button.href}
        target={banner.button.isExternal ? '_blank' : undefined}
        newTabLabel={copy.newTab}
        variant={isDarkBackground(background) ? 'secondary' : 'primary'}
        size={size}
        onPress={() => onCtaPress?.(ctaLabel)}
        data-cta={ctaLabel}
      >
        {ctaLabel}
      </Button>
    );

  return (
    <Banner
      label={regionName}
      labelledByTitle={pricedTitle}
      background={background}
      compact={compact}
      // On a phone a slim strip (issue 63): beside a countdown, the short title is the link to the
      // action; else the short title and a small button.
      phoneLine={
        phoneText &&
        (timer && ctaLabel && banner.button ? (
          <Link href={banner.button.href} onClick={() => onCtaPress?.(ctaLabel)} data-cta={ctaLabel}>
            <PricedText text={phoneText} locale={locale} plans={pricing} />
            <span aria-hidden="true"> ›</span>
          </Link>
        ) : (
          <>
            {linkHref ? (
              <Link href={linkHref} target={banner.link?.target ?? undefined} rel={banner.link?.rel ?? undefined}>
                <PricedText text={phoneText} locale={locale} plans={pricing} />
              </Link>
            ) : (
              <span>
                <PricedText text={phoneText} locale={locale} plans={pricing} />
              </span>
            )}
            {ctaButton('sm')}
          </>
        ))
      }
      title={
        title && (
          <Aligned align={align}>
            {linkHref ? (
              <Link href={linkHref} target={banner.link?.target ?? undefined} rel={banner.link?.rel ?? undefined} variant="subtle">
                <PricedText text={title} locale={locale} plans={pricing} />
              </Link>
            ) : (
              <PricedText text={title} locale={locale} plans={pricing} />
            )}
          </Aligned>
        )
      }
      text={
        text && (
          <Aligned align={align}>
            <PricedText text={text} locale={locale} plans={pricing} />
          </Aligned>
        )
      }
      // A banner's picture is decoration beside its words; moving media belongs in the media popup.
      media={image && mediaKind(image.mime) === 'image' && <img src={image.url} alt={image.alternativeText ?? ''} />}
      timer={
        timer && (
          <>
            {banner.leftText && (
              <CountdownLabel aria-hidden="true" data-countdown-label="">
                {banner.leftText}
              </CountdownLabel>
            )}
            <Countdown
              timeLeftMs={timer.timeLeftMs}
              label={banner.leftText || banner.timer?.timerText || copy.offerEndsIn}
              {...countdownWords(locale, timer.timeLeftMs)}
              endedLabel={copy.offerEnded}
              size={compact ? 'sm' : 'responsive'}
              tone={isDarkBackground(banner.timer?.timerBgColor) ? 'inverse' : 'surface'}
              paint={{ endsAt: now + timer.timeLeftMs, wordForms: countdownForms(locale) }}
            />
            {timer.state === 'running' && (
              // The browser renders it empty and never hydrates its content (see offer-ends-text.ts).
              <noscript>
                {import.meta.env.SSR && (
                  <Aside as="p" data-offer-ends="">
                    {offerEndsText(locale, now + timer.timeLeftMs)}
                  </Aside>
                )}
              </noscript>
            )}
          </>
        )
      }
      action={
        (ctaLabel || banner.rightText) && (
          <>
            {ctaButton(compact ? 'sm' : 'md')}
            {banner.rightText && <Aside>{banner.rightText}</Aside>}
          </>
        )
      }
    />
  );
}
