export { ResponsivePicture } from './ResponsivePicture.tsx';
export type { PictureSource, ResponsivePictureProps } from './ResponsivePicture.tsx';
