import { Button, Modal, QRCode, toSafeHref } from '../../../../design-system/index.ts';
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
}

/**
 * The download-app QR popup (spec §4, QR 200 px in the download modal, §9): a code to scan from a
 * computer, and the same address as a link for a phone. Without a safe link there is nothing to
 * scan, and nothing renders.
 */
export function PureQrPopup({ config, copy, open, onOpenChange, onStorePress, origin }: PureQrPopupProps) {
  const safe = toSafeHref(config.link?.href ?? config.button?.href);
  if (!safe) return null;
  const address = safe.isAbsolute ? safe.href : new URL(safe.href, origin).href;
  return (
    <Modal title={titleOf(config) ?? copy.scanToDownload} open={open} onOpenChange={onOpenChange} closeLabel={copy.close} size="sm">
      <div data-popup="qr">
        <PopupText>{copy.scanToDownload}</PopupText>
        <Code>
          <QRCode value={address} label={copy.qrCode} size="modal" />
        </Code>
        <PopupActions>
          <Button href={safe.href} variant="outline" fullWidth onPress={onStorePress}>
            {copy.openInStore}
          </Button>
        </PopupActions>
      </div>
    </Modal>
  );
}
