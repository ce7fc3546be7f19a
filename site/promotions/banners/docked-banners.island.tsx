import { defineIsland } from '../../islands/island.tsx';
import { DockedBanners } from './Banners.tsx';

export default defineIsland('docked-banners', DockedBanners);
