import type { ReactNode } from 'react';
import { Button, Modal, QRCode, toSafeHref, type ModalPlacement } from '../../../../design-system/index.ts';
import { styled } from '../../../../design-system/stitches.config.ts';
import { titleOf, type BannerFields } from '../../banners/banner-fields.ts';
import type { PromotionsCopy } from '../../copy.ts';
import { PopupActions, PopupText } from '../parts.tsx';

const Code = styled('div', { display: 'flex', justifyContent: 'center', marginBottom: '$5' });

export interface PureQrPopupProps {
  config: BannerFields;
  copy: PromotionsCopy;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStorePress?: () => void;
  /** The site's origin: a code scanned by a phone needs the whole address, not the CMS's path. */
  origin: string;
  /** On a touch screen, which cannot scan itself: the store button of its platform, instead of the code. */
  storeButton?: ReactNode;
  /** `bottom` on a phone: a sheet over at most half the screen. */
  placement?: ModalPlacement;
}

/**
 * The download-app QR popup (spec §4, QR 200 px in the download modal, §9): a code to scan from a
 * computer, and the same address as a link. On a phone or tablet, the store button of its platform
 * takes the code's place. Without a safe link there is nothing to scan, and nothing renders.
 */
export function PureQrPopup({ config, copy, open, onOpenChange, onStorePress, origin, storeButton, placement }: PureQrPopupProps) {
  const safe = toSafeHref(config.link?.href ?? config.button?.href);
  if (!safe) return null;
  const address = safe.isAbsolute ? safe.href : new URL(safe.href, origin).href;
  return (
    <Modal title={storeButton ? copy.appBanner : (titleOf(config) ?? copy.scanToDownload)} open={open} onOpenChange={onOpenChange} closeLabel={copy.close} size="sm" placement={placement}>
      <div data-popup="qr" data-form={storeButton ? 'store-button' : 'qr'}>
        {storeButton ? (
          <Code>{storeButton}</Code>
        ) : (
          <>
            <PopupText>{copy.scanToDownload}</PopupText>
            <Code>
              <QRCode value={address} label={copy.qrCode} size="modal" />
            </Code>
          </>
        )}
        {!storeButton && (
          <PopupActions>
            <Button href={safe.href} variant="outline" fullWidth onPress={onStorePress}>
              {copy.openInStore}
            </Button>
          </PopupActions>
        )}
      </div>
    </Modal>
  );
}
