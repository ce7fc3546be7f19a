// Decorative icons (aria-hidden); the control that shows one carries the accessible name.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Icon({ size = 24, children, ...props }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

const stroke = { stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" {...stroke} />
  </Icon>
);
export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5.5v13l10-6.5-10-6.5z" fill="currentColor" />
  </Icon>
);
export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5v14M16 5v14" {...stroke} strokeWidth={3} />
  </Icon>
);
export const SpeakerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
    <path d="M15.5 9a4.5 4.5 0 0 1 0 6M18 6.5a8 8 0 0 1 0 11" {...stroke} />
  </Icon>
);
export const ExpandIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" {...stroke} />
  </Icon>
);
export const CollapseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" {...stroke} />
  </Icon>
);
export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 9l6 6 6-6" {...stroke} />
  </Icon>
);
export const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8.5" r="4" fill="currentColor" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
  </Icon>
);
/** Status marks drawn on a filled disc (Toast): the disc takes the status colour, the mark its text colour. */
const markStroke = { ...stroke, strokeWidth: 2.5 } as const;
export const InfoMark = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 11v6" {...markStroke} />
    <circle cx="12" cy="7.5" r="1.5" fill="currentColor" />
  </Icon>
);
export const CheckMark = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 12.5l3.5 3.5L17 9" {...markStroke} />
  </Icon>
);
export const WarningMark = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 6.5v7" {...markStroke} />
    <circle cx="12" cy="17" r="1.5" fill="currentColor" />
  </Icon>
);
export const ErrorMark = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" {...markStroke} />
  </Icon>
);
/** After the text of a link that opens a new tab (Link, Button): a box with an arrow leaving it. */
export const ExternalMark = ({ className }: { className?: string }) => (
  <svg className={className} width="0.8em" height="0.8em" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M6 3H3v10h10v-3M9 2h5v5M14 2L7 9" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
