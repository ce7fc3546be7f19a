export { BlogPost, type BlogPostProps } from './BlogPost.tsx';
