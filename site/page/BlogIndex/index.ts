export { BlogIndex, type BlogIndexProps } from './BlogIndex.tsx';
