import { defineIsland } from '../islands/island.tsx';
import { FooterLive } from './FooterLive.tsx';

export default defineIsland('footer', FooterLive);
