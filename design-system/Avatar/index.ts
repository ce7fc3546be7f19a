export { Avatar, AVATAR_SIZES } from './Avatar.tsx';
export type { AvatarProps, AvatarSize } from './Avatar.tsx';
